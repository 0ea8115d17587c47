// The Accounting area's report and form operations through the HTTP API: every report answers rows for both plants
// within the contract, the statements add up, the Mexico CFDI screens read folios fiscales, and the area roles are
// enforced.
import { describe, expect, it } from 'vitest';
import { expectContract } from '../support/contractResponse.js';
import { areaSuite, itAnswersEachPlant, itRefusesWithoutTheRole } from '../support/areaSuite.js';
import { seedDay, seedMonth } from '../support/seedCalendar.js';

const area = areaSuite();
const { get } = area;

const RANGE = `from=${seedDay(-46)}&to=${seedDay(-1)}`;
const YEAR = `from=${seedDay(-350)}&to=${seedDay(14)}`;

/** Last month: closed in the seeded ledger. */
const LAST_MONTH = seedMonth(-1);

/** Reports answering rows for both plants. */
const REPORTS: [operationId: string, url: (plant: number) => string][] = [
  ['listPolizasCompras', (p) => `/reports/accounting/polizas-compras?plant=${p}&${RANGE}`],
  ['listPolizasPagos', (p) => `/reports/accounting/polizas-pagos?plant=${p}&${RANGE}`],
  ['listCfdiCreditNotes', (p) => `/reports/accounting/credit-notes?plant=${p}&${YEAR}`],
  ['listIvaRefund', (p) => `/reports/accounting/iva-refund?plant=${p}&${YEAR}`],
  ['listSatTrialBalance', (p) => `/reports/accounting/electronic-accounting?plant=${p}&month=${LAST_MONTH}`],
  ['listGlPostings', (p) => `/reports/accounting/gl-posted?plant=${p}&${RANGE}`],
  ['listApPostedSummary', (p) => `/reports/accounting/ap-posted-summary?plant=${p}&${RANGE}`],
  ['listAccountsPayableOpen', (p) => `/reports/accounting/accounts-payable?plant=${p}`],
  ['listInventoryValuation', (p) => `/reports/accounting/inventory?plant=${p}`],
  ['listInvoiceFinancing', (p) => `/reports/accounting/invoice-finance?plant=${p}&${RANGE}`],
  ['listInvoicesSentFloorplan', (p) => `/reports/accounting/inv-sent-floorplan?plant=${p}&${RANGE}`],
  ['listUnitsShippedInvoicing', (p) => `/reports/accounting/invoicing?plant=${p}&${RANGE}`],
  ['getAccountingDashboard', (p) => `/reports/accounting/dashboard?plant=${p}&${YEAR}`],
  ['listMonthlyPnl', (p) => `/reports/accounting/monthly-pnl?plant=${p}&${YEAR}`],
  ['listBalanceSheet', (p) => `/reports/accounting/balance-sheet?plant=${p}&month=${LAST_MONTH}`],
  ['listIncomeStatement', (p) => `/reports/accounting/income-statement?plant=${p}&month=${LAST_MONTH}`],
  ['listSalesByRegion', (p) => `/reports/accounting/sales-region?plant=${p}&${RANGE}`],
];

describe('finance reports', () => {
  itAnswersEachPlant(area, REPORTS);

  it('reads CFDI invoices and payment complements of the MX plant only', async () => {
    const cfdi = expectContract<any[]>(
      'listCfdiIssued',
      await get(`/reports/accounting/facturas-emitidas?plant=3&${RANGE}`),
    );
    expect(cfdi.length).toBeGreaterThan(0);
    expect(cfdi[0].CfdiUuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-/);
    expect(cfdi.some((r) => r.Moneda === 'MXN' && r.Iva > 0 && r.Rfc !== 'XEXX010101000')).toBe(true);
    const complements = expectContract<any[]>(
      'listPaymentComplements',
      await get(`/reports/accounting/payment-complements?plant=3&${RANGE}`),
    );
    expect(complements.length).toBeGreaterThan(0);
    expect(
      complements.every((c) => c.SaldoInsoluto === Math.round((c.SaldoAnterior - c.ImportePagado) * 100) / 100),
    ).toBe(true);
    expect(
      expectContract<any[]>('listCfdiIssued', await get(`/reports/accounting/facturas-emitidas?plant=2&${RANGE}`)),
    ).toEqual([]);
  });

  it('balances the balance sheet and ties the income statement to net income', async () => {
    for (const plant of [2, 3]) {
      const bs = expectContract<any[]>(
        'listBalanceSheet',
        await get(`/reports/accounting/balance-sheet?plant=${plant}&month=${LAST_MONTH}`),
      );
      const line = (name: string) => bs.find((l) => l.Line === name)!;
      expect(line('TOTAL ASSETS').Balance).toBeCloseTo(line('TOTAL LIABILITIES AND EQUITY').Balance, 1);
      expect(line('TOTAL ASSETS').PriorYearEnd).toBeCloseTo(line('TOTAL LIABILITIES AND EQUITY').PriorYearEnd, 1);
      const is = expectContract<any[]>(
        'listIncomeStatement',
        await get(`/reports/accounting/income-statement?plant=${plant}&month=${LAST_MONTH}`),
      );
      const net = is.find((l) => l.Line === 'NET INCOME');
      const ytd = bs.find((l) => l.Line.trim() === 'Net income, year to date');
      expect(net.YearToDate).toBeCloseTo(ytd.Balance, 1);
      expect(is.map((l) => l.LineType)).toContain('subtotal');
    }
  });

  it('filters GL postings by source and rejects a backwards range naming the field', async () => {
    const rows = expectContract<any[]>(
      'listGlPostings',
      await get(`/reports/accounting/gl-posted?plant=2&${RANGE}&source=PR`),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.Source))).toEqual(new Set(['PR']));
    const bad = await get('/reports/ar/invoice-log?plant=2&from=2026-11-15&to=2026-10-01');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('from');
  });
});

describe('finance roles', () => {
  itRefusesWithoutTheRole(area, REPORTS);
});
