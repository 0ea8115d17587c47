// GetUserByToken answers from memory while the session epoch is unchanged, and still shows any change to what it
// answers on the very next request: a revocation, a role, the user's e-mail, the plants and the maintenance flag. A
// burst of these requests is audited in a few transactions, not one each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable, Row } from '../../server/db/Database.js';
import { cachedSessionUserData } from '../../server/handlers/session/cachedSessionUserData.js';
import type { SessionUser } from '../../server/http/OperationHandler.js';
import { startTestServer, type TestServer } from '../../server/testing/testServer.js';

const ME = '/api/user/GetUserByToken/';

describe('GetUserByToken from memory', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('looks the answer up once per checked session, and again for a new one', async () => {
    const statements: string[] = [];
    const db: Queryable = {
      async query<T extends Row = Row>(sql: string, params?: unknown[]) {
        statements.push(sql);
        return server.db.query<T>(sql, params);
      },
    };
    const admin = await server.login('admin');
    const user: SessionUser = {
      guid: admin.body.User.Guid,
      username: 'admin',
      firstName: '',
      lastName: '',
      eplantId: 2,
      isSuperUser: true,
      roles: [],
      sessionId: 'a',
    };
    const [first, second] = await Promise.all([cachedSessionUserData(db, user), cachedSessionUserData(db, user)]);
    expect(await cachedSessionUserData(db, user)).toBe(first);
    expect(second).toBe(first);
    expect(statements).toHaveLength(1);
    // The session check hands out a new object when the epoch changes: that one is looked up afresh.
    const fresh = await cachedSessionUserData(db, { ...user, actingAs: admin.body.User.Guid });
    expect(statements).toHaveLength(2);
    expect(fresh.ActingUserGuid).toBe(admin.body.User.Guid);
  });

  it('answers a revocation on the very next request', async () => {
    const user = await server.loginWithRoles(2, ['production', 'qc'], 'cache');
    const guid = user.body.User.Guid;
    for (let i = 0; i < 2; i++) {
      const res = await server.inject({ url: ME, headers: user.headers });
      expect(res.json().RolesNames).toEqual(['production', 'qc']);
    }
    // Straight to the database, as another server instance would write it.
    await server.db.query(`DELETE FROM user_roles WHERE user_guid = $1 AND role_name = 'qc'`, [guid]);
    expect((await server.inject({ url: ME, headers: user.headers })).json().RolesNames).toEqual(['production']);
    await server.db.query('UPDATE sessions SET blocked_at = now() WHERE user_guid = $1', [guid]);
    expect((await server.inject({ url: ME, headers: user.headers })).statusCode).toBe(401);
  });

  it('shows a new e-mail, plant name and maintenance flag on the very next request', async () => {
    const user = await server.loginWithRoles(2, ['production'], 'cache');
    const guid = user.body.User.Guid;
    const before = (await server.inject({ url: ME, headers: user.headers })).json();
    expect(before.System.Maintance).toBe(false);
    expect((await server.inject({ url: ME, headers: user.headers })).json()).toEqual(before);
    await server.db.query('UPDATE users SET email = $2 WHERE guid = $1', [guid, 'cache.test@example.com']);
    await server.db.query(`UPDATE plants SET name = name || ' (renamed)' WHERE id = 2`);
    await server.db.query('UPDATE system_settings SET maintance = true WHERE id = 1');
    try {
      const after = (await server.inject({ url: ME, headers: user.headers })).json();
      expect(after.Email).toBe('cache.test@example.com');
      expect(after.Plants.find((p: { Id: number }) => p.Id === 2).Name).toMatch(/ \(renamed\)$/);
      expect(after.System.Maintance).toBe(true);
    } finally {
      await server.db.query('UPDATE system_settings SET maintance = false WHERE id = 1');
      await server.db.query(`UPDATE plants SET name = replace(name, ' (renamed)', '') WHERE id = 2`);
    }
  });

  it('audits a burst of requests, every one of them, in a few transactions', async () => {
    const user = await server.loginWithRoles(2, ['production'], 'burst');
    await server.app.flushAudit();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => server.inject({ url: ME, headers: user.headers })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    await server.app.flushAudit();
    // Rows written by one transaction share its id (xmin).
    const [audit] = await server.db.query<{ n: number; transactions: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT xmin::text)::int AS transactions
         FROM api_audit WHERE user_guid = $1 AND operation_id = 'getUserByToken'`,
      [user.body.User.Guid],
    );
    expect(audit.n).toBe(20);
    expect(audit.transactions).toBeLessThan(20);
  });
});
