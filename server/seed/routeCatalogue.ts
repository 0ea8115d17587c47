// Finds and reads the portal's routes, for the role tree, the screen contract check and the scaffold: the SPEC list
// routes.json (NORSTAR_ROUTES when set, else the repo's copy schemas/routes.json, else ../shared/routes.json beside
// the repo) plus the project's own list routes.local.json beside it. The SPEC routes are a floor: analysts add
// reports to the project list (npm run new:screen -- --add-route), never to the SPEC copy, which must stay equal to
// the canonical list.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export interface RouteEntry {
  area: string;
  path: string;
  /** True on a route of the project's list (routes.local.json) rather than the SPEC list. */
  local?: boolean;
}
export interface RouteCatalogue {
  public: RouteEntry[];
  internal: RouteEntry[];
}

const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const LOCAL_ROUTES_FILE = 'routes.local.json';

export function routeCataloguePath(env: NodeJS.ProcessEnv = process.env): string {
  const candidates = [
    env.NORSTAR_ROUTES,
    resolve(REPO_ROOT, 'schemas/routes.json'),
    resolve(REPO_ROOT, '../shared/routes.json'),
  ];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (!found) throw new Error(`routes.json not found; looked in ${candidates.filter(Boolean).join(', ')}`);
  return found;
}

/** The project's route list that belongs to a SPEC list: the file beside it (it need not exist yet). */
export function localRoutesPath(specPath: string): string {
  return join(dirname(specPath), LOCAL_ROUTES_FILE);
}

function readList(path: string): RouteCatalogue {
  const doc = JSON.parse(readFileSync(path, 'utf8')) as Partial<RouteCatalogue>;
  return { public: doc.public ?? [], internal: doc.internal ?? [] };
}

/** The SPEC list followed by the project's list (its entries marked local); a path listed twice is an error. */
export function loadRouteCatalogue(path = routeCataloguePath()): RouteCatalogue {
  const spec = readList(path);
  const localPath = localRoutesPath(path);
  if (!existsSync(localPath)) return spec;
  const local = readList(localPath);
  const seen = new Set([...spec.public, ...spec.internal].map((r) => r.path));
  for (const r of [...local.public, ...local.internal]) {
    if (seen.has(r.path))
      throw new Error(`${localPath}: route '${r.path}' is listed twice (already in ${path} or earlier in the file)`);
    seen.add(r.path);
  }
  const mark = (list: RouteEntry[]) => list.map((r) => ({ area: r.area, path: r.path, local: true }));
  return { public: [...spec.public, ...mark(local.public)], internal: [...spec.internal, ...mark(local.internal)] };
}
