// Builds the checkable role tree of the user dialog: one area node per routes.json area, its routes under it, and
// the action roles under the route whose screen uses them. Node ids are assigned in a fixed order, so the same
// routes.json always gives the same ids (ticked ids survive a re-seed).
import type { Queryable } from '../db/Database.js';
import type { RouteCatalogue, RouteEntry } from './routeCatalogue.js';
import { areaRoles, loadRoleCatalogue, routeRoles } from '../contract/roleCatalogue.js';

const ROLE_CATALOGUE = loadRoleCatalogue();

/** routes.json area → the roles that open it, from the role catalogue (schemas/roles.json). */
export const AREA_ROLES: Record<string, string[]> = areaRoles(ROLE_CATALOGUE);

/** Action roles and the route (or area, for change_plant) they hang under in the tree. */
export const ACTION_ROLE_PLACES: Array<{ role: string; under: string; label: string }> = [
  { role: 'change_plant', under: 'area:Dashboard', label: 'Change plant' },
  { role: 'settings_users_it', under: 'route:/Internal/Admin/Users', label: 'Edit users (IT)' },
  { role: 'settings_users_login as user', under: 'route:/Internal/Admin/Users', label: 'Login as user' },
  { role: 'qc_paint_entry', under: 'route:/Internal/QC/PaintQC', label: 'Paint QC entry' },
  { role: 'inventory_count', under: 'route:/Internal/Inventory/CycleCount', label: 'Post inventory counts' },
];

const AREA_ICON = { db: 'far fa-folder', icon: 'IconFolder', color: '#1c7ed6' };
const ROUTE_ICON = { db: 'far fa-file', icon: 'IconFile', color: '#495057' };
const ROLE_ICON = { db: 'fas fa-key', icon: 'IconKey', color: '#f08c00' };

export interface RoleTreeRow {
  id: number;
  parentId: number | null;
  uniqId: string;
  elementType: 'area' | 'route' | 'role';
  label: string;
  routePath: string | null;
  roles: string[];
  icon: typeof AREA_ICON;
  sortOrder: number;
}

export function buildRoleTreeRows(routes: RouteCatalogue): RoleTreeRow[] {
  const rows: RoleTreeRow[] = [];
  const byUniq = new Map<string, RoleTreeRow>();
  const add = (row: Omit<RoleTreeRow, 'id' | 'sortOrder'>) => {
    const siblings = rows.filter((r) => r.parentId === row.parentId).length;
    const full = { ...row, id: rows.length + 1, sortOrder: siblings };
    rows.push(full);
    byUniq.set(full.uniqId, full);
    return full;
  };
  const areaNode = (area: string) => {
    const areaRoles = AREA_ROLES[area];
    if (!areaRoles)
      throw new Error(`routes.json area ${area} has no role in schemas/roles.json (an area role's "area")`);
    return (
      byUniq.get(`area:${area}`) ??
      add({
        parentId: null,
        uniqId: `area:${area}`,
        elementType: 'area',
        label: area,
        routePath: null,
        roles: areaRoles,
        icon: AREA_ICON,
      })
    );
  };
  const addRoute = (route: RouteEntry) => {
    const parent = areaNode(route.area);
    add({
      parentId: parent.id,
      uniqId: `route:${route.path}`,
      elementType: 'route',
      label: route.path.replace(/^\/Internal\/?/, '') || 'Home',
      routePath: route.path,
      roles: [...parent.roles, ...routeRoles(route.path, ROLE_CATALOGUE)],
      icon: ROUTE_ICON,
    });
  };
  // The SPEC routes and the action roles come first and the project's routes (routes.local.json) after them, so
  // adding a project route never renumbers a node whose id is already ticked in someone's roles.
  const specRoutes = routes.internal.filter((r) => !r.local);
  for (const area of new Set(specRoutes.map((r) => r.area))) {
    areaNode(area);
    specRoutes.filter((r) => r.area === area).forEach(addRoute);
  }
  for (const place of ACTION_ROLE_PLACES) {
    const parent = byUniq.get(place.under);
    if (!parent) throw new Error(`role tree: ${place.under} (parent of ${place.role}) is not in routes.json`);
    add({
      parentId: parent.id,
      uniqId: `role:${place.role}`,
      elementType: 'role',
      label: place.label,
      routePath: null,
      roles: [place.role],
      icon: ROLE_ICON,
    });
  }
  routes.internal.filter((r) => r.local).forEach(addRoute);
  return rows;
}

export async function seedRoleTree(db: Queryable, routes: RouteCatalogue): Promise<number> {
  const rows = buildRoleTreeRows(routes);
  // Parents come first in `rows`, so one multi-row insert satisfies the parent foreign key.
  const params: unknown[] = [];
  const values = rows.map((r, i) => {
    const o = i * 11;
    params.push(
      r.id,
      r.parentId,
      r.uniqId,
      r.elementType,
      r.label,
      r.routePath,
      r.roles,
      r.icon.db,
      r.icon.icon,
      r.icon.color,
      r.sortOrder,
    );
    return `($${o + 1}, $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5}, $${o + 6}, $${o + 7}::text[], $${o + 8}, $${o + 9}, $${o + 10}, $${o + 11})`;
  });
  await db.query(
    `INSERT INTO role_tree_nodes (id, parent_id, uniq_id, element_type, label, route_path, roles, db_icon, icon, icon_color, sort_order)
     VALUES ${values.join(', ')}`,
    params,
  );
  return rows.length;
}
