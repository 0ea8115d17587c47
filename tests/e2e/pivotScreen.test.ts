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

/** A plant-2 amount read in English: dollars, $ with 2 decimals (SPEC §9) and no ISO code. */
const amount = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

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

  it('moves an attribute by dragging it and moves a value filter box by its handle', async () => {
    // The drag-and-drop libraries load when the pointer first reaches an attribute cell (engine/renderers/pivot/dragdrop).
    const portal = await openPortal('pivot drag and drop');
    const { page } = portal;
    await signIn(portal, 'admin');
    await portal.goto('/Internal/Accounting/SalesRegion');
    const ui = page.getByTestId('pivot-table');
    const table = ui.locator('table.pvtTable');
    await table.locator('th.pvtRowLabel').first().waitFor();
    // Sortable follows the pointer (mouse down, moves, up), as a person drags.
    const drag = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 10, from.y + 10, { steps: 5 });
      await page.mouse.move(to.x, to.y, { steps: 10 });
      await page.mouse.up();
    };
    const region = ui.locator('td.pvtRows li', { hasText: 'Region' });
    await region.hover();
    // The cells are redrawn as sortable lists once the library arrives: measure them afresh on every try.
    await expect
      .poll(async () => {
        const from = await region.boundingBox({ timeout: 1_000 }).catch(() => null);
        const unused = await ui.locator('td.pvtUnused').boundingBox();
        if (from && unused) await drag({ x: from.x + 10, y: from.y + 5 }, { x: unused.x + 30, y: unused.y + 10 });
        return table.locator('th.pvtRowLabel').count();
      })
      .toBe(0);
    expect(await ui.locator('td.pvtUnused li', { hasText: 'Region' }).count()).toBe(1);

    await ui.locator('td.pvtUnused li', { hasText: 'Region' }).locator('.pvtTriangle').click();
    const box = page.locator('.pvtFilterBox');
    await box.locator('.pvtDragHandle').waitFor();
    await expect
      .poll(async () => {
        const before = await box.boundingBox();
        const handle = await box.locator('.pvtDragHandle').boundingBox();
        if (!handle || !before) return 0;
        const at = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
        await drag(at, { x: at.x + 80, y: at.y + 60 });
        return ((await box.boundingBox())?.x ?? 0) - before.x;
      })
      .toBeGreaterThan(40);
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
