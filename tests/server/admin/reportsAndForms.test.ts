// The Admin area's report and form operations through the HTTP API: every report answers rows for both plants in the
// contract's shape and 403 to a user without the area role; every write refuses bad input naming the field with
// nothing written, and saves good input that reads back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import { expectContract } from '../support/contractResponse.js';

let server: TestServer;
let admin: LoginResult;
let qc: LoginResult;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  qc = await server.login('qc.inspector');
}, 900_000);

afterAll(() => server?.close());

const get = (url: string, who: LoginResult = admin) =>
  server.inject({ method: 'GET', url: `/api${url}`, headers: who.headers });

const send = (method: 'POST' | 'PUT', url: string, payload: unknown, who: LoginResult = admin) =>
  server.inject({ method, url: `/api${url}`, headers: who.headers, payload: payload as object });

const REPORTS: [string, string][] = [
  ['listAdminIqmsItems', `/reports/admin/iqms-items?`],
  ['listAdminDealers', `/reports/admin/dealers?`],
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

describe('dealer-facing writes', () => {
  it('submits a dealer load with open order lines and refuses a past ship date', async () => {
    const dealers = (await get('/reports/admin/dealers?plant=2')).json();
    const future = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const past = await send('POST', '/dealer-portal/loads?plant=2', {
      DealerNo: dealers[0].DealerNo,
      RequestedShipDate: '2020-01-01',
      MaxUnits: 4,
    });
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain('RequestedShipDate');
    let created = null;
    for (const d of dealers.slice(0, 40)) {
      const res = await send('POST', '/dealer-portal/loads?plant=2', {
        DealerNo: d.DealerNo,
        RequestedShipDate: future,
        MaxUnits: 2,
      });
      if (res.statusCode === 200) {
        created = res.json();
        break;
      }
    }
    expect(created).not.toBeNull();
    expect((await get(`/reports/dealer-portal/loads/${created.LoadNo}/units`)).json()).toHaveLength(created.Units);
  });
});
