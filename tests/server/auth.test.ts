// Login, the bot check, rate limiting, blocking, suspension, impersonation and the role matrix, as a caller sees them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { startTestServer, type TestServer } from '../../server/testing/testServer.js';
import { expectContract } from './support/contractResponse.js';

const login = (server: TestServer, Username: string, Password: string, extra: object = {}) =>
  server.inject({ method: 'POST', url: '/api/User/Authenticate', payload: { Username, Password, ...extra } });

describe('login and sessions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ loginLimitPerMinute: 5 });
  });
  afterAll(() => server?.close());

  it('answers the token and the session user', async () => {
    const res = await login(server, 'qc.inspector', 'Norstar2026');
    const body = expectContract('authenticate', res);
    expect(res.statusCode).toBe(200);
    expect(body.TokenType).toBe('Bearer');
    expect(new Date(body.Expiration).getTime()).toBeGreaterThan(Date.now());
    expect(body.User).toMatchObject({
      Username: 'qc.inspector',
      EplantId: 2,
      IsSuperUser: false,
      System: { FrontendVersion: '1.3.1', Maintance: false },
    });
    expect(body.User.RolesNames).toEqual(['qc', 'qc_paint_entry']);
    expect(body.User.Routes).toContain('/Internal/QC/PaintQC');
    expect(body.User.Routes).not.toContain('/Internal/Admin/Users');
    expect(body.User.Plants).toEqual([
      { Id: 2, Name: 'NORSTAR', Site: 'TX1' },
      { Id: 3, Name: 'NORSTAR MX', Site: 'MX1' },
    ]);
    const [log] = await server.db.query(
      `SELECT succes FROM login_logs WHERE username = 'qc.inspector' ORDER BY id DESC LIMIT 1`,
    );
    expect(log.succes).toBe(true);
  });

  it('gives a wrong password and an unknown user the same answer, and logs both', async () => {
    const wrong = await login(server, 'mx.supervisor', 'Wrong2026x');
    const unknown = await login(server, 'no.such.user', 'Wrong2026x');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(wrong.json().message).toBe('Invalid username or Password');
    expect(unknown.json()).toEqual(wrong.json());
    expectContract('authenticate', wrong);
    const rows = await server.db.query(
      `SELECT username, succes FROM login_logs WHERE username IN ('mx.supervisor', 'no.such.user') AND NOT succes`,
    );
    expect(rows.map((r) => r.username).sort()).toEqual(['mx.supervisor', 'no.such.user']);
  });

  it('usernames are case-insensitive', async () => {
    expect((await login(server, 'MX.Supervisor', 'Norstar2026')).statusCode).toBe(200);
  });

  it('limits attempts per IP and username with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(server, 'it.support', 'Wrong2026x')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    const limited = await login(server, 'it.support', 'Norstar2026');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expectContract('authenticate', limited);
    // Another username from the same IP is not affected.
    expect((await login(server, 'admin', 'Norstar2026')).statusCode).toBe(200);
  });

  it('block_token ends the sessions on the next request', async () => {
    const admin = await server.login('admin');
    const victim = await server.login('mx.supervisor');
    expect((await server.inject({ url: '/api/user/GetUserByToken/', headers: victim.headers })).statusCode).toBe(200);
    const res = await server.inject({
      method: 'POST',
      url: `/api/user/block_token?guid=${victim.body.User.Guid}`,
      headers: admin.headers,
    });
    expect(expectContract('blockToken', res).message).toBe('Tokens have been Blocked');
    const after = await server.inject({ url: '/api/user/GetUserByToken/', headers: victim.headers });
    expect(after.statusCode).toBe(401);
    expectContract('getUserByToken', after);
    // A new login works again.
    const again = await server.login('mx.supervisor');
    expect((await server.inject({ url: '/api/user/GetUserByToken/', headers: again.headers })).statusCode).toBe(200);
  });

  it('suspension takes effect on the next request and stops logins', async () => {
    const admin = await server.login('admin');
    const victim = await server.login('qc.inspector');
    const guid = victim.body.User.Guid;
    const user = (await server.inject({ url: `/api/user/${guid}/`, headers: admin.headers })).json();
    const res = await server.inject({
      method: 'PUT',
      url: `/api/user/${guid}/`,
      headers: admin.headers,
      payload: { ...user, IsSuspended: true },
    });
    const suspended = expectContract('updateUser', res);
    expect(suspended.IsSuspended).toBe(true);
    expect((await server.inject({ url: '/api/plants/', headers: victim.headers })).statusCode).toBe(401);
    const refused = await login(server, 'qc.inspector', 'Norstar2026');
    expect(refused.statusCode).toBe(400);
    // Lifted from the record as saved (its new version): the copy read before the suspension is stale now.
    const lifted = await server.inject({
      method: 'PUT',
      url: `/api/user/${guid}/`,
      headers: admin.headers,
      payload: { ...suspended, IsSuspended: false },
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((await login(server, 'qc.inspector', 'Norstar2026')).statusCode).toBe(200);
  });
});

