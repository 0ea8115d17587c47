// The next step after the fresh cluster cache (pgliteClusterCache.ts): a cluster with our migrations applied depends
// only on the PGlite version and the migration files, yet applying them costs ~1.5 s of WASM work at every first
// start. The first one made for a set of migrations is kept beside the fresh cluster, under a hash of the files, and
// copied into the next empty data directory; migrate() then finds every migration recorded and applies nothing (a
// migration added later is applied at start as usual). The JWT secret, the seed and everything else of a data
// directory are written after the copy.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, Row } from './Database.js';
import { migrate, MIGRATIONS_DIR } from './migrate.js';
import { clusterCacheDir, seedEmptyCluster } from './pgliteClusterCache.js';
import { pgliteOptions } from './pgliteStartParams.js';
import { PRIVATE_DIR_MODE, restrictPermissions } from './restrictPermissions.js';

/** A hash of the migration files (names and contents): the cache key of a migrated cluster. */
export function migrationsHash(dir = MIGRATIONS_DIR): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.sql')) continue;
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const isCluster = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

/** Migrated clusters kept beside the fresh one (~60 MB each): a few branches' migrations side by side. */
const KEEP_CLUSTERS = 3;

/**
 * Fills the empty directory `dir` with a copy of the cached migrated cluster (making it first when missing); falls
 * back to the fresh cluster (seedEmptyCluster) when that fails. Leaves `dir` alone when it holds anything.
 */
export async function seedMigratedCluster(
  dir: string,
  freshCacheDir = clusterCacheDir(),
  migrationsDir = MIGRATIONS_DIR,
): Promise<'migrated' | 'copied' | 'skipped'> {
  if (!freshCacheDir || !existsSync(dir) || readdirSync(dir).length > 0) return 'skipped';
  const cacheDir = `${freshCacheDir}-schema-${migrationsHash(migrationsDir)}`;
  try {
    if (!isCluster(cacheDir)) {
      await makeMigratedCluster(cacheDir, freshCacheDir, migrationsDir);
      try {
        pruneMigratedClusters(freshCacheDir, cacheDir);
      } catch {
        // Pruning only saves disk space (a parallel start may be pruning too).
      }
    } else {
      // Marked as used, so pruning keeps the clusters in use rather than the ones made last.
      const now = new Date();
      utimesSync(cacheDir, now, now);
    }
    cpSync(cacheDir, dir, { recursive: true });
    restrictPermissions(dir);
    return 'migrated';
  } catch {
    // A half-copied cluster would not open: start from an empty directory again.
    for (const name of readdirSync(dir)) rmSync(join(dir, name), { recursive: true, force: true });
    return seedEmptyCluster(dir, freshCacheDir);
  }
}

/** Removes all but the KEEP_CLUSTERS most recently used migrated clusters of this fresh cluster (never `keep`). */
function pruneMigratedClusters(freshCacheDir: string, keep: string): void {
  const parent = dirname(freshCacheDir);
  const pattern = new RegExp(`^${basename(freshCacheDir).replace(/[.]/g, '\\.')}-schema-[0-9a-f]{16}$`);
  const clusters = readdirSync(parent)
    .filter((name) => pattern.test(name))
    .map((name) => ({ dir: join(parent, name), at: statSync(join(parent, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of clusters.slice(KEEP_CLUSTERS)) {
    if (old.dir !== keep) rmSync(old.dir, { recursive: true, force: true });
  }
}

async function makeMigratedCluster(cacheDir: string, freshCacheDir: string, migrationsDir: string): Promise<void> {
  // Made under a private name and renamed, so a parallel start never copies a half-made cluster.
  const building = `${cacheDir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    await seedEmptyCluster(building, freshCacheDir);
    const lite = await PGlite.create(building, pgliteOptions());
    try {
      await migrate(inProcess(lite), migrationsDir, { lock: false });
    } finally {
      await lite.close();
    }
    restrictPermissions(building);
    if (isCluster(cacheDir)) return;
    rmSync(cacheDir, { recursive: true, force: true });
    renameSync(building, cacheDir);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

/** The little of the Database interface migrate() uses, over a PGlite this module opened itself. */
function inProcess(lite: PGlite): Database {
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T extends Row = Row>(sql: string, params?: unknown[]) {
      return (await q.query<T>(sql, params)).rows;
    },
  });
  return {
    kind: 'pglite',
    ...wrap(lite),
    tx: (fn) => lite.transaction((tx) => fn(wrap(tx))),
    exec: async (sql) => {
      await lite.exec(sql);
    },
    close: () => lite.close(),
  };
}
