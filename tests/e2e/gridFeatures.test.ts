// The grid renderer on a real screen (Accounting/Invoicing, 14 columns, grouped by Status by its definition) in
// Chromium against the seeded server: search, a per-column filter, grouping with group sums, the column chooser, row
// numbers, the saved layout surviving a reload and its reset, and the Excel export read back from the downloaded
// file. The rows the server answered are the oracle every count is checked against.
import { readFileSync } from 'node:fs';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLayout } from '../../engine/views/grid/state/gridLayout';
import type { Column } from '../../engine/screen/types';
import invoicing from '../../screens/Accounting/Invoicing.screen.json';
import { openPortalOnce, saveFailuresOf, signIn, type PortalPage } from './support/browser';
import { cellText, columnSpan, HEADER_HEIGHT, headers, rowCount, waitForRowCount } from './support/grid';
import { readXlsx } from '../unit/renderers/readXlsx';

interface UnitRow {
  Vin: string;
  CustNo: string;
  Customer: string;
  UnitPrice: number | null;
  Status: string;
}

const columns = invoicing.columns as Column[];
const captions = columns.map((c) => c.caption);
const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

let portal: PortalPage | undefined;
let rows: UnitRow[] = [];
/** A 'Unit Price' threshold splitting the rows roughly in half, and the rows above it. */
let threshold = 0;
let aboveThreshold: UnitRow[] = [];

saveFailuresOf(() => portal);

beforeAll(async () => {
  portal = await openPortalOnce('grid features');
  // Wide enough for all 14 columns, so every cell is on screen and in glide's accessibility table.
  await portal.page.setViewportSize({ width: 2600, height: 1000 });
  await signIn(portal, 'admin');
  const answer = portal.page.waitForResponse((r) => r.url().includes('/api/reports/accounting/invoicing') && r.ok());
  await portal.goto('/Internal/Accounting/Invoicing');
  rows = (await (await answer).json()) as UnitRow[];
  await waitForRowCount(portal.page, rows.length);
  const prices = rows
    .map((r) => r.UnitPrice)
    .filter((p): p is number => p !== null)
    .sort((a, b) => a - b);
  threshold = Math.floor(prices[Math.floor(prices.length / 2)]);
  aboveThreshold = rows.filter((r) => r.UnitPrice !== null && r.UnitPrice > threshold);
}, 120_000);

afterAll(async () => {
  await portal?.context.close();
});

/** The grid rows (0-based) the given rows take under the definition's Status grouping: each group's header, then its rows. */
function rowsUnderStatusGroups(shown: UnitRow[]): number[] {
  const out: number[] = [];
  let row = 0;
  for (const status of [...new Set(shown.map((r) => r.Status))].sort()) {
    row += 1;
    for (let n = shown.filter((r) => r.Status === status).length; n > 0; n--) out.push(row++);
  }
  return out;
}

async function openPopover(name: string) {
  await portal!.page.getByRole('button', { name, exact: true }).click();
  await portal!.page.locator('.mantine-Popover-dropdown[role="dialog"]').waitFor();
}

/** Closes the open toolbar popover by its toggle, as a user clicking the icon again. */
async function closePopover(name: string) {
  await portal!.page.getByRole('button', { name, exact: true }).click();
  await portal!.page.locator('.mantine-Popover-dropdown[role="dialog"]').waitFor({ state: 'detached' });
}

async function setPriceFilter(value: string) {
  const { page } = portal!;
  await openPopover('Column filters');
  await page.getByRole('textbox', { name: 'Unit Price' }).fill(value);
  await closePopover('Column filters');
}

/** Replaces the grouping with the given column captions through the Group by box. */
async function groupBy(...captionsToGroup: string[]) {
  const { page } = portal!;
  const box = page.getByRole('textbox', { name: 'Group by' });
  await box.click();
  while ((await page.locator('.mantine-MultiSelect-pill').count()) > 0) await box.press('Backspace');
  for (const caption of captionsToGroup) {
    await box.fill(caption.slice(0, 4));
    await page.getByRole('option', { name: caption, exact: true }).click();
  }
  await page.keyboard.press('Escape');
}

