// Demo data of the shipping tables (migration 030): tire DOT numbers, pre-ship QC checks, loading-dock scans,
// pick-list serial scans and carrier freight bills, derived in SQL from the seeded units, loads and shipments of the
// last months. Pseudo-random choices hash the row ids (md5 / modulo), so the same plant data always yields the same rows.
import type { Queryable } from '../../db/Database.js';
import type { AreaSeed } from '../AreaSeed.js';
import { ANCHOR_DAY, isoDay, SEED_NOW_ISO } from '../plant/calendar.js';

// Every step also gets the seed's "now" ($2): a record whose moment is still ahead of it (tires logged three hours after
// a unit finished this morning, a walk-around tomorrow) is not written.

/** How far back the shop-floor records go: scanning and DOT logging started this many days before "today". */
const HISTORY_DAYS = 45;

const SHIPPERS = `ARRAY['Jesse Ramirez', 'Tanner Cole', 'Luis Ortega', 'Kyle Brandt', 'Maria Salinas', 'Dwayne Pruitt']`;
const pick = (list: string, key: string) => `(${list})[1 + (${key}) % 6]`;

async function seedTireDots(db: Queryable, today: string, now: string) {
  // Trailers finished in the window get a DOT code per wheel (a middle axle adds LM/RM, goosenecks carry a spare);
  // every ninth unit still waits in the yard without its tires logged.
  await db.query(
    `INSERT INTO tire_dot_records (eplant_id, job_id, position, dot_code, brand, tire_size, recorded_by, recorded_at)
     SELECT j.eplant_id, j.id, p.pos,
            'DOT ' || upper(substr(md5(j.id::text || 'a'), 1, 4)) || ' ' || upper(substr(md5(j.id::text || p.pos), 1, 4)) || ' '
              || lpad((1 + (j.id * 7 + p.n) % 52)::text, 2, '0') || to_char(j.finish_date - interval '150 days', 'YY'),
            (ARRAY['Goodyear Endurance', 'Carlisle Radial Trail HD', 'Sailun S637', 'Westlake ST', 'Hankook TH31'])[1 + j.id % 5],
            (ARRAY['ST235/80R16 E', 'ST235/85R16 G', 'ST215/75R17.5 H', '235/75R17.5 H'])[1 + (j.id / 5) % 4],
            ${pick(SHIPPERS, 'j.id')}, j.finish_date + interval '3 hours' + p.n * interval '2 minutes'
       FROM jobs j
       CROSS JOIN LATERAL (VALUES (1, 'LF'), (2, 'RF'), (3, 'LM'), (4, 'RM'), (5, 'LR'), (6, 'RR'), (7, 'SPARE')) p(n, pos)
      WHERE j.product_type = 'trailer' AND j.status IN ('Finished', 'Shipped')
        AND j.finish_date >= $1::date - ${HISTORY_DAYS} AND j.id % 9 <> 0
        AND (p.pos NOT IN ('LM', 'RM') OR EXISTS (SELECT 1 FROM unit_serials s WHERE s.job_id = j.id AND s.serial_type = 'middle_axle'))
        AND (p.pos <> 'SPARE' OR j.family IN ('GN', 'DG'))
        AND j.finish_date + interval '3 hours' + p.n * interval '2 minutes' <= $2::timestamptz`,
    [today, now],
  );
}

async function seedPreShipQc(db: Queryable, today: string, now: string) {
  // Shipped units passed their walk-around the day before they left; units in the yard are checked as they come in,
  // a few of them failing (and so held back) on one checkpoint.
  await db.query(
    `INSERT INTO preship_qc_checks (eplant_id, job_id, lights_ok, brakes_ok, tires_ok, decals_ok, paint_ok, documents_ok,
                                   passed, notes, inspector, checked_at)
     SELECT j.eplant_id, j.id, f.k <> 1, f.k <> 2, f.k <> 3, f.k <> 4, f.k <> 5, true, f.k = 0,
            (ARRAY[NULL, 'Right marker light out', 'Breakaway switch not engaging', 'Low pressure on LR tire',
                   'Capacity decal missing', 'Overspray on fender'])[1 + f.k],
            ${pick(SHIPPERS, 'j.id + 3')},
            coalesce(j.ship_date - 1, (j.finish_date AT TIME ZONE 'UTC')::date + 1) + interval '14 hours' + (j.id % 180) * interval '1 minute'
       FROM jobs j
       CROSS JOIN LATERAL (SELECT CASE WHEN j.status = 'Finished' AND j.id % 7 = 0 THEN 1 + j.id % 5 ELSE 0 END AS k) f
      WHERE ((j.status = 'Shipped' AND j.ship_date >= $1::date - ${HISTORY_DAYS})
             OR (j.status = 'Finished' AND j.id % 4 <> 0))
        AND coalesce(j.ship_date - 1, (j.finish_date AT TIME ZONE 'UTC')::date + 1) + interval '14 hours' + (j.id % 180) * interval '1 minute' <= $2::timestamptz`,
    [today, now],
  );
}

