// POST /user/dba_user/: creates, re-passwords or drops a real PostgreSQL login role for a portal user. The role is
// bound to the user by guid in portal_db_roles (migration 090) when the portal creates it, and only a bound role is
// ever altered or dropped: a role the portal did not create is never touched, whatever the user is renamed to (and a
// user with a database user cannot be renamed at all; see userHandlers.updateUser). The server's own role and any
// privileged role are refused even if a binding names them. The statement carries a SCRAM secret, never the
// password (dbRoleStatements.ts), and a statement the database refuses is a 400 naming why, not a 500.
import type { Queryable } from '../../db/Database.js';
import { maybeOne } from '../../db/Database.js';
import { badRequest, forbidden, notFound, type HttpError } from '../../http/HttpError.js';
import type { OperationHandler } from '../../http/OperationHandler.js';
import { dropRoleStatement, loginRoleStatement } from './dbRoleStatements.js';

export const DB_ROLE_NAME = /^[a-z][a-z0-9_.]{2,62}$/;
const RESERVED = /^(pg_|postgres$|public$|current_|session_user$|none$)/;

/** The database role name for a username, or null when it is not an acceptable identifier. */
export function dbRoleName(username: string): string | null {
  const name = username.trim().toLowerCase();
  return DB_ROLE_NAME.test(name) && !RESERVED.test(name) ? name : null;
}

export const NOT_PORTAL_ROLE =
  'A database role with this name already exists and was not created by the portal; it is left alone';

const guidError = (message: string): HttpError => badRequest(message, [{ field: 'Guid', message }]);

interface RoleState {
  exists: boolean;
  /** The server's own login, a superuser or otherwise privileged role, or a database owner: never the portal's to change. */
  privileged: boolean;
}

async function roleState(db: Queryable, role: string): Promise<RoleState> {
  const row = await maybeOne(
    db,
    `SELECT r.rolname = current_user OR r.rolname = session_user OR r.rolsuper OR r.rolcreaterole OR r.rolreplication
            OR r.rolbypassrls OR EXISTS (SELECT 1 FROM pg_database d WHERE d.datdba = r.oid) AS privileged
       FROM pg_roles r WHERE r.rolname = $1`,
    [role],
  );
  return { exists: !!row, privileged: !!row?.privileged };
}

/** Why PostgreSQL refused a role statement, in words an IT user can act on (SQLSTATE → message). */
const REFUSALS: Record<string, string> = {
  '42710': 'A database role with this name already exists',
  '42704': 'The database user no longer exists',
  '42501': "The portal's database login is not allowed to create or change database users (it needs CREATEROLE)",
  '2BP01':
    'The database user owns objects or holds privileges in the database; a database administrator must reassign or revoke them first',
  '55006': 'The database user is in use and cannot be removed now',
};

function sqlState(error: unknown): string | undefined {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code))
    return error.code;
  return undefined;
}

async function runRoleStatement(tx: Queryable, sql: string): Promise<void> {
  try {
    await tx.query(sql);
  } catch (error) {
    const state = sqlState(error);
    if (!state) throw error;
    // The statement holds no password, so even the database's own message is safe to pass on.
    throw guidError(REFUSALS[state] ?? `The database refused to change the database user: ${(error as Error).message}`);
  }
}

export const setDbaUser: OperationHandler<'setDbaUser'> = async (ctx) => {
  const { Guid, Password, IsDbaUser } = ctx.body;
  const user = await maybeOne(
    ctx.db,
    `SELECT u.username, u.is_super_user, b.role_name AS bound_role
       FROM users u LEFT JOIN portal_db_roles b ON b.user_guid = u.guid WHERE u.guid = $1`,
    [Guid],
  );
  if (!user) throw notFound('User not found');
  if (user.is_super_user && !ctx.user!.isSuperUser)
    throw forbidden('Only a super user can change the database user of a super user');
  const bound: string | null = user.bound_role;

  if (IsDbaUser) {
    if (!Password) throw badRequest('Password is required', [{ field: 'Password', message: 'Password is required' }]);
    if (Password.includes('\u0000'))
      throw badRequest('Password is invalid', [{ field: 'Password', message: 'Password is invalid' }]);
    const role = bound ?? dbRoleName(user.username);
    if (!role)
      throw guidError(
        'This username cannot be used as a database user name (letters, digits, dots and underscores, 3 to 63)',
      );
    // Hashed before the transaction: PBKDF2 takes a few milliseconds and the embedded database is single-connection.
    const createSql = loginRoleStatement('CREATE', role, Password);
    const alterSql = loginRoleStatement('ALTER', role, Password);
    await ctx.db.tx(async (tx) => {
      const state = await roleState(tx, role);
      if (state.privileged) throw guidError(NOT_PORTAL_ROLE);
      if (!bound && state.exists) throw guidError(NOT_PORTAL_ROLE);
      // A bound role someone dropped behind the portal's back is created again under the same name.
      await runRoleStatement(tx, state.exists ? alterSql : createSql);
      if (!bound) await tx.query('INSERT INTO portal_db_roles (user_guid, role_name) VALUES ($1, $2)', [Guid, role]);
      await tx.query('UPDATE users SET is_dba_user = true, updated_at = now() WHERE guid = $1', [Guid]);
    });
    return { ok: true, message: 'DB User created!' };
  }

  await ctx.db.tx(async (tx) => {
    if (bound) {
      const state = await roleState(tx, bound);
      if (state.privileged) throw guidError(NOT_PORTAL_ROLE);
      if (state.exists) await runRoleStatement(tx, dropRoleStatement(bound));
      await tx.query('DELETE FROM portal_db_roles WHERE user_guid = $1', [Guid]);
    } else {
      // Nothing the portal created: a role that merely carries this user's name is not ours to drop, and saying so
      // beats a success message that would suggest it is gone.
      if ((await roleState(tx, user.username.trim().toLowerCase())).exists) throw guidError(NOT_PORTAL_ROLE);
    }
    await tx.query('UPDATE users SET is_dba_user = false, updated_at = now() WHERE guid = $1', [Guid]);
  });
  return { ok: true, message: 'DB User eliminated!' };
};
