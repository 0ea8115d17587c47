// Demo rows for the dealer-facing screens' own tables (migration 070_dealers.sql): dealer portal users and their
// activity, portal settings, documents, web quotes and dealer quotes, SPIF settings/users/claims/payments, stock
// dealer floorplan profiles and the MCOs already sent. Units, invoices and registrations come from the plant seed.
import type { Database, Queryable } from '../../db/Database.js';
import type { AreaSeed } from '../areaSeeds.js';
import { createRandom, type Random } from '../random.js';
import { ANCHOR_DAY, isoDay, isoTime } from '../plant/calendar.js';
import { emailLocal, personFor, phoneFor } from '../plant/names.js';
import { insertRows, resetSequences, type SqlValue } from '../plant/insertRows.js';

interface Dealer {
  id: number;
  eplant_id: number;
  name: string;
  city: string;
  state_code: string;
  zip: string;
}

const ACTIONS = [
  ['Signed in', 8], ['Viewed loads', 4], ['Created quote', 3], ['Viewed document', 2], ['Submitted load', 1], ['Signed out', 3],
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
  'Price list': 'Dealer net prices in U.S. dollars, FOB plant. Prices include standard paint and DOT lighting. Options are priced per configuration code.',
  Bulletin: 'This bulletin informs dealers of a production change. Units built after the effective date carry the new parts; service parts remain available.',
  Policy: 'Dealers follow this procedure for every claim and payment. Claims need the VIN, photos and the repair order; payments follow the agreed terms.',
  Marketing: 'Program rules, eligible models and the dates during which retail sales qualify. Contact your territory manager for co-op funds.',
  'Owner manual': 'Read this manual before towing. It covers hitching, loading, tire pressure, brake and lighting checks, and the maintenance schedule.',
  Warranty: 'Norstar warrants the structure for five years and components as listed. Registration within 30 days of purchase starts the coverage.',
  Service: 'Step-by-step procedure with the tools, torque values and checks to perform. Always support the trailer on stands before service.',
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
      users.push([id, d.eplant_id, d.id, `${emailLocal(person)}${id}`, `${person.first} ${person.last}`, `${emailLocal(person)}@dealer${d.id}.com`,
        k === 0 ? 'Owner' : rng.pick(['Sales', 'Sales', 'Office']), rng.chance(0.92), isoDay(ANCHOR_DAY - rng.int(60, 900)),
        lastLogin === null ? null : isoTime(lastLogin, rng.int(420, 1080))]);
      if (lastLogin === null) continue;
      for (let s = 0; s < rng.int(3, 14); s++) {
        const action = rng.weighted(ACTIONS);
        logs.push([logs.length + 1, id, isoTime(ANCHOR_DAY - rng.int(0, 90), rng.int(420, 1100)), action,
          action === 'Created quote' ? `Quote for ${rng.pick(['a gooseneck', 'a dump trailer', 'a utility trailer', 'a truck bed'])}` : action === 'Submitted load' ? `${rng.int(2, 8)} units` : null,
          `${rng.int(23, 216)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`]);
      }
    }
  }
  await insertRows(q, 'dealer_users', ['id', 'eplant_id', 'dealer_id', 'username', 'full_name', 'email', 'role', 'active', 'created_date', 'last_login_at'], users);
  await insertRows(q, 'dealer_user_logs', ['id', 'dealer_user_id', 'logged_at', 'action', 'detail', 'ip_address'], logs);
  await insertRows(q, 'dealer_portal_settings', ['eplant_id', 'quote_valid_days', 'web_quote_radius_miles', 'min_units_per_load', 'max_units_per_load', 'allow_online_loads', 'require_sales_approval', 'support_email', 'updated_by'], [
    [2, 30, 150, 2, 10, true, true, 'dealers@norstarcompany.com', 'Shelby Ward'],
    [3, 15, 250, 2, 8, true, true, 'distribuidores@norstarmx.com', 'Karla Garza'],
  ]);
  await insertRows(q, 'dealer_portal_notifications', ['eplant_id', 'notify_web_quote', 'notify_load_submitted', 'notify_document_posted', 'digest_hour', 'reply_to_email', 'banner_message', 'updated_by'], [
    [2, true, true, false, 7, 'sales@norstarcompany.com', 'New model year pricing takes effect on the 1st of next month.', 'Shelby Ward'],
    [3, true, true, true, 8, 'ventas@norstarmx.com', null, 'Karla Garza'],
  ]);
  const docs: SqlValue[][] = [];
  for (const plant of [2, 3]) {
    for (const [audience, category, title] of DOCS) {
      const day = ANCHOR_DAY - rng.int(3, 500);
      docs.push([docs.length + 1, plant, audience, category, title, `${title.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '')}.pdf`,
        `${rng.int(1, 4)}.${rng.int(0, 9)}`, isoDay(day), plant === 3 ? 'Karla Garza' : 'Shelby Ward', DOC_BODY[category], rng.int(0, 420)]);
    }
  }
  await insertRows(q, 'portal_documents', ['id', 'eplant_id', 'audience', 'category', 'title', 'file_name', 'version', 'published_date', 'posted_by', 'body', 'views'], docs);
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
  for (const c of configs) (configsOf.get(c.item_no) ?? configsOf.set(c.item_no, []).get(c.item_no)!).push(c.config_code);
  const web: SqlValue[][] = [];
  const quotes: SqlValue[][] = [];
  const addQuote = (plant: number, dealer: Dealer, unit: (typeof units)[0], config: string | null, qty: number, day: number, customer: string, webId: number | null) => {
    const discount = rng.pick([0, 2, 4, 5, 8]);
    const unitPrice = Math.round(unit.price * (1 - discount / 100) * 100) / 100;
    const age = ANCHOR_DAY - day;
    const status = age < 30 ? 'Open' : rng.weighted([['Placed', 5], ['Expired', 3], ['Lost', 2]] as const);
    const order = status === 'Placed' ? rng.pick(ordersOf.get(dealer.id) ?? [null]) : null;
    const finalStatus = status === 'Placed' && !order ? 'Expired' : status;
    const user = users.find((u) => u.dealer_id === dealer.id);
    const id = quotes.length + 1;
    quotes.push([id, plant, `DQ${isoDay(day).slice(2, 4)}-${String(4000 + id)}`, dealer.id, user?.id ?? null, webId, customer, isoDay(day), isoDay(day + 30), unit.arinvt_id, config, qty, unit.price, unitPrice,
      Math.round(unitPrice * qty * 100) / 100, finalStatus, finalStatus === 'Placed' ? isoDay(day + rng.int(1, 20)) : null, finalStatus === 'Placed' ? order!.id : null]);
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
    const status = age < 7 ? rng.weighted([['New', 3], ['Assigned', 2]] as const) : rng.weighted([['Converted', 4], ['Closed', 3], ['Assigned', age < 45 ? 3 : 0]] as const);
    const qty = rng.weighted([[1, 8], [2, 2]] as const);
    web.push([i, plant, `WQ${isoDay(day).slice(2, 4)}-${String(10000 + i)}`, isoTime(day, rng.int(360, 1320)), person.first, person.last, `${emailLocal(person)}@mail.com`,
      rng.chance(0.8) ? phoneFor(rng, plant === 3 ? 'MX' : 'US') : null, dealer.city, dealer.state_code, dealer.zip, unit.arinvt_id, config, qty, unit.price, status,
      status === 'New' ? null : dealer.id, rng.chance(0.4) ? rng.pick(['Need it before hay season.', 'Can you deliver?', 'Looking for financing options.', 'Trade-in available.', 'Want black paint.']) : null]);
    if (status === 'Converted') addQuote(plant, dealer, unit, config, qty, day + rng.int(0, 4), `${person.first} ${person.last}`, i);
  }
  await insertRows(q, 'web_quotes', ['id', 'eplant_id', 'quote_no', 'created_at', 'first_name', 'last_name', 'email', 'phone', 'city', 'state_code', 'zip', 'arinvt_id', 'config_code', 'qty', 'list_price', 'status', 'assigned_dealer_id', 'comments'], web);
  for (let i = 0; i < 260; i++) {
    const plant = rng.chance(0.75) ? 2 : 3;
    const dealer = rng.pick(dealers.filter((d) => d.eplant_id === plant));
    const unit = rng.pick(units.filter((u) => u.eplant_id === plant));
    const person = personFor(rng, plant);
    addQuote(plant, dealer, unit, rng.pick(configsOf.get(unit.item_no) ?? [null]), rng.weighted([[1, 6], [2, 3], [4, 1]] as const), ANCHOR_DAY - rng.int(0, 730),
      rng.chance(0.3) ? `${dealer.name} (stock)` : `${person.first} ${person.last}`, null);
  }
  await insertRows(q, 'dealer_quotes', ['id', 'eplant_id', 'quote_no', 'dealer_id', 'dealer_user_id', 'web_quote_id', 'customer_name', 'quote_date', 'expires_date', 'arinvt_id', 'config_code', 'qty', 'list_price', 'unit_price', 'total', 'status', 'placed_date', 'co_id'], quotes);
}

