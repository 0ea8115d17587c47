// The demo seed's bulk load: on the embedded database rows go in by COPY (the server's worker database and the
// in-process one both offer it inside a transaction) and read back exactly as the INSERT path stores them, awkward
// text included; an empty data directory opens from the cached fresh cluster instead of running initdb again.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/Database.js';
import { openDatabase, openPglite } from '../../server/db/openDatabase.js';
import { seedEmptyCluster } from '../../server/db/pgliteClusterCache.js';
import { insertRows, type SqlValue } from '../../server/seed/plant/insertRows.js';

const made: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bulk-load-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const COLUMNS = ['id', 'label', 'flag', 'flag_text', 'qty', 'amount', 'at', 'doc'] as const;
const ROWS: SqlValue[][] = [
  [1, 'plain', true, true, 3, 12.5, '2026-11-23T13:00:00Z', '{"a":1}'],
  [2, 'tab\there, new\nline, cr\r, back\\slash, quote \' and "', false, false, -7, 0.1 + 0.2, null, '{"p":"c:\\\\x"}'],
  [3, '', null, null, null, null, '2026-01-02 03:04:05-06', null],
  [4, '\\N', true, false, 0, 1e21, '2026-11-23', '[]'],
  [5, 'Ramón · Ñandú — 東京', false, true, 2147483647, -0.005, '2026-11-23T13:00:00.123Z', '"text"'],
];

async function createTable(db: Database, name: string) {
  await db.exec(`CREATE TABLE ${name} (id int PRIMARY KEY, label text, flag boolean, flag_text text, qty int,
    amount numeric(30,3), at timestamptz, doc jsonb)`);
}

async function readBack(db: Database, name: string) {
  return db.query(`SELECT ${COLUMNS.join(', ')} FROM ${name} ORDER BY id`);
}

/** Loads ROWS through COPY (the transaction's copyFrom) and through INSERT (a Queryable without it); both read back. */
async function loadBothWays(db: Database) {
  await createTable(db, 'by_copy');
  await createTable(db, 'by_insert');
  let offered = false;
  await db.tx(async (tx) => {
    offered = typeof tx.copyFrom === 'function';
    await insertRows(tx, 'by_copy', COLUMNS, ROWS);
    const insertOnly: Queryable = { query: (sql, params) => tx.query(sql, params) };
    await insertRows(insertOnly, 'by_insert', COLUMNS, ROWS);
  });
  return { offered, copied: await readBack(db, 'by_copy'), inserted: await readBack(db, 'by_insert') };
}

describe('bulk load by COPY', () => {
  it('loads rows through the server worker database exactly as INSERT stores them', async () => {
    const db = await openDatabase({ dataDir: tempDir() });
    try {
      const { offered, copied, inserted } = await loadBothWays(db);
      expect(offered).toBe(true);
      expect(copied).toEqual(inserted);
      expect(copied[1].label).toBe(ROWS[1][1]);
      expect(copied[3].label).toBe('\\N');
      expect(copied[2].label).toBe('');
      expect(copied[2].flag).toBeNull();
      expect(copied.map((r) => r.flag_text)).toEqual(['true', 'false', null, 'false', 'true']);
    } finally {
      await db.close();
    }
  });

  it('loads rows through the in-process database exactly as INSERT stores them', async () => {
    const db = await openPglite();
    try {
      const { offered, copied, inserted } = await loadBothWays(db);
      expect(offered).toBe(true);
      expect(copied).toEqual(inserted);
    } finally {
      await db.close();
    }
  });

  it('fails the load with the row that does not fit, like INSERT', async () => {
    const db = await openPglite();
    try {
      await createTable(db, 'strict');
      await expect(
        db.tx((tx) => insertRows(tx, 'strict', COLUMNS, [[1, 'x', true, 'x', 'not a number', 1, null, null]])),
      ).rejects.toThrow(/integer/);
      expect(await db.query('SELECT * FROM strict')).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

describe('fresh cluster cache', () => {
  it('copies the cached fresh cluster into an empty data directory, which then opens and takes our schema', async () => {
    const cache = join(tempDir(), 'pglite-cache');
    const first = join(tempDir(), 'pglite');
    mkdirSync(first);
    expect(await seedEmptyCluster(first, cache)).toBe('copied');
    expect(existsSync(join(cache, 'PG_VERSION'))).toBe(true);
    const second = join(tempDir(), 'pglite');
    mkdirSync(second);
    expect(await seedEmptyCluster(second, cache)).toBe('copied');
    const db = await openPglite(second);
    try {
      await db.exec('CREATE TABLE t (id int PRIMARY KEY)');
      await db.query('INSERT INTO t VALUES (1)');
      expect(await db.query('SELECT id FROM t')).toEqual([{ id: 1 }]);
    } finally {
      await db.close();
    }
    // Nothing written into a copy reaches the cache: the next copy is a fresh cluster again.
    const third = join(tempDir(), 'pglite');
    mkdirSync(third);
    expect(await seedEmptyCluster(third, cache)).toBe('copied');
    const fresh = await openPglite(third);
    try {
      expect(await fresh.query("SELECT to_regclass('t') AS t")).toEqual([{ t: null }]);
    } finally {
      await fresh.close();
    }
  });

  it('leaves a data directory that already holds a database alone', async () => {
    const cache = join(tempDir(), 'pglite-cache');
    const dir = join(tempDir(), 'pglite');
    mkdirSync(dir);
    const db = await openPglite(dir);
    await db.exec('CREATE TABLE kept (id int)');
    await db.close();
    expect(await seedEmptyCluster(dir, cache)).toBe('skipped');
    expect(existsSync(join(cache, 'PG_VERSION'))).toBe(false);
    const again = await openPglite(dir);
    try {
      expect(await again.query("SELECT to_regclass('kept')::text AS t")).toEqual([{ t: 'kept' }]);
    } finally {
      await again.close();
    }
  });
});
