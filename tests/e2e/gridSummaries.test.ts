// The grid's totals row at every height: Sigmanest Nests opened with 3, 12 and 1,000 rows (the data answer is
// intercepted, so the row count is exact whatever the seed holds). The totals row must lie inside the grid's visible
// box, painted at its full letter height with no blank strip above it, and its texts must fit their columns; the
// sums of whole-number columns read as integers and the utilization total is the average weighted by sheets.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GridScreen } from '../../engine/screen/types';
import { formatSummary, summarize } from '../../engine/views/grid/state/summaries';
import { openPortal, signIn } from './support/browser';
import { cellText, columnSpan, HEADER_HEIGHT, waitForRowCount } from './support/grid';
import { summaryRows } from './support/summaryRow';

const definition = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../screens/Production/Sigmanest.screen.json'), 'utf8'),
) as GridScreen;

/** n nests whose utilization falls as their sheet count grows, so the weighted and the plain average differ. */
function nests(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    NestJobId: 9000 + i,
    NestNo: `N-TEST-${String(i).padStart(4, '0')}`,
    Program: `TEST-${i}.cnc`,
    CreatedAt: new Date(Date.UTC(2026, 10, 1, 12, 0) - i * 60_000).toISOString(),
    PlateItemNo: 'ST-PL-38-84X240',
    PlateDescrip: 'Plate 3/8 x 84 x 240',
    WorkCenter: 'TX-CUTT-02',
    Sheets: 1 + (i % 4) * 3,
    PartsCount: 10 + (i % 7),
    UtilizationPct: 0.9 - (i % 4) * 0.1,
    Status: 'Released',
    QtyFinished: i % 3,
    QtyRejected: 0,
    LastReportAt: null,
    RejectReason: null,
  }));
}

describe('grid totals row', () => {
  it.each([3, 12, 1000])('is whole and inside the grid with %i rows', async (n) => {
    const portal = await openPortal(`grid summaries ${n}`);
    const { page } = portal;
    const rows = nests(n);
    await page.route('**/api/reports/production/sigmanest-nests**', (route) => route.fulfill({ json: rows }));
    await signIn(portal, 'admin');
    await portal.goto(definition.route!);
    await waitForRowCount(page, n);
    const grid = page.getByTestId('data-grid').first();
    const canvas = grid.locator('canvas[data-testid="data-grid-canvas"]');

    // Painted: the totals band is the last grey band with text, at full letter height, no blank strip above it.
    await expect.poll(async () => (await summaryRows(page))[0]?.band !== null, { timeout: 10_000 }).toBe(true);
    const [check] = await summaryRows(page);
    expect(check.band).not.toBeNull();
    const [top, bottom] = check.band!;
    expect(check.inkHeight).toBeGreaterThanOrEqual(check.expectedInkHeight - 1);
    expect(check.blankStrips).toEqual([]);
    expect(bottom).toBeLessThanOrEqual(check.canvasHeight);

    // Inside the grid's visible box (its border clips whatever the canvas paints beyond it), under the header.
    const gridBox = (await grid.boundingBox())!;
    const canvasBox = (await canvas.boundingBox())!;
    expect(canvasBox.y + top).toBeGreaterThanOrEqual(gridBox.y + HEADER_HEIGHT);
    expect(canvasBox.y + bottom).toBeLessThanOrEqual(gridBox.y + gridBox.height);
    expect(bottom - top).toBeGreaterThanOrEqual(30);

    // The texts: whole numbers for the sheet and part counts, the weighted average of the utilization.
    const columns = definition.columns;
    const totals = summarize(rows, columns);
    const totalsRow = n;
    const expected: Record<string, string> = {};
    for (const field of ['Sheets', 'PartsCount', 'UtilizationPct']) {
      const column = columns.find((c) => c.field === field)!;
      expected[field] = formatSummary(column, totals[field], columnSpan(columns, field).width);
    }
    // A narrow column drops the label ("5,500"), never the integer format.
    expect(expected.Sheets).toMatch(/^(Sum: )?[\d,]+$/);
    expect(expected.UtilizationPct).toMatch(/^Weighted avg: \d+\.\d\d%$/);
    // Glide's accessibility table lists the rows in view: scroll a long list to its end to read the totals row.
    if (n > 20) {
      await grid.hover();
      await page.mouse.wheel(0, n * 40);
      await expect.poll(async () => (await summaryRows(page))[0]?.blankStrips, { timeout: 10_000 }).toEqual([]);
    }
    const index = (field: string) => columns.filter((c) => c.visible !== false).findIndex((c) => c.field === field);
    await expect.poll(() => cellText(page, index('Sheets'), totalsRow), { timeout: 10_000 }).toBe(expected.Sheets);
    expect(await cellText(page, index('PartsCount'), totalsRow)).toBe(expected.PartsCount);
    expect(await cellText(page, index('UtilizationPct'), totalsRow)).toBe(expected.UtilizationPct);

    // Each text fits its column in the bold totals font (glide pads a cell by 8 px on each side).
    const widths = await page.evaluate((texts) => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = '600 13px Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
      return texts.map((t) => ctx.measureText(t).width);
    }, Object.values(expected));
    Object.keys(expected).forEach((field, i) =>
      expect(widths[i] + 16, field).toBeLessThanOrEqual(columnSpan(columns, field).width),
    );
    expect(portal.consoleErrors).toEqual([]);
  });
});
