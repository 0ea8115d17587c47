// User groups of a plant and a user's memberships; a membership change is pushed to the user's open sessions.
import { maybeOne } from '../../db/Database.js';
import { notFound } from '../../http/HttpError.js';
import type { HandlerMap } from '../../http/OperationHandler.js';

export const groupHandlers: HandlerMap = {
  listUserGroups: async (ctx) =>
    ctx.db.query('SELECT id AS "Id", name AS "Name" FROM user_groups WHERE eplant_id = $1 ORDER BY name', [
      ctx.query.plant,
    ]),

  getUserGroups: async (ctx) =>
    ctx.db.query(
      `SELECT g.id AS "Id", g.name AS "Name" FROM user_groups g JOIN user_group_members m ON m.group_id = g.id
        WHERE m.user_guid = $1 ORDER BY g.name`,
      [ctx.params.guid],
    ),

  addUserToGroup: async (ctx) => {
    const { Guid, UserGroupId } = ctx.body;
    if (!(await maybeOne(ctx.db, 'SELECT 1 FROM users WHERE guid = $1', [Guid]))) throw notFound('User not found');
    if (!(await maybeOne(ctx.db, 'SELECT 1 FROM user_groups WHERE id = $1', [UserGroupId])))
      throw notFound('Group not found');
    await ctx.db.tx((tx) =>
      tx.query('INSERT INTO user_group_members (group_id, user_guid) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        UserGroupId,
        Guid,
      ]),
    );
    ctx.notifyUserChanged(Guid);
    return { ok: true, message: 'Group has been Asigned to user' };
  },

  removeUserFromGroup: async (ctx) => {
    const { Guid, UserGroupId } = ctx.body;
    await ctx.db.tx((tx) =>
      tx.query('DELETE FROM user_group_members WHERE group_id = $1 AND user_guid = $2', [UserGroupId, Guid]),
    );
    ctx.notifyUserChanged(Guid);
    return { ok: true, message: 'Group has been removed from user!' };
  },
};
