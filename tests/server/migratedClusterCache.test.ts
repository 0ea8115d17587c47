// An empty data directory starts as a copy of a cached cluster that already holds our migrations (keyed by the
// migration files), so the first start applies none of them; a changed set of migrations gets a cluster of its own.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
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
    'makes a cluster of its own for another set of migrations, applies the new one there, and keeps the three used last',
    async () => {
      const fresh = join(tempDir(), 'pglite-cache');
      // Clusters of four other sets of migrations, used 4, 3, 2 and 1 days ago.
      const others = [4, 3, 2, 1].map((daysAgo, i) => {
        const other = `${fresh}-schema-${String(i).repeat(16)}`;
        mkdirSync(other, { recursive: true });
        writeFileSync(join(other, 'PG_VERSION'), '17');
        const at = new Date(Date.now() - daysAgo * 86_400_000);
        utimesSync(other, at, at);
        return other;
      });
      const migrations = tempDir();
      for (const file of migrationFiles()) copyFileSync(join(MIGRATIONS_DIR, file), join(migrations, file));
      writeFileSync(join(migrations, '999_probe.sql'), 'CREATE TABLE migrated_cache_probe (id int);');
      expect(migrationsHash(migrations)).not.toBe(migrationsHash());
      const dir = join(tempDir(), 'pglite');
      mkdirSync(dir);
      expect(await seedMigratedCluster(dir, fresh, migrations)).toBe('migrated');
      expect(others.map(existsSync)).toEqual([false, false, true, true]);
      expect(existsSync(`${fresh}-schema-${migrationsHash(migrations)}`)).toBe(true);
      expect(existsSync(join(fresh, 'PG_VERSION'))).toBe(true);
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
