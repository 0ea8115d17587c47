// A route of the project's list (routes.local.json) added after the data dir was seeded: at start the server appends
// its role-tree node under its area (SPEC nodes and their ids untouched), so IT can tick it for a user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRouteCatalogue, type RouteCatalogue } from '../../server/seed/routeCatalogue.js';
import { syncProjectRoutes } from '../../server/seed/syncProjectRoutes.js';
import { startTestServer, type TestServer } from '../../server/testing/testServer.js';

const ROUTE = '/Internal/QC/PaintQcOutOfSpec';

interface Node {
  id: number;
  uniqId: string;
  path?: string | null;
  hasRole: boolean;
  children: Node[];
}
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('project routes in an already seeded role tree', () => {
  it('appends the new route under its area once, and IT can tick it', async () => {
    const spec = loadRouteCatalogue();
    const withLocal: RouteCatalogue = {
      public: spec.public,
      internal: [...spec.internal, { area: 'QC', path: ROUTE, local: true }],
    };
    const before = await server.db.query<{ id: number; uniq_id: string }>(
      'SELECT id, uniq_id FROM role_tree_nodes ORDER BY id',
    );
    expect(await syncProjectRoutes(server.db, spec)).toEqual([]);
    expect(await syncProjectRoutes(server.db, withLocal)).toEqual([ROUTE]);
    expect(await syncProjectRoutes(server.db, withLocal)).toEqual([]);
    const after = await server.db.query<{ id: number; uniq_id: string }>(
      'SELECT id, uniq_id FROM role_tree_nodes ORDER BY id',
    );
    expect(after.slice(0, before.length)).toEqual(before);

    const it1 = await server.login('it.support');
    const qc = await server.login('qc.inspector');
    const guid = qc.body.User.Guid as string;
    const treeUrl = `/api/routes/GetAllRoutesByUser?Guid=${guid}`;
    const tree = (await server.inject({ url: treeUrl, headers: it1.headers })).json() as Node[];
    const qcArea = tree.find((n) => n.uniqId === 'area:QC');
    const node = qcArea?.children.find((n) => n.path === ROUTE);
    expect(node).toMatchObject({ uniqId: `route:${ROUTE}`, hasRole: false });

    const ticked = flat(tree)
      .filter((n) => n.hasRole)
      .map((n) => n.id);
    const res = await server.inject({
      method: 'POST',
      url: '/api/roles/UpdateUserRoles',
      headers: it1.headers,
      payload: { Guid: guid, UserChekedRules: [...ticked, node!.id] },
    });
    expect(res.statusCode).toBe(200);
    const again = flat((await server.inject({ url: treeUrl, headers: it1.headers })).json() as Node[]);
    expect(again.find((n) => n.uniqId === `route:${ROUTE}`)?.hasRole).toBe(true);
  });
});
