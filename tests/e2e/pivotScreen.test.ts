// The pivot renderer on a real screen (Accounting/SalesRegion: Region × Month, Sum of Sales, bar chart) in Chromium:
// the table's cells are the sums of the rows the server answered, the chart draws the same aggregation, and clicking
// a cell drills through to exactly the rows behind it. Date keys (Labor Cost's weeks, across a new year) run in
// chronological order in the table and the chart's series.
import { describe, expect, it } from 'vitest';
import { openPortal, signIn } from './support/browser';
import { rowCount } from './support/grid';

interface SalesRow {
  Region: string;
  Month: string;
  Sales: number;
}

const amount = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('pivot screen', () => {
  it('sums the rows by region and month, charts them and drills through a cell', async () => {
    const portal = await openPortal('pivot screen');
    const { page } = portal;
    await signIn(portal, 'admin');
    const answer = page.waitForResponse((r) => r.url().includes('/api/reports/accounting/sales-region') && r.ok());
    await portal.goto('/Internal/Accounting/SalesRegion');
    const rows = (await (await answer).json()) as SalesRow[];
    expect(rows.length).toBeGreaterThan(0);

    // The busiest region-month cell.
    const cells = new Map<string, SalesRow[]>();
    for (const r of rows) cells.set(`${r.Region}|${r.Month}`, [...(cells.get(`${r.Region}|${r.Month}`) ?? []), r]);
    const [key, behind] = [...cells].sort((a, b) => b[1].length - a[1].length)[0];
    const [region, month] = key.split('|');

    const table = page.getByTestId('pivot-table').locator('table.pvtTable');
    await table.waitFor();
    const months = await table.locator('thead th.pvtColLabel').allInnerTexts();
    expect(months).toEqual([...new Set(rows.map((r) => r.Month))].sort());
    const regionRow = table
      .locator('tbody tr')
      .filter({ has: page.locator('th.pvtRowLabel', { hasText: new RegExp(`^${region}$`) }) });
    const cell = regionRow.locator('td.pvtVal').nth(months.indexOf(month));
    expect(await cell.innerText()).toBe(amount(behind.reduce((s, r) => s + r.Sales, 0)));

    // The chart: one bar series per month, bars drawn.
    const chart = page.getByTestId('pivot-chart');
    await chart.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await chart.locator('.recharts-legend-item-text').allInnerTexts()).toEqual(months);
    await page.screenshot({ path: '/tmp/f-pivot.png', fullPage: true });

    await cell.click();
    const through = page.getByRole('dialog', { name: 'Rows behind the selected cell' });
    await through.waitFor();
    await expect.poll(() => rowCount(through)).toBe(behind.length);
    await page.keyboard.press('Escape');
    await through.waitFor({ state: 'detached' });
    expect(portal.consoleErrors).toEqual([]);
  });

  it('orders week columns and the chart series chronologically across a new year', async () => {
    const portal = await openPortal('pivot date keys');
    const { page } = portal;
    await signIn(portal, 'admin');
    const answer = page.waitForResponse((r) => r.url().includes('/api/reports/production/labor') && r.ok());
    await portal.goto('/Internal/Production/LaborCost?dates=2025-11-01..2026-02-28');
    const rows = (await (await answer).json()) as { Week: string }[];
    const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
    const weeks = [...new Set(rows.map((r) => r.Week))].sort().map(usDate);
    expect(
      weeks.some((w) => w.endsWith('2025')) && weeks.some((w) => w.endsWith('2026')),
      'weeks on both sides of the new year',
    ).toBe(true);

    const table = page.getByTestId('pivot-table').locator('table.pvtTable');
    await table.waitFor();
    expect(await table.locator('thead th.pvtColLabel').allInnerTexts()).toEqual(weeks);
    const chart = page.getByTestId('pivot-chart');
    await chart.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await chart.locator('.recharts-legend-item-text').allInnerTexts()).toEqual(weeks);
    await page.screenshot({ path: 'test-results/e2e/pivot-labor-weeks.png', fullPage: true });
    expect(portal.consoleErrors).toEqual([]);
  });
});
