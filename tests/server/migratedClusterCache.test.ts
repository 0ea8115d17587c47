// An empty data directory starts as a copy of a cached cluster that already holds our migrations (keyed by the
// migration files), so the first start applies none of them; a changed set of migrations gets a cluster of its own.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, openPglite } from '../../server/db/openDatabase.js';
import { migrate, MIGRATIONS_DIR } from '../../server/db/migrate.js';
import { migrationsHash, seedMigratedCluster } from '../../server/db/migratedClusterCache.js';

const made: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'migrated-cluster-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Making a cluster (initdb, then every migration) takes minutes on a busy shared 2-core machine. */
const MAKES_A_CLUSTER_MS = 600_000;

const migrationFiles = () => readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{3}_.+\.sql$/.test(f));

describe('migrated cluster cache', () => {
  it(
    'gives an empty data directory every migration already applied',
    async () => {
      const fresh = join(tempDir(), 'pglite-cache');
      const dir = join(tempDir(), 'pglite');
      mkdirSync(dir);
      expect(await seedMigratedCluster(dir, fresh)).toBe('migrated');
      const db = await openPglite(dir);
      try {
        expect(await migrate(db, MIGRATIONS_DIR, { lock: false })).toEqual([]);
        const recorded = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
        expect(recorded.map((r) => r.name)).toEqual(migrationFiles().sort());
        expect(await db.query('SELECT count(*)::int AS n FROM plants')).toEqual([{ n: 0 }]);
      } finally {
        await db.close();
      }
    },
    MAKES_A_CLUSTER_MS,
  );

  it(
    'makes a cluster of its own for another set of migrations, and applies the new one there',
    async () => {
      const fresh = join(tempDir(), 'pglite-cache');
      const migrations = tempDir();
      for (const file of migrationFiles()) copyFileSync(join(MIGRATIONS_DIR, file), join(migrations, file));
      writeFileSync(join(migrations, '999_probe.sql'), 'CREATE TABLE migrated_cache_probe (id int);');
      expect(migrationsHash(migrations)).not.toBe(migrationsHash());
      const dir = join(tempDir(), 'pglite');
      mkdirSync(dir);
      expect(await seedMigratedCluster(dir, fresh, migrations)).toBe('migrated');
      const db = await openPglite(dir);
      try {
        expect(await db.query("SELECT to_regclass('migrated_cache_probe')::text AS t")).toEqual([
          { t: 'migrated_cache_probe' },
        ]);
      } finally {
        await db.close();
      }
    },
    MAKES_A_CLUSTER_MS,
  );

  it(
    'is what the server opens on an empty data directory',
    async () => {
      const dataDir = tempDir();
      const db = await openDatabase({ dataDir });
      try {
        expect(await migrate(db, MIGRATIONS_DIR, { lock: false })).toEqual([]);
      } finally {
        await db.close();
      }
    },
    MAKES_A_CLUSTER_MS,
  );
});
