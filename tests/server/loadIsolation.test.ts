// One heavy request must not stall the plant: reports beyond their maximum range are refused, a statement past the
// statement timeout answers 503 while the server keeps answering, heavy reports run a few at a time per user, the
// session check from memory still sees a revocation on the next request, and the request log cannot fill the disk.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../server/handlers/index.js';
import type { OperationHandler } from '../../server/http/OperationHandler.js';
import {
  purgeRequestLogs,
  REQUEST_LOG_DATA_MAX_CHARS,
  REQUEST_LOG_LIMITED,
} from '../../server/handlers/session/requestLogLimits.js';
import { startTestServer, type TestServer } from '../../server/testing/testServer.js';

const JOB_MATERIAL = '/api/reports/production/job-material?plant=2';

describe('bounded reports', () => {
  let server: TestServer;
  /** The test-only handler's gate: listJobMaterial waits on it (no such handler exists outside this file). */
  let open: () => void = () => undefined;
  let gate = Promise.resolve();
  const waitingReport: OperationHandler<'listJobMaterial'> = async () => {
    await gate;
    return [];
  };
  beforeAll(async () => {
    server = await startTestServer({
      handlers: { ...handlers, listFinishLog: waitingReport },
      config: { heavyConcurrencyPerUser: 2 },
    });
  });
  afterAll(() => server?.close());

  it('answers a report beyond its maximum range 400, naming the maximum', async () => {
    const { headers } = await server.login('admin');
    const long = await server.inject({ url: `${JOB_MATERIAL}&from=2026-01-01&to=2026-06-30`, headers });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('This report covers at most 92 days at a time; choose a shorter date range.');
    const month = await server.inject({ url: `${JOB_MATERIAL}&from=2026-03-01&to=2026-03-31`, headers });
    expect(month.statusCode).toBe(200);
    // Exactly the maximum (both days included) is allowed.
    const quarter = await server.inject({ url: `${JOB_MATERIAL}&from=2026-01-01&to=2026-04-02`, headers });
    expect(quarter.statusCode).toBe(200);
  });

  it('runs two heavy reports of one user at once, queues the next ones and refuses beyond the queue with 429', async () => {
    const { headers } = await server.login('admin');
    gate = new Promise<void>((resolve) => (open = resolve));
    const url = '/api/reports/production/finish-log?plant=2&from=2026-03-01&to=2026-03-31';
    // Two run (held in the handler by the gate), eight wait their turn, the eleventh is refused at once.
    const calls = Array.from({ length: 11 }, () => server.inject({ url, headers }));
    const first = await Promise.race(calls);
    expect(first.statusCode).toBe(429);
    expect(first.json().message).toBe(
      'You already have 2 large reports loading and 8 waiting; wait for them to finish, then try again.',
    );
    open();
    const statuses = (await Promise.all(calls)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    // Counted out again: the next one runs.
    expect((await server.inject({ url, headers })).statusCode).toBe(200);
  });
});

describe('statement timeout', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      // Test-only: a report whose statement sleeps far past the timeout; production handlers never run pg_sleep.
      handlers: { ...handlers, listJobMaterial: async (ctx) => ctx.db.query('SELECT pg_sleep(60)') },
      config: { statementTimeoutMs: 1500 },
    });
  });
  afterAll(() => server?.close());

  it('answers a statement past the timeout 503 with the message, and /health meanwhile', async () => {
    const { headers } = await server.login('admin');
    let settled = false;
    const slow = server
      .inject({ url: `${JOB_MATERIAL}&from=2026-03-01&to=2026-03-31`, headers })
      .finally(() => (settled = true));
    while (!server.db.isBusy?.()) await new Promise((resolve) => setImmediate(resolve));
    const health = await server.inject('/health');
    expect(health.statusCode).toBe(200);
    expect(health.json().status).toBe('ok');
    expect(settled).toBe(false);
    const res = await slow;
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'The server stopped this request after 1.5 s: it needed more work than one request may take. ' +
        'Narrow the date range or the filters and try again.',
    );
    // The database answers again after the runaway statement was stopped.
    expect((await server.inject({ url: '/api/user/GetUserByToken/', headers })).statusCode).toBe(200);
    expect((await server.inject('/health')).statusCode).toBe(200);
  });
});

