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
  });
});

describe('a first start that dies while seeding', () => {
  let db: Database;
  /** What the dead start left, and what the next start said. */
  const left = { users: 0, jobs: 0, lines: [] as string[] };

  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
    // Killed once the users and the plant data are in, before the areas' data (a small scale: only the states matter).
    const dies = (line: string) => {
      if (line.startsWith('seed: plant data')) throw new Error('the process was killed');
    };
    await expect(seed(db, { mode: 'demo', scale: 0.05, log: dies })).rejects.toThrow('the process was killed');
    left.users = await count(db, 'SELECT count(*) AS n FROM users');
    left.jobs = await count(db, 'SELECT count(*) AS n FROM jobs');
    await seed(db, { mode: 'demo', scale: 0.05, log: (line) => left.lines.push(line) });
  }, 900_000);

  afterAll(async () => {
    await db?.close();
  });

  it('is followed by a start that empties the database and seeds it whole, and the start after that keeps it', async () => {
    expect(left.users).toBeGreaterThan(0);
    expect(left.jobs).toBeGreaterThan(0);
    expect(left.lines[0]).toBe(
      'seed: the last start stopped before its seed finished; emptying the database and seeding again',
    );
    expect(await count(db, 'SELECT count(*) AS n FROM users')).toBe(left.users);
    expect(await count(db, 'SELECT count(*) AS n FROM jobs')).toBe(left.jobs);
    // The areas' data the dead start never reached, and the mark of a finished seed.
    expect(await count(db, 'SELECT count(*) AS n FROM dealer_quotes')).toBeGreaterThan(0);
    expect(await count(db, 'SELECT count(*) AS n FROM system_settings WHERE seed_finished_at IS NOT NULL')).toBe(1);
    expect(await seed(db, { mode: 'demo', scale: 0.05 })).toBe(false);
  });
});
