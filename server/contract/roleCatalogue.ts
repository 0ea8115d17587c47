// The role catalogue (schemas/roles.json), read the same way by the server, the scripts and the tests: which roles
// exist, and which roles open which area of routes.json — written once, in the catalogue, not in code.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface CatalogueRole {
  name: string;
  kind?: 'area' | 'action' | string;
  /** The routes.json area whose screens an area role opens. */
  area?: string;
  /** A role that opens only these routes of its area, on top of the area's own role. */
  routes?: string[];
  description?: string;
}

export interface RoleCatalogue {
  roles: CatalogueRole[];
}

export const ROLE_CATALOGUE_PATH = resolve(import.meta.dirname, '../../schemas/roles.json');

export function loadRoleCatalogue(path = ROLE_CATALOGUE_PATH): RoleCatalogue {
  return JSON.parse(readFileSync(path, 'utf8')) as RoleCatalogue;
}

/** routes.json area → the roles that open it (the home dashboard's area needs none). */
export function areaRoles(catalogue: RoleCatalogue = loadRoleCatalogue()): Record<string, string[]> {
  const out: Record<string, string[]> = { Dashboard: [] };
  for (const role of catalogue.roles)
    if (role.kind === 'area' && role.area && !role.routes) (out[role.area] ??= []).push(role.name);
  return out;
}

/** The roles a route needs on top of its area's: those that list it among their routes. */
export function routeRoles(path: string, catalogue: RoleCatalogue = loadRoleCatalogue()): string[] {
  return catalogue.roles.filter((role) => role.routes?.includes(path)).map((role) => role.name);
}