describe('session check from memory', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('sees a change written by another server instance on the very next request', async () => {
    const victim = await server.loginWithRoles(2, ['production'], 'epoch');
    const me = '/api/user/GetUserByToken/';
    expect((await server.inject({ url: me, headers: victim.headers })).statusCode).toBe(200);
    expect((await server.inject({ url: me, headers: victim.headers })).statusCode).toBe(200);
    // Straight to the database, as a second instance sharing it would: no handler of this server knows.
    await server.db.query('UPDATE users SET is_suspended = true WHERE guid = $1', [victim.body.User.Guid]);
    const after = await server.inject({ url: me, headers: victim.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('This user is suspended or inactive');
  });

  it('sees a role taken away on the very next request', async () => {
    const user = await server.loginWithRoles(2, ['production'], 'epoch');
    const url = `${JOB_MATERIAL}&from=2026-03-01&to=2026-03-31`;
    expect((await server.inject({ url, headers: user.headers })).statusCode).toBe(200);
    await server.db.query('DELETE FROM user_roles WHERE user_guid = $1', [user.body.User.Guid]);
    expect((await server.inject({ url, headers: user.headers })).statusCode).toBe(403);
  });
});

describe('request log limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { requestLogPerMinute: 5 } });
  });
  afterAll(() => server?.close());

  const log = (headers: Record<string, string>, data: unknown) =>
    server.inject({ method: 'POST', url: '/api/logs', headers, payload: { method: 'post', url: '/x', data } });

  it('stores a large body as a note of its size with its start', async () => {
    const user = await server.loginWithRoles(2, [], 'log');
    const big = { text: 'x'.repeat(REQUEST_LOG_DATA_MAX_CHARS * 4) };
    expect((await log(user.headers, big)).statusCode).toBe(200);
    expect((await log(user.headers, { small: 1 })).statusCode).toBe(200);
    const rows = await server.db.query<{ data: Record<string, unknown> }>(
      'SELECT data FROM request_logs WHERE user_guid = $1 ORDER BY id',
      [user.body.User.Guid],
    );
    expect(rows[0].data).toMatchObject({ truncated: true, size: JSON.stringify(big).length });
    expect(String(rows[0].data.preview).length).toBe(1024);
    expect(rows[1].data).toEqual({ small: 1 });
  });

  it('answers 429 beyond the per-user allowance, other users unaffected', async () => {
    const user = await server.loginWithRoles(2, [], 'log');
    const other = await server.loginWithRoles(2, [], 'log');
    for (let i = 0; i < 5; i++) expect((await log(user.headers, { i })).statusCode).toBe(200);
    const refused = await log(user.headers, { i: 6 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(REQUEST_LOG_LIMITED);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await log(other.headers, { i: 1 })).statusCode).toBe(200);
    const [{ n }] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM request_logs WHERE user_guid = $1',
      [user.body.User.Guid],
    );
    expect(n).toBe(5);
  });

  it('purges rows older than the retention and keeps the rest', async () => {
    const user = await server.loginWithRoles(2, [], 'log');
    await server.db.query(
      `INSERT INTO request_logs (method, url, user_guid, created_at)
       VALUES ('GET', '/old', $1, now() - interval '91 days'), ('GET', '/recent', $1, now() - interval '89 days')`,
      [user.body.User.Guid],
    );
    expect(await purgeRequestLogs(server.db, 90)).toBeGreaterThanOrEqual(1);
    const urls = await server.db.query<{ url: string }>('SELECT url FROM request_logs WHERE user_guid = $1', [
      user.body.User.Guid,
    ]);
    expect(urls.map((r) => r.url)).toEqual(['/recent']);
  });
});
