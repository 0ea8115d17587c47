// Turns a bearer token into the signed-in SessionUser, checking the session row and the user's state on every
// request: a blocked or expired session, or a suspended or inactive user, is a 401. A session opened by logging in
// as another user also needs its opener still active, not suspended and still holding LOGIN_AS_USER_ROLE (or super
// user); a blocked opener's sessions are blocked with theirs (blockToken). All in the one query of the hot path.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/Database.js';
import { unauthorized } from '../http/HttpError.js';
import type { SessionUser } from '../http/OperationHandler.js';
import { verifyToken, type TokenClaims } from './tokens.js';

/** The role that lets a user log in as another (schemas/roles.json; x-roles of authenticateAsUser). */
export const LOGIN_AS_USER_ROLE = 'settings_users_login as user';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match) return match[1];
  }
  return undefined;
}

export async function authenticateToken(
  db: Queryable,
  secret: Uint8Array,
  token: string | undefined,
): Promise<SessionUser> {
  if (!token) throw unauthorized('Missing bearer token');
  const claims = await verifyToken(secret, token);
  if (!claims) throw unauthorized('Invalid or expired token');
  return sessionUserOf(db, claims);
}

/** The session user of verified token claims, checked against the session row and the user's state. */
export async function sessionUserOf(db: Queryable, claims: TokenClaims): Promise<SessionUser> {
  const rows = await db.query(
    `SELECT s.id AS session_id, s.acting_user_guid, s.blocked_at, s.expires_at < now() AS expired,
            u.guid, u.username, u.firstname, u.lastname, u.eplant_id, u.is_super_user, u.is_active, u.is_suspended, u.language,
            u.dealer_id, dc.cust_no AS dealer_no,
            COALESCE((SELECT array_agg(r.role_name ORDER BY r.role_name) FROM user_roles r WHERE r.user_guid = u.guid), '{}') AS roles,
            s.acting_user_guid IS NULL OR (
              o.is_active AND NOT o.is_suspended
              AND (o.is_super_user OR EXISTS (SELECT 1 FROM user_roles r WHERE r.user_guid = o.guid AND r.role_name = $3))
            ) AS opener_allowed
       FROM sessions s JOIN users u ON u.guid = s.user_guid
       LEFT JOIN users o ON o.guid = s.acting_user_guid
       LEFT JOIN customers dc ON dc.id = u.dealer_id
      WHERE s.id = $1 AND s.user_guid = $2`,
    [claims.sessionId, claims.userGuid, LOGIN_AS_USER_ROLE],
  );
  const row = rows[0];
  if (!row || row.expired) throw unauthorized('Invalid or expired token');
  if (row.blocked_at) throw unauthorized('This session has been blocked');
  if (!row.is_active || row.is_suspended) throw unauthorized('This user is suspended or inactive');
  if (!row.opener_allowed) throw unauthorized('The user who logged in as this user may no longer do so');
  return {
    guid: row.guid,
    username: row.username,
    firstName: row.firstname,
    lastName: row.lastname,
    eplantId: row.eplant_id,
    isSuperUser: row.is_super_user,
    roles: row.roles,
    sessionId: row.session_id,
    language: row.language,
    actingAs: row.acting_user_guid,
    dealer: row.dealer_id === null ? null : { id: Number(row.dealer_id), custNo: String(row.dealer_no) },
  };
}

/** A role check passes when the user holds any listed role; an empty list admits any signed-in user. */
export function hasAnyRole(user: SessionUser, roles: readonly string[]): boolean {
  return roles.length === 0 || user.isSuperUser || roles.some((r) => user.roles.includes(r));
}
