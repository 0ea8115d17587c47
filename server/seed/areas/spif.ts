// Demo rows for the incentive and floorplan tables of migration 070_dealers.sql: SPIF settings, enrolled dealer
// salespeople with claims from real warranty registrations and their payments; stock-dealer floorplan profiles and
// the MCOs already sent (the most recently paid units still wait for theirs). Called by the dealers area seed.
import type { Queryable } from '../../db/Database.js';
import type { Random } from '../random.js';
import { ANCHOR_DAY, isoDay, SEED_NOW_ISO } from '../plant/calendar.js';
import { emailLocal, personFor, phoneFor } from '../plant/names.js';
import { insertRows, type SqlValue } from '../plant/insertRows.js';

export interface SeedDealer {
  id: number;
  eplant_id: number;
}

const FAMILY_AMOUNT: Record<string, [number, number]> = {
  GN: [150, 2500],
  DG: [125, 2000],
  DU: [100, 1800],
  FB: [100, 1800],
  UT: [50, 900],
  EQ: [75, 1200],
  TB: [75, 1200],
};

export async function seedSpif(q: Queryable, rng: Random, dealers: SeedDealer[]): Promise<void> {
  await insertRows(
    q,
    'spif_settings',
    [
      'eplant_id',
      'program_start',
      'program_end',
      'amount_gooseneck',
      'amount_dump',
      'amount_deckover',
      'amount_utility',
      'amount_equipment',
      'amount_truck_bed',
      'claim_window_days',
      'registration_required',
      'updated_by',
      'updated_at',
    ],
    [
      [
        2,
        isoDay(ANCHOR_DAY - 700),
        isoDay(ANCHOR_DAY + 200),
        150,
        100,
        100,
        50,
        75,
        75,
        60,
        true,
        'Shelby Ward',
        SEED_NOW_ISO,
      ],
      [
        3,
        isoDay(ANCHOR_DAY - 700),
        isoDay(ANCHOR_DAY + 200),
        2500,
        1800,
        1800,
        900,
        1200,
        1200,
        45,
        true,
        'Karla Garza',
        SEED_NOW_ISO,
      ],
    ],
  );
  const users: SqlValue[][] = [];
  for (const d of dealers.filter((_, i) => i % 2 === 0)) {
    for (let k = 0; k < rng.int(1, 2); k++) {
      const person = personFor(rng, d.eplant_id);
      users.push([
        users.length + 1,
        d.eplant_id,
        d.id,
        person.first,
        person.last,
        `${emailLocal(person)}@dealer${d.id}.com`,
        phoneFor(rng, d.eplant_id === 3 ? 'MX' : 'US'),
        rng.pick(['Check', 'ACH', 'ACH', 'Prepaid card']),
        rng.chance(0.85),
        rng.chance(0.93),
        isoDay(ANCHOR_DAY - rng.int(100, 720)),
      ]);
    }
  }
  await insertRows(
    q,
    'spif_users',
    [
      'id',
      'eplant_id',
      'dealer_id',
      'first_name',
      'last_name',
      'email',
      'phone',
      'pay_method',
      'w9_on_file',
      'active',
      'enrolled_date',
    ],
    users,
  );
  const usersOf = new Map<number, number[]>();
  for (const u of users)
    (usersOf.get(u[2] as number) ?? usersOf.set(u[2] as number, []).get(u[2] as number)!).push(u[0] as number);
  const sales = await q.query<{
    vin: string;
    dealer_id: number;
    eplant_id: number;
    family: string;
    purchase_date: string;
    registration_date: string;
  }>(
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
    payments.push([
      paymentId,
      user[1],
      `SP${String(5000 + paymentId)}`,
      userId,
      isoDay(p.day),
      Math.round(p.amount * 100) / 100,
      user[7],
      user[7] === 'Check' ? `CHK ${rng.digits(6)}` : `TRN ${rng.digits(9)}`,
      user[1] === 3 ? 'Karla Garza' : 'Shelby Ward',
    ]);
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
    const status =
      age < 14
        ? 'Pending'
        : age < 35
          ? rng.weighted([
              ['Approved', 5],
              ['Pending', 1],
              ['Rejected', 1],
            ] as const)
          : rng.weighted([
              ['Paid', 12],
              ['Rejected', 1],
            ] as const);
    const id = claims.length + 1;
    claims.push([
      id,
      s.eplant_id,
      userId,
      s.vin,
      s.purchase_date,
      isoDay(claimDay),
      amount,
      status,
      status === 'Rejected'
        ? rng.pick(['Sale outside the program dates', 'Unit not registered in time', 'Duplicate claim'])
        : null,
      null,
    ]);
    if (status === 'Paid') {
      const p = payable.get(userId) ?? { day: claimDay + 20, ids: [], amount: 0 };
      p.ids.push(id);
      p.amount += amount;
      payable.set(userId, p);
      if (p.ids.length >= rng.int(2, 5)) payOut(userId);
    }
  }
  for (const userId of [...payable.keys()]) payOut(userId);
  await insertRows(
    q,
    'spif_payments',
    ['id', 'eplant_id', 'payment_no', 'spif_user_id', 'paid_date', 'amount', 'method', 'reference', 'paid_by'],
    payments.map((p) => [
      p[0],
      p[1],
      p[2],
      p[3],
      (p[4] as string) > isoDay(ANCHOR_DAY) ? isoDay(ANCHOR_DAY) : p[4],
      p[5],
      p[6],
      p[7],
      p[8],
    ]),
  );
  await insertRows(
    q,
    'spif_claims',
    [
      'id',
      'eplant_id',
      'spif_user_id',
      'vin',
      'sale_date',
      'claim_date',
      'amount',
      'status',
      'reject_reason',
      'payment_id',
    ],
    claims,
  );
}