const FAMILY_AMOUNT: Record<string, [number, number]> = { GN: [150, 2500], DG: [125, 2000], DU: [100, 1800], FB: [100, 1800], UT: [50, 900], EQ: [75, 1200], TB: [75, 1200] };

async function seedSpif(q: Queryable, rng: Random, dealers: Dealer[]): Promise<void> {
  await insertRows(q, 'spif_settings', ['eplant_id', 'program_start', 'program_end', 'amount_gooseneck', 'amount_dump', 'amount_deckover', 'amount_utility', 'amount_equipment', 'amount_truck_bed', 'claim_window_days', 'registration_required', 'updated_by'], [
    [2, isoDay(ANCHOR_DAY - 700), isoDay(ANCHOR_DAY + 200), 150, 100, 100, 50, 75, 75, 60, true, 'Shelby Ward'],
    [3, isoDay(ANCHOR_DAY - 700), isoDay(ANCHOR_DAY + 200), 2500, 1800, 1800, 900, 1200, 1200, 45, true, 'Karla Garza'],
  ]);
  const users: SqlValue[][] = [];
  for (const d of dealers.filter((_, i) => i % 2 === 0)) {
    for (let k = 0; k < rng.int(1, 2); k++) {
      const person = personFor(rng, d.eplant_id);
      users.push([users.length + 1, d.eplant_id, d.id, person.first, person.last, `${emailLocal(person)}@dealer${d.id}.com`, phoneFor(rng, d.eplant_id === 3 ? 'MX' : 'US'),
        rng.pick(['Check', 'ACH', 'ACH', 'Prepaid card']), rng.chance(0.85), rng.chance(0.93), isoDay(ANCHOR_DAY - rng.int(100, 720))]);
    }
  }
  await insertRows(q, 'spif_users', ['id', 'eplant_id', 'dealer_id', 'first_name', 'last_name', 'email', 'phone', 'pay_method', 'w9_on_file', 'active', 'enrolled_date'], users);
  const usersOf = new Map<number, number[]>();
  for (const u of users) (usersOf.get(u[2] as number) ?? usersOf.set(u[2] as number, []).get(u[2] as number)!).push(u[0] as number);
  const sales = await q.query<{ vin: string; dealer_id: number; eplant_id: number; family: string; purchase_date: string; registration_date: string }>(
    `SELECT r.vin, r.dealer_id, r.eplant_id, j.family, to_char(r.purchase_date, 'YYYY-MM-DD') AS purchase_date, to_char(r.registration_date, 'YYYY-MM-DD') AS registration_date
       FROM warranty_registrations r JOIN jobs j ON j.vin = r.vin WHERE r.registration_date > $1::date AND r.dealer_id IS NOT NULL ORDER BY r.id`,
    [isoDay(ANCHOR_DAY - 700)],
  );
  const claims: SqlValue[][] = [];
  const payable = new Map<number, { day: number; ids: number[]; amount: number }>();
  const payments: SqlValue[][] = [];
  const payOut = (userId: number) => {
    const p = payable.get(userId);
    if (!p || p.ids.length === 0) return;
    const user = users[userId - 1];
    const paymentId = payments.length + 1;
    payments.push([paymentId, user[1], `SP${String(5000 + paymentId)}`, userId, isoDay(p.day), Math.round(p.amount * 100) / 100, user[7], user[7] === 'Check' ? `CHK ${rng.digits(6)}` : `TRN ${rng.digits(9)}`, user[1] === 3 ? 'Karla Garza' : 'Shelby Ward']);
    for (const id of p.ids) claims[id - 1][9] = paymentId;
    payable.delete(userId);
  };
  const claimed = new Set<string>();
  for (const s of sales) {
    const candidates = usersOf.get(s.dealer_id);
    // A VIN registered twice (resold units) earns one claim.
    if (!candidates || claimed.has(s.vin) || !rng.chance(0.7)) continue;
    claimed.add(s.vin);
    const userId = rng.pick(candidates);
    const claimDay = Math.round(Date.parse(s.registration_date) / 86400000) + rng.int(0, 20);
    if (claimDay > ANCHOR_DAY) continue;
    const age = ANCHOR_DAY - claimDay;
    const amount = FAMILY_AMOUNT[s.family]?.[s.eplant_id === 3 ? 1 : 0] ?? 75;
    const status = age < 14 ? 'Pending' : age < 35 ? rng.weighted([['Approved', 5], ['Pending', 1], ['Rejected', 1]] as const) : rng.weighted([['Paid', 12], ['Rejected', 1]] as const);
    const id = claims.length + 1;
    claims.push([id, s.eplant_id, userId, s.vin, s.purchase_date, isoDay(claimDay), amount, status, status === 'Rejected' ? rng.pick(['Sale outside the program dates', 'Unit not registered in time', 'Duplicate claim']) : null, null]);
    if (status === 'Paid') {
      const p = payable.get(userId) ?? { day: claimDay + 20, ids: [], amount: 0 };
      p.ids.push(id);
      p.amount += amount;
      payable.set(userId, p);
      if (p.ids.length >= rng.int(2, 5)) payOut(userId);
    }
  }
  for (const userId of [...payable.keys()]) payOut(userId);
  await insertRows(q, 'spif_payments', ['id', 'eplant_id', 'payment_no', 'spif_user_id', 'paid_date', 'amount', 'method', 'reference', 'paid_by'], payments.map((p) => [p[0], p[1], p[2], p[3], (p[4] as string) > isoDay(ANCHOR_DAY) ? isoDay(ANCHOR_DAY) : p[4], p[5], p[6], p[7], p[8]]));
  await insertRows(q, 'spif_claims', ['id', 'eplant_id', 'spif_user_id', 'vin', 'sale_date', 'claim_date', 'amount', 'status', 'reject_reason', 'payment_id'], claims);
}

