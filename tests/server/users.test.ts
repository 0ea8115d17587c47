// User administration as the user dialog uses it: create and update with the SPEC messages, role tree and roles,
// groups, login and route logs, the request log with masked secrets, and the database user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../server/testing/testServer.js';
import { expectContract } from './support/contractResponse.js';

let server: TestServer;
let it1: LoginResult;
beforeAll(async () => {
  server = await startTestServer();
  it1 = await server.login('it.support');
});
afterAll(() => server?.close());

const newUser = {
  Guid: null,
  Firstname: 'Lorena',
  Lastname: 'Saucedo',
  Username: 'lsaucedo',
  Email: '',
  EplantId: 3,
  Password: 'Trailer2026',
};

describe('user records', () => {
  it('rejects an invalid form with every SPEC message, naming the fields, and writes nothing', async () => {
    const before = await server.db.query('SELECT count(*)::int AS n FROM users');
    const res = await server.inject({
      method: 'POST',
      url: '/api/user/',
      headers: it1.headers,
      payload: { Firstname: ' ', Lastname: '', Username: '', Email: 'not-an-address', EplantId: 2, Password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    const body = expectContract('createUser', res);
    expect(body.fieldErrors).toEqual([
      { field: 'Firstname', message: 'Name is required' },
      { field: 'Lastname', message: 'LastName is required' },
      { field: 'Username', message: 'Username is required' },
      { field: 'Email', message: 'Enter a valid email address' },
      { field: 'Password', message: 'Password must have at least 8 symbols' },
      { field: 'Password', message: 'Add an Uppercase letter please' },
      { field: 'Password', message: 'Add a number please' },
    ]);
    expect(await server.db.query('SELECT count(*)::int AS n FROM users')).toEqual(before);
  });

  it('contract validation names the field', async () => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/user/',
      headers: it1.headers,
      payload: { ...newUser, EplantId: 'two' },
    });
    expect(res.statusCode).toBe(400);
    expect(expectContract('createUser', res).fieldErrors[0].field).toBe('EplantId');
  });

  it('creates a user (empty email stored as null) who can log in, then updates and changes the password', async () => {
    const res = await server.inject({ method: 'POST', url: '/api/user/', headers: it1.headers, payload: newUser });
    const created = expectContract('createUser', res);
    expect(created).toMatchObject({
      Firstname: 'Lorena',
      Email: null,
      EplantId: 3,
      Isactive: true,
      IsSuspended: false,
      IsSuperUser: false,
      IsDbaUser: false,
    });
    expect((await server.login('lsaucedo', 'Trailer2026')).body.User.Routes).toEqual(['/Internal']);
    const dup = await server.inject({
      method: 'POST',
      url: '/api/user/',
      headers: it1.headers,
      payload: { ...newUser, Username: 'LSaucedo' },
    });
    expect(dup.json().fieldErrors).toEqual([{ field: 'Username', message: 'This username is already taken' }]);

    const put = await server.inject({
      method: 'PUT',
      url: `/api/user/${created.Guid}/`,
      headers: it1.headers,
      payload: { ...created, Email: 'lorena.saucedo@norstarcompany.com', Password: 'Gooseneck2027' },
    });
    expect(expectContract('updateUser', put).Email).toBe('lorena.saucedo@norstarcompany.com');
    expect(
      (
        await server.inject({
          method: 'POST',
          url: '/api/User/Authenticate',
          payload: { Username: 'lsaucedo', Password: 'Trailer2026' },
        })
      ).statusCode,
    ).toBe(400);
    await server.login('lsaucedo', 'Gooseneck2027');
  });

  it('a non-super user cannot promote anyone to super user', async () => {
    const [target] = await server.db.query(`SELECT guid FROM users WHERE username = 'lsaucedo'`);
    const user = (await server.inject({ url: `/api/user/${target.guid}/`, headers: it1.headers })).json();
    const res = await server.inject({
      method: 'PUT',
      url: `/api/user/${target.guid}/`,
      headers: it1.headers,
      payload: { ...user, IsSuperUser: true },
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await server.db.query('SELECT is_super_user FROM users WHERE guid = $1', [target.guid]))[0].is_super_user,
    ).toBe(false);
  });

  it('lists users of a plant, active only', async () => {
    const all = expectContract('listUsers', await server.inject({ url: '/api/user?plant=3', headers: it1.headers }));
    const active = expectContract(
      'listUsers',
      await server.inject({ url: '/api/user?plant=3&active=true', headers: it1.headers }),
    );
    expect(all.every((u: any) => u.EplantId === 3)).toBe(true);
    expect(active.every((u: any) => u.Isactive)).toBe(true);
    expect(active.length).toBeLessThanOrEqual(all.length);
    expect(all.some((u: any) => u.Username === 'mx.supervisor')).toBe(true);
    const options = expectContract(
      'listUsersToCopy',
      await server.inject({ url: '/api/user/SelectStore', headers: it1.headers }),
    );
    expect(options).toContainEqual({ name: 'Rhonda Pruitt', Guid: expect.any(String) });
  });
});