export async function seedStock(q: Queryable, rng: Random): Promise<void> {
  // Stock dealers: the dealers of each plant that floor-plan the most units (a dealer buying from both plants, as in a
  // small NORSTAR_SEED_SCALE, gets one profile: its busier plant's).
  const top = await q.query<{ customer_id: number; eplant_id: number; n: number }>(
    `SELECT DISTINCT ON (customer_id) customer_id, eplant_id, n FROM (
       SELECT i.customer_id, i.eplant_id, count(*)::int AS n, row_number() OVER (PARTITION BY i.eplant_id ORDER BY count(*) DESC, i.customer_id) AS rk
         FROM invoices i WHERE i.sent_to_floorplan GROUP BY 1, 2) x
      WHERE rk <= CASE eplant_id WHEN 2 THEN 24 ELSE 8 END ORDER BY customer_id, n DESC, eplant_id`,
  );
  await insertRows(
    q,
    'stock_dealer_profiles',
    ['dealer_id', 'lender', 'credit_line', 'agreement_date', 'curtailment_days'],
    top.map((t) => [
      t.customer_id,
      rng.pick(
        t.eplant_id === 3
          ? ['BBVA Agro', 'Banorte Arrendadora']
          : ['Northpoint Commercial Finance', 'Wells Fargo CDF', 'Synchrony Floorplan'],
      ),
      (t.eplant_id === 3 ? 20 : 1) * rng.int(8, 30) * 25000,
      isoDay(ANCHOR_DAY - rng.int(200, 1500)),
      rng.pick([90, 120, 180]),
    ]),
  );
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
    rows.push([
      rows.length + 1,
      p.eplant_id,
      p.vin,
      p.invoice_id,
      isoDay(sent),
      rng.chance(0.7) ? 'Lender' : 'Dealer',
      `1Z${rng.chars('0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 16)}`,
      p.eplant_id === 3 ? 'Karla Garza' : 'Brenda Polk',
    ]);
  }
  await insertRows(
    q,
    'mco_records',
    ['id', 'eplant_id', 'vin', 'invoice_id', 'sent_date', 'sent_to', 'tracking_number', 'sent_by'],
    rows,
  );
}
