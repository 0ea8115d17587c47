// Reading and pointing at the portal's data grid (glide-data-grid draws on a canvas): row counts from the toolbar
// badge, cell texts from glide's accessibility table, and cell positions from the definition's column widths (the
// engine's own column builder, so a layout change moves the pointer with it).
import type { Locator, Page } from 'playwright-core';
import { buildGridColumns } from '../../../engine/views/grid/columns/gridColumns';
import { defaultLayout, visibleColumns, type GridLayout } from '../../../engine/views/grid/state/gridLayout';
import type { Column } from '../../../engine/screen/types';

export const HEADER_HEIGHT = 36;
export const ROW_HEIGHT = 32;

/** The number in the toolbar's 'N rows' badge (scope: the page or a dialog). */
export async function rowCount(scope: Page | Locator): Promise<number> {
  const text = await scope.locator('[data-testid="grid-row-count"]').first().innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

/** Waits until the badge shows exactly n rows. */
export async function waitForRowCount(scope: Page | Locator, n: number): Promise<void> {
  const label = n === 1 ? '1 row' : `${n.toLocaleString('en-US')} rows`;
  await scope
    .locator('[data-testid="grid-row-count"]')
    .filter({ hasText: new RegExp(`^${label}$`, 'i') })
    .first()
    .waitFor();
}

/**
 * Waits until a cell of the grid shows exactly `text` (glide's accessibility table): after a search that leaves one
 * row, the count badge may still read '1 row' of the previous search while the new filter is pending.
 */
export async function waitForRowShowing(scope: Page | Locator, text: string): Promise<void> {
  await scope
    .locator('[data-testid^="glide-cell-"]')
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .first()
    .waitFor({ state: 'attached' });
}

/** Text of a cell of glide's accessibility table (col counts the row-number column when shown). */
export function cellText(scope: Page | Locator, col: number, row: number): Promise<string> {
  return scope.getByTestId(`glide-cell-${col}-${row}`).first().innerText();
}

/** Visible header captions, in order. */
export function headers(scope: Page | Locator): Promise<string[]> {
  return scope.locator('[data-testid="data-grid-canvas"] th').allInnerTexts();
}

/** The x range of a column, relative to the grid's left edge, under a layout (default: the definition's own). */
export function columnSpan(
  columns: readonly Column[],
  field: string,
  layout: GridLayout = defaultLayout(columns),
  rows = 0,
) {
  let left = 0;
  for (const c of buildGridColumns(visibleColumns(columns, layout), layout, rows)) {
    const width = (c as { width: number }).width;
    if (c.id === field) return { left, width };
    left += width;
  }
  throw new Error(`column ${field} is not visible`);
}

/** Double-clicks the middle of a cell: display row 0 is the first row under the header (a group row when grouped). */
export async function dblclickCell(page: Page, grid: Locator, columns: readonly Column[], field: string, row: number) {
  const box = (await grid.boundingBox())!;
  const { left, width } = columnSpan(columns, field);
  await page.mouse.dblclick(
    box.x + left + Math.min(width / 2, 60),
    box.y + HEADER_HEIGHT + row * ROW_HEIGHT + ROW_HEIGHT / 2,
  );
}

/** Clicks a point of a cell, `fromRight` pixels from its right edge (e.g. the config-code eye). */
export async function clickCellAt(
  page: Page,
  grid: Locator,
  columns: readonly Column[],
  field: string,
  row: number,
  fromRight: number,
) {
  const box = (await grid.boundingBox())!;
  const { left, width } = columnSpan(columns, field);
  await page.mouse.click(box.x + left + width - fromRight, box.y + HEADER_HEIGHT + row * ROW_HEIGHT + ROW_HEIGHT / 2);
}
