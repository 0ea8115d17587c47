// When IT changes a user's roles (UpdateUserRoles, which Copy Roles also uses), groups
// or account, the hub tells that user's open connections at once ('sessionUserChanged', { Guid }) so the portal reads
// the session user again; nobody else hears it, and GetUserByToken already answers with the new roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HubConnectionBuilder, HttpTransportType, LogLevel, type HubConnection } from '@microsoft/signalr';
import { SESSION_USER_CHANGED } from '../../server/http/OperationHandler.js';
import { sessionUserChangedMethod } from '../../engine/realtime/liveMethods.js';
import { startTestServer, type LoginResult, type TestServer } from '../../server/testing/testServer.js';

let server: TestServer;
let it1: LoginResult;
beforeAll(async () => {
  server = await startTestServer({ listen: true });
  it1 = await server.login('it.support');
});
afterAll(() => server?.close());

async function listen(who: LoginResult) {
  const connection: HubConnection = new HubConnectionBuilder()
    .withUrl(`${server.baseUrl}/hub`, { accessTokenFactory: () => who.token, transport: HttpTransportType.WebSockets })
    .configureLogging(LogLevel.None)
    .build();
  const received: unknown[] = [];
  let wake: (() => void) | undefined;
  connection.on(SESSION_USER_CHANGED, (payload: unknown) => {
    received.push(payload);
    wake?.();
  });
  await connection.start();
  /** Resolves when the count reaches n, or rejects after 3 s. */
  const count = (n: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`expected ${n} messages, got ${received.length}`)), 3_000);
      const test = () => {
        if (received.length >= n) {
          clearTimeout(timer);
          resolve();
        }
      };
      wake = test;
      test();
    });
  return { connection, received, count };
}

const flat = (
  nodes: Array<{ children: unknown[] }>,
): Array<{ id: number; uniqId: string; hasRole: boolean; children: unknown[] }> =>
  nodes.flatMap((n) => [n as never, ...flat(n.children as never)]);

describe("role changes reach the user's open sessions", () => {
  it('uses the method name the portal listens to', () => {
    expect(SESSION_USER_CHANGED).toBe(sessionUserChangedMethod);
  });

  it('pushes to the changed user only on UpdateUserRoles, group changes and a user update', async () => {
    const qc = await server.login('qc.inspector');
    const guid = qc.body.User.Guid as string;
    const mine = await listen(qc);
    const other = await listen(await server.login('mx.supervisor'));
    try {
      const tree = flat(
        (await server.inject({ url: `/api/routes/GetAllRoutesByUser?Guid=${guid}`, headers: it1.headers })).json(),
      );
      const qcArea = tree.find((n) => n.uniqId === 'area:QC')!;
      // IT removes the paint entry role, keeping the QC area.
      const res = await server.inject({
        method: 'POST',
        url: '/api/roles/UpdateUserRoles',
        headers: it1.headers,
        payload: { Guid: guid, UserChekedRules: [qcArea.id] },
      });
      expect(res.statusCode).toBe(200);
      await mine.count(1);
      expect(mine.received[0]).toEqual({ Guid: guid });
      const me = (await server.inject({ url: '/api/user/GetUserByToken/', headers: qc.headers })).json();
      expect(me.RolesNames).not.toContain('qc_paint_entry');

      const groups = (await server.inject({ url: '/api/usergroups?plant=2', headers: it1.headers })).json() as Array<{
        Id: number;
        Name: string;
      }>;
      const quality = groups.find((g) => g.Name === 'Quality')!;
      const membership = { Guid: guid, UserGroupId: quality.Id };
      expect(
        (
          await server.inject({
            method: 'POST',
            url: '/api/usergroups/insertusers/',
            headers: it1.headers,
            payload: membership,
          })
        ).statusCode,
      ).toBe(200);
      await mine.count(2);
      expect(
        (
          await server.inject({
            method: 'POST',
            url: '/api/usergroups/DeleteUsers',
            headers: it1.headers,
            payload: membership,
          })
        ).statusCode,
      ).toBe(200);
      await mine.count(3);

      const user = (await server.inject({ url: `/api/user/${guid}/`, headers: it1.headers })).json();
      const put = await server.inject({
        method: 'PUT',
        url: `/api/user/${guid}/`,
        headers: it1.headers,
        payload: { ...user, Email: 'rhonda.p@norstarcompany.com' },
      });
      expect(put.statusCode).toBe(200);
      await mine.count(4);

      // Give a stray message to the other user time to arrive before saying there was none.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(other.received).toEqual([]);
      expect(mine.received).toHaveLength(4);
    } finally {
      await mine.connection.stop();
      await other.connection.stop();
    }
  });
});
