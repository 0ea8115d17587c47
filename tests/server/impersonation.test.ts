// A session opened with "log in as another user" lives only as long as its opener may open it:
// blocked, suspended, deactivated or without the login-as-user role, the opener's impersonation answers 401 on the
// next request; a super user opener needs no role. Both identities stay on the audit rows.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../server/testing/testServer.js';
import { expectContract } from './support/contractResponse.js';

let server: TestServer;
let admin: LoginResult;
let targetGuid: string;
let openerGuid: string;
let openerRecord: Record<string, unknown>;
let openerNodes: number[];

const me = (headers: { authorization: string }) => server.inject({ url: '/api/user/GetUserByToken/', headers });

/** it.support logs in and then logs in as qc.inspector; answers the impersonation session's headers. */
async function impersonate(opener: LoginResult): Promise<{ authorization: string }> {
  const res = await server.inject({
    method: 'POST',
    url: `/api/user/authenticateasuser?guid=${targetGuid}`,
    headers: opener.headers,
  });
  const body = expectContract('authenticateAsUser', res);
  const headers = { authorization: `Bearer ${body.Token}` };
  expect((await me(headers)).statusCode).toBe(200);
  return headers;
}

function tickedIds(nodes: { id: number; hasRole: boolean; children: unknown[] }[]): number[] {
  return nodes.flatMap((n) => [...(n.hasRole ? [n.id] : []), ...tickedIds(n.children as typeof nodes)]);
}

/** Saves the opener's record with changes, over whatever version the earlier cases left. */
const updateOpener = async (changes: object) => {
  const { Version } = (await server.inject({ url: `/api/user/${openerGuid}/`, headers: admin.headers })).json();
  return server.inject({
    method: 'PUT',
    url: `/api/user/${openerGuid}/`,
    headers: admin.headers,
    payload: { ...openerRecord, ...changes, Version },
  });
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  const opener = await server.login('it.support');
  openerGuid = opener.body.User.Guid;
  targetGuid = (await server.login('qc.inspector')).body.User.Guid;
  const { Password: _password, ...record } = (
    await server.inject({ url: `/api/user/${openerGuid}/`, headers: admin.headers })
  ).json();
  openerRecord = record;
  openerNodes = tickedIds(
    (await server.inject({ url: `/api/routes/GetAllRoutesByUser?Guid=${openerGuid}`, headers: admin.headers })).json(),
  );
});
afterAll(() => server?.close());

// Each case starts from an opener who may log in as others again.
beforeEach(async () => {
  expect((await updateOpener({ Isactive: true, IsSuspended: false })).statusCode).toBe(200);
  const roles = await server.inject({
    method: 'POST',
    url: '/api/roles/UpdateUserRoles',
    headers: admin.headers,
    payload: { Guid: openerGuid, UserChekedRules: openerNodes },
  });
  expect(roles.json().roles).toContain('settings_users_login as user');
});

describe('an impersonation session ends with its opener', () => {
  it('answers 401 once the opener is blocked', async () => {
    const session = await impersonate(await server.login('it.support'));
    const block = await server.inject({
      method: 'POST',
      url: `/api/user/block_token?guid=${openerGuid}`,
      headers: admin.headers,
    });
    expect(block.statusCode).toBe(200);
    const res = await me(session);
    expect(res.statusCode).toBe(401);
    expectContract('getUserByToken', res);
  });

  it('answers 401 once the opener is suspended', async () => {
    const session = await impersonate(await server.login('it.support'));
    expect((await updateOpener({ IsSuspended: true })).statusCode).toBe(200);
    const res = await me(session);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('The user who logged in as this user may no longer do so');
  });

  it('answers 401 once the opener is deactivated', async () => {
    const session = await impersonate(await server.login('it.support'));
    expect((await updateOpener({ Isactive: false })).statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
  });

  it("answers 401 once the opener loses 'settings_users_login as user'", async () => {
    const session = await impersonate(await server.login('it.support'));
    const [loginAsNode] = await server.db.query(
      `SELECT id FROM role_tree_nodes WHERE uniq_id = 'role:settings_users_login as user'`,
    );
    const without = openerNodes.filter((id) => id !== loginAsNode.id);
    const res = await server.inject({
      method: 'POST',
      url: '/api/roles/UpdateUserRoles',
      headers: admin.headers,
      payload: { Guid: openerGuid, UserChekedRules: without },
    });
    expect(res.json().roles).not.toContain('settings_users_login as user');
    expect((await me(session)).statusCode).toBe(401);
    // The rest of the target's requests are refused too, not only the session call.
    expect((await server.inject({ url: '/api/plants/', headers: session })).statusCode).toBe(401);
  });

  it('keeps working for a super user opener, who holds every role implicitly, and records both identities', async () => {
    const [held] = await server.db.query(
      `SELECT count(*)::int AS n FROM user_roles WHERE user_guid = $1 AND role_name = 'settings_users_login as user'`,
      [admin.body.User.Guid],
    );
    expect(held.n).toBe(0);
    const session = await impersonate(admin);
    expect((await server.inject({ url: '/api/plants/', headers: session })).statusCode).toBe(200);
    await server.app.flushAudit();
    const [row] = await server.db.query(
      `SELECT user_guid, acting_user_guid FROM api_audit WHERE url = '/api/plants/' ORDER BY id DESC LIMIT 1`,
    );
    expect(row).toEqual({ user_guid: targetGuid, acting_user_guid: admin.body.User.Guid });
  });

  it('leaves an unaffected opener signed in as the other user', async () => {
    const session = await impersonate(await server.login('it.support'));
    expect((await updateOpener({ Firstname: 'Derek' })).statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(200);
  });
});
