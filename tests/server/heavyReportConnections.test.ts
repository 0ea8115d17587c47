// On PostgreSQL the statements of heavy operations (reports with a maximum range) hold at most heavyConnections()
// pooled connections at once — one core fewer than the machine has — so the database backends of reports leave a core
// to the short statements of everyone else. Seen from outside through pg_stat_activity while several reports run; a
// paint QC save sent meanwhile still completes before the reports queued behind the running one. On the embedded
// database every statement runs one at a time anyway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../server/handlers/index.js';
import { heavyConnections } from '../../server/db/openDatabase.js';
import { startTestServer, type LoginResult, type TestServer } from '../../server/testing/testServer.js';
import { findPaintQcTrailerUnit } from '../../server/testing/findPaintQcTrailerUnit.js';
import { paintQcTrailerSave } from '../../server/testing/paintQcTrailerBody.js';

/** A report statement that keeps its connection a while, marked so that pg_stat_activity can find it. */
const PROBE = `SELECT pg_sleep(0.3) /* heavy connection probe */`;
const REPORTS = heavyConnections() + 3;

describe('heavy reports on the database connections', () => {
  let server: TestServer;
  let qc: LoginResult;
  let admin: LoginResult;
  beforeAll(async () => {
    server = await startTestServer({
      handlers: {
        ...handlers,
        // Test-only: Job Material (a heavy operation: it has a maximum range) holding a connection for a while.
        listJobMaterial: async (ctx) => {
          await ctx.db.query(PROBE);
          return [];
        },
      },
    });
    qc = await server.login('qc.inspector');
    admin = await server.login('admin');
  });
  afterAll(() => server?.close());

  it('runs at most heavyConnections() report statements at once, and a save sent meanwhile completes before the queued reports', async () => {
    const unit = await findPaintQcTrailerUnit(server.db, server.inject, qc.headers);

    const order: string[] = [];
    let running = REPORTS;
    const reports = Array.from({ length: REPORTS }, () =>
      server
        .inject({
          url: '/api/reports/production/job-material?plant=2&from=2026-10-01&to=2026-10-31',
          headers: admin.headers,
        })
        .then((res) => {
          order.push('report');
          running -= 1;
          return res;
        }),
    );
    // Watch the report statements from outside (a light statement: it never waits for a heavy connection).
    // On the embedded database (one connection) there is nothing to watch.
    const watch = server.db.kind === 'postgres';
    const countActive = async () =>
      (
        await server.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND state = 'active' AND query LIKE '%heavy connection probe%'
              AND pid <> pg_backend_pid()`,
        )
      )[0].n;
    let seen = 0;
    while (watch && seen === 0 && running > 0) seen = await countActive();
    const save = server
      .inject({
        ...paintQcTrailerSave(
          unit,
          { Guid: qc.body.User.Guid, UserName: 'Quality Inspector' },
          'saved while reports queue',
        ),
        headers: qc.headers,
      })
      .then((res) => (order.push('save'), res));
    let most = seen;
    while (watch && running > 0) most = Math.max(most, await countActive());

    const answers = await Promise.all([save, ...reports]);
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(answers[0].json()).toMatchObject({ ok: true, message: 'Save!' });
    if (watch) {
      expect(most).toBeGreaterThan(0);
      expect(most).toBeLessThanOrEqual(heavyConnections());
    }
    // The reports that waited for a heavy connection answer after the save.
    expect(order.indexOf('save')).toBeLessThan(REPORTS - heavyConnections());
  });
});
