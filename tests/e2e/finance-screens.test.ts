// Finance screens in the browser as admin against the real server: the balance sheet and income statement read as
// statements (headers, accounts, subtotals, totals), the Mexico CFDI invoices show folios fiscales whatever plant is
// selected, and the accounting and executive dashboards, AR weekly pivot and sales-vs-produced chart show data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPortalOnce, saveFailuresOf, signIn, type PortalPage } from './support/browser';

describe('finance screens as admin', () => {
  let portal: PortalPage;
  saveFailuresOf(() => portal);

  beforeAll(async () => {
    portal = await openPortalOnce('finance screens');
    await signIn(portal, 'admin');
  });
  afterAll(async () => {
    await portal?.context.close();
  });

  const open = async (path: string, title: string) => {
    portal.consoleErrors.length = 0;
    await portal.goto(path);
    await portal.page.getByRole('heading', { name: title, exact: true }).first().waitFor({ timeout: 20_000 });
    await portal.page.waitForFunction(() => !document.querySelector('[data-screen-state="loading"]'), null, {
      timeout: 30_000,
    });
  };
  const shot = (name: string) => portal.page.screenshot({ path: `/tmp/finance-${name}.png` });

  it('lays out the balance sheet and income statement as statements', async () => {
    const { page } = portal;
    await open('/Internal/Accounting/BalanceSheet', 'Balance Sheet');
    await page.getByTestId('glide-cell-0-0').waitFor({ state: 'attached', timeout: 20_000 });
    expect(await page.getByTestId('glide-cell-0-0').textContent()).toContain('ASSETS');
    expect(Number((await page.getByTestId('grid-row-count').textContent())?.replace(/\D/g, ''))).toBeGreaterThan(20);
    await shot('balance-sheet');
    await open('/Internal/Accounting/IncomeStatement', 'Income Statement');
    await page.getByTestId('glide-cell-0-0').waitFor({ state: 'attached', timeout: 20_000 });
    expect(await page.getByTestId('glide-cell-0-0').textContent()).toContain('NET SALES');
    await shot('income-statement');
    expect(portal.consoleErrors).toEqual([]);
  });

  it('shows CFDI invoices of the MX plant from the U.S. plant', async () => {
    const { page } = portal;
    await open('/Internal/Accounting/FacturasEmitidas', 'Facturas Emitidas (CFDI)');
    await page.getByTestId('glide-cell-0-0').waitFor({ state: 'attached', timeout: 20_000 });
    expect(await page.getByTestId('glide-cell-0-0').textContent()).toMatch(/^FMX/);
    await shot('facturas');
    expect(portal.consoleErrors).toEqual([]);
  });

  it.each([
    ['/Internal/Accounting/Dashboard', 'Accounting Dashboard', 'accounting-dashboard'],
    ['/Internal/Executive/Financials', 'Financials', 'executive-financials'],
    ['/Internal/DailyPulse', 'Daily Pulse', 'daily-pulse'],
  ])('%s shows its cards and charts', async (path, title, name) => {
    const { page } = portal;
    await open(path, title);
    await page.locator('[data-testid^="kpi-"]').first().waitFor();
    await page.locator('.recharts-surface').first().waitFor({ timeout: 20_000 });
    await page.waitForTimeout(500);
    await shot(name);
    expect(portal.consoleErrors).toEqual([]);
  });

  it('pivots AR by week and region and charts sales against production', async () => {
    const { page } = portal;
    await open('/Internal/AR/TrendWeekly', 'AR Weekly Trend');
    await page.locator('.pvtTable td.pvtVal').first().waitFor({ timeout: 20_000 });
    await shot('ar-trend');
    await open('/Internal/Executive/SalesVsProduced', 'Sales vs Produced');
    await page.locator('.recharts-surface path, .recharts-surface rect').first().waitFor({ timeout: 20_000 });
    await shot('sales-vs-produced');
    expect(portal.consoleErrors).toEqual([]);
  });
});
