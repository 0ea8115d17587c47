// Finds and reads the two catalogues the check needs besides the contract: routes.json (through the server's
// route catalogue, so both agree on which file it is) and schemas/roles.json.
import { resolve } from 'node:path';
import { loadRoleCatalogue } from '../../server/contract/roleCatalogue';
import { loadRouteCatalogue, routeCataloguePath } from '../../server/seed/routeCatalogue';
import type { RoleCatalog, RouteCatalog } from './types';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** The one routes.json finder and reader, shared with the server's role tree. */
export function findRoutesFile(env: NodeJS.ProcessEnv = process.env): string {
  return routeCataloguePath(env);
}

export function loadRoutes(path = findRoutesFile()): RouteCatalog {
  return loadRouteCatalogue(path);
}

export function loadRoles(path = resolve(REPO_ROOT, 'schemas/roles.json')): RoleCatalog {
  return loadRoleCatalogue(path);
}
