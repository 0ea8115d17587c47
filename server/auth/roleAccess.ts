// What a user may open and hold, derived from the ticked nodes of the role tree: the roles granted by ticked nodes
// (UpdateUserRoles and the seed use the same rule) and the route paths a user may open (GetUserByToken's Routes).
import type { Queryable } from '../db/Database.js';

/** Role names of ticked role nodes plus the area roles of ticked route and area nodes. */
export async function rolesForNodes(db: Queryable, nodeIds: number[]): Promise<string[]> {
  if (nodeIds.length === 0) return [];
  const rows = await db.query<{ role: string }>(
    `SELECT DISTINCT unnest(roles) AS role FROM role_tree_nodes WHERE id = ANY($1::int[]) ORDER BY 1`,
    [nodeIds],
  );
  return rows.map((r) => r.role);
}

/** Replaces a user's ticked nodes and the roles they grant, in the caller's transaction. */
export async function assignNodes(tx: Queryable, userGuid: string, nodeIds: number[]): Promise<string[]> {
  const roles = await rolesForNodes(tx, nodeIds);
  await tx.query('DELETE FROM user_route_nodes WHERE user_guid = $1', [userGuid]);
  await tx.query('DELETE FROM user_roles WHERE user_guid = $1', [userGuid]);
  if (nodeIds.length) {
    await tx.query('INSERT INTO user_route_nodes (user_guid, node_id) SELECT $1, unnest($2::int[])', [
      userGuid,
      nodeIds,
    ]);
  }
  if (roles.length) {
    await tx.query('INSERT INTO user_roles (user_guid, role_name) SELECT $1, unnest($2::text[])', [userGuid, roles]);
  }
  return roles;
}

/**
 * SQL selecting the route paths a user may open, in menu order: all of them for a super user; otherwise routes whose
 * node or area node is ticked, plus routes of areas open to everybody (the dashboard home). userGuid and isSuperUser
 * are SQL expressions: parameters, or columns of the query it is part of.
 */
export function allowedRoutesSql(userGuid: string, isSuperUser: string): string {
  // The user's ticked nodes are read once (one index range) rather than probed for each of the ~280 routes.
  return `SELECT r.route_path
            FROM role_tree_nodes r JOIN role_tree_nodes a ON a.id = r.parent_id
           CROSS JOIN (SELECT ARRAY(SELECT node_id FROM user_route_nodes WHERE user_guid = ${userGuid}) AS ids) ticked
           WHERE r.element_type = 'route'
             AND (${isSuperUser} OR cardinality(a.roles) = 0 OR r.id = ANY(ticked.ids) OR a.id = ANY(ticked.ids))
           ORDER BY a.sort_order, r.sort_order`;
}
