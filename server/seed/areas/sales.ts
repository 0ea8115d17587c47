// Demo rows for the Sales screens' own tables (migration 050_sales.sql): potential dealers and other manufacturers'
// dealers for the dealer map, quote settings and a year of quotes, the price change log, ad campaigns, monthly goals
// per salesperson (set near each one's real order pace), parts counter sales and a few job applications.
import type { Database, Queryable } from '../../db/Database.js';
import type { AreaSeed } from '../AreaSeed.js';
import { createRandom, type Random } from '../random.js';
import { ANCHOR_DAY, addMonths, isoDay, isoPastTime, isoTime, monthStart, SEED_NOW_ISO } from '../plant/calendar.js';
import { TOWNS } from '../plant/geography.js';
import { MX_LAST_NAMES, US_LAST_NAMES } from '../plant/names.js';
import { insertRows, resetSequences, type SqlValue } from '../plant/insertRows.js';

const BRANDS_US = ['Big Tex', 'PJ Trailers', 'Diamond C', 'Load Trail', 'Kaufman', 'Lamar', 'Top Hat', 'Iron Bull'];
const BRANDS_MX = ['Remolques Tapatíos', 'Remolques del Bajío', 'Big Tex', 'Load Trail'];
const FIRST_US = ['Wade', 'Brandon', 'Jessica', 'Cole', 'Tanner', 'Misty', 'Randy', 'Heather', 'Clint', 'Brooke'];
const FIRST_MX = ['Jorge', 'Alejandra', 'Héctor', 'Mariana', 'Arturo', 'Lucía', 'Ramiro', 'Paola'];
const STAGES_OPEN = [
  ['Draft', 1],
  ['Sent', 4],
  ['Negotiating', 3],
] as const;
const PROBABILITY: Record<string, number> = { Draft: 10, Sent: 30, Negotiating: 60, Won: 100, Lost: 0 };
const CHANNELS = ['Facebook', 'Google Ads', 'Radio', 'Farm Show', 'Print - Farm Journal', 'YouTube', 'Dealer Co-op'];
const POSITIONS = ['Welder', 'Painter', 'Assembler', 'Forklift Operator', 'Quality Inspector', 'Material Handler'];

const jitter = (rng: Random, v: number) => Math.round((v + rng.float(-0.08, 0.08, 4)) * 1e6) / 1e6;

function dealerRows(rng: Random, count: number, potential: boolean, salespeople: Map<number, string[]>): SqlValue[][] {
  const rows: SqlValue[][] = [];
  for (let i = 1; i <= count; i++) {
    const town = rng.pick(TOWNS);
    const mx = town.country === 'MX';
    const plant = mx ? 3 : 2;
    const last = rng.pick(mx ? MX_LAST_NAMES : US_LAST_NAMES);
    const first = rng.pick(mx ? FIRST_MX : FIRST_US);
    const brand = rng.pick(mx ? BRANDS_MX : BRANDS_US);
    const name = potential
      ? mx
        ? `Remolques ${last} ${town.city}`
        : `${last} ${rng.pick(['Trailer Sales', 'Equipment', 'Ag Supply', 'Truck & Trailer'])}`
      : mx
        ? `${brand} ${town.city}`
        : `${town.city} ${brand} Center`;
    const address = `${rng.int(100, 9899)} ${rng.pick(mx ? ['Carretera 57', 'Blvd. Industrial', 'Av. Hidalgo'] : ['Hwy 287', 'US-69', 'Frontage Rd', 'Main St'])}`;
    const phone = mx
      ? `+52 ${rng.digits(3)} ${rng.digits(3)} ${rng.digits(4)}`
      : `(${town.area}) ${rng.digits(3)}-${rng.digits(4)}`;
    const base = [i, plant, name];
    const place = [
      address,
      town.city,
      town.state,
      town.country,
      town.zip,
      jitter(rng, town.lat),
      jitter(rng, town.lng),
    ];
    if (!potential) {
      rows.push([
        ...base,
        brand,
        phone,
        ...place,
        rng.chance(0.4)
          ? `Carries ${brand} ${rng.pick(['goosenecks', 'dumps', 'utility trailers'])}; ${rng.int(20, 90)} units on the lot.`
          : null,
        isoTime(ANCHOR_DAY - rng.int(5, 400), 600),
      ]);
      continue;
    }
    const status = rng.weighted([
      ['New', 3],
      ['Contacted', 4],
      ['Visited', 3],
      ['Negotiating', 2],
      ['Signed', 1],
      ['Declined', 1],
    ] as const);
    const applied = status === 'Negotiating' || status === 'Signed' || (status === 'Visited' && rng.chance(0.4));
    const applicationDay = ANCHOR_DAY - rng.int(10, 200);
    rows.push([
      ...base,
      `${first} ${last}`,
      phone,
      `${first.toLowerCase()}@${last
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z]/g, '')}trailers.com`,
      ...place,
      status,
      rng.pick(salespeople.get(plant) ?? ['Shelby Ward']),
      rng.chance(0.7) ? rng.sample(mx ? BRANDS_MX : BRANDS_US, rng.int(1, 2)).join(', ') : null,
      rng.int(12, 140),
      applied ? isoDay(applicationDay) : null,
      applied && rng.chance(0.8),
      applied && rng.chance(0.6),
      status === 'Signed' ? isoDay(applicationDay + rng.int(7, 40)) : null,
      rng.chance(0.5)
        ? rng.pick([
            'Wants floorplan terms before stocking.',
            'Asked for a gooseneck demo unit.',
            'Sells mostly dumps; likes our 14K line.',
            'Owner retiring; son running the lot.',
          ])
        : null,
      isoTime(ANCHOR_DAY - rng.int(1, 90), 540),
    ]);
  }
  return rows;
}

