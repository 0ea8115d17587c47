// Purchasing part of the demo seed: vendors (steel, axles, tires, paint, electrical, ...), purchase orders with
// details, releases and receipts. Some releases promised in the past are still open, i.e. late by SPEC §4's rule.
import type { SeedContext } from './SeedContext.js';
import { insertRows, type SqlValue } from './insertRows.js';
import { ANCHOR_DAY, isoDay, nextWeekday, weekdaysBetween } from './calendar.js';
import type { ItemSeed, SeededItem } from './seedItems.js';
import { phoneFor } from './names.js';

const VENDORS: readonly (readonly [
  company: string,
  category: string,
  city: string,
  state: string,
  country: 'US' | 'MX',
  lead: number,
])[] = [
  ['Texas Steel Service Center', 'steel', 'Dallas', 'TX', 'US', 7],
  ['Gulf States Metals', 'steel', 'Houston', 'TX', 'US', 10],
  ['Red River Structural Steel', 'steel', 'Shreveport', 'LA', 'US', 12],
  ['Southern Axle & Running Gear', 'axles', 'Elkhart', 'IN', 'US', 21],
  ['Heartland Axle Supply', 'axles', 'Tyler', 'TX', 'US', 14],
  ['Red River Tire Supply', 'tires', 'Texarkana', 'TX', 'US', 10],
  ['Wheel & Tire Distributors of Texas', 'tires', 'Fort Worth', 'TX', 'US', 7],
  ['Powder Coatings Direct', 'paint', 'Grand Prairie', 'TX', 'US', 5],
  ['Industrial Finishes Co.', 'paint', 'Oklahoma City', 'OK', 'US', 9],
  ['Optilite Trailer Lighting', 'electrical', 'Grand Rapids', 'MI', 'US', 18],
  ['Trailer Wiring Solutions', 'electrical', 'Springfield', 'MO', 'US', 12],
  ['Hydra-Lift Components', 'hydraulics', 'Wichita', 'KS', 'US', 25],
  ['Piney Woods Lumber', 'wood', 'Lufkin', 'TX', 'US', 6],
  ['Lonestar Fasteners', 'hardware', 'Garland', 'TX', 'US', 4],
  ['Midwest Bolt & Nut', 'hardware', 'Joplin', 'MO', 'US', 8],
  ['Couplers & Jacks Wholesale', 'couplers', 'Nappanee', 'IN', 'US', 15],
  ['Lamar County Welding Supply', 'welding', 'Paris', 'TX', 'US', 3],
  ['East Texas Welding Supply', 'welding', 'Longview', 'TX', 'US', 3],
  ['Signature Decals & Graphics', 'decals', 'Tyler', 'TX', 'US', 10],
  ['Plant Maintenance Supply', 'mro', 'Sulphur Springs', 'TX', 'US', 5],
  ['Aceros del Norte SA de CV', 'steel', 'Monterrey', 'NL', 'MX', 8],
  ['Perfiles y Tubos de Coahuila', 'steel', 'Saltillo', 'COAH', 'MX', 6],
  ['Ejes y Suspensiones de Monterrey', 'axles', 'Monterrey', 'NL', 'MX', 15],
  ['Llantas y Rines del Bajío', 'tires', 'León', 'GTO', 'MX', 12],
  ['Pinturas Industriales Saltillo', 'paint', 'Saltillo', 'COAH', 'MX', 5],
  ['Tornillería Industrial Piedras Negras', 'hardware', 'Piedras Negras', 'COAH', 'MX', 3],
  ['Electro Iluminación Remolques', 'electrical', 'Torreón', 'COAH', 'MX', 10],
  ['Hidráulica del Norte', 'hydraulics', 'Monterrey', 'NL', 'MX', 14],
  ['Soldaduras y Gases de Coahuila', 'welding', 'Piedras Negras', 'COAH', 'MX', 2],
  ['Calcomanías y Etiquetas del Norte', 'decals', 'Monterrey', 'NL', 'MX', 7],
  ['Refacciones Industriales MX1', 'mro', 'Piedras Negras', 'COAH', 'MX', 5],
  ['Maderas Finas de Chihuahua', 'wood', 'Chihuahua', 'CHIH', 'MX', 9],
  ['Acoplamientos y Gatos SA', 'couplers', 'Querétaro', 'QRO', 'MX', 12],
];

