// The server side of Admin/Users/Groups and Admin/Users/APILogs (group create, rename, delete, members; the request
// log by date range and user), and what the user dialog hides being refused by the server too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../server/testing/testServer.js';
import { expectContract } from './support/contractResponse.js';

let server: TestServer;
let itSupport: LoginResult;
/** An Admin-area user without settings_users_it: may look at users, may change nothing. */
let viewer: LoginResult;
let viewerGuid: string;

beforeAll(async () => {
  server = await startTestServer();
  itSupport = await server.login('it.support');
  const created = await server.inject({
    method: 'POST',
    url: '/api/user/',
    headers: itSupport.headers,
    payload: {
      Guid: null,
      Firstname: 'Vera',
      Lastname: 'Lindqvist',
      Username: 'vlindqvist',
      Email: null,
      EplantId: 2,
      Password: 'Viewer2026',
    },
  });
  viewerGuid = expectContract('createUser', created).Guid;
  const [adminArea] = await server.db.query(`SELECT id FROM role_tree_nodes WHERE uniq_id = 'area:Admin'`);
  await server.inject({
    method: 'POST',
    url: '/api/roles/UpdateUserRoles',
    headers: itSupport.headers,
    payload: { Guid: viewerGuid, UserChekedRules: [adminArea.id] },
  });
  viewer = await server.login('vlindqvist', 'Viewer2026');
});
afterAll(() => server?.close());

describe('user groups', () => {
  it('creates, renames and deletes a group, refusing empty and duplicate names', async () => {
    const create = (payload: object) =>
      server.inject({ method: 'POST', url: '/api/usergroups', headers: itSupport.headers, payload });
    const group = expectContract('createUserGroup', await create({ Name: '  Paint   Line Leads ', EplantId: 3 }));
    expect(group).toEqual({ Id: expect.any(Number), Name: 'Paint Line Leads' });
    expect((await create({ Name: 'paint line leads', EplantId: 3 })).json().fieldErrors).toEqual([
      { field: 'Name', message: 'A group with this name already exists' },
    ]);
    expect((await create({ Name: '   ', EplantId: 3 })).json().fieldErrors).toEqual([
      { field: 'Name', message: 'Name is required' },
    ]);
    // The same name is fine in the other plant.
    expect((await create({ Name: 'Paint Line Leads', EplantId: 2 })).statusCode).toBe(200);

    const renamed = await server.inject({
      method: 'PUT',
      url: `/api/usergroups/group/${group.Id}/`,
      headers: itSupport.headers,
      payload: { Name: 'Paint Leads' },
    });
    expect(expectContract('renameUserGroup', renamed)).toEqual({ Id: group.Id, Name: 'Paint Leads' });
    const list = expectContract(
      'listUserGroups',
      await server.inject({ url: '/api/usergroups?plant=3', headers: itSupport.headers }),
    );
    expect(list.map((g: { Name: string }) => g.Name)).toContain('Paint Leads');

    await server.inject({
      method: 'POST',
      url: '/api/usergroups/insertusers/',
      headers: itSupport.headers,
      payload: { Guid: viewerGuid, UserGroupId: group.Id },
    });
    const members = expectContract(
      'listGroupMembers',
      await server.inject({ url: `/api/usergroups/group/${group.Id}/members`, headers: itSupport.headers }),
    );
    expect(members).toEqual([{ Guid: viewerGuid, Name: 'Vera Lindqvist', Username: 'vlindqvist', Isactive: true }]);

    const del = await server.inject({
      method: 'DELETE',
      url: `/api/usergroups/group/${group.Id}/`,
      headers: itSupport.headers,
    });
    expect(expectContract('deleteUserGroup', del).ok).toBe(true);
    expect(
      (await server.inject({ url: `/api/usergroups/group/${group.Id}/members`, headers: itSupport.headers }))
        .statusCode,
    ).toBe(404);
    expect(await server.db.query('SELECT 1 FROM users WHERE guid = $1', [viewerGuid])).toHaveLength(1);
    expect(
      (await server.inject({ url: `/api/usergroups/GetGroups/${viewerGuid}/`, headers: itSupport.headers })).json(),
    ).toEqual([]);
  });

  it('lists the members of a seeded group', async () => {
    const groups = (await server.inject({ url: '/api/usergroups?plant=2', headers: itSupport.headers })).json();
    const quality = groups.find((g: { Name: string }) => g.Name === 'Quality');
    const members = (
      await server.inject({ url: `/api/usergroups/group/${quality.Id}/members`, headers: itSupport.headers })
    ).json();
    expect(members.map((m: { Username: string }) => m.Username)).toContain('qc.inspector');
  });
});

