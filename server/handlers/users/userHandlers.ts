// Users: list by plant, read, create and update (SPEC §4 "User record", §5 user form). Validation happens before any
// write; a user who is not a super user can neither create, edit nor promote a super user.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/Database.js';
import { badRequest, conflict, forbidden, notFound, type FieldError } from '../../http/HttpError.js';
import type { HandlerMap, OperationContext } from '../../http/OperationHandler.js';
import { hashPassword } from '../../auth/passwords.js';
import { claimVersion } from '../../http/editConflict.js';
import { displayName } from '../plant/plantQueries.js';
import { USER_COLUMNS, checkUserInput, findUser, requireUser, type CleanUser, type UserInput } from './userRecord.js';

const TAKEN = 'This username is already taken';

async function dataErrors(db: Queryable, value: CleanUser, guid: string | null): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const [plant] = await db.query('SELECT 1 FROM plants WHERE id = $1', [value.EplantId]);
  if (!plant) errors.push({ field: 'EplantId', message: 'Choose an existing plant' });
  const [taken] = await db.query('SELECT 1 FROM users WHERE lower(username) = lower($1) AND guid IS DISTINCT FROM $2', [
    value.Username,
    guid,
  ]);
  if (taken) errors.push({ field: 'Username', message: TAKEN });
  return errors;
}

async function validated(ctx: OperationContext, input: UserInput, guid: string | null): Promise<CleanUser> {
  const { value, errors } = checkUserInput(input, guid === null);
  if (!errors.length) errors.push(...(await dataErrors(ctx.db, value, guid)));
  // A username taken (and nothing else wrong) is a duplicate: 409, as when two creations race.
  if (errors.length === 1 && errors[0].message === TAKEN) throw conflict(TAKEN, errors);
  if (errors.length) throw badRequest(errors[0].message, errors);
  return value;
}

export const RENAME_WITH_DB_USER =
  'This user has a database user; remove the database user before changing the username';

/**
 * A user with a database user keeps its username: the login is named after it, and refusing the rename (rather than
 * renaming the role along) keeps that true without the portal ever issuing ALTER ROLE … RENAME. A change of case
 * only is allowed, since the role name is the lowercased username.
 */
async function refuseRenameWithDbUser(db: Queryable, guid: string, from: string, to: string): Promise<void> {
  if (from.trim().toLowerCase() === to.trim().toLowerCase()) return;
  const [bound] = await db.query('SELECT 1 FROM portal_db_roles WHERE user_guid = $1', [guid]);
  if (bound) throw badRequest(RENAME_WITH_DB_USER, [{ field: 'Username', message: RENAME_WITH_DB_USER }]);
}

export const userHandlers: HandlerMap = {
  listUsers: async (ctx) => {
    const { plant, active } = ctx.query;
    return ctx.db.query(
      `SELECT ${USER_COLUMNS} FROM users WHERE eplant_id = $1 AND ($2::boolean IS NOT TRUE OR is_active) ORDER BY lastname, firstname`,
      [plant, active ?? null],
    );
  },

  getUser: async (ctx) => {
    const user = await findUser(ctx.db, ctx.params.guid);
    if (!user) throw notFound('User not found');
    return user;
  },

  createUser: async (ctx) => {
    const input = ctx.body;
    if (input.IsSuperUser && !ctx.user!.isSuperUser) throw forbidden('Only a super user can create a super user');
    const value = await validated(ctx, input, null);
    const hash = await hashPassword(value.Password!);
    const guid = randomUUID();
    // SPEC §4: a new user is active, not suspended, not a database user; super user only when a super user says so.
    await ctx.db.tx((tx) =>
      tx.query(
        `INSERT INTO users (guid, firstname, lastname, username, email, eplant_id, employee_id, password_hash, is_super_user,
                            language)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          guid,
          value.Firstname,
          value.Lastname,
          value.Username,
          value.Email,
          value.EplantId,
          value.EmployeeId,
          hash,
          !!input.IsSuperUser,
          value.Language,
        ],
      ),
    );
    return requireUser(ctx.db, guid);
  },

  updateUser: async (ctx) => {
    const guid = ctx.params.guid as string;
    const input = ctx.body;
    const current = await findUser(ctx.db, guid);
    if (!current) throw notFound('User not found');
    const caller = ctx.user!;
    if (!caller.isSuperUser && (current.IsSuperUser || input.IsSuperUser))
      throw forbidden('Only a super user can edit or promote a super user');
    const value = await validated(ctx, input, guid);
    await refuseRenameWithDbUser(ctx.db, guid, current.Username, value.Username);
    const hash = value.Password ? await hashPassword(value.Password) : null;
    await ctx.db.tx(async (tx) => {
      const row = { table: 'users', key: 'guid', id: guid, what: 'user' } as const;
      await claimVersion(tx, row, input.Version, displayName(caller));
      await tx.query(
        `UPDATE users SET firstname = $2, lastname = $3, username = $4, email = $5, eplant_id = $6, employee_id = $7,
                is_active = $8, is_suspended = $9, is_super_user = $10,
                password_hash = COALESCE($11, password_hash), language = COALESCE($12, language), updated_at = now()
          WHERE guid = $1`,
        [
          guid,
          value.Firstname,
          value.Lastname,
          value.Username,
          value.Email,
          value.EplantId,
          value.EmployeeId,
          input.Isactive ?? current.Isactive,
          input.IsSuspended ?? current.IsSuspended,
          input.IsSuperUser ?? current.IsSuperUser,
          hash,
          value.Language,
        ],
      );
      // A changed password ends the user's other sessions: whoever knew the old one is out on the next request.
      if (hash)
        await tx.query(
          'UPDATE sessions SET blocked_at = now() WHERE user_guid = $1 AND blocked_at IS NULL AND id <> $2',
          [guid, caller.sessionId],
        );
    });
    // Super user and plant change what the user's open sessions may see: they reload their session user.
    ctx.notifyUserChanged(guid);
    return requireUser(ctx.db, guid);
  },
};
