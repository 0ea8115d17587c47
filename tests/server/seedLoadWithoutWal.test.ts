// The demo seed's load on the server's (worker) database: the empty tables it fills are truncated in its transaction
// so their rows skip WAL, and COPYs are sent without waiting for each (rows are generated while the database loads
// the previous batch) yet land in order, a failing one failing the load with its own error.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/Database.js';
import { openDatabase } from '../../server/db/openDatabase.js';
import { insertRows } from '../../server/seed/plant/insertRows.js';
import { pipelineCopies } from '../../server/seed/plant/pipelineCopies.js';
import { truncateForBulkLoad } from '../../server/seed/plant/truncateForBulkLoad.js';

const dir = mkdtempSync(join(tmpdir(), 'seed-load-'));
let db: Database;
beforeAll(async () => {
  db = await openDatabase({ dataDir: dir });
  await db.exec(`
    CREATE TABLE parent (id int PRIMARY KEY, label text);
    CREATE TABLE child (id int PRIMARY KEY, parent_id int REFERENCES parent (id));
    CREATE TABLE referenced (id int PRIMARY KEY);
    CREATE TABLE holder (id int PRIMARY KEY, referenced_id int REFERENCES referenced (id));
    CREATE TABLE filled (id int PRIMARY KEY);
    INSERT INTO referenced VALUES (1);
    INSERT INTO holder VALUES (1, 1);
    INSERT INTO filled VALUES (7);
  `);
});
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const walBytes = async (fn: () => Promise<void>): Promise<number> => {
  const [before] = await db.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
  await fn();
  const [after] = await db.query<{ bytes: string }>('SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1) AS bytes', [
    before.lsn,
  ]);
  return Number(after.bytes);
};

/** ~6 MB of rows: above wal_skip_threshold (2 MB), below which PostgreSQL logs a new table's pages anyway. */
const ROWS = Array.from({ length: 60_000 }, (_, i) => [i + 1, `row ${i + 1} `.padEnd(80, 'x')] as const);

describe('seed bulk load', () => {
  it('truncates the empty tables with their empty referencing tables, not one a table with rows references', async () => {
    await db.tx(async (tx) => {
      expect(await truncateForBulkLoad(tx, ['parent', 'referenced', 'filled'])).toEqual(['child', 'parent']);
    });
    expect(await db.query('SELECT id FROM holder')).toEqual([{ id: 1 }]);
    expect(await db.query('SELECT id FROM filled')).toEqual([{ id: 7 }]);
  });

  it('writes almost no WAL for rows loaded into a table truncated in the same transaction', async () => {
    const skipped = await walBytes(() =>
      db.tx(async (tx) => {
        await truncateForBulkLoad(tx, ['parent']);
        await insertRows(tx, 'parent', ['id', 'label'], ROWS);
      }),
    );
    await db.exec('DELETE FROM parent');
    const logged = await walBytes(() => db.tx((tx) => insertRows(tx, 'parent', ['id', 'label'], ROWS).then(() => {})));
    expect(logged).toBeGreaterThan(6_000_000);
    // What remains is the primary key's index: under wal_skip_threshold, so logged whole at commit.
    expect(skipped).toBeLessThan(logged / 5);
    expect(await db.query('SELECT count(*)::int AS n FROM parent')).toEqual([{ n: ROWS.length }]);
  });

  it('sends COPYs without waiting for each, and they land in the order sent', async () => {
    await db.exec('DELETE FROM parent');
    await db.tx(async (tx) => {
      const q = pipelineCopies(tx, 2);
      for (let batch = 0; batch < 6; batch++) {
        const from = batch * 10;
        await insertRows(
          q,
          'parent',
          ['id', 'label'],
          Array.from({ length: 10 }, (_, i) => [from + i + 1, `batch ${batch}`]),
        );
      }
      // Reads what the COPYs before it loaded: statements run in the order sent.
      expect(await q.query('SELECT count(*)::int AS n FROM parent')).toEqual([{ n: 60 }]);
      await q.drain();
    });
    expect(await db.query('SELECT label FROM parent WHERE id IN (1, 60) ORDER BY id')).toEqual([
      { label: 'batch 0' },
      { label: 'batch 5' },
    ]);
  });

  it('fails the load with the failing COPY’s own error and keeps nothing of it', async () => {
    await db.exec('DELETE FROM parent');
    const load = db.tx(async (tx) => {
      const q = pipelineCopies(tx, 4);
      await insertRows(q, 'parent', ['id', 'label'], [[1, 'first']]);
      await insertRows(q, 'parent', ['id', 'label'], [[1, 'duplicate']]);
      await insertRows(q, 'parent', ['id', 'label'], [[2, 'after']]);
      await q.query('SELECT 1');
    });
    await expect(load).rejects.toThrow(/duplicate key/);
    expect(await db.query('SELECT * FROM parent')).toEqual([]);
  });
});