describe('roles', () => {
  it('the role tree shows what a user holds, and UpdateUserRoles replaces it with routes and roles to match', async () => {
    const qc = await server.login('qc.inspector');
    const guid = qc.body.User.Guid;
    const tree = expectContract(
      'getRoleTreeByUser',
      await server.inject({ url: `/api/routes/GetAllRoutesByUser?Guid=${guid}`, headers: it1.headers }),
    );
    const flat = (nodes: any[]): any[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
    const nodes = flat(tree);
    expect(
      nodes
        .filter((n) => n.hasRole)
        .map((n) => n.uniqId)
        .sort(),
    ).toEqual(['area:QC', 'role:qc_paint_entry']);
    expect(nodes.filter((n) => n.elementType === 'route').length).toBeGreaterThan(250);

    const shipping = nodes.find((n) => n.uniqId === 'route:/Internal/Shipping/calendar');
    const count = nodes.find((n) => n.uniqId === 'role:inventory_count');
    const res = await server.inject({
      method: 'POST',
      url: '/api/roles/UpdateUserRoles',
      headers: it1.headers,
      payload: { Guid: guid, UserChekedRules: [shipping.id, count.id] },
    });
    expect(expectContract('updateUserRoles', res).message).toBe('Role assigned to User');
    // Takes effect on the very next request of the same token.
    const me = expectContract(
      'getUserByToken',
      await server.inject({ url: '/api/user/GetUserByToken/', headers: qc.headers }),
    );
    expect(me.RolesNames).toEqual(['inventory_count', 'shipping']);
    expect(me.Routes).toEqual(['/Internal', '/Internal/Shipping/calendar']);
    const bad = await server.inject({
      method: 'POST',
      url: '/api/roles/UpdateUserRoles',
      headers: it1.headers,
      payload: { Guid: guid, UserChekedRules: [999999] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('UserChekedRules');
  });

  it('a super user gets every route and a fully ticked tree', async () => {
    const admin = await server.login('admin');
    expect(admin.body.User.Routes.length).toBeGreaterThan(250);
    const tree = (
      await server.inject({ url: `/api/routes/GetAllRoutesByUser?Guid=${admin.body.User.Guid}`, headers: it1.headers })
    ).json();
    expect(tree.every((n: any) => n.hasRole)).toBe(true);
  });
});

describe('groups, logs and plants', () => {
  it('adds a user to a group and removes them', async () => {
    const mx = await server.login('mx.supervisor');
    const guid = mx.body.User.Guid;
    const groups = expectContract(
      'listUserGroups',
      await server.inject({ url: '/api/usergroups?plant=3', headers: it1.headers }),
    );
    const quality = groups.find((g: any) => g.Name === 'Quality');
    const add = await server.inject({
      method: 'POST',
      url: '/api/usergroups/insertusers/',
      headers: it1.headers,
      payload: { Guid: guid, UserGroupId: quality.Id },
    });
    expect(expectContract('addUserToGroup', add).message).toBe('Group has been Asigned to user');
    const mine = expectContract(
      'getUserGroups',
      await server.inject({ url: `/api/usergroups/GetGroups/${guid}/`, headers: it1.headers }),
    );
    expect(mine.map((g: any) => g.Name)).toEqual(['Production Leads', 'Quality']);
    const del = await server.inject({
      method: 'POST',
      url: '/api/usergroups/DeleteUsers',
      headers: it1.headers,
      payload: { Guid: guid, UserGroupId: quality.Id },
    });
    expect(expectContract('removeUserFromGroup', del).message).toBe('Group has been removed from user!');
    expect(
      (await server.inject({ url: `/api/usergroups/GetGroups/${guid}/`, headers: it1.headers }))
        .json()
        .map((g: any) => g.Name),
    ).toEqual(['Production Leads']);
  });

  it('login and route logs come back for a date range, newest first', async () => {
    const qc = await server.login('qc.inspector');
    await server.inject({
      method: 'POST',
      url: '/api/routes/log',
      headers: qc.headers,
      payload: { Page: '/Internal/QC/PaintQC' },
    });
    const today = new Date().toISOString().slice(0, 10);
    const guid = qc.body.User.Guid;
    const logins = expectContract(
      'listLoginLogs',
      await server.inject({
        url: `/api/user/login_logs?guid=${guid}&startDate=2020-01-01&endDate=${today}`,
        headers: it1.headers,
      }),
    );
    expect(logins.length).toBeGreaterThan(10);
    expect(logins[0].Succes).toBe(true);
    expect(new Date(logins[0].Date) >= new Date(logins[logins.length - 1].Date)).toBe(true);
    const routes = expectContract(
      'listRouteLogs',
      await server.inject({
        url: `/api/user/route_logs?guid=${guid}&startDate=${today}&endDate=${today}`,
        headers: it1.headers,
      }),
    );
    expect(routes[0].Page).toBe('/Internal/QC/PaintQC');
    const backwards = await server.inject({
      url: `/api/user/route_logs?guid=${guid}&startDate=${today}&endDate=2020-01-01`,
      headers: it1.headers,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors[0].field).toBe('startDate');
  });

  it('the request log masks passwords, tokens and secrets', async () => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/logs',
      headers: it1.headers,
      payload: {
        method: 'post',
        baseURL: 'http://erp',
        url: '/user/?token=abc&plant=2',
        data: { Username: 'x', Password: 'Secret123', nested: { apiKey: 'k', keep: 1 } },
        origin: 'http://portal',
        href: 'http://portal/#/Internal',
      },
    });
    expectContract('writeRequestLog', res);
    const [row] = await server.db.query(
      'SELECT method, url, data, user_guid FROM request_logs ORDER BY id DESC LIMIT 1',
    );
    expect(row).toEqual({
      method: 'POST',
      url: '/user/?token=***&plant=2',
      data: { Username: 'x', Password: '***', nested: { apiKey: '***', keep: 1 } },
      user_guid: it1.body.User.Guid,
    });
  });

  it('plants', async () => {
    expect(
      expectContract('listPlants', await server.inject({ url: '/api/plants/', headers: it1.headers })).map(
        (p: any) => p.Name,
      ),
    ).toEqual(['NORSTAR', 'NORSTAR MX']);
  });
});

describe('database user', () => {
  it('creates and drops a real login role, and rejects hostile names', async () => {
    const [u] = await server.db.query(`SELECT guid FROM users WHERE username = 'lsaucedo'`);
    const post = (payload: object) =>
      server.inject({ method: 'POST', url: '/api/user/dba_user/', headers: it1.headers, payload });
    const noPassword = await post({ Guid: u.guid, IsDbaUser: true });
    expect(noPassword.json().fieldErrors).toEqual([{ field: 'Password', message: 'Password is required' }]);
    const created = await post({ Guid: u.guid, IsDbaUser: true, Password: "it's a 'quoted' pass" });
    expect(expectContract('setDbaUser', created).message).toBe('DB User created!');
    expect(await server.db.query(`SELECT rolcanlogin FROM pg_roles WHERE rolname = 'lsaucedo'`)).toEqual([
      { rolcanlogin: true },
    ]);
    expect((await server.db.query('SELECT is_dba_user FROM users WHERE guid = $1', [u.guid]))[0].is_dba_user).toBe(
      true,
    );
    const dropped = await post({ Guid: u.guid, IsDbaUser: false });
    expect(expectContract('setDbaUser', dropped).message).toBe('DB User eliminated!');
    expect(await server.db.query(`SELECT 1 FROM pg_roles WHERE rolname = 'lsaucedo'`)).toEqual([]);

    // A hostile username (created directly: the user form would not accept it) never reaches the database.
    const hostile = '00000000-0000-4000-8000-0000000000aa';
    await server.db.query(
      `INSERT INTO users (guid, firstname, lastname, username, eplant_id) VALUES ($1, 'x', 'y', 'x"; DROP TABLE users; --', 2)`,
      [hostile],
    );
    const refused = await post({ Guid: hostile, IsDbaUser: true, Password: 'Whatever1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors[0].field).toBe('Guid');
    // A role the portal did not create (the database superuser) is never touched.
    const [{ current_user }] = await server.db.query('SELECT current_user');
    await server.db.query('UPDATE users SET username = $1 WHERE guid = $2', [current_user, hostile]);
    expect((await post({ Guid: hostile, IsDbaUser: false })).statusCode).toBe(400);
    expect(await server.db.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [current_user])).toHaveLength(1);
  });
});
