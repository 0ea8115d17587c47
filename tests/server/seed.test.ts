// The demo plant seed: volumes at scale 1, determinism (two fresh databases hold identical rows), SPEC rules the
// screens rely on (late PO lines, both paint QC types, 17-character VINs with a valid check digit), and speed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/Database.js';
import { openPglite } from '../../server/db/openDatabase.js';
import { migrate } from '../../server/db/migrate.js';
import { seedPlantData } from '../../server/seed/seedPlant.js';
import { vinCheckDigit } from '../../server/seed/plant/products.js';
import { ANCHOR_DAY, isoDay } from '../../server/seed/plant/calendar.js';

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
  });

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
    for (const table of ['customer_order_lines', 'invoices', 'loads', 'shipments', 'po_details', 'po_releases', 'po_receipts', 'warranty_cases', 'testimonials', 'manual_requests', 'attendance_days', 'payroll_lines', 'gl_postings', 'on_hand', 'unit_serials', 'job_operations', 'cycle_count_counters']) {
      expect(await count(db, `SELECT count(*) AS n FROM ${table}`), table).toBeGreaterThan(0);
    }
    expect(await count(db, 'SELECT count(*) AS n FROM paint_qc_records')).toBeGreaterThan(2000);
  });

  it('builds multi-level bills of material', async () => {
    const depth = await count(db, `
      WITH RECURSIVE walk AS (
        SELECT b.child_arinvt_id, 1 AS level FROM bom b JOIN items i ON i.arinvt_id = b.parent_arinvt_id
        WHERE i.item_no = 'GN1025-16K' AND i.eplant_id = 2
        UNION ALL
        SELECT b.child_arinvt_id, w.level + 1 FROM bom b JOIN walk w ON b.parent_arinvt_id = w.child_arinvt_id
      ) SELECT max(level) AS n FROM walk`);
    expect(depth).toBeGreaterThanOrEqual(3);
  });

  it('has late purchase order lines by the SPEC rule (promised in the past, quantity left to receive)', async () => {
    const late = await count(db, `
      SELECT count(*) AS n FROM po_releases r
      WHERE r.promise_date < DATE '${isoDay(ANCHOR_DAY)}'
        AND r.qty - COALESCE((SELECT sum(x.qty) FROM po_receipts x WHERE x.po_release_id = r.id), 0) > 0`);
    expect(late).toBeGreaterThan(0);
  });

  it('records paint QC for trailers and beds with readings inside 0.1–10.99', async () => {
    const types = await db.query<{ type: string }>('SELECT DISTINCT type FROM paint_qc_records ORDER BY type');
    expect(types.map((t) => t.type)).toEqual(['bed', 'trailer']);
    expect(await count(db, `SELECT count(*) AS n FROM paint_qc_records WHERE type = 'bed' AND paint_mm7 IS NULL`)).toBe(0);
    expect(await count(db, `SELECT count(*) AS n FROM paint_qc_records WHERE type = 'trailer' AND paint_mm5_ibeam_gooseneck IS NULL`)).toBe(0);
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
    expect(await count(db, `SELECT count(*) AS n FROM (SELECT journal_entry_id FROM gl_postings GROUP BY 1 HAVING sum(debit) <> sum(credit)) x`)).toBe(0);
    expect(await count(db, 'SELECT count(*) AS n FROM journal_entries')).toBeGreaterThan(1000);
  });

  it('lets later inserts take new ids (sequences moved past the seeded rows)', async () => {
    const [row] = await db.tx((q) =>
      q.query<{ id: number }>(`INSERT INTO carriers (name, scac, country) VALUES ('Test Haul', 'TSTH', 'US') RETURNING id`),
    );
    expect(row.id).toBeGreaterThan(10);
  });

  it('yields identical rows when run again on a fresh database', async () => {
    const other = await freshDatabase();
    try {
      await seedPlantData(other, { scale: 1 });
      for (const [table, key] of [['employees', 'id'], ['items', 'arinvt_id'], ['jobs', 'id'], ['customer_order_lines', 'id'], ['po_releases', 'id'], ['paint_qc_records', 'id'], ['attendance_days', 'id'], ['gl_postings', 'id']] as const) {
        expect(await checksum(other, table, key), table).toBe(await checksum(db, table, key));
      }
    } finally {
      await other.close();
    }
  });
});
