// POST /user/dba_user/: creates or drops a real PostgreSQL login role named after the username. The name must pass
// a strict whitelist after lowercasing, and the statement is built by PostgreSQL's own format('%I', '%L') quoting,
// so neither the name nor the password can inject SQL. Only roles this endpoint created are ever altered or dropped.
import { maybeOne } from '../../db/Database.js';
import { badRequest, forbidden, notFound } from '../../http/HttpError.js';
import type { OperationHandler } from '../../http/OperationHandler.js';

export const DB_ROLE_NAME = /^[a-z][a-z0-9_.]{2,62}$/;
const RESERVED = /^(pg_|postgres$|public$|current_|session_user$|none$)/;

/** The database role name for a username, or null when it is not an acceptable identifier. */
export function dbRoleName(username: string): string | null {
  const name = username.trim().toLowerCase();
  return DB_ROLE_NAME.test(name) && !RESERVED.test(name) ? name : null;
}

export const setDbaUser: OperationHandler = async (ctx) => {
  const { Guid, Password, IsDbaUser } = ctx.body as { Guid: string; Password?: string | null; IsDbaUser: boolean };
  const user = await maybeOne(ctx.db, 'SELECT username, is_dba_user, is_super_user FROM users WHERE guid = $1', [Guid]);
  if (!user) throw notFound('User not found');
  if (user.is_super_user && !ctx.user!.isSuperUser) throw forbidden('Only a super user can change the database user of a super user');
  const role = dbRoleName(user.username);
  if (!role) {
    throw badRequest('This username cannot be used as a database user name', [
      { field: 'Guid', message: 'This username cannot be used as a database user name (letters, digits, dots and underscores, 3 to 63)' },
    ]);
  }
  const [existing] = await ctx.db.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
  if (IsDbaUser) {
    if (!Password) throw badRequest('Password is required', [{ field: 'Password', message: 'Password is required' }]);
    if (Password.includes('\u0000')) throw badRequest('Password is invalid', [{ field: 'Password', message: 'Password is invalid' }]);
    if (existing && !user.is_dba_user) {
      throw badRequest('A database role with this name already exists', [{ field: 'Guid', message: 'A database role with this name already exists' }]);
    }
    const verb = existing ? 'ALTER' : 'CREATE';
    await ctx.db.tx(async (tx) => {
      const [{ sql }] = await tx.query<{ sql: string }>(`SELECT format('${verb} ROLE %I WITH LOGIN PASSWORD %L', $1::text, $2::text) AS sql`, [role, Password]);
      await tx.query(sql);
      await tx.query('UPDATE users SET is_dba_user = true, updated_at = now() WHERE guid = $1', [Guid]);
    });
    return { ok: true, message: 'DB User created!' };
  }
  if (existing && !user.is_dba_user) {
    throw badRequest('That database role was not created by the portal and is left alone', [{ field: 'Guid', message: 'That database role was not created by the portal and is left alone' }]);
  }
  await ctx.db.tx(async (tx) => {
    if (existing) {
      const [{ sql }] = await tx.query<{ sql: string }>(`SELECT format('DROP ROLE %I', $1::text) AS sql`, [role]);
      await tx.query(sql);
    }
    await tx.query('UPDATE users SET is_dba_user = false, updated_at = now() WHERE guid = $1', [Guid]);
  });
  return { ok: true, message: 'DB User eliminated!' };
};
