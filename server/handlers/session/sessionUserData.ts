// The session user (SessionUserData): the user with the routes they may open, their roles, the plants and the
// system settings. Shared by login, GetUserByToken and authenticateasuser so all three answer the same shape.
import type { Queryable } from '../../db/Database.js';
import { allowedRoutes } from '../../auth/roleAccess.js';
import { notFound } from '../../http/HttpError.js';

export interface SessionUserData {
  Guid: string;
  Firstname: string;
  Lastname: string;
  Username: string;
  Email: string | null;
  EplantId: number;
  EmployeeId: number | null;
  IsSuperUser: boolean;
  Routes: string[];
  RolesNames: string[];
  Plants: Array<{ Id: number; Name: string; Site: string }>;
  System: { FrontendVersion: string; Maintance: boolean };
  ActingUserGuid: string | null;
}

export async function loadSessionUserData(db: Queryable, userGuid: string, actingUserGuid: string | null = null): Promise<SessionUserData> {
  const [user] = await db.query(
    `SELECT guid, firstname, lastname, username, email, eplant_id, employee_id, is_super_user,
            COALESCE((SELECT array_agg(role_name ORDER BY role_name) FROM user_roles WHERE user_guid = u.guid), '{}') AS roles
       FROM users u WHERE guid = $1`,
    [userGuid],
  );
  if (!user) throw notFound('User not found');
  const plants = await db.query<{ Id: number; Name: string; Site: string }>('SELECT id AS "Id", name AS "Name", site AS "Site" FROM plants ORDER BY id');
  const [system] = await db.query<{ FrontendVersion: string; Maintance: boolean }>(
    'SELECT frontend_version AS "FrontendVersion", maintance AS "Maintance" FROM system_settings WHERE id = 1',
  );
  return {
    Guid: user.guid,
    Firstname: user.firstname,
    Lastname: user.lastname,
    Username: user.username,
    Email: user.email,
    EplantId: user.eplant_id,
    EmployeeId: user.employee_id,
    IsSuperUser: user.is_super_user,
    Routes: await allowedRoutes(db, user.guid, user.is_super_user),
    RolesNames: user.roles,
    Plants: plants,
    System: system ?? { FrontendVersion: '0.0.0', Maintance: false },
    ActingUserGuid: actingUserGuid,
  };
}