const BUYERS: Record<number, readonly string[]> = {
  2: ['Heather Collins', 'Wade Pruitt', 'Brenda Holt', 'Kyle Simmons'],
  3: ['Maricela Treviño', 'Ulises Garza', 'Yesenia Cantú'],
};
const REQUESTERS: Record<number, readonly string[]> = {
  2: ['Production Planning', 'Maintenance', 'Paint Line', 'Weld Shop', 'Shipping', 'MRP'],
  3: ['Planeación', 'Mantenimiento', 'Pintura', 'Soldadura', 'MRP'],
};

/**
 * Release quantities are drawn on the scale of the first seed, then bought at a plant's share of it, so each plant
 * buys about the material its finished units use (the GL's cash and raw-material balances stay sane); scaling after
 * the draw keeps every random draw, and so the rest of the demo data, where it was.
 */
const BUY_SCALE: Record<number, number> = { 2: 0.4, 3: 0.3 };
const buyQty = (drawn: number, plantId: number) => Math.max(1, Math.round(drawn * BUY_SCALE[plantId]));

export async function seedPurchasing(ctx: SeedContext, items: ItemSeed): Promise<void> {
  const { q, scale } = ctx;
  const rng = ctx.rng.fork('purchasing');

  const vendorRows: SqlValue[][] = [];
  const vendors: { id: number; plantId: number; category: string; lead: number; currency: string }[] = [];
  VENDORS.forEach(([company, category, city, state, country, lead], i) => {
    const plantId = country === 'MX' ? 3 : 2;
    const currency = country === 'MX' ? 'MXN' : 'USD';
    vendors.push({ id: i + 1, plantId, category, lead, currency });
    vendorRows.push([
      i + 1,
      plantId,
      `${country === 'MX' ? 'PMX' : 'V'}${String(1000 + i * 13)}`,
      company,
      category,
      `${rng.int(100, 9800)} ${rng.pick(country === 'MX' ? ['Av. Industrial', 'Carretera 57 Km 12', 'Blvd. Fundadores'] : ['Industrial Pkwy', 'Commerce St', 'Interstate 30 Service Rd', 'Distribution Dr'])}`,
      city,
      state,
      country,
      phoneFor(rng, country),
      rng.pick(['Net 30', 'Net 45', 'Net 60', '2% 10 Net 30']),
      currency,
      lead,
    ]);
  });
  await insertRows(
    q,
    'vendors',
    [
      'id',
      'eplant_id',
      'vendor_no',
      'company',
      'category',
      'address',
      'city',
      'state_code',
      'country',
      'phone',
      'terms',
      'currency',
      'lead_time_days',
    ],
    vendorRows,
  );

  const byCategory: Record<number, Map<string, SeededItem[]>> = { 2: new Map(), 3: new Map() };
  for (const plantId of [2, 3])
    for (const item of items.purchased[plantId]) {
      const cat = item.vendorCategory ?? 'mro';
      const list = byCategory[plantId].get(cat) ?? [];
      list.push(item);
      byCategory[plantId].set(cat, list);
    }
  const rcvLoc: Record<number, number> = {};
  for (const l of items.locations) if (l.code === 'RCV-DOCK') rcvLoc[l.plantId] = l.id;

  const days = weekdaysBetween(ANCHOR_DAY - 3 * 365, ANCHOR_DAY);
  const total = Math.round(3000 * scale);
  const poRows: SqlValue[][] = [];
  const detailRows: SqlValue[][] = [];
  const releaseRows: SqlValue[][] = [];
  const receiptRows: SqlValue[][] = [];
  let detailId = 0;
  let releaseId = 0;
  let receiptId = 0;
  for (let po = 1; po <= total; po++) {
    // More recent POs weigh more (the open book is what buyers look at); dates stay in order of PONO.
    const day = days[Math.min(days.length - 1, Math.floor((po / total) ** 0.85 * days.length))];
    const plantId = rng.chance(0.62) ? 2 : 3;
    const vendor = rng.pick(vendors.filter((v) => v.plantId === plantId || (plantId === 3 && v.category === 'axles')));
    const pool = byCategory[plantId].get(vendor.category) ?? byCategory[plantId].get('hardware')!;
    const open = day > ANCHOR_DAY - 90;
    poRows.push([
      po,
      plantId,
      `${plantId === 2 ? '' : 'MX'}${200000 + po}`,
      vendor.id,
      isoDay(day),
      rng.pick(BUYERS[plantId]),
      rng.pick(REQUESTERS[plantId]),
      open ? 'Open' : rng.chance(0.02) ? 'Cancelled' : 'Closed',
      vendor.currency,
      false,
    ]);
    const lines = rng.sample(
      pool,
      rng.weighted([
        [1, 3],
        [2, 3],
        [3, 3],
        [4, 2],
        [6, 1],
      ] as const),
    );
    lines.forEach((item, n) => {
      detailId++;
      const fx = vendor.currency === 'MXN' ? 18.5 : 1;
      detailRows.push([
        detailId,
        po,
        plantId,
        n + 1,
        item.id,
        item.itemNo,
        item.descrip,
        item.uom,
        Math.round(item.cost * fx * rng.float(0.93, 1.08, 3) * 10000) / 10000,
      ]);
      const releases = rng.weighted([
        [1, 6],
        [2, 3],
        [3, 1],
      ] as const);
      for (let r = 1; r <= releases; r++) {
        releaseId++;
        const request = nextWeekday(day + vendor.lead + (r - 1) * 14 + rng.int(-2, 4));
        const promise = rng.chance(0.05)
          ? null
          : nextWeekday(
              request +
                rng.weighted([
                  [0, 5],
                  [2, 3],
                  [5, 2],
                  [10, 1],
                  [-2, 1],
                ] as const),
            );
        const qty =
          item.uom === 'EA' && item.cost > 50
            ? rng.int(4, 60)
            : item.uom === 'EA'
              ? rng.int(100, 5000)
              : rng.int(200, 8000);
        releaseRows.push([
          releaseId,
          detailId,
          plantId,
          r,
          isoDay(request),
          promise === null ? null : isoDay(promise),
          buyQty(qty, plantId),
        ]);
        const due = promise ?? request;
        let received = 0;
        if (due < ANCHOR_DAY - 2) {
          // Past releases: almost all received in full; some short or not at all → late lines.
          received = rng.weighted([
            [qty, 90],
            [Math.floor(qty * rng.float(0.3, 0.9)), 6],
            [0, 4],
          ] as const);
          if (open === false && received < qty && !rng.chance(0.25)) received = qty;
        } else if (due < ANCHOR_DAY + 5 && rng.chance(0.3)) received = Math.floor(qty * rng.float(0.2, 1));
        if (received > 0) {
          const split = received > 10 && rng.chance(0.2) ? 2 : 1;
          // Received in full stays in full after scaling; a short receipt stays short.
          const got =
            received === qty
              ? buyQty(qty, plantId)
              : Math.min(buyQty(qty, plantId) - 1, buyQty(received, plantId)) || 1;
          for (let s = 0; s < split; s++) {
            const part = split === 1 || got < 2 ? got : s === 0 ? Math.floor(got / 2) : got - Math.floor(got / 2);
            const on = Math.min(ANCHOR_DAY - 1, due + rng.int(-3, 6) + s * 5);
            const receiver = rng.pick(
              plantId === 2 ? ['Tammy Boyd', 'Derek Wells', 'Cody Pruitt'] : ['Hugo Ibarra', 'Rocío Solís'],
            );
            const slip = `PS${rng.digits(7)}`;
            if (s === 1 && got < 2) continue;
            receiptRows.push([
              ++receiptId,
              plantId,
              releaseId,
              detailId,
              isoDay(on),
              part,
              rcvLoc[plantId],
              receiver,
              slip,
            ]);
          }
        }
      }
    });
  }
  await insertRows(
    q,
    'purchase_orders',
    ['id', 'eplant_id', 'pono', 'vendor_id', 'po_date', 'buyer', 'req_by', 'status', 'currency', 'is_intercompany'],
    poRows,
  );
  await insertRows(
    q,
    'po_details',
    ['po_detail_id', 'po_id', 'eplant_id', 'line_no', 'arinvt_id', 'item_no', 'descrip', 'uom', 'unit_cost'],
    detailRows,
  );
  await insertRows(
    q,
    'po_releases',
    ['id', 'po_detail_id', 'eplant_id', 'seq', 'request_date', 'promise_date', 'qty'],
    releaseRows,
  );
  await insertRows(
    q,
    'po_receipts',
    [
      'id',
      'eplant_id',
      'po_release_id',
      'po_detail_id',
      'receipt_date',
      'qty',
      'location_id',
      'received_by',
      'packing_slip',
    ],
    receiptRows,
  );
}
