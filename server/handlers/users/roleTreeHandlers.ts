// The checkable role tree of the user dialog and saving the ticked nodes (SPEC §6: roles through a tree of routes
// and roles; super users hold every role, so their tree is fully ticked).
import { badRequest, notFound } from '../../http/HttpError.js';
import type { HandlerMap } from '../../http/OperationHandler.js';
import { assignNodes } from '../../auth/roleAccess.js';
import { maybeOne } from '../../db/Database.js';

interface TreeNode {
  dbIcon: string;
  elementType: 'area' | 'route' | 'role';
  hasRole: boolean;
  icon: string;
  iconColor: string;
  id: number;
  label: string;
  roles: string[];
  uniqId: string;
  path: string | null;
  children: TreeNode[];
}

export const roleTreeHandlers: HandlerMap = {
  getRoleTreeByUser: async (ctx) => {
    const guid = ctx.query.Guid as string;
    const user = await maybeOne(ctx.db, 'SELECT is_super_user FROM users WHERE guid = $1', [guid]);
    if (!user) throw notFound('User not found');
    const rows = await ctx.db.query(
      `SELECT n.*, EXISTS (SELECT 1 FROM user_route_nodes t WHERE t.user_guid = $1 AND t.node_id = n.id) AS ticked
         FROM role_tree_nodes n ORDER BY n.parent_id NULLS FIRST, n.sort_order`,
      [guid],
    );
    const byId = new Map<number, TreeNode>();
    const roots: TreeNode[] = [];
    for (const r of rows) {
      const node: TreeNode = {
        dbIcon: r.db_icon,
        elementType: r.element_type,
        hasRole: user.is_super_user || r.ticked,
        icon: r.icon,
        iconColor: r.icon_color,
        id: r.id,
        label: r.label,
        roles: r.roles,
        uniqId: r.uniq_id,
        path: r.route_path,
        children: [],
      };
      byId.set(node.id, node);
      if (r.parent_id === null) roots.push(node);
      else byId.get(r.parent_id)!.children.push(node);
    }
    return roots;
  },

  updateUserRoles: async (ctx) => {
    const { Guid, UserChekedRules } = ctx.body;
    const user = await maybeOne(ctx.db, 'SELECT 1 FROM users WHERE guid = $1', [Guid]);
    if (!user) throw notFound('User not found');
    const ids = [...new Set(UserChekedRules)];
    const known = new Set(
      (await ctx.db.query<{ id: number }>('SELECT id FROM role_tree_nodes WHERE id = ANY($1::int[])', [ids])).map(
        (r) => r.id,
      ),
    );
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) {
      throw badRequest(`Unknown role tree node ${unknown.join(', ')}`, [
        { field: 'UserChekedRules', message: `Unknown role tree node ${unknown.join(', ')}` },
      ]);
    }
    const roles = await ctx.db.tx((tx) => assignNodes(tx, Guid, ids));
    // The user's open sessions reload their menu and screens now, not when the cached user data expires.
    ctx.notifyUserChanged(Guid);
    return { ok: true, message: `Role assigned to User`, roles };
  },
};