describe('logging in as another user', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('records who acted as whom on the session and on every later request', async () => {
    const it1 = await server.login('it.support');
    const target = await server.login('qc.inspector');
    const res = await server.inject({
      method: 'POST',
      url: `/api/user/authenticateasuser?guid=${target.body.User.Guid}`,
      headers: it1.headers,
    });
    const body = expectContract('authenticateAsUser', res);
    expect(body.User.Username).toBe('qc.inspector');
    expect(body.User.ActingUserGuid).toBe(it1.body.User.Guid);
    const headers = { authorization: `Bearer ${body.Token}` };
    const me = expectContract('getUserByToken', await server.inject({ url: '/api/user/GetUserByToken/', headers }));
    expect(me.ActingUserGuid).toBe(it1.body.User.Guid);
    await server.inject({ method: 'POST', url: '/api/routes/log', headers, payload: { Page: '/Internal/QC/PaintQC' } });
    await server.app.flushAudit();
    const [session] = await server.db.query(
      'SELECT acting_user_guid FROM sessions WHERE user_guid = $1 AND acting_user_guid IS NOT NULL',
      [target.body.User.Guid],
    );
    expect(session.acting_user_guid).toBe(it1.body.User.Guid);
    const audited = await server.db.query(
      `SELECT url, user_guid, acting_user_guid FROM api_audit WHERE acting_user_guid = $1 ORDER BY id`,
      [it1.body.User.Guid],
    );
    expect(audited.map((r) => r.url)).toEqual(['/api/user/GetUserByToken/', '/api/routes/log']);
    expect(audited.every((r) => r.user_guid === target.body.User.Guid)).toBe(true);
  });
});

describe('who may log in as whom', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('a user who is not a super user can never become a super user', async () => {
    const it1 = await server.login('it.support');
    const admin = await server.login('admin');
    const res = await server.inject({
      method: 'POST',
      url: `/api/user/authenticateasuser?guid=${admin.body.User.Guid}`,
      headers: it1.headers,
    });
    expect(res.statusCode).toBe(403);
    expectContract('authenticateAsUser', res);
  });

  it('needs the login-as-user role', async () => {
    const qc = await server.login('qc.inspector');
    const mx = await server.login('mx.supervisor');
    const res = await server.inject({
      method: 'POST',
      url: `/api/user/authenticateasuser?guid=${mx.body.User.Guid}`,
      headers: qc.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('role matrix', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('qc.inspector cannot change a user: 403 and nothing changes', async () => {
    const qc = await server.login('qc.inspector');
    const admin = await server.login('admin');
    const target = (await server.inject({ url: '/api/user?plant=3', headers: admin.headers })).json()[0];
    const res = await server.inject({
      method: 'PUT',
      url: `/api/user/${target.Guid}/`,
      headers: qc.headers,
      payload: { ...target, Firstname: 'Hacked' },
    });
    expect(res.statusCode).toBe(403);
    expectContract('updateUser', res);
    const again = (await server.inject({ url: `/api/user/${target.Guid}/`, headers: admin.headers })).json();
    expect(again.Firstname).toBe(target.Firstname);
    const create = await server.inject({
      method: 'POST',
      url: '/api/user/',
      headers: qc.headers,
      payload: { Firstname: 'A', Lastname: 'B', Username: 'abc', EplantId: 2, Password: 'Abcdefg1' },
    });
    expect(create.statusCode).toBe(403);
    expect(await server.db.query(`SELECT 1 FROM users WHERE username = 'abc'`)).toEqual([]);
  });

  it('qc.inspector may not read users; it.support may; only developers change system settings', async () => {
    const qc = await server.login('qc.inspector');
    const it1 = await server.login('it.support');
    expect((await server.inject({ url: '/api/user?plant=2', headers: qc.headers })).statusCode).toBe(403);
    expect((await server.inject({ url: '/api/user?plant=2', headers: it1.headers })).statusCode).toBe(200);
    const put = (h: Record<string, string>) =>
      server.inject({
        method: 'PUT',
        url: '/api/system/settings',
        headers: h,
        payload: { FrontendVersion: '1.4.0', Maintance: false },
      });
    expect((await put(qc.headers)).statusCode).toBe(403);
    expect(expectContract('updateSystemSettings', await put(it1.headers))).toEqual({
      FrontendVersion: '1.4.0',
      Maintance: false,
    });
    expect((await server.inject({ url: '/api/system/settings', headers: qc.headers })).json().FrontendVersion).toBe(
      '1.4.0',
    );
  });
});

describe('bot check', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ captcha: true });
  });
  afterAll(() => server?.close());

  it('refuses a login without a solved challenge and accepts a solved one once', async () => {
    const missing = await login(server, 'admin', 'Norstar2026');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual([{ field: 'Captcha', message: 'Complete the bot check and try again' }]);
    const challenge = expectContract('getCaptchaChallenge', await server.inject('/api/captcha/challenge'));
    const solution = await solveChallenge({ challenge, deriveKey });
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    expect((await login(server, 'admin', 'Norstar2026', { Captcha: payload })).statusCode).toBe(200);
    // A replayed payload is refused.
    expect((await login(server, 'admin', 'Norstar2026', { Captcha: payload })).statusCode).toBe(400);
  });
});