async function seedQuotes(q: Queryable, rng: Random): Promise<void> {
  const dealers = await q.query<{ id: number; eplant_id: number; salesperson: string }>(
    'SELECT id, eplant_id, salesperson FROM customers WHERE is_dealer AND active ORDER BY id',
  );
  const units = await q.query<{
    arinvt_id: number;
    eplant_id: number;
    item_no: string;
    price: number;
    std_cost: number;
  }>(
    `SELECT arinvt_id, eplant_id, item_no, price::float8 AS price, std_cost::float8 AS std_cost
       FROM items WHERE class IN ('FG', 'FGB') AND price IS NOT NULL ORDER BY arinvt_id`,
  );
  const configs = await q.query<{ item_no: string; config_code: string }>(
    'SELECT DISTINCT item_no, config_code FROM customer_order_lines WHERE config_code IS NOT NULL ORDER BY 1, 2',
  );
  const configsOf = new Map<string, string[]>();
  for (const c of configs)
    (configsOf.get(c.item_no) ?? configsOf.set(c.item_no, []).get(c.item_no)!).push(c.config_code);
  const rows: SqlValue[][] = [];
  for (let i = 1; i <= 220; i++) {
    const plant = rng.chance(0.75) ? 2 : 3;
    const dealer = rng.pick(dealers.filter((d) => d.eplant_id === plant));
    const unit = rng.pick(units.filter((u) => u.eplant_id === plant));
    const day = ANCHOR_DAY - rng.int(0, 365);
    const age = ANCHOR_DAY - day;
    const stage =
      age > 45
        ? rng.weighted([
            ['Won', 5],
            ['Lost', 3],
            ['Negotiating', 1],
          ] as const)
        : rng.weighted(STAGES_OPEN);
    const qty = rng.weighted([
      [1, 5],
      [2, 3],
      [4, 2],
      [6, 1],
    ] as const);
    const discount = rng.pick([0, 3, 5, 5, 7.5, 10]);
    const unitPrice = Math.round(unit.price * (1 - discount / 100) * 100) / 100;
    const freight = rng.int(2, 14) * 50;
    rows.push([
      i,
      plant,
      `Q${isoDay(day).slice(2, 4)}-${String(1000 + i)}`,
      dealer.id,
      unit.arinvt_id,
      rng.pick(configsOf.get(unit.item_no) ?? [null]),
      qty,
      unit.price,
      discount,
      unitPrice,
      freight,
      Math.round((unitPrice * qty + freight) * 100) / 100,
      stage,
      PROBABILITY[stage],
      isoDay(day),
      isoDay(day + 30),
      dealer.salesperson,
      dealer.salesperson,
      null,
    ]);
  }
  await insertRows(
    q,
    'sales_quotes',
    [
      'id',
      'eplant_id',
      'quote_no',
      'customer_id',
      'arinvt_id',
      'config_code',
      'qty',
      'list_price',
      'discount_pct',
      'unit_price',
      'freight',
      'total',
      'stage',
      'probability',
      'quote_date',
      'valid_until',
      'salesperson',
      'created_by',
      'notes',
    ],
    rows,
  );

  // Price history: the current list price is the result of the last increase.
  const changes: SqlValue[][] = [];
  let id = 0;
  for (const unit of units) {
    if (!rng.chance(0.45)) continue;
    let price = unit.price;
    const steps = rng.int(1, 2);
    for (let s = 0; s < steps; s++) {
      const pct = rng.pick([2, 3, 3.5, 4, 5]);
      const old = Math.round((price / (1 + pct / 100)) * 100) / 100;
      const day = ANCHOR_DAY - (s === 0 ? rng.int(20, 120) : rng.int(200, 520));
      changes.push([
        ++id,
        unit.eplant_id,
        unit.arinvt_id,
        old,
        price,
        isoDay(day),
        rng.pick(['Steel surcharge', 'Annual price list', 'Axle cost increase', 'Model year update']),
        'Shelby Ward',
        isoTime(day - 7, 600),
      ]);
      price = old;
    }
  }
  await insertRows(
    q,
    'price_changes',
    ['id', 'eplant_id', 'arinvt_id', 'old_price', 'new_price', 'effective_date', 'reason', 'changed_by', 'changed_at'],
    changes,
  );
}

