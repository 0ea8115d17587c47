// `npm run new:screen -- --add-route <route> --area <Area>`: appends a route to the project's route list
// (routes.local.json beside the SPEC list), which the menu's role tree, the checks and the scaffold read with the SPEC
// routes. The SPEC list itself is never edited: it must stay equal to the canonical list.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { localRoutesPath, loadRouteCatalogue, type RouteCatalogue } from '../../server/seed/routeCatalogue';
import { AREA_ROLES } from '../../server/seed/seedRoleTree';
import { closest } from '../contract-check';
import { REPO_ROOT } from '../contract-check/loadCatalogs';

const ROUTE_SHAPE = /^\/Internal(\/[A-Za-z0-9_-]+|\/:[A-Za-z0-9_]+)+$/;

/** Checks the new route and returns the project list with it appended (nothing is written). */
export function withAddedRoute(specPath: string, route: string, area: string | undefined): RouteCatalogue {
  if (!ROUTE_SHAPE.test(route))
    throw new Error(`route '${route}' must look like /Internal/<Area>/<Name> (letters, digits, - and _; :param)`);
  const all = loadRouteCatalogue(specPath);
  const existing = [...all.public, ...all.internal].find((r) => r.path === route);
  if (existing)
    throw new Error(
      `route '${route}' is already in ${existing.local ? 'schemas/routes.local.json' : 'schemas/routes.json'}`,
    );
  const areas = Object.keys(AREA_ROLES).filter((a) => a !== 'Dashboard');
  if (!area) throw new Error(`--add-route needs --area <Area> (one of: ${areas.join(', ')})`);
  if (!areas.includes(area)) {
    const suggestion = closest(area, areas);
    throw new Error(
      `unknown area '${area}'${suggestion ? `; did you mean '${suggestion}'?` : ''} (one of: ${areas.join(', ')})`,
    );
  }
  const path = localRoutesPath(specPath);
  const doc = existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as Partial<RouteCatalogue> & Record<string, unknown>)
    : {};
  return { ...doc, public: doc.public ?? [], internal: [...(doc.internal ?? []), { area, path: route }] };
}

/** Appends the route to routes.local.json (created when missing), formatted like the repository; returns its path. */
export async function addRoute(specPath: string, route: string, area: string | undefined): Promise<string> {
  const doc = withAddedRoute(specPath, route, area);
  const path = localRoutesPath(specPath);
  const config = (await prettier.resolveConfig(join(REPO_ROOT, '.prettierrc.json'))) ?? {};
  writeFileSync(path, await prettier.format(JSON.stringify(doc), { ...config, parser: 'json' }));
  return path;
}
