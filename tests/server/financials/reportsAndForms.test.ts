// The Financials area's report and form operations through the HTTP API: every report answers both plants in the
// contract's shape and refuses users without the area role; the tire DOT, pre-ship QC, pick-list and loading-dock
// writes validate before writing, save, and read back.
import { describe, expect, it } from 'vitest';
import { expectContract } from '../support/contractResponse.js';
import { areaSuite, type AreaReport, itAnswersBothPlants, itRefusesWithoutTheRole } from '../support/areaSuite.js';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const YEAR = `from=${day(-365)}&to=${day(20)}`;

const area = areaSuite();
const { get } = area;

/** operationId, url without plant, the plants that must answer rows when not both. */
const REPORTS: AreaReport[] = [
  ['listPastDueInvoices', '/reports/financials/past-due?'],
  ['listCashFlow', `/reports/financials/cash-flow?${YEAR}`],
  ['listCustomerFinancing', `/reports/financials/customer-financing?${YEAR}`, { rowsIn: [2] }],
];

describe('shipping and financials reports', () => {
  itAnswersBothPlants(area, REPORTS, '%s answers rows in the contract shape');

  itRefusesWithoutTheRole(area, REPORTS, '%s refuses qc.inspector with 403');

  it('buckets past-due invoices by days past due', async () => {
    const rows = expectContract('listPastDueInvoices', await get('/reports/financials/past-due?plant=2'));
    for (const r of rows) {
      expect(r.DaysPastDue).toBeGreaterThan(0);
      expect(r.Balance).toBeCloseTo(r.Total - r.Paid, 2);
      const bucket =
        r.DaysPastDue <= 30 ? '1-30' : r.DaysPastDue <= 60 ? '31-60' : r.DaysPastDue <= 90 ? '61-90' : '90+';
      expect(r.Bucket).toBe(bucket);
    }
  });
});
