// The SPIF area's report and form operations through the HTTP API: every report answers rows for both plants in the
// contract's shape and 403 to a user without the area role; every write refuses bad input naming the field with
// nothing written, and saves good input that reads back.
import { describe } from 'vitest';
import { areaSuite, itAnswersBothPlants } from '../support/areaSuite.js';

const today = new Date().toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
const period = `from=${yearAgo}&to=${today}`;

const area = areaSuite();

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
  itAnswersBothPlants(area, REPORTS, '%s answers for both plants and 403 without the area role', { refuses: true });
});