async function seedGoalsAndParts(q: Queryable, rng: Random): Promise<void> {
  const pace = await q.query<{ eplant_id: number; salesperson: string; units: number; amount: number }>(
    `SELECT o.eplant_id, o.salesperson, (count(*) / 12.0)::float8 AS units, (sum(l.qty * l.unit_price) / 12.0)::float8 AS amount
       FROM customer_orders o JOIN customer_order_lines l ON l.co_id = o.id
      WHERE o.order_date >= $1::date GROUP BY 1, 2 ORDER BY 1, 2`,
    [isoDay(addMonths(ANCHOR_DAY, -12))],
  );
  const goals: SqlValue[][] = [];
  for (const p of pace) {
    for (let m = -12; m <= 2; m++) {
      const factor = rng.float(0.95, 1.25, 3);
      goals.push([
        goals.length + 1,
        p.eplant_id,
        p.salesperson,
        isoDay(monthStart(addMonths(ANCHOR_DAY, m))),
        Math.max(1, Math.round(p.units * factor)),
        Math.round(p.amount * factor),
      ]);
    }
  }
  await insertRows(q, 'sales_goals', ['id', 'eplant_id', 'salesperson', 'month', 'goal_units', 'goal_amount'], goals);

  const parts = await q.query<{ arinvt_id: number; eplant_id: number; price: number; std_cost: number }>(
    `SELECT arinvt_id, eplant_id, price::float8 AS price, std_cost::float8 AS std_cost FROM items
      WHERE class IN ('TIR', 'ELE', 'HDW', 'CPL', 'HYD', 'AXL') AND source = 'P' AND price IS NOT NULL ORDER BY arinvt_id`,
  );
  const customers = await q.query<{ id: number; eplant_id: number }>(
    'SELECT id, eplant_id FROM customers WHERE active ORDER BY id',
  );
  const rows: SqlValue[][] = [];
  let invoice = 0;
  for (let i = 0; rows.length < 600 && i < 400; i++) {
    const plant = rng.chance(0.7) ? 2 : 3;
    const customer = rng.pick(customers.filter((c) => c.eplant_id === plant));
    const day = ANCHOR_DAY - rng.int(0, 540);
    const invoiceNo = `${plant === 3 ? 'PMX' : 'PRT'}${String(70000 + ++invoice)}`;
    for (const part of rng.sample(
      parts.filter((p) => p.eplant_id === plant),
      rng.int(1, 3),
    )) {
      rows.push([
        rows.length + 1,
        plant,
        invoiceNo,
        isoDay(day),
        customer.id,
        part.arinvt_id,
        rng.int(1, 12),
        part.price,
        part.std_cost,
      ]);
    }
  }
  await insertRows(
    q,
    'parts_sales',
    ['id', 'eplant_id', 'invoice_no', 'invoice_date', 'customer_id', 'arinvt_id', 'qty', 'unit_price', 'unit_cost'],
    rows,
  );
}

