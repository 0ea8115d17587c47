// Finds and reads the two catalogues the check needs besides the contract: routes.json (shared with the product
// spec, one level above the repository, or NORSTAR_ROUTES) and schemas/roles.json.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RoleCatalog, RouteCatalog } from './types';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

export function findRoutesFile(env: NodeJS.ProcessEnv = process.env): string {
  const candidates = [
    env.NORSTAR_ROUTES,
    resolve(REPO_ROOT, 'schemas/routes.json'),
    resolve(REPO_ROOT, '../shared/routes.json'),
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  if (!found)
    throw new Error(`routes.json not found (looked at ${candidates.join(', ')}); set NORSTAR_ROUTES to its path`);
  return found;
}

export function loadRoutes(path = findRoutesFile()): RouteCatalog {
  const json = JSON.parse(readFileSync(path, 'utf8'));
  return { public: json.public ?? [], internal: json.internal ?? [] };
}

export function loadRoles(path = resolve(REPO_ROOT, 'schemas/roles.json')): RoleCatalog {
  return JSON.parse(readFileSync(path, 'utf8'));
}
