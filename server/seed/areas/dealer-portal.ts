// Demo rows for the dealer-facing screens' own tables (migration 070_dealers.sql): dealer portal users and their
// activity, portal settings, documents, web quotes and dealer quotes, SPIF settings/users/claims/payments, stock
// dealer floorplan profiles and the MCOs already sent. Units, invoices and registrations come from the plant seed.
import type { Database, Queryable } from '../../db/Database.js';
import type { AreaSeed } from '../AreaSeed.js';
import { createRandom, type Random } from '../random.js';
import { ANCHOR_DAY, isoDay, isoPastTime, SEED_NOW_ISO } from '../plant/calendar.js';
import { emailLocal, personFor, phoneFor } from '../plant/names.js';
import { insertRows, resetSequences, type SqlValue } from '../plant/insertRows.js';
import { seedSpif, seedStock } from './spif.js';
import { seedDealerLogins } from './dealerLogins.js';

interface Dealer {
  id: number;
  eplant_id: number;
  name: string;
  city: string;
  state_code: string;
  zip: string;
}

const ACTIONS = [
  ['Signed in', 8],
  ['Viewed loads', 4],
  ['Created quote', 3],
  ['Viewed document', 2],
  ['Submitted load', 1],
  ['Signed out', 3],
] as const;
const DOCS: readonly (readonly [audience: string, category: string, title: string])[] = [
  ['dealer', 'Price list', 'Dealer Price List — Gooseneck and Deckover'],
  ['dealer', 'Price list', 'Dealer Price List — Dump and Utility'],
  ['dealer', 'Bulletin', 'Model Year Changes'],
  ['dealer', 'Bulletin', 'Axle Supplier Change Notice'],
  ['dealer', 'Policy', 'Dealer Warranty Claim Procedure'],
  ['dealer', 'Policy', 'Floorplan and Payment Terms'],
  ['dealer', 'Marketing', 'Spring Sales Program'],
  ['dealer', 'Marketing', 'Co-op Advertising Guidelines'],
  ['customer_service', 'Owner manual', "Owner's Manual — Gooseneck Trailers"],
  ['customer_service', 'Owner manual', "Owner's Manual — Dump Trailers"],
  ['customer_service', 'Owner manual', "Owner's Manual — Truck Beds"],
  ['customer_service', 'Warranty', 'Limited Warranty Policy'],
  ['customer_service', 'Warranty', 'Warranty Labor Rate Schedule'],
  ['customer_service', 'Service', 'Brake Adjustment Procedure'],
  ['customer_service', 'Service', 'Hydraulic Pump Troubleshooting'],
  ['customer_service', 'Service', 'Wiring Diagram — 7-Way Plug'],
];
const DOC_BODY: Record<string, string> = {
  'Price list':
    'Dealer net prices in U.S. dollars, FOB plant. Prices include standard paint and DOT lighting. Options are priced per configuration code.',
  Bulletin:
    'This bulletin informs dealers of a production change. Units built after the effective date carry the new parts; service parts remain available.',
  Policy:
    'Dealers follow this procedure for every claim and payment. Claims need the VIN, photos and the repair order; payments follow the agreed terms.',
  Marketing:
    'Program rules, eligible models and the dates during which retail sales qualify. Contact your territory manager for co-op funds.',
  'Owner manual':
    'Read this manual before towing. It covers hitching, loading, tire pressure, brake and lighting checks, and the maintenance schedule.',
  Warranty:
    'Norstar warrants the structure for five years and components as listed. Registration within 30 days of purchase starts the coverage.',
  Service:
    'Step-by-step procedure with the tools, torque values and checks to perform. Always support the trailer on stands before service.',
};

