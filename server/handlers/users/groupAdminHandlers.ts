// Admin/Users/Groups: create, rename and delete user groups and list their members. Group names are unique per plant
// regardless of case, so the group pickers of the user dialog never show two look-alike entries.
import type { Queryable } from '../../db/Database.js';
import { maybeOne } from '../../db/Database.js';
import { badRequest, conflict, notFound } from '../../http/HttpError.js';
import type { HandlerMap, AnswerOf } from '../../http/OperationHandler.js';

async function checkedName(db: Queryable, name: string, plant: number, exceptId: number | null): Promise<string> {
  const clean = name.trim().replace(/\s+/g, ' ');
  if (!clean) throw badRequest('Name is required', [{ field: 'Name', message: 'Name is required' }]);
  const taken = await maybeOne(
    db,
    'SELECT 1 FROM user_groups WHERE eplant_id = $1 AND lower(name) = lower($2) AND id IS DISTINCT FROM $3',
    [plant, clean, exceptId],
  );
  if (taken)
    throw conflict('A group with this name already exists', [
      { field: 'Name', message: 'A group with this name already exists' },
    ]);
  return clean;
}

async function findGroup(db: Queryable, id: number): Promise<{ id: number; eplant_id: number }> {
  const group = await maybeOne<{ id: number; eplant_id: number }>(
    db,
    'SELECT id, eplant_id FROM user_groups WHERE id = $1',
    [id],
  );
  if (!group) throw notFound('Group not found');
  return group;
}

export const groupAdminHandlers: HandlerMap = {
  createUserGroup: async (ctx) => {
    const { Name, EplantId } = ctx.body;
    if (!(await maybeOne(ctx.db, 'SELECT 1 FROM plants WHERE id = $1', [EplantId]))) {
      throw badRequest('Choose an existing plant', [{ field: 'EplantId', message: 'Choose an existing plant' }]);
    }
    const name = await checkedName(ctx.db, Name, EplantId, null);
    const [row] = await ctx.db.tx((tx) =>
      tx.query<AnswerOf<'createUserGroup'>>(
        'INSERT INTO user_groups (name, eplant_id) VALUES ($1, $2) RETURNING id AS "Id", name AS "Name"',
        [name, EplantId],
      ),
    );
    return row;
  },

  renameUserGroup: async (ctx) => {
    const id = Number(ctx.params.id);
    const group = await findGroup(ctx.db, id);
    const name = await checkedName(ctx.db, ctx.body.Name, group.eplant_id, id);
    const [row] = await ctx.db.tx((tx) =>
      tx.query<AnswerOf<'renameUserGroup'>>(
        'UPDATE user_groups SET name = $2 WHERE id = $1 RETURNING id AS "Id", name AS "Name"',
        [id, name],
      ),
    );
    return row;
  },

  deleteUserGroup: async (ctx) => {
    const id = Number(ctx.params.id);
    await findGroup(ctx.db, id);
    // Memberships go with the group (ON DELETE CASCADE); the users themselves are untouched.
    await ctx.db.tx((tx) => tx.query('DELETE FROM user_groups WHERE id = $1', [id]));
    return { ok: true, message: 'Group deleted' };
  },

  listGroupMembers: async (ctx) => {
    const id = Number(ctx.params.id);
    await findGroup(ctx.db, id);
    return ctx.db.query(
      `SELECT u.guid AS "Guid", u.firstname || ' ' || u.lastname AS "Name", u.username AS "Username", u.is_active AS "Isactive"
         FROM user_group_members m JOIN users u ON u.guid = m.user_guid
        WHERE m.group_id = $1 ORDER BY u.lastname, u.firstname`,
      [id],
    );
  },
};