async function seedStock(q: Queryable, rng: Random): Promise<void> {
  // Stock dealers: the dealers of each plant that floor-plan the most units.
  const top = await q.query<{ customer_id: number; eplant_id: number; n: number }>(
    `SELECT customer_id, eplant_id, n FROM (
       SELECT i.customer_id, i.eplant_id, count(*)::int AS n, row_number() OVER (PARTITION BY i.eplant_id ORDER BY count(*) DESC, i.customer_id) AS rk
         FROM invoices i WHERE i.sent_to_floorplan GROUP BY 1, 2) x
      WHERE rk <= CASE eplant_id WHEN 2 THEN 24 ELSE 8 END ORDER BY 1`,
  );
  await insertRows(q, 'stock_dealer_profiles', ['dealer_id', 'lender', 'credit_line', 'agreement_date', 'curtailment_days'], top.map((t) => [
    t.customer_id, rng.pick(t.eplant_id === 3 ? ['BBVA Agro', 'Banorte Arrendadora'] : ['Northpoint Commercial Finance', 'Wells Fargo CDF', 'Synchrony Floorplan']),
    (t.eplant_id === 3 ? 20 : 1) * rng.int(8, 30) * 25000, isoDay(ANCHOR_DAY - rng.int(200, 1500)), rng.pick([90, 120, 180]),
  ]));
  // MCOs go out after payment; the most recent paid units are still waiting for theirs (SendMCO).
  const paid = await q.query<{ vin: string; invoice_id: number; eplant_id: number; paid_date: string }>(
    `SELECT il.vin, i.id AS invoice_id, i.eplant_id, to_char(i.paid_date, 'YYYY-MM-DD') AS paid_date
       FROM invoices i JOIN invoice_lines il ON il.invoice_id = i.id JOIN stock_dealer_profiles p ON p.dealer_id = i.customer_id
      WHERE i.sent_to_floorplan AND i.paid_amount >= i.total AND i.paid_date IS NOT NULL AND il.vin IS NOT NULL ORDER BY il.id`,
  );
  const rows: SqlValue[][] = [];
  const sentVins = new Set<string>();
  for (const p of paid) {
    // A VIN billed twice (rebilled invoices) has one MCO.
    if (sentVins.has(p.vin)) continue;
    sentVins.add(p.vin);
    const paidDay = Math.round(Date.parse(p.paid_date) / 86400000);
    if (ANCHOR_DAY - paidDay < 21 && rng.chance(0.8)) continue;
    const sent = Math.min(ANCHOR_DAY, paidDay + rng.int(1, 6));
    rows.push([rows.length + 1, p.eplant_id, p.vin, p.invoice_id, isoDay(sent), rng.chance(0.7) ? 'Lender' : 'Dealer', `1Z${rng.chars('0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 16)}`, p.eplant_id === 3 ? 'Karla Garza' : 'Brenda Polk']);
  }
  await insertRows(q, 'mco_records', ['id', 'eplant_id', 'vin', 'invoice_id', 'sent_date', 'sent_to', 'tracking_number', 'sent_by'], rows);
}

async function seedDealers(db: Database): Promise<void> {
  const rng = createRandom('dealers-area');
  await db.tx(async (q) => {
    const dealers = await q.query<Dealer>('SELECT id, eplant_id, name, city, state_code, zip FROM customers WHERE is_dealer AND active ORDER BY id');
    await seedPortal(q, rng.fork('portal'), dealers);
    await seedQuotes(q, rng.fork('quotes'), dealers);
    await seedSpif(q, rng.fork('spif'), dealers);
    await seedStock(q, rng.fork('stock'));
    await resetSequences(q, [['dealer_users', 'id'], ['dealer_user_logs', 'id'], ['portal_documents', 'id'], ['web_quotes', 'id'], ['dealer_quotes', 'id'],
      ['spif_users', 'id'], ['spif_payments', 'id'], ['spif_claims', 'id'], ['mco_records', 'id']]);
  });
}

export const dealersSeed: AreaSeed = { name: 'dealers', run: (db) => seedDealers(db) };
