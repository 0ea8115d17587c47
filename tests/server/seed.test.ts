// The demo plant seed: volumes at scale 1, determinism (two fresh databases hold identical rows), SPEC rules the
// screens rely on (late PO lines, both paint QC types, 17-character VINs with a valid check digit), speed, and the seed
// clock: nothing seeded is dated after the moment the seed runs. The file pins that moment to a Monday 07:00 in the
// plant (the hardest case: the anchor day has just begun), so it gives the same answer whatever day it runs.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/Database.js';
import { openPglite } from '../../server/db/openDatabase.js';
import { migrate } from '../../server/db/migrate.js';
import { seed } from '../../server/seed/seed.js';
import { seedPlantData } from '../../server/seed/seedPlant.js';
import { makeVin, vinCheckDigit, vinYearCode, type ProductModel } from '../../server/seed/plant/products.js';
import { centralToUtc } from '../../server/seed/plant/centralTime.js';
import {
  ANCHOR_DAY,
  isoDay,
  mondayOnOrBeforeDay,
  plantDayAndMinute,
  SEED_NOW_ISO,
  seedNowFrom,
} from '../../server/seed/plant/calendar.js';

/** Monday 2026-11-23, 07:00 in the plant (UTC-6). Set before the seed modules load (vi.hoisted runs first). */
const PINNED_NOW = vi.hoisted(() => {
  const now = '2026-11-23T13:00:00.000Z';
  vi.stubEnv('NORSTAR_SEED_TODAY', now);
  return now;
});
afterAll(() => vi.unstubAllEnvs());

/** Plants and a few users as the core seed leaves them, with fixed guids so both databases start identical. */
async function freshDatabase(): Promise<Database> {
  const db = await openPglite();
  await migrate(db);
  await db.exec(`
    INSERT INTO plants (id, name, site) VALUES (2, 'NORSTAR', 'TX1'), (3, 'NORSTAR MX', 'MX1');
    INSERT INTO users (guid, firstname, lastname, username, eplant_id) VALUES
      ('00000000-0000-4000-8000-000000000001', 'Ana', 'Admin', 'admin', 2),
      ('00000000-0000-4000-8000-000000000002', 'Quinn', 'Inspector', 'qc.inspector', 2),
      ('00000000-0000-4000-8000-000000000003', 'Mario', 'Supervisor', 'mx.supervisor', 3);
  `);
  return db;
}

const count = async (db: Database, sql: string): Promise<number> => Number((await db.query<{ n: number }>(sql))[0].n);

/** md5 over every row of a table in id order: equal checksums mean identical rows. */
const checksum = async (db: Database, table: string, key = 'id'): Promise<string> =>
  (await db.query<{ h: string }>(`SELECT md5(string_agg(t::text, '|' ORDER BY t.${key})) AS h FROM ${table} t`))[0].h;