async function seedDockAndPickScans(db: Queryable, today: string, now: string) {
  // Units of loaded, shipped and delivered loads were scanned at the dock and their serials picked on loading day
  // (DISTINCT: a unit listed twice on a load, once per order line, is still one unit on the truck).
  const loads = `SELECT l.id, l.eplant_id, coalesce(l.ship_date, $1::date) AS day FROM loads l
                  WHERE l.status IN ('Loaded', 'Shipped', 'Delivered') AND l.ship_date >= $1::date - ${HISTORY_DAYS}`;
  await db.query(
    `INSERT INTO dock_scans (eplant_id, load_id, job_id, dock_door, scanned_by, scanned_at)
     SELECT DISTINCT ON (l.id, u.job_id) l.eplant_id, l.id, u.job_id, 'Door ' || (1 + l.id % 4), ${pick(SHIPPERS, 'l.id')},
            least(l.day, $1::date) + interval '13 hours' + u.position * interval '7 minutes'
       FROM (${loads}) l JOIN load_units u ON u.load_id = l.id
      WHERE u.job_id IS NOT NULL AND least(l.day, $1::date) + interval '13 hours' + u.position * interval '7 minutes' <= $2::timestamptz
      ORDER BY l.id, u.job_id, u.position`,
    [today, now],
  );
  await db.query(
    `INSERT INTO picklist_scans (eplant_id, load_id, serial_id, scanned_by, scanned_at)
     SELECT DISTINCT ON (l.id, s.id) l.eplant_id, l.id, s.id, ${pick(SHIPPERS, 'l.id + 1')},
            least(l.day, $1::date) + interval '12 hours' + u.position * interval '5 minutes' + s.id % 4 * interval '1 minute'
       FROM (${loads}) l JOIN load_units u ON u.load_id = l.id JOIN unit_serials s ON s.job_id = u.job_id
      WHERE least(l.day, $1::date) + interval '12 hours' + u.position * interval '5 minutes' + s.id % 4 * interval '1 minute' <= $2::timestamptz
      ORDER BY l.id, s.id, u.position`,
    [today, now],
  );
}

async function seedFreightBills(db: Queryable, today: string) {
  // Carriers bill a few days after pickup, net 30; bills older than their terms are paid, a few run late.
  await db.query(
    `INSERT INTO freight_bills (eplant_id, shipment_id, carrier_id, bill_no, bill_date, linehaul, fuel_surcharge,
                               accessorial, gl_account, due_date, paid_date)
     SELECT s.eplant_id, s.id, s.carrier_id, c.scac || '-' || lpad(s.id::text, 7, '0'), b.bill_date,
            round(s.freight_amount * 0.84, 2), round(s.freight_amount * 0.16, 2),
            CASE WHEN s.id % 9 = 0 THEN 85 WHEN s.id % 13 = 0 THEN 150 ELSE 0 END, '6200', b.bill_date + 30,
            CASE WHEN b.bill_date + 30 + s.id % 12 - 4 < $1::date THEN b.bill_date + 30 + s.id % 12 - 4 END
       FROM shipments s JOIN carriers c ON c.id = s.carrier_id
       CROSS JOIN LATERAL (SELECT s.ship_date + 2 + s.id % 5 AS bill_date) b
      WHERE s.ship_date >= $1::date - 400 AND b.bill_date <= $1::date`,
    [today],
  );
}

export const shippingSeed: AreaSeed = {
  name: 'shipping',
  async run(db) {
    const today = isoDay(ANCHOR_DAY);
    await db.tx(async (tx) => {
      for (const step of [seedTireDots, seedPreShipQc, seedDockAndPickScans, seedFreightBills])
        await step(tx, today, SEED_NOW_ISO);
    });
  },
};
