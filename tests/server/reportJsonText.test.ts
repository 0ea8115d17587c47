// A large report's rows built as JSON text by the database (queryJsonArray) are exactly the JSON of the rows the
// statement answers — same keys, values and order — and a report answering that way still goes through the
// contract's checks and reaches the caller as the same JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonArraySql, queryJsonArray } from '../../server/db/queryJsonArray.js';
import { startTestServer, type TestServer } from '../../server/testing/testServer.js';

/** Text that JSON must escape, unicode, numbers (whole, fractional, large), null and dates as the reports write them. */
const ROWS = `SELECT g AS "N", md5(g::text) AS "Hash", (g * 1.25)::float8 AS "Amount", (g::bigint * 100000000)::float8 AS "Big",
         CASE WHEN g % 7 = 0 THEN NULL ELSE format('say "%s"\\%s', g, chr(10)) END AS "Text", 'Año ñandú ✓' AS "Unicode",
         to_char(date '2026-01-01' + g % 365, 'YYYY-MM-DD') AS "Day"
    FROM generate_series(1, 20000) g ORDER BY g DESC`;

describe('reports answered as JSON text built by the database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('builds exactly the JSON of the rows, in the statement order', async () => {
    const expected = JSON.stringify(await server.db.query(ROWS));
    expect((await queryJsonArray(server.db, ROWS)).text).toBe(expected);
    // The text PostgreSQL builds, whichever database runs the test.
    const [{ json }] = await server.db.query<{ json: string }>(jsonArraySql(ROWS));
    expect(json).toBe(expected);
    expect((await queryJsonArray(server.db, `${ROWS.replace('ORDER BY', 'WHERE false ORDER BY')};`)).text).toBe('[]');
  });

  it('answers Job Material through the contract checks, every row as the statement orders them', async () => {
    const admin = await server.login('admin');
    const res = await server.inject({
      url: '/api/reports/production/job-material?plant=2&from=2026-10-01&to=2026-10-31',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const rows = res.json<{ WorkorderNumber: string; DueDate: string; Required: number }[]>();
    expect(rows.length).toBeGreaterThan(100);
    const [{ n }] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs j JOIN bom b ON b.parent_arinvt_id = j.arinvt_id
        JOIN items c ON c.arinvt_id = b.child_arinvt_id
        WHERE j.eplant_id = 2 AND j.status <> 'Cancelled' AND j.due_date BETWEEN '2026-10-01' AND '2026-10-31'`,
    );
    expect(rows).toHaveLength(n);
    const keys = rows.map((r) => `${r.DueDate} ${r.WorkorderNumber}`);
    expect(keys).toEqual([...keys].sort());
    expect(typeof rows[0].Required).toBe('number');
  });
});
