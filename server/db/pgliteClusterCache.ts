// A freshly initialised PGlite cluster (what initdb writes: the system catalogs, template databases, no data of ours)
// depends only on the PGlite version, yet making one costs seconds of WASM work at every first start in an empty data
// directory (PGlite runs initdb in a second WASM instance). The first one made is kept in the user's cache folder
// and copied into the next empty data directory, which PGlite then simply opens. Nothing of ours is in it: the
// migrations, the JWT secret and the seed are written into each data directory after the copy.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './pgliteStartParams.js';
import { PRIVATE_DIR_MODE, restrictPermissions } from './restrictPermissions.js';

/** The installed PGlite's version (its package.json is not among the package's exports: found from its entry). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** NORSTAR_PGLITE_CACHE (a folder, or 'off'), else pglite-<version> in the user's cache folder. */
export function clusterCacheDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NORSTAR_PGLITE_CACHE === 'off') return undefined;
  const base = env.NORSTAR_PGLITE_CACHE || join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'norstar-portal');
  return join(base, `pglite-${pgliteVersion()}`);
}

const isCluster = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

/**
 * Fills the empty directory `dir` with a copy of the cached fresh cluster (making the cache first when missing).
 * Leaves `dir` alone when it holds anything; any cache failure just leaves PGlite to run initdb itself.
 */
export async function seedEmptyCluster(dir: string, cacheDir = clusterCacheDir()): Promise<'copied' | 'skipped'> {
  if (!cacheDir || !existsSync(dir) || readdirSync(dir).length > 0) return 'skipped';
  try {
    if (!isCluster(cacheDir)) await makeCachedCluster(cacheDir);
    cpSync(cacheDir, dir, { recursive: true });
    restrictPermissions(dir);
    return 'copied';
  } catch {
    // A half-copied cluster would not open: start from an empty directory again.
    for (const name of readdirSync(dir)) rmSync(join(dir, name), { recursive: true, force: true });
    return 'skipped';
  }
}

async function makeCachedCluster(cacheDir: string): Promise<void> {
  // Made under a private name and renamed, so a parallel start never copies a half-made cluster.
  const building = `${cacheDir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true, mode: PRIVATE_DIR_MODE });
  const lite = await PGlite.create(building, pgliteOptions());
  await lite.close();
  restrictPermissions(building);
  if (isCluster(cacheDir)) {
    rmSync(building, { recursive: true, force: true });
    return;
  }
  rmSync(cacheDir, { recursive: true, force: true });
  renameSync(building, cacheDir);
}