describe('grid features on Accounting/Invoicing', () => {
  it('shows every row the server answered, grouped by Status as defined', async () => {
    const { page } = portal!;
    expect(rows.length).toBeGreaterThan(20);
    await waitForRowCount(page, rows.length);
    await expect.poll(() => headers(page)).toEqual(captions);
    const statuses = [...new Set(rows.map((r) => r.Status))].sort();
    const first = rows.filter((r) => r.Status === statuses[0]).length;
    await expect.poll(() => cellText(page, 0, 0)).toBe(`▾ Status: ${statuses[0]} (${first})`);
    await page.screenshot({ path: '/tmp/f-grid.png' });
  });

  it('searches across the visible columns', async () => {
    const { page } = portal!;
    const custNo = rows[Math.floor(rows.length / 2)].CustNo;
    const matching = rows.filter((r) => r.CustNo === custNo);
    await page.getByRole('textbox', { name: 'Search' }).fill(custNo);
    await waitForRowCount(page, matching.length);
    const custCol = captions.indexOf('Cust #');
    for (const row of rowsUnderStatusGroups(matching).slice(0, 10))
      await expect.poll(() => cellText(page, custCol, row)).toBe(custNo);
    await page.getByRole('textbox', { name: 'Search' }).fill('');
    await waitForRowCount(page, rows.length);
  });

  it('filters a number column by comparison', async () => {
    const { page } = portal!;
    expect(aboveThreshold.length).toBeGreaterThan(0);
    expect(aboveThreshold.length).toBeLessThan(rows.length);
    await setPriceFilter(`>${threshold}`);
    await waitForRowCount(page, aboveThreshold.length);
    const priceCol = captions.indexOf('Unit Price');
    for (const row of rowsUnderStatusGroups(aboveThreshold).slice(0, 10)) {
      await expect
        .poll(async () => Number((await cellText(page, priceCol, row)).replace(/[$,]/g, '')))
        .toBeGreaterThan(threshold);
    }
    await openPopover('Column filters');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await closePopover('Column filters');
    await waitForRowCount(page, rows.length);
  });

  it('groups by a chosen column with each group counted and its unit prices summed', async () => {
    const { page } = portal!;
    await groupBy('Dealer');
    await expect.poll(() => cellText(page, 0, 0)).toMatch(/^▾ Dealer: /);
    const label = await cellText(page, 0, 0);
    const match = /^▾ Dealer: (.+) \((\d+)\)$/.exec(label);
    expect(match, label).not.toBeNull();
    const group = rows.filter((r) => r.Customer === match![1]);
    expect(Number(match![2])).toBe(group.length);
    const priceCol = captions.indexOf('Unit Price');
    await expect
      .poll(() => cellText(page, priceCol, 0))
      .toContain(money(group.reduce((s, r) => s + (r.UnitPrice ?? 0), 0)));
    // The first group's rows follow its header, then the next group starts.
    expect(await cellText(page, captions.indexOf('Dealer'), 1)).toBe(match![1]);
    await expect.poll(() => cellText(page, 0, group.length + 1)).toMatch(/^▾ Dealer: /);
    await groupBy('Status');
  });

  it('hides and shows a column with the column chooser', async () => {
    const { page } = portal!;
    await openPopover('Column chooser');
    await page.getByRole('checkbox', { name: 'Load', exact: true }).uncheck();
    await closePopover('Column chooser');
    await expect.poll(() => headers(page)).toEqual(captions.filter((c) => c !== 'Load'));
    await openPopover('Column chooser');
    await page.getByRole('checkbox', { name: 'Load', exact: true }).check();
    await closePopover('Column chooser');
    await expect.poll(() => headers(page)).toEqual(captions);
  });

  it('numbers the rows on request', async () => {
    const { page } = portal!;
    await page.getByRole('button', { name: 'Row numbers' }).click();
    expect(await page.getByRole('button', { name: 'Row numbers' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => headers(page)).toEqual(['#', ...captions]);
    // Row 0 is the Status group; its first data rows are 1, 2, 3.
    await expect
      .poll(async () => [await cellText(page, 0, 1), await cellText(page, 0, 2), await cellText(page, 0, 3)])
      .toEqual(['1', '2', '3']);
    await expect.poll(() => cellText(page, 1, 1)).toMatch(/^[0-9A-Z]{17}$/);
    await page.getByRole('button', { name: 'Row numbers' }).click();
    await expect.poll(() => headers(page)).toEqual(captions);
  });

  it('keeps the layout across a reload, and Reset layout restores the definition', async () => {
    const { page } = portal!;
    await setPriceFilter(`>${threshold}`);
    await groupBy('Dealer');
    await openPopover('Column chooser');
    await page.getByRole('checkbox', { name: 'Load', exact: true }).uncheck();
    await closePopover('Column chooser');
    await page.getByRole('button', { name: 'Row numbers' }).click();
    // Sort by Shipped: a click on its header (after the row-number column).
    const box = (await page.getByTestId('data-grid').boundingBox())!;
    const layoutNow = { ...defaultLayout(columns, ['Status']), hidden: ['LoadNo'], rowNumbers: true };
    const shipped = columnSpan(columns, 'ShipDate', layoutNow, aboveThreshold.length);
    await page.mouse.click(box.x + shipped.left + 20, box.y + HEADER_HEIGHT / 2);
    const expectedHeaders = [
      '#',
      ...captions.filter((c) => c !== 'Load').map((c) => (c === 'Shipped' ? 'Shipped ▲' : c)),
    ];
    await expect.poll(() => headers(page)).toEqual(expectedHeaders);

    await page.reload();
    await waitForRowCount(page, aboveThreshold.length);
    await expect.poll(() => headers(page)).toEqual(expectedHeaders);
    // Column 0 is now the row number; the group label starts in column 1.
    await expect.poll(() => cellText(page, 1, 0)).toMatch(/^▾ Dealer: /);
    expect(await page.getByRole('button', { name: 'Row numbers' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: 'Reset layout' }).click();
    await waitForRowCount(page, rows.length);
    await expect.poll(() => headers(page)).toEqual(captions);
    await expect.poll(() => cellText(page, 0, 0)).toMatch(/^▾ Status: /);
    await page.reload();
    await waitForRowCount(page, rows.length);
    await expect.poll(() => headers(page)).toEqual(captions);
  });

  it('exports every filtered row to DataGrid.xlsx, then restores the grouping', async () => {
    const { page } = portal!;
    await setPriceFilter(`>${threshold}`);
    await waitForRowCount(page, aboveThreshold.length);
    expect(await rowCount(page)).toBe(aboveThreshold.length);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('DataGrid.xlsx');
    const bytes = new Uint8Array(readFileSync((await file.path())!));
    const zip = unzipSync(bytes);
    expect(strFromU8(zip['xl/workbook.xml'])).toContain('<sheet name="Main sheet"');
    const sheet = strFromU8(zip['xl/worksheets/sheet1.xml']);
    const sheetRows = [...sheet.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)].map((m) => m[2]);
    // Captions are inline strings, cell texts shared strings (an index into xl/sharedStrings.xml).
    const shared = [...strFromU8(zip['xl/sharedStrings.xml']).matchAll(/<si><t[^>]*>([^<]*)<\/t><\/si>/g)].map(
      (m) => m[1],
    );
    const texts = (row: string) =>
      [...row.matchAll(/<t[^>]*>([^<]*)<\/t>|t="s"><v>(\d+)<\/v>/g)].map((m) => m[1] ?? shared[Number(m[2])]);
    expect(texts(sheetRows[0])).toEqual(captions);
    // Every filtered row, not only those on screen, and nothing else (the grid shows ~25 rows at a time).
    expect(sheetRows.length - 1).toBe(aboveThreshold.length);
    const exportedVins = sheetRows
      .slice(1)
      .map((r) => texts(r)[0])
      .sort();
    expect(exportedVins).toEqual(aboveThreshold.map((r) => r.Vin).sort());
    // Prices are numbers with the currency format, not text.
    expect(strFromU8(zip['xl/styles.xml'])).toMatch(/formatCode="[^"]*#,##0\.00/);
    expect(readXlsx(bytes)[1][captions.indexOf('Unit Price')]).toEqual({
      value: expect.any(Number),
      format: expect.stringMatching(/#,##0\.00/),
    });
    // The export removed the grouping while it ran and put it back.
    await page.locator('.mantine-MultiSelect-pill', { hasText: 'Status' }).waitFor();
    await expect.poll(() => cellText(page, 0, 0)).toMatch(/^▾ Status: /);
    expect(await rowCount(page)).toBe(aboveThreshold.length);
  });
});
