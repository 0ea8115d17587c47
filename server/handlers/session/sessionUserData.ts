// The session user (SessionUserData): the user with the routes they may open, their roles, the plants and the
// system settings. Shared by login, GetUserByToken and authenticateasuser so all three answer the same shape.
import type { components } from '../../../generated/erp-api.js';
import type { Queryable } from '../../db/Database.js';
import { allowedRoutesSql } from '../../auth/roleAccess.js';
import { notFound } from '../../http/HttpError.js';

export type SessionUserData = components['schemas']['SessionUserData'];

/**
 * One query for the whole answer (user, roles, routes, plants, settings): the app calls GetUserByToken on every start
 * and every tab, and each round trip to the database costs more than the work in it (bench: server.getUserByToken).
 */
export async function loadSessionUserData(
  db: Queryable,
  userGuid: string,
  actingUserGuid: string | null = null,
): Promise<SessionUserData> {
  const [row] = await db.query<{ user: Omit<SessionUserData, 'ActingUserGuid'> | null }>(
    `SELECT (SELECT json_build_object(
                'Guid', u.guid, 'Firstname', u.firstname, 'Lastname', u.lastname, 'Username', u.username, 'Email', u.email,
                'EplantId', u.eplant_id, 'EmployeeId', u.employee_id, 'IsSuperUser', u.is_super_user, 'Language', u.language,
                -- A dealer user opens only the screens its dealer roles open (docs/adr/015): no route of the tree.
                'Routes', CASE WHEN u.dealer_id IS NULL THEN ARRAY(${allowedRoutesSql('u.guid', 'u.is_super_user')}) ELSE '{}' END,
                'DealerNo', (SELECT c.cust_no FROM customers c WHERE c.id = u.dealer_id),
                'DealerName', (SELECT c.name FROM customers c WHERE c.id = u.dealer_id),
                'RolesNames', ARRAY(SELECT role_name FROM user_roles WHERE user_guid = u.guid ORDER BY role_name),
                'Plants', (SELECT json_agg(json_build_object('Id', p.id, 'Name', p.name, 'Site', p.site) ORDER BY p.id) FROM plants p),
                'System', COALESCE((SELECT json_build_object('FrontendVersion', s.frontend_version, 'Maintance', s.maintance)
                                      FROM system_settings s WHERE s.id = 1),
                                   json_build_object('FrontendVersion', '0.0.0', 'Maintance', false)))
               FROM users u WHERE u.guid = $1) AS user`,
    [userGuid],
  );
  if (!row?.user) throw notFound('User not found');
  return { ...row.user, ActingUserGuid: actingUserGuid };
}
