// The portal build for `npm start`, cached by content: the key is a hash of every file the build reads (the app, the
// screens, the contract, the generated code, the Vite plugins and config, the locked dependency versions). dist/ built
// from the same key is kept; otherwise a build of that key from the shared cache (another clone or worktree of the
// same commit, or an earlier start) is copied in; only a key never built before runs `vite build`.
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
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { join, sep } from 'node:path';

/** What `vite build` reads, relative to the repository root (node_modules is stood for by the lock file). */
export const BUILD_INPUTS = [
  'engine',
  'screens',
  'schemas',
  'generated',
  'scripts/vite',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** Where dist/ records the key it was built from (a dotfile: the static server does not serve it). */
export const KEY_FILE = '.build-key';

/** Builds kept in the shared cache: enough for a few branches side by side, without growing forever. */
const KEEP_BUILDS = 4;

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((entry) => join(path, entry))
    .filter((entry) => statSync(join(root, entry)).isFile());
}

/** The content key of the build inputs under root: the same files with the same bytes give the same key. */
export function buildKey(root: string): string {
  const hash = createHash('sha256');
  const files = BUILD_INPUTS.flatMap((input) => filesUnder(root, input))
    // One spelling of paths on every platform, so the order (and the key) does not depend on the separator.
    .map((file) => file.split(sep).join('/'))
    .sort();
  for (const file of files) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}

/** The shared cache folder: NORSTAR_BUILD_CACHE, else the user's cache folder; 'off' disables it. */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NORSTAR_BUILD_CACHE === 'off') return undefined;
  if (env.NORSTAR_BUILD_CACHE) return env.NORSTAR_BUILD_CACHE;
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'norstar-portal', 'builds');
}

const readKey = (dir: string): string | undefined => {
  try {
    return readFileSync(join(dir, KEY_FILE), 'utf8').trim();
  } catch {
    return undefined;
  }
};

export interface PortalBuildOptions {
  root: string;
  /** Runs the real build into root/dist (vite build). */
  build: () => Promise<void>;
  /** The shared cache folder (defaultCacheDir()); undefined: no cache. */
  cacheDir: string | undefined;
  log?: (line: string) => void;
}

/** dist/ already was this build ('fresh'), was copied from the cache ('cached'), or was built. */
export type PortalBuildOutcome = 'fresh' | 'cached' | 'built';

/** Makes root/dist the build of the current inputs; `build` runs only when neither dist/ nor the cache holds it. */
export async function ensurePortalBuild({
  root,
  build,
  cacheDir,
  log = () => undefined,
}: PortalBuildOptions): Promise<PortalBuildOutcome> {
  const dist = join(root, 'dist');
  const key = buildKey(root);
  if (readKey(dist) === key && existsSync(join(dist, 'index.html'))) return 'fresh';
  const cached = cacheDir ? join(cacheDir, key) : undefined;
  if (cached && readKey(cached) === key && existsSync(join(cached, 'index.html'))) {
    log(`Portal build ${key.slice(0, 12)} found in ${cacheDir}: copying it instead of rebuilding…`);
    rmSync(dist, { recursive: true, force: true });
    try {
      cpSync(cached, dist, { recursive: true });
      return 'cached';
    } catch (error) {
      // Pruned by a parallel start while copying: build instead.
      log(`Portal build cache not read (${error instanceof Error ? error.message : error})`);
      rmSync(dist, { recursive: true, force: true });
    }
  }
  log(existsSync(dist) ? 'Sources changed since the last build: rebuilding the portal…' : 'Building the portal…');
  rmSync(join(dist, KEY_FILE), { force: true });
  await build();
  writeFileSync(join(dist, KEY_FILE), `${key}\n`);
  if (cacheDir) {
    try {
      storeInCache(cacheDir, key, dist);
    } catch (error) {
      // The cache only saves time: a read-only or full cache folder must not stop the start.
      log(`Portal build cache not written (${error instanceof Error ? error.message : error})`);
    }
  }
  return 'built';
}

function storeInCache(cacheDir: string, key: string, dist: string): void {
  mkdirSync(cacheDir, { recursive: true });
  const target = join(cacheDir, key);
  // Copied under a private name and renamed, so a parallel start never copies a half-written build.
  const partial = `${target}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(dist, partial, { recursive: true });
  rmSync(target, { recursive: true, force: true });
  renameSync(partial, target);
  const builds = readdirSync(cacheDir)
    .filter((name) => /^[0-9a-f]{32}$/.test(name))
    .map((name) => ({ name, at: statSync(join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of builds.slice(KEEP_BUILDS)) {
    if (old.name !== key) rmSync(join(cacheDir, old.name), { recursive: true, force: true });
  }
}
