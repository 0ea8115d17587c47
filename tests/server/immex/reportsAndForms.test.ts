// The IMMEX area's report and form operations through the HTTP API: every report answers rows for both plants within
// the contract, the area roles are enforced, and every catalog form rejects bad input naming the field (nothing
// written) and saves good input that reads back.
import { describe, expect, it } from 'vitest';
import { expectContract } from '../support/contractResponse.js';
import { areaSuite, itAnswersEachPlant } from '../support/areaSuite.js';
import { seedDay } from '../support/seedCalendar.js';

const area = areaSuite();
const { get } = area;

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
  itAnswersEachPlant(area, REPORTS);

  it('filters the IMMEX BOM by family and marks temporary imports', async () => {
    const all = expectContract<any[]>('listImmexBom', await get('/reports/immex/bom?plant=3'));
    const family = all[0].Family as string;
    const some = expectContract<any[]>('listImmexBom', await get(`/reports/immex/bom?plant=3&family=${family}`));
    expect(some.every((r) => r.Family === family)).toBe(true);
    const bought = expectContract<any[]>('listImmexPurchases', await get(`/reports/immex/purchased?plant=3&${WIDE}`));
    expect(new Set(bought.map((r) => r.Regime))).toEqual(new Set(['Temporal', 'Nacional']));
  });
});