describe('demo plant seed', () => {
  let db: Database;
  let seconds: number;

  beforeAll(async () => {
    db = await freshDatabase();
    const started = performance.now();
    const timings = await seedPlantData(db, { scale: 1 });
    seconds = (performance.now() - started) / 1000;
    console.info(`plant seed at scale 1: ${seconds.toFixed(1)} s`, timings);
    // Minutes on a busy shared 2-core machine; the default two-minute hook limit is too tight there.
  }, 900_000);

  afterAll(async () => {
    await db?.close();
  });

  it('fills both plants with the volumes of scale 1', async () => {
    const employees = await count(db, 'SELECT count(*) AS n FROM employees');
    expect(employees).toBeGreaterThanOrEqual(560);
    expect(employees).toBeLessThanOrEqual(640);
    expect(await count(db, 'SELECT count(*) AS n FROM employees WHERE is_foreman')).toBeGreaterThanOrEqual(20);
    expect(await count(db, 'SELECT count(DISTINCT shift_id) AS n FROM employees WHERE eplant_id = 2')).toBe(3);
    expect(await count(db, 'SELECT count(*) AS n FROM items')).toBe(5000);
    expect(await count(db, 'SELECT count(*) AS n FROM work_centers')).toBe(40);
    expect(await count(db, 'SELECT count(*) AS n FROM customers')).toBe(300);
    expect(await count(db, 'SELECT count(*) AS n FROM purchase_orders')).toBe(3000);
    const jobs = await count(db, 'SELECT count(*) AS n FROM jobs');
    expect(jobs).toBeGreaterThan(20000); // ≈ 30 a weekday over three years
    expect(await count(db, 'SELECT count(DISTINCT eplant_id) AS n FROM jobs')).toBe(2);
    for (const table of [
      'customer_order_lines',
      'invoices',
      'loads',
      'shipments',
      'po_details',
      'po_releases',
      'po_receipts',
      'warranty_cases',
      'testimonials',
      'manual_requests',
      'attendance_days',
      'payroll_lines',
      'gl_postings',
      'on_hand',
      'unit_serials',
      'job_operations',
      'cycle_count_counters',
    ]) {
      expect(await count(db, `SELECT count(*) AS n FROM ${table}`), table).toBeGreaterThan(0);
    }
    expect(await count(db, 'SELECT count(*) AS n FROM paint_qc_records')).toBeGreaterThan(2000);
  });

  it('builds multi-level bills of material', async () => {
    const depth = await count(
      db,
      `
      WITH RECURSIVE walk AS (
        SELECT b.child_arinvt_id, 1 AS level FROM bom b JOIN items i ON i.arinvt_id = b.parent_arinvt_id
        WHERE i.item_no = 'GN1025-16K' AND i.eplant_id = 2
        UNION ALL
        SELECT b.child_arinvt_id, w.level + 1 FROM bom b JOIN walk w ON b.parent_arinvt_id = w.child_arinvt_id
      ) SELECT max(level) AS n FROM walk`,
    );
    expect(depth).toBeGreaterThanOrEqual(3);
  });

  it('has late purchase order lines by the SPEC rule (promised in the past, quantity left to receive)', async () => {
    const late = await count(
      db,
      `
      SELECT count(*) AS n FROM po_releases r
      WHERE r.promise_date < DATE '${isoDay(ANCHOR_DAY)}'
        AND r.qty - COALESCE((SELECT sum(x.qty) FROM po_receipts x WHERE x.po_release_id = r.id), 0) > 0`,
    );
    expect(late).toBeGreaterThan(0);
  });

  it('records paint QC for trailers and beds with readings inside 0.1–10.99', async () => {
    const types = await db.query<{ type: string }>('SELECT DISTINCT type FROM paint_qc_records ORDER BY type');
    expect(types.map((t) => t.type)).toEqual(['bed', 'trailer']);
    expect(await count(db, `SELECT count(*) AS n FROM paint_qc_records WHERE type = 'bed' AND paint_mm7 IS NULL`)).toBe(
      0,
    );
    expect(
      await count(
        db,
        `SELECT count(*) AS n FROM paint_qc_records WHERE type = 'trailer' AND paint_mm5_ibeam_gooseneck IS NULL`,
      ),
    ).toBe(0);
    // The first three characters of the part number pick the drawing: several drawings are in use.
    expect(await count(db, 'SELECT count(DISTINCT left(part_no, 3)) AS n FROM paint_qc_records')).toBeGreaterThan(5);
  });

  it('stamps every unit with a 17-character VIN whose check digit is valid', async () => {
    expect(await count(db, 'SELECT count(*) AS n FROM jobs WHERE vin IS NULL OR length(vin) <> 17')).toBe(0);
    const sample = await db.query<{ vin: string }>('SELECT vin FROM jobs ORDER BY id LIMIT 500');
    for (const { vin } of sample) {
      expect(vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(vin[8]).toBe(vinCheckDigit(vin));
    }
  });

  it('balances every journal entry to the cent', async () => {
    expect(
      await count(
        db,
        `SELECT count(*) AS n FROM (SELECT journal_entry_id FROM gl_postings GROUP BY 1 HAVING sum(debit) <> sum(credit)) x`,
      ),
    ).toBe(0);
    expect(await count(db, 'SELECT count(*) AS n FROM journal_entries')).toBeGreaterThan(1000);
  });

  it('lets later inserts take new ids (sequences moved past the seeded rows)', async () => {
    const [row] = await db.tx((q) =>
      q.query<{ id: number }>(
        `INSERT INTO carriers (name, scac, country) VALUES ('Test Haul', 'TSTH', 'US') RETURNING id`,
      ),
    );
    expect(row.id).toBeGreaterThan(10);
  });

  it('yields identical rows when run again on a fresh database', async () => {
    const other = await freshDatabase();
    try {
      await seedPlantData(other, { scale: 1 });
      for (const [table, key] of [
        ['employees', 'id'],
        ['items', 'arinvt_id'],
        ['jobs', 'id'],
        ['customer_order_lines', 'id'],
        ['po_releases', 'id'],
        ['paint_qc_records', 'id'],
        ['attendance_days', 'id'],
        ['gl_postings', 'id'],
        ['unit_serials', 'id'],
      ] as const) {
        expect(await checksum(other, table, key), table).toBe(await checksum(db, table, key));
      }
    } finally {
      await other.close();
    }
  }, 900_000);
});

describe('seed clock', () => {
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

  it('pins the seed to NORSTAR_SEED_TODAY and anchors it to the Monday of the plant week', () => {
    expect(SEED_NOW_ISO).toBe(PINNED_NOW);
    expect(isoDay(ANCHOR_DAY)).toBe('2026-11-23');
    // Monday 03:00 UTC is still Sunday evening in the plant: the week (and the anchor) is the previous one.
    const sundayNight = plantDayAndMinute(Date.parse('2026-11-23T03:00:00Z'));
    expect(isoDay(sundayNight.day)).toBe('2026-11-22');
    expect(sundayNight.minute).toBe(21 * 60);
    expect(isoDay(mondayOnOrBeforeDay(sundayNight.day))).toBe('2026-11-16');
    expect(isoDay(mondayOnOrBeforeDay(day('2026-11-29')))).toBe('2026-11-23');
    // A pinned date means the end of that plant day, but never later than the real clock.
    const real = Date.parse('2026-12-01T12:00:00Z');
    expect(new Date(seedNowFrom('2026-11-24', real)).toISOString()).toBe('2026-11-25T05:59:00.000Z');
    expect(seedNowFrom('2026-12-01', real)).toBe(real);
    expect(seedNowFrom(undefined, real)).toBe(real);
    expect(seedNowFrom('2026-11-24T08:30:00-06:00', real)).toBe(Date.parse('2026-11-24T14:30:00Z'));
  });

  it('codes every model year in VINs, not only a fixed list of years', () => {
    expect([2022, 2026, 2027, 2028, 2030, 2031, 2039, 2040].map(vinYearCode).join('')).toBe('NTVWY19A');
    const model = { family: 'GN', type: 'trailer', axles: 2, axleRating: 7000 } as ProductModel;
    const vin = makeVin(model, 2, 2028, 100001, 32);
    expect(vin).toMatch(/^5NRG322C[0-9X]WB100001$/);
    expect(vin[8]).toBe(vinCheckDigit(vin));
  });

  describe('a full demo seed at the pinned moment', () => {
    let db: Database;
    const today = '2026-11-23';

    /**
     * Columns that hold plans, not events, may lie ahead of the seed's moment (where the condition holds): due and
     * promise dates, expiry and closing dates, scheduled ship and pay dates of what has not happened yet, budgets and
     * goals of the coming months.
     */
    const PLANS: Record<string, string> = {
      'ad_campaigns.end_date': 'true',
      'attendance_points.expires_on': 'true',
      'budget_lines.period': 'true',
      'customer_order_lines.due_date': 'true',
      'dealer_quotes.expires_date': 'true',
      'freight_bills.due_date': 'true',
      'invoices.due_date': 'true',
      'job_applications.available_from': 'true',
      'job_postings.closes_on': 'true',
      'jobs.due_date': 'true',
      'jobs.start_date': "status IN ('Released', 'Cancelled')",
      'loads.ship_date': "status NOT IN ('Shipped', 'Delivered')",
      'payroll_periods.pay_date': "status <> 'Paid'",
      'po_releases.promise_date': 'true',
      'po_releases.request_date': 'true',
      'qc_schedule.scheduled_date': 'audit_id IS NULL',
      'sales_goals.month': 'true',
      'sales_quotes.valid_until': 'true',
      'spif_settings.program_end': 'true',
    };

    beforeAll(async () => {
      db = await openPglite();
      await migrate(db);
      await seed(db, { mode: 'demo', scale: 1 });
    }, 900_000);

    afterAll(async () => {
      await db?.close();
    });

    it('dates no event after the moment the seed ran, in any table', async () => {
      const columns = await db.query<{ t: string; c: string; type: string }>(`
        SELECT c.table_name AS t, c.column_name AS c, c.data_type AS type
          FROM information_schema.columns c
          JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
         WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.table_name <> 'schema_migrations'
           AND c.data_type IN ('date', 'timestamp with time zone', 'timestamp without time zone')
         ORDER BY 1, 2`);
      expect(columns.length).toBeGreaterThan(100);
      const later: string[] = [];
      let checked = 0;
      for (const { t, c, type } of columns) {
        const bound =
          type === 'date'
            ? `DATE '${today}'`
            : type === 'timestamp with time zone'
              ? `TIMESTAMPTZ '${PINNED_NOW}'`
              : `TIMESTAMP '${today} 07:00'`;
        const plan = PLANS[`${t}.${c}`];
        const [row] = await db.query<{ n: number; total: number; latest: string | null }>(
          `SELECT count(*) FILTER (WHERE "${c}" > ${bound}${plan ? ` AND NOT (${plan})` : ''})::int AS n,
                  count("${c}")::int AS total, max("${c}")::text AS latest FROM "${t}"`,
        );
        checked += row.total;
        if (row.n > 0) later.push(`${t}.${c}: ${row.n} rows after the seed's now (latest ${row.latest})`);
      }
      expect(later).toEqual([]);
      expect(checked).toBeGreaterThan(500_000);
    });

    it('keeps units due by today on the line until their finish moment and leaves no negative days on hold', async () => {
      const [jobs] = await db.query<{ on_line: number; late_finish: number }>(`
        SELECT count(*) FILTER (WHERE status = 'InProcess' AND due_date <= DATE '${today}')::int AS on_line,
               count(*) FILTER (WHERE finish_date > TIMESTAMPTZ '${PINNED_NOW}')::int AS late_finish FROM jobs`);
      expect(jobs.on_line).toBeGreaterThan(0);
      expect(jobs.late_finish).toBe(0);
      const [holds] = await db.query<{ n: number; negative: number }>(`
        SELECT count(*)::int AS n, count(*) FILTER (WHERE placed_at > TIMESTAMPTZ '${PINNED_NOW}')::int AS negative FROM qc_holds`);
      expect(holds.n).toBeGreaterThan(0);
      expect(holds.negative).toBe(0);
      const [paint] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM paint_qc_records WHERE created_at > TIMESTAMPTZ '${PINNED_NOW}' OR date_input > TIMESTAMPTZ '${PINNED_NOW}'`,
      );
      expect(paint.n).toBe(0);
    });

    /** Rows of `generated` missing from `derived` and the other way round (0 and 0: the same rows). */
    const difference = async (generated: string, derived: string) => {
      const [row] = await db.query<{ missing: number; extra: number; n: number }>(`
        WITH g AS (${generated}), d AS (${derived})
        SELECT (SELECT count(*) FROM (SELECT * FROM d EXCEPT ALL SELECT * FROM g) x)::int AS missing,
               (SELECT count(*) FROM (SELECT * FROM g EXCEPT ALL SELECT * FROM d) x)::int AS extra,
               (SELECT count(*) FROM g)::int AS n`);
      return row;
    };

    it('stores the job operations that deriving them in SQL gave: hours, scrap, weld minutes, Central times, ids', async () => {
      // The INSERT … SELECT the seed used before it generated the rows itself, ids in (job, step) order.
      const derived = `
        WITH wc AS (
          SELECT id, eplant_id, resource_group,
                 row_number() OVER (PARTITION BY eplant_id, resource_group ORDER BY id) - 1 AS rn,
                 count(*) OVER (PARTITION BY eplant_id, resource_group) AS n
          FROM work_centers
        ), crew AS (
          SELECT id, work_center_id, row_number() OVER (PARTITION BY work_center_id ORDER BY id) - 1 AS rn,
                 count(*) OVER (PARTITION BY work_center_id) AS n
          FROM employees WHERE active AND NOT is_foreman AND work_center_id IS NOT NULL
        ), steps AS (
          SELECT j.id AS job_id, j.eplant_id, j.status, j.finish_date, r.seq, r.operation, r.std_hours, r.weld_minutes,
                 w.id AS wc_id, w.resource_group, ((j.id * 7919 + r.seq * 104729) % 1000) AS h,
                 count(*) OVER (PARTITION BY j.id) AS steps, row_number() OVER (PARTITION BY j.id ORDER BY r.seq) AS step_no,
                 (j.start_date + ((row_number() OVER (PARTITION BY j.id ORDER BY r.seq) - 1) * GREATEST(j.due_date - j.start_date, 1)
                   / count(*) OVER (PARTITION BY j.id))::int)::timestamp + interval '6 hours' AS step_day
          FROM jobs j
          JOIN routing_steps r ON r.family = j.family
          JOIN wc w ON w.eplant_id = j.eplant_id AND w.resource_group = r.resource_group AND w.rn = j.id % w.n
          WHERE j.status <> 'Cancelled'
        ), timed AS (
          SELECT s.*, LEAST(t0, COALESCE(s.finish_date, t0)) AS t0, LEAST(t1, COALESCE(s.finish_date, t1)) AS t1
          FROM steps s
          CROSS JOIN LATERAL (SELECT (s.step_day + (s.h % 480) * interval '1 minute') AT TIME ZONE 'America/Chicago' AS t0,
                                     (s.step_day + (s.h % 480 + s.std_hours * 60) * interval '1 minute') AT TIME ZONE 'America/Chicago' AS t1) x
        ), flagged AS (
          SELECT t.*,
                 t.status IN ('Finished', 'Shipped') OR (t.status = 'InProcess' AND t.step_no < t.steps / 2 AND t.t1 <= TIMESTAMPTZ '${PINNED_NOW}') AS done,
                 t.status = 'InProcess' AND t.step_no <= t.steps / 2 AND t.t0 <= TIMESTAMPTZ '${PINNED_NOW}' AS working
          FROM timed t
        )
        SELECT (row_number() OVER (ORDER BY s.job_id, s.seq))::int AS id, s.eplant_id, s.job_id, s.seq, s.wc_id,
               s.operation, s.std_hours::numeric(8,2),
               (CASE WHEN done THEN round(s.std_hours * (0.78 + s.h / 2000.0 + CASE WHEN s.eplant_id = 3 THEN 0.12 ELSE 0 END), 2) END)::numeric(8,2),
               c.id,
               (CASE WHEN done AND s.resource_group IN ('CUTTING', 'FORMING', 'WELD FRAME') AND s.h % 29 = 0 THEN 1 + s.h % 3 ELSE 0 END)::numeric(10,2),
               (CASE WHEN done AND s.resource_group IN ('CUTTING', 'FORMING', 'WELD FRAME') AND s.h % 29 = 0 THEN round((1 + s.h % 3) * (35 + s.h % 140) * 1.0, 2) ELSE 0 END)::numeric(12,2),
               (CASE WHEN done THEN round(s.weld_minutes * (0.85 + s.h / 3300.0), 2) ELSE 0 END)::numeric(8,2),
               CASE WHEN done OR working THEN s.t0 END, CASE WHEN done THEN s.t1 END,
               CASE WHEN done THEN 'Done' WHEN working THEN 'InProcess' ELSE 'Pending' END
        FROM flagged s
        LEFT JOIN crew c ON c.work_center_id = s.wc_id AND c.rn = s.job_id % c.n`;
      const generated = `
        SELECT id, eplant_id, job_id, seq, work_center_id, operation, std_hours, labor_hours, employee_id, scrap_qty,
               scrap_cost, weld_minutes, started_at, completed_at, status FROM job_operations`;
      const { missing, extra, n } = await difference(generated, derived);
      expect(n).toBeGreaterThan(100_000);
      expect({ missing, extra }).toEqual({ missing: 0, extra: 0 });
      // All three states occur at a Monday-morning seed, so the comparison covered each.
      const states = await db.query<{ status: string }>('SELECT DISTINCT status FROM job_operations ORDER BY 1');
      expect(states.map((r) => r.status)).toEqual(['Done', 'InProcess', 'Pending']);
    });

    it('stores the attendance days that deriving them in SQL gave: status, hours, Central times, ids', async () => {
      const to = `DATE '${isoDay(ANCHOR_DAY - 1)}'`;
      const derived = `
        SELECT (row_number() OVER (ORDER BY d.day, e.id))::int AS id, e.eplant_id, e.id AS employee_id, d.day,
               e.shift_id,
               CASE WHEN x.status IN ('Present', 'Late') THEN (d.day + s.start_time + x.in_offset * interval '1 minute') AT TIME ZONE 'America/Chicago' END,
               CASE WHEN x.status IN ('Present', 'Late') THEN (d.day + s.start_time + (510 + x.ot * 60 + x.h % 9) * interval '1 minute') AT TIME ZONE 'America/Chicago' END,
               (CASE WHEN x.status IN ('Present', 'Late') THEN round(8 - GREATEST(x.in_offset, 0) / 60.0 + x.ot, 2) ELSE 0 END)::numeric(5,2),
               (CASE WHEN x.status IN ('Present', 'Late') THEN x.ot ELSE 0 END)::numeric(5,2),
               x.status, it.id, d.day < ${to} - 7
        FROM employees e
        JOIN shifts s ON s.id = e.shift_id
        CROSS JOIN LATERAL (SELECT g::date AS day FROM generate_series(DATE '${isoDay(ANCHOR_DAY - 365)}', ${to}, interval '1 day') g
                            WHERE extract(isodow FROM g) < 6) d
        CROSS JOIN LATERAL (
          SELECT h,
                 CASE WHEN h < 12 THEN 'Absent' WHEN h < 30 THEN 'Excused' WHEN h < 62 THEN 'Late' ELSE 'Present' END AS status,
                 CASE WHEN h < 30 THEN 0 WHEN h < 62 THEN 3 + h % 40 ELSE -12 + h % 14 END AS in_offset,
                 CASE WHEN h % 5 = 0 THEN 2 WHEN h % 7 = 0 THEN 1 ELSE 0 END AS ot
          FROM (SELECT ((e.id * 7919 + (d.day - DATE '2020-01-01') * 104729) % 1000) AS h) hh
        ) x
        LEFT JOIN incident_types it ON it.code = CASE
          WHEN x.status = 'Absent' THEN CASE WHEN x.h < 3 THEN 'NCNS' ELSE 'ABS' END
          WHEN x.status = 'Excused' THEN CASE WHEN x.h < 22 THEN 'SICK' ELSE 'VAC' END
          WHEN x.status = 'Late' THEN CASE WHEN x.in_offset > 15 THEN 'LATE' ELSE 'TARDY' END END
        WHERE d.day >= e.hire_date AND (e.termination_date IS NULL OR d.day < e.termination_date)`;
      const generated = `
        SELECT id, eplant_id, employee_id, work_date, shift_id, clock_in, clock_out, hours_worked, overtime_hours,
               status, incident_type_id, approved FROM attendance_days`;
      const { missing, extra, n } = await difference(generated, derived);
      expect(n).toBeGreaterThan(100_000);
      expect({ missing, extra }).toEqual({ missing: 0, extra: 0 });
    });

    it('reads Central time as PostgreSQL does, across the DST gap and overlap', async () => {
      // Every 10 minutes of the transition days of 2023–2028 and of an ordinary day, as local wall-clock times.
      const rows = await db.query<{ local: string; utc: string }>(`
        SELECT (extract(epoch FROM t) * 1000000)::bigint::text AS local,
               (extract(epoch FROM t AT TIME ZONE 'America/Chicago') * 1000000)::bigint::text AS utc
        FROM generate_series(2023, 2028) y
        CROSS JOIN LATERAL (VALUES (make_date(y, 3, 8)), (make_date(y, 11, 1)), (make_date(y, 7, 4))) AS d(first)
        CROSS JOIN LATERAL generate_series(d.first::timestamp, d.first::timestamp + interval '8 days', interval '10 minutes') t`);
      expect(rows.length).toBeGreaterThan(20_000);
      const wrong = rows.filter((r) => centralToUtc(Number(r.local)) !== Number(r.utc));
      expect(wrong).toEqual([]);
    });

    it('leaves planner statistics on the large tables, whether analysed during the seed or at its end', async () => {
      const missing = await db.query<{ t: string }>(
        `
        SELECT c.relname AS t FROM pg_class c
        WHERE c.relnamespace = 'public'::regnamespace AND c.relname = ANY($1::text[])
          AND NOT EXISTS (SELECT 1 FROM pg_stats s WHERE s.schemaname = 'public' AND s.tablename = c.relname)
        ORDER BY 1`,
        [
          [
            'job_operations',
            'attendance_days',
            'attendance_punches',
            'payroll_lines',
            'pre_payroll_details',
            'jobs',
            'unit_serials',
            'invoices',
            'invoice_lines',
            'customer_order_lines',
            'inventory_transactions',
            'gl_postings',
            'employees',
            'users',
            'loads',
            'budget_lines',
          ],
        ],
      );
      expect(missing).toEqual([]);
    });
  });
});