async function seedPortal(q: Queryable, rng: Random, dealers: Dealer[]): Promise<void> {
  const users: SqlValue[][] = [];
  const logs: SqlValue[][] = [];
  for (const d of dealers.filter((_, i) => i % 3 === 0)) {
    const n = rng.int(1, 3);
    for (let k = 0; k < n; k++) {
      const person = personFor(rng, d.eplant_id);
      const id = users.length + 1;
      const lastLogin = rng.chance(0.85) ? ANCHOR_DAY - rng.int(0, 40) : null;
      users.push([
        id,
        d.eplant_id,
        d.id,
        `${emailLocal(person)}${id}`,
        `${person.first} ${person.last}`,
        `${emailLocal(person)}@dealer${d.id}.com`,
        k === 0 ? 'Owner' : rng.pick(['Sales', 'Sales', 'Office']),
        rng.chance(0.92),
        isoDay(ANCHOR_DAY - rng.int(60, 900)),
        lastLogin === null ? null : isoPastTime(lastLogin, rng.int(420, 1080)),
      ]);
      if (lastLogin === null) continue;
      for (let s = 0; s < rng.int(3, 14); s++) {
        const action = rng.weighted(ACTIONS);
        logs.push([
          logs.length + 1,
          id,
          isoPastTime(ANCHOR_DAY - rng.int(0, 90), rng.int(420, 1100)),
          action,
          action === 'Created quote'
            ? `Quote for ${rng.pick(['a gooseneck', 'a dump trailer', 'a utility trailer', 'a truck bed'])}`
            : action === 'Submitted load'
              ? `${rng.int(2, 8)} units`
              : null,
          `${rng.int(23, 216)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
        ]);
      }
    }
  }
  await insertRows(
    q,
    'dealer_users',
    [
      'id',
      'eplant_id',
      'dealer_id',
      'username',
      'full_name',
      'email',
      'role',
      'active',
      'created_date',
      'last_login_at',
    ],
    users,
  );
  await insertRows(
    q,
    'dealer_user_logs',
    ['id', 'dealer_user_id', 'logged_at', 'action', 'detail', 'ip_address'],
    logs,
  );
  await insertRows(
    q,
    'dealer_portal_settings',
    [
      'eplant_id',
      'quote_valid_days',
      'web_quote_radius_miles',
      'min_units_per_load',
      'max_units_per_load',
      'allow_online_loads',
      'require_sales_approval',
      'support_email',
      'updated_by',
      'updated_at',
    ],
    // Settings rows carry the seed's "now", not the wall clock of the insert (nothing seeded is later than SEED_NOW).
    [
      [2, 30, 150, 2, 10, true, true, 'dealers@norstarcompany.com', 'Shelby Ward', SEED_NOW_ISO],
      [3, 15, 250, 2, 8, true, true, 'distribuidores@norstarmx.com', 'Karla Garza', SEED_NOW_ISO],
    ],
  );
  await insertRows(
    q,
    'dealer_portal_notifications',
    [
      'eplant_id',
      'notify_web_quote',
      'notify_load_submitted',
      'notify_document_posted',
      'digest_hour',
      'reply_to_email',
      'banner_message',
      'updated_by',
      'updated_at',
    ],
    [
      [
        2,
        true,
        true,
        false,
        7,
        'sales@norstarcompany.com',
        'New model year pricing takes effect on the 1st of next month.',
        'Shelby Ward',
        SEED_NOW_ISO,
      ],
      [3, true, true, true, 8, 'ventas@norstarmx.com', null, 'Karla Garza', SEED_NOW_ISO],
    ],
  );
  const docs: SqlValue[][] = [];
  for (const plant of [2, 3]) {
    for (const [audience, category, title] of DOCS) {
      const day = ANCHOR_DAY - rng.int(3, 500);
      docs.push([
        docs.length + 1,
        plant,
        audience,
        category,
        title,
        `${title.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '')}.pdf`,
        `${rng.int(1, 4)}.${rng.int(0, 9)}`,
        isoDay(day),
        plant === 3 ? 'Karla Garza' : 'Shelby Ward',
        DOC_BODY[category],
        rng.int(0, 420),
      ]);
    }
  }
  await insertRows(
    q,
    'portal_documents',
    [
      'id',
      'eplant_id',
      'audience',
      'category',
      'title',
      'file_name',
      'version',
      'published_date',
      'posted_by',
      'body',
      'views',
    ],
    docs,
  );
}

async function seedQuotes(q: Queryable, rng: Random, dealers: Dealer[]): Promise<void> {
  const units = await q.query<{ arinvt_id: number; eplant_id: number; item_no: string; price: number }>(
    `SELECT arinvt_id, eplant_id, item_no, price::float8 AS price FROM items WHERE class IN ('FG', 'FGB') AND price IS NOT NULL ORDER BY arinvt_id`,
  );
  const configs = await q.query<{ item_no: string; config_code: string }>(
    'SELECT DISTINCT item_no, config_code FROM customer_order_lines WHERE config_code IS NOT NULL ORDER BY 1, 2',
  );
  const orders = await q.query<{ id: number; customer_id: number; order_date: string }>(
    `SELECT id, customer_id, to_char(order_date, 'YYYY-MM-DD') AS order_date FROM customer_orders WHERE order_date > $1::date ORDER BY id`,
    [isoDay(ANCHOR_DAY - 800)],
  );
  const users = await q.query<{ id: number; dealer_id: number }>('SELECT id, dealer_id FROM dealer_users ORDER BY id');
  const ordersOf = new Map<number, typeof orders>();
  for (const o of orders) (ordersOf.get(o.customer_id) ?? ordersOf.set(o.customer_id, []).get(o.customer_id)!).push(o);
  const configsOf = new Map<string, string[]>();
  for (const c of configs)
    (configsOf.get(c.item_no) ?? configsOf.set(c.item_no, []).get(c.item_no)!).push(c.config_code);
  const web: SqlValue[][] = [];
  const quotes: SqlValue[][] = [];
  const addQuote = (
    plant: number,
    dealer: Dealer,
    unit: (typeof units)[0],
    config: string | null,
    qty: number,
    day: number,
    customer: string,
    webId: number | null,
  ) => {
    const discount = rng.pick([0, 2, 4, 5, 8]);
    const unitPrice = Math.round(unit.price * (1 - discount / 100) * 100) / 100;
    const age = ANCHOR_DAY - day;
    const status =
      age < 30
        ? 'Open'
        : rng.weighted([
            ['Placed', 5],
            ['Expired', 3],
            ['Lost', 2],
          ] as const);
    const order = status === 'Placed' ? rng.pick(ordersOf.get(dealer.id) ?? [null]) : null;
    const finalStatus = status === 'Placed' && !order ? 'Expired' : status;
    const user = users.find((u) => u.dealer_id === dealer.id);
    const id = quotes.length + 1;
    quotes.push([
      id,
      plant,
      `DQ${isoDay(day).slice(2, 4)}-${String(4000 + id)}`,
      dealer.id,
      user?.id ?? null,
      webId,
      customer,
      isoDay(day),
      isoDay(day + 30),
      unit.arinvt_id,
      config,
      qty,
      unit.price,
      unitPrice,
      Math.round(unitPrice * qty * 100) / 100,
      finalStatus,
      finalStatus === 'Placed' ? isoDay(day + rng.int(1, 20)) : null,
      finalStatus === 'Placed' ? order!.id : null,
    ]);
    return id;
  };
  for (let i = 1; i <= 320; i++) {
    const plant = rng.chance(0.75) ? 2 : 3;
    const local = dealers.filter((d) => d.eplant_id === plant);
    const dealer = rng.pick(local);
    const unit = rng.pick(units.filter((u) => u.eplant_id === plant));
    const config = rng.pick(configsOf.get(unit.item_no) ?? [null]);
    const day = ANCHOR_DAY - rng.int(0, 730);
    const person = personFor(rng, plant);
    const age = ANCHOR_DAY - day;
    const status =
      age < 7
        ? rng.weighted([
            ['New', 3],
            ['Assigned', 2],
          ] as const)
        : rng.weighted([
            ['Converted', 4],
            ['Closed', 3],
            ['Assigned', age < 45 ? 3 : 0],
          ] as const);
    const qty = rng.weighted([
      [1, 8],
      [2, 2],
    ] as const);
    web.push([
      i,
      plant,
      `WQ${isoDay(day).slice(2, 4)}-${String(10000 + i)}`,
      isoPastTime(day, rng.int(360, 1320)),
      person.first,
      person.last,
      `${emailLocal(person)}@mail.com`,
      rng.chance(0.8) ? phoneFor(rng, plant === 3 ? 'MX' : 'US') : null,
      dealer.city,
      dealer.state_code,
      dealer.zip,
      unit.arinvt_id,
      config,
      qty,
      unit.price,
      status,
      status === 'New' ? null : dealer.id,
      rng.chance(0.4)
        ? rng.pick([
            'Need it before hay season.',
            'Can you deliver?',
            'Looking for financing options.',
            'Trade-in available.',
            'Want black paint.',
          ])
        : null,
    ]);
    if (status === 'Converted')
      addQuote(plant, dealer, unit, config, qty, day + rng.int(0, 4), `${person.first} ${person.last}`, i);
  }
  await insertRows(
    q,
    'web_quotes',
    [
      'id',
      'eplant_id',
      'quote_no',
      'created_at',
      'first_name',
      'last_name',
      'email',
      'phone',
      'city',
      'state_code',
      'zip',
      'arinvt_id',
      'config_code',
      'qty',
      'list_price',
      'status',
      'assigned_dealer_id',
      'comments',
    ],
    web,
  );
  for (let i = 0; i < 260; i++) {
    const plant = rng.chance(0.75) ? 2 : 3;
    const dealer = rng.pick(dealers.filter((d) => d.eplant_id === plant));
    const unit = rng.pick(units.filter((u) => u.eplant_id === plant));
    const person = personFor(rng, plant);
    addQuote(
      plant,
      dealer,
      unit,
      rng.pick(configsOf.get(unit.item_no) ?? [null]),
      rng.weighted([
        [1, 6],
        [2, 3],
        [4, 1],
      ] as const),
      ANCHOR_DAY - rng.int(0, 730),
      rng.chance(0.3) ? `${dealer.name} (stock)` : `${person.first} ${person.last}`,
      null,
    );
  }
  await insertRows(
    q,
    'dealer_quotes',
    [
      'id',
      'eplant_id',
      'quote_no',
      'dealer_id',
      'dealer_user_id',
      'web_quote_id',
      'customer_name',
      'quote_date',
      'expires_date',
      'arinvt_id',
      'config_code',
      'qty',
      'list_price',
      'unit_price',
      'total',
      'status',
      'placed_date',
      'co_id',
    ],
    quotes,
  );
}

async function seedDealers(db: Database): Promise<void> {
  const rng = createRandom('dealers-area');
  await db.tx(async (q) => {
    const dealers = await q.query<Dealer>(
      'SELECT id, eplant_id, name, city, state_code, zip FROM customers WHERE is_dealer AND active ORDER BY id',
    );
    await seedPortal(q, rng.fork('portal'), dealers);
    await seedQuotes(q, rng.fork('quotes'), dealers);
    await seedSpif(q, rng.fork('spif'), dealers);
    await seedStock(q, rng.fork('stock'));
    await resetSequences(q, [
      ['dealer_users', 'id'],
      ['dealer_user_logs', 'id'],
      ['portal_documents', 'id'],
      ['web_quotes', 'id'],
      ['dealer_quotes', 'id'],
      ['spif_users', 'id'],
      ['spif_payments', 'id'],
      ['spif_claims', 'id'],
      ['mco_records', 'id'],
    ]);
    // After the sequences: its dealer_users rows take the next ids.
    await seedDealerLogins(q);
  });
}

export const dealerPortalSeed: AreaSeed = {
  name: 'dealer portal, SPIF and stock dealers',
  run: (db) => seedDealers(db),
};
