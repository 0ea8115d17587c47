// Cell content for each display row and column: formatted text per column type, drill columns styled as links,
// group header rows with their counts and group sums, and the totals row.
import { GridCellKind, type GridCell } from '@glideapps/glide-data-grid';
import type { Column } from '../../../screen/types';
import { formatValue, isNumericType } from '../../../format';
import type { DisplayRow } from '../state/buildView';
import { formatSummary } from '../state/summaries';
import { t } from '../../../i18n/translate';

export const LINK_COLOR = '#1c63b7';

function text(
  displayData: string,
  options: Partial<{ align: 'left' | 'right'; bold: boolean; color: string }> = {},
): GridCell {
  return {
    kind: GridCellKind.Text,
    data: displayData,
    displayData,
    allowOverlay: false,
    readonly: true,
    contentAlign: options.align,
    themeOverride:
      options.color || options.bold
        ? {
            ...(options.color ? { textDark: options.color } : {}),
            ...(options.bold ? { baseFontStyle: '600 13px' } : {}),
          }
        : undefined,
  };
}

const EMPTY = text('');

export function dataCell(column: Column, value: unknown, row?: Readonly<Record<string, unknown>>): GridCell {
  if (column.type === 'boolean' && value !== null && value !== undefined) {
    return { kind: GridCellKind.Boolean, data: Boolean(value), allowOverlay: false, readonly: true };
  }
  if (column.type === 'image' && typeof value === 'string' && value) {
    return { kind: GridCellKind.Image, data: [value], displayData: [value], allowOverlay: false, readonly: true };
  }
  const display = formatValue(column, value, row);
  // Drill cells read as links; the config-code eye is drawn by drawEyeIcon.
  return text(display, {
    align: isNumericType(column.type) ? 'right' : undefined,
    color: column.drill && display ? LINK_COLOR : undefined,
  });
}

/** The cell of a display row; widthPx (the column's current width) lets a summary that would be clipped drop its label. */
export function cellFor(row: DisplayRow, column: Column, columnIndex: number, widthPx?: number): GridCell {
  // A drillField only says what the drill-down receives; the cell shows the column's own field (name, not number).
  if (row.kind === 'data') return dataCell(column, row.row[column.field], row.row);
  if (row.kind === 'totals') {
    if (column.summary)
      return text(formatSummary(column, row.sums[column.field], widthPx), { align: 'right', bold: true });
    return columnIndex === 0 ? text(t('grid.totals'), { bold: true }) : EMPTY;
  }
  if (column.summary)
    return text(formatSummary(column, row.sums[column.field], widthPx), { align: 'right', bold: true });
  return columnIndex === 0 ? groupLabelCell(row) : EMPTY;
}

export function groupLabel(row: Extract<DisplayRow, { kind: 'group' }>, caption: string, collapsed: boolean): string {
  const value = row.value === null || row.value === undefined || row.value === '' ? t('grid.blank') : String(row.value);
  return `${'   '.repeat(row.level)}${collapsed ? '▸' : '▾'} ${caption}: ${value} (${row.count})`;
}

function groupLabelCell(row: Extract<DisplayRow, { kind: 'group' }>): GridCell {
  // The caption and collapsed state are filled in by the grid (it knows both); this default keeps the cell valid.
  return text(groupLabel(row, row.field, false), { bold: true });
}
