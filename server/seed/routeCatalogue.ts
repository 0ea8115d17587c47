// Finds and reads routes.json (the canonical route list), for the role tree and for the screen contract check:
// NORSTAR_ROUTES when set, else the repo's copy schemas/routes.json, else ../shared/routes.json beside the repo.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface RouteEntry {
  area: string;
  path: string;
}
export interface RouteCatalogue {
  public: RouteEntry[];
  internal: RouteEntry[];
}

const REPO_ROOT = resolve(import.meta.dirname, '../..');

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

export function loadRouteCatalogue(path = routeCataloguePath()): RouteCatalogue {
  const doc = JSON.parse(readFileSync(path, 'utf8')) as RouteCatalogue;
  return { public: doc.public ?? [], internal: doc.internal ?? [] };
}