async function seedSales(db: Database): Promise<void> {
  const rng = createRandom('sales-area');
  await db.tx(async (q) => {
    const people = await q.query<{ eplant_id: number; salesperson: string }>(
      'SELECT DISTINCT eplant_id, salesperson FROM customers ORDER BY 1, 2',
    );
    const salespeople = new Map<number, string[]>();
    for (const p of people)
      (salespeople.get(p.eplant_id) ?? salespeople.set(p.eplant_id, []).get(p.eplant_id)!).push(p.salesperson);
    await insertRows(
      q,
      'potential_dealers',
      [
        'id',
        'eplant_id',
        'name',
        'contact_name',
        'phone',
        'email',
        'address',
        'city',
        'state_code',
        'country',
        'zip',
        'latitude',
        'longitude',
        'status',
        'salesperson',
        'brands_carried',
        'est_annual_units',
        'application_date',
        'credit_app_received',
        'w9_received',
        'approved_date',
        'notes',
        'updated_at',
      ],
      dealerRows(rng.fork('potential'), 60, true, salespeople),
    );
    await insertRows(
      q,
      'manufacturer_dealers',
      [
        'id',
        'eplant_id',
        'name',
        'manufacturer',
        'phone',
        'address',
        'city',
        'state_code',
        'country',
        'zip',
        'latitude',
        'longitude',
        'notes',
        'updated_at',
      ],
      dealerRows(rng.fork('manufacturer'), 70, false, salespeople),
    );
    await insertRows(
      q,
      'quote_settings',
      [
        'eplant_id',
        'valid_days',
        'default_discount_pct',
        'max_discount_pct',
        'min_margin_pct',
        'deposit_pct',
        'freight_per_mile',
        'terms',
        'updated_by',
        'updated_at',
      ],
      [
        // updated_at: the seed's "now", not the wall clock of the insert (nothing seeded is later than SEED_NOW).
        [
          2,
          30,
          5,
          12,
          18,
          10,
          2.35,
          'Prices FOB Brookston, TX. Net 30 for approved dealers; floorplan through approved lenders.',
          'Shelby Ward',
          SEED_NOW_ISO,
        ],
        [
          3,
          15,
          3,
          10,
          20,
          30,
          42,
          'Precios LAB planta. Anticipo del 30%; saldo contra entrega.',
          'Karla Garza',
          SEED_NOW_ISO,
        ],
      ],
    );
    await seedQuotes(q, rng.fork('quotes'));
    const campaigns: SqlValue[][] = [];
    for (let i = 1; i <= 30; i++) {
      const plant = i % 4 === 0 ? 3 : 2;
      const start = ANCHOR_DAY - rng.int(0, 420);
      const budget = rng.int(8, 60) * 250 * (plant === 3 ? 18 : 1);
      const spend =
        Math.round(budget * (start + 60 > ANCHOR_DAY ? rng.float(0.2, 0.8) : rng.float(0.85, 1.08)) * 100) / 100;
      const leads = rng.int(15, 260);
      const quotes = Math.round(leads * rng.float(0.15, 0.4));
      const channel = rng.pick(CHANNELS);
      const region =
        plant === 3
          ? rng.pick(['Norte', 'Bajío', 'Noreste'])
          : rng.pick(['Texas East', 'Texas Central', 'Midwest', 'Southeast', 'Plains', 'Mountain']);
      campaigns.push([
        i,
        plant,
        `${channel} — ${region} ${isoDay(start).slice(0, 7)}`,
        channel,
        region,
        isoDay(start),
        isoDay(start + rng.int(21, 90)),
        budget,
        spend,
        rng.int(8, 400) * 1000,
        leads,
        quotes,
        Math.round(quotes * rng.float(0.2, 0.5)),
      ]);
    }
    await insertRows(
      q,
      'ad_campaigns',
      [
        'id',
        'eplant_id',
        'name',
        'channel',
        'region',
        'start_date',
        'end_date',
        'budget',
        'spend',
        'impressions',
        'leads',
        'quotes',
        'units_sold',
      ],
      campaigns,
    );
    await seedGoalsAndParts(q, rng.fork('goals'));
    const applications: SqlValue[][] = [];
    for (let i = 1; i <= 14; i++) {
      const mx = i % 3 === 0;
      const last = rng.pick(mx ? MX_LAST_NAMES : US_LAST_NAMES);
      const first = rng.pick(mx ? FIRST_MX : FIRST_US);
      applications.push([
        i,
        mx ? 3 : 2,
        first,
        last,
        rng.chance(0.7) ? `${first.toLowerCase()}.${i}@mail.com` : null,
        mx ? `+52 844 ${rng.digits(3)} ${rng.digits(4)}` : `(903) ${rng.digits(3)}-${rng.digits(4)}`,
        rng.pick(POSITIONS),
        rng.pick(['First', 'Second', 'Any']),
        isoDay(ANCHOR_DAY + rng.int(0, 30)),
        rng.int(0, 15),
        null,
        isoPastTime(ANCHOR_DAY - rng.int(0, 60), rng.int(400, 1300)),
      ]);
    }
    await insertRows(
      q,
      'job_applications',
      [
        'id',
        'eplant_id',
        'first_name',
        'last_name',
        'email',
        'phone',
        'position',
        'shift_preference',
        'available_from',
        'experience_years',
        'message',
        'created_at',
      ],
      applications,
    );
    await resetSequences(q, [
      ['potential_dealers', 'id'],
      ['manufacturer_dealers', 'id'],
      ['sales_quotes', 'id'],
      ['price_changes', 'id'],
      ['ad_campaigns', 'id'],
      ['sales_goals', 'id'],
      ['parts_sales', 'id'],
      ['job_applications', 'id'],
    ]);
  });
}

export const salesSeed: AreaSeed = { name: 'sales', run: (db) => seedSales(db) };
