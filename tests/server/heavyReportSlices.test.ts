// A heavy report on the embedded database runs as a cursor fetched in slices, so a paint QC save sent while the
// report is running completes before it (asserted by the order the two answers arrive, not by time), and the report
// still answers every row, in order, as one statement would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../server/handlers/index.js';
import type { Row } from '../../server/db/Database.js';
import { startTestServer, type LoginResult, type TestServer } from '../../server/testing/testServer.js';
import { findPaintQcTrailerUnit } from '../../server/testing/findPaintQcTrailerUnit.js';
import { paintQcTrailerSave } from '../../server/testing/paintQcTrailerBody.js';

/** Far more rows than a slice: one statement of it keeps single-connection PGlite busy for a long while. */
const BIG_REPORT = `SELECT g AS n, md5(g::text) AS h, repeat('x', 200) AS pad FROM generate_series(1, 60000) g ORDER BY g`;

describe('a write while a heavy report runs', () => {
  let server: TestServer;
  let qc: LoginResult;
  let reportRows: Row[] = [];
  let reportStarted: () => void = () => undefined;
  beforeAll(async () => {
    server = await startTestServer({
      handlers: {
        ...handlers,
        // Test-only: Job Material (a heavy operation: it has a maximum range) answering a large synthetic read.
        listJobMaterial: async (ctx) => {
          reportStarted();
          reportRows = await ctx.db.query(BIG_REPORT);
          return [];
        },
      },
    });
    qc = await server.login('qc.inspector');
  });
  afterAll(() => server?.close());

  it('saves paint QC readings before the report running ahead of them ends, and the report answers every row', async () => {
    const unit = await findPaintQcTrailerUnit(server.db, server.inject, qc.headers);
    const admin = await server.login('admin');

    const order: string[] = [];
    const started = new Promise<void>((resolve) => (reportStarted = resolve));
    const report = server
      .inject({
        url: '/api/reports/production/job-material?plant=2&from=2026-10-01&to=2026-10-31',
        headers: admin.headers,
      })
      .then((res) => (order.push('report'), res));
    // The handler has handed its read to the database by the time this continues.
    await started;
    const save = server
      .inject({
        ...paintQcTrailerSave(
          unit,
          { Guid: qc.body.User.Guid, UserName: 'Quality Inspector' },
          'saved while a report runs',
        ),
        headers: qc.headers,
      })
      .then((res) => (order.push('save'), res));
    const [saved, pulled] = await Promise.all([save, report]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ok: true, message: 'Save!' });
    expect(pulled.statusCode).toBe(200);
    expect(order).toEqual(['save', 'report']);

    // Every row, in order, exactly as one statement answers it.
    expect(reportRows).toHaveLength(60000);
    expect(reportRows).toEqual(await server.db.query(BIG_REPORT));
    const [stored] = await server.db.query<{ comments: string }>(
      `SELECT comments FROM paint_qc_records WHERE workorder_number = $1 ORDER BY id DESC LIMIT 1`,
      [unit.WorkorderNumber],
    );
    expect(stored.comments).toBe('saved while a report runs');
  });
});
