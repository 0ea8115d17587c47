// The demo seed builds the role tree only into an empty database, so a route the project adds later
// (routes.local.json) would never reach a data dir seeded before it. At every start the missing nodes are appended:
// new ids after the highest, parents found by their uniq_id, existing nodes (and users' ticks) left alone.
import type { Database } from '../db/Database.js';
import type { RouteCatalogue } from './routeCatalogue.js';
import { buildRoleTreeRows } from './seedRoleTree.js';

/** Adds the role-tree nodes of routes the tree lacks; returns the route paths added. Nothing happens on an empty tree. */
export async function syncProjectRoutes(db: Database, routes: RouteCatalogue): Promise<string[]> {
  const existing = await db.query<{ id: number; uniq_id: string }>('SELECT id, uniq_id FROM role_tree_nodes');
  if (existing.length === 0) return [];
  const ids = new Map(existing.map((r) => [r.uniq_id, r.id]));
  const wanted = buildRoleTreeRows(routes);
  const byId = new Map(wanted.map((r) => [r.id, r]));
  const missing = wanted.filter((r) => !ids.has(r.uniqId));
  if (missing.length === 0) return [];
  let next = Math.max(...existing.map((r) => r.id));
  await db.tx(async (tx) => {
    for (const row of missing) {
      const parentUniq = row.parentId === null ? undefined : byId.get(row.parentId)?.uniqId;
      const parentId = parentUniq === undefined ? null : (ids.get(parentUniq) ?? null);
      const [{ n }] = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM role_tree_nodes WHERE parent_id IS NOT DISTINCT FROM $1',
        [parentId],
      );
      next += 1;
      await tx.query(
        `INSERT INTO role_tree_nodes (id, parent_id, uniq_id, element_type, label, route_path, roles, db_icon, icon, icon_color, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8, $9, $10, $11)`,
        [
          next,
          parentId,
          row.uniqId,
          row.elementType,
          row.label,
          row.routePath,
          row.roles,
          row.icon.db,
          row.icon.icon,
          row.icon.color,
          n,
        ],
      );
      ids.set(row.uniqId, next);
    }
  });
  return missing.filter((r) => r.routePath).map((r) => r.routePath as string);
}