describe('request log', () => {
  it('lists the request log of a date range, newest first, optionally of one user', async () => {
    const log = (headers: { authorization: string }, url: string) =>
      server.inject({
        method: 'POST',
        url: '/api/logs',
        headers,
        payload: {
          method: 'get',
          baseURL: 'http://erp',
          url,
          data: { Password: 'Secret1A' },
          origin: 'http://portal',
          href: 'http://portal/#/Internal',
        },
      });
    await log(viewer.headers, '/user?plant=2&active=true');
    await log(itSupport.headers, '/usergroups?plant=2');
    const today = new Date().toISOString().slice(0, 10);
    const all = expectContract(
      'listRequestLogs',
      await server.inject({ url: `/api/logs/list?startDate=${today}&endDate=${today}`, headers: itSupport.headers }),
    );
    expect(all[0]).toMatchObject({
      Method: 'GET',
      Url: '/usergroups?plant=2',
      User: 'Derek Coleman',
      ActingUser: null,
    });
    expect(all[1]).toMatchObject({
      Url: '/user?plant=2&active=true',
      User: 'Vera Lindqvist',
      Data: '{"Password": "***"}',
    });
    const mine = expectContract(
      'listRequestLogs',
      await server.inject({
        url: `/api/logs/list?startDate=${today}&endDate=${today}&guid=${viewerGuid}`,
        headers: itSupport.headers,
      }),
    );
    expect(mine.map((r: { Url: string }) => r.Url)).toEqual(['/user?plant=2&active=true']);
    expect(
      (
        await server.inject({
          url: `/api/logs/list?startDate=2020-01-01&endDate=2020-01-31`,
          headers: itSupport.headers,
        })
      ).json(),
    ).toEqual([]);
    const backwards = await server.inject({
      url: `/api/logs/list?startDate=${today}&endDate=2020-01-01`,
      headers: itSupport.headers,
    });
    expect(backwards.json().fieldErrors[0].field).toBe('startDate');
  });
});

describe('without settings_users_it', () => {
  it('may read users but every write answers 403 and changes nothing', async () => {
    expect((await server.inject({ url: '/api/user?plant=2', headers: viewer.headers })).statusCode).toBe(200);
    const [qc] = await server.db.query(`SELECT guid FROM users WHERE username = 'qc.inspector'`);
    const user = (await server.inject({ url: `/api/user/${qc.guid}/`, headers: viewer.headers })).json();
    const attempts = [
      server.inject({
        method: 'PUT',
        url: `/api/user/${qc.guid}/`,
        headers: viewer.headers,
        payload: { ...user, Firstname: 'Changed' },
      }),
      server.inject({
        method: 'PUT',
        url: `/api/user/${qc.guid}/`,
        headers: viewer.headers,
        payload: { ...user, IsSuspended: true },
      }),
      server.inject({ method: 'POST', url: `/api/user/block_token?guid=${qc.guid}`, headers: viewer.headers }),
      server.inject({
        method: 'POST',
        url: '/api/roles/UpdateUserRoles',
        headers: viewer.headers,
        payload: { Guid: qc.guid, UserChekedRules: [] },
      }),
      server.inject({
        method: 'POST',
        url: '/api/usergroups',
        headers: viewer.headers,
        payload: { Name: 'Sneaky', EplantId: 2 },
      }),
      server.inject({ method: 'POST', url: `/api/user/authenticateasuser?guid=${qc.guid}`, headers: viewer.headers }),
    ];
    expect((await Promise.all(attempts)).map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    expect((await server.db.query('SELECT firstname, is_suspended FROM users WHERE guid = $1', [qc.guid]))[0]).toEqual({
      firstname: 'Rhonda',
      is_suspended: false,
    });
  });

  it('a user without the Admin area cannot read users or the request log', async () => {
    const qc = await server.login('qc.inspector');
    expect((await server.inject({ url: '/api/user?plant=2', headers: qc.headers })).statusCode).toBe(403);
    expect(
      (await server.inject({ url: '/api/logs/list?startDate=2026-01-01&endDate=2026-01-02', headers: qc.headers }))
        .statusCode,
    ).toBe(403);
  });
});
