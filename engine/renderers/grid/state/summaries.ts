// Column summaries (sum, avg, count, min, max) for totals and group header rows.
import type { Column } from '../../../screen/types';
import { formatValue, toNumber } from '../../../format';

export function summaryOf(kind: string, values: readonly unknown[]): number | undefined {
  if (kind === 'count') return values.filter((v) => v !== null && v !== undefined && v !== '').length;
  const numbers = values.map((v) => toNumber(v as number)).filter((n): n is number => n !== undefined);
  if (numbers.length === 0) return undefined;
  switch (kind) {
    case 'sum':
      return numbers.reduce((a, b) => a + b, 0);
    case 'avg':
      return numbers.reduce((a, b) => a + b, 0) / numbers.length;
    case 'min':
      return Math.min(...numbers);
    case 'max':
      return Math.max(...numbers);
    default:
      return undefined;
  }
}

export function summarize(
  rows: readonly Record<string, unknown>[],
  columns: readonly Column[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const column of columns) {
    if (column.summary)
      out[column.field] = summaryOf(
        column.summary,
        rows.map((r) => r[column.field]),
      );
  }
  return out;
}

const LABELS: Record<string, string> = { sum: 'Sum', avg: 'Avg', count: 'Count', min: 'Min', max: 'Max' };

/** Bold 13 px digits are about 7.5 px wide; glide pads a cell by 8 px on each side. */
const SUMMARY_CHAR_PX = 7.5;
const CELL_PADDING_PX = 16;

/**
 * 'Sum: 1,234.00' — a count is shown as a plain integer whatever the column's type. Given the column's width, a
 * summary that would not fit drops its label ('$2,320,407.39' rather than a clipped 'um: $2,320,407.39'): the bold
 * totals row already says what it is.
 */
export function formatSummary(column: Column, value: unknown, widthPx?: number): string {
  if (value === undefined || value === null || !column.summary) return '';
  const text =
    column.summary === 'count' ? String(value) : formatValue({ ...column, type: column.type ?? 'decimal' }, value);
  const labelled = `${LABELS[column.summary]}: ${text}`;
  if (widthPx !== undefined && labelled.length * SUMMARY_CHAR_PX + CELL_PADDING_PX > widthPx) return text;
  return labelled;
}
