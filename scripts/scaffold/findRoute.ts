// The routes.json entry a scaffold is for: every screen (and every report made from a table) starts from a route of
// the menu, which gives it its area and its name.
import { closest } from '../contract-check';
import type { RouteCatalog, RouteEntry } from '../contract-check';

export interface FoundRoute extends RouteEntry {
  isPublic: boolean;
}

/** The route's entry; throws naming the closest route, or when --area disagrees with routes.json. */
export function findRoute(route: string, routes: RouteCatalog, area?: string): FoundRoute {
  const all = [
    ...routes.public.map((r) => ({ ...r, isPublic: true })),
    ...routes.internal.map((r) => ({ ...r, isPublic: false })),
  ];
  const entry = all.find((r) => r.path === route);
  if (!entry) {
    const suggestion = closest(
      route,
      all.map((r) => r.path),
    );
    throw new Error(
      `route '${route}' is not in routes.json${suggestion ? `; did you mean '${suggestion}'?` : ''} ` +
        `A new route goes in the project's list schemas/routes.local.json (the SPEC list schemas/routes.json stays ` +
        `as it is): add --add-route ${route} --area <Area> to this command`,
    );
  }
  if (area && area !== entry.area) throw new Error(`routes.json puts ${route} in area '${entry.area}', not '${area}'`);
  return entry;
}
