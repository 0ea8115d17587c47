// Developers: the route catalogue of the role tree with who can open each route and how often it is visited
// (Developers/Routes), and the server's own per-request audit (Developers/FunctionsLog).
import type { OperationHandler } from '../../http/OperationHandler.js';
import { requireDateRange, sqlTimestamp } from '../plant/plantQueries.js';

export const listDeveloperRoutes: OperationHandler<'listDeveloperRoutes'> = async ({ db }) =>
  db.query(
    `WITH visits AS (
       SELECT page, count(*) FILTER (WHERE created_at >= now() - interval '30 days')::int AS n, max(created_at) AS last_visit
         FROM route_logs GROUP BY page),
     active AS (SELECT guid, is_super_user FROM users WHERE is_active AND NOT is_suspended)
     SELECT n.id AS "NodeId", coalesce(a.label, '') AS "Area", n.label AS "Label", n.route_path AS "RoutePath",
            array_to_string(n.roles, ', ') AS "Roles", n.icon AS "Icon",
            (SELECT count(*)::int FROM active u
              WHERE u.is_super_user
                 OR EXISTS (SELECT 1 FROM user_route_nodes un WHERE un.user_guid = u.guid AND un.node_id = n.id)
                 OR EXISTS (SELECT 1 FROM user_roles ur WHERE ur.user_guid = u.guid AND ur.role_name = ANY(n.roles))) AS "UsersWithAccess",
            coalesce(v.n, 0) AS "Visits30Days", ${sqlTimestamp('v.last_visit')} AS "LastVisit"
       FROM role_tree_nodes n
       LEFT JOIN role_tree_nodes a ON a.id = n.parent_id
       LEFT JOIN visits v ON v.page = n.route_path
      WHERE n.element_type = 'route'
      ORDER BY a.sort_order NULLS FIRST, n.sort_order`,
  );

export const listApiAudit: OperationHandler<'listApiAudit'> = async ({ db, query, request }) => {
  const { from, to } = query;
  requireDateRange(from, to);
  // Audit rows are written in batches after each answer: the log shows every call answered before this one, even one
  // answered a moment ago whose batch is still being written.
  await request.server.flushAudit();
  return db.query(
    `SELECT a.id::int AS "Id", ${sqlTimestamp('a.created_at')} AS "Date", a.method AS "Method", a.url AS "Url",
            a.operation_id AS "OperationId", a.status AS "Status",
            nullif(trim(coalesce(u.firstname, '') || ' ' || coalesce(u.lastname, '')), '') AS "User",
            nullif(trim(coalesce(x.firstname, '') || ' ' || coalesce(x.lastname, '')), '') AS "ActingUser",
            a.ip AS "Ip", a.ms AS "Ms"
       FROM api_audit a
       LEFT JOIN users u ON u.guid = a.user_guid
       LEFT JOIN users x ON x.guid = a.acting_user_guid
      WHERE a.created_at >= $1::date AND a.created_at < $2::date + 1
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT 5000`,
    [from, to],
  );
};
