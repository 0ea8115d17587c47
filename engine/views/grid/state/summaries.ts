// Column summaries (sum, avg, weighted avg, count, min, max) for totals and group header rows.
import type { Column, ColumnSummary } from '../../../screen/types';
import { formatNumber, formatValue, toNumber } from '../../../format';
import { t, type MessageKey } from '../../../i18n/translate';

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

/**
 * sum(value × weight) ÷ sum(weight) over the rows that have both. Rows that each average a different number of
 * readings only average correctly this way: the plain mean of the row averages gives a row of 2 checks the same say
 * as a row of 200.
 */
export function weightedAverage(
  rows: readonly Record<string, unknown>[],
  field: string,
  weightField: string,
): number | undefined {
  let total = 0;
  let weights = 0;
  for (const row of rows) {
    const value = toNumber(row[field] as number);
    const weight = toNumber(row[weightField] as number);
    if (value === undefined || weight === undefined) continue;
    total += value * weight;
    weights += weight;
  }
  return weights === 0 ? undefined : total / weights;
}

/** The summary's kind ('avg' for a weighted average) and its weight field, if any. */
export function summaryKind(summary: ColumnSummary | undefined): { kind?: string; weight?: string } {
  if (summary === undefined) return {};
  if (typeof summary === 'string') return { kind: summary };
  return { kind: 'avg', weight: summary.avg.weight };
}

export function summarize(
  rows: readonly Record<string, unknown>[],
  columns: readonly Column[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const column of columns) {
    const { kind, weight } = summaryKind(column.summary);
    if (!kind) continue;
    out[column.field] = weight
      ? weightedAverage(rows, column.field, weight)
      : summaryOf(
          kind,
          rows.map((r) => r[column.field]),
        );
  }
  return out;
}

/**
 * The label says which average it is: a plain 'avg' is the mean of the rows shown ('Row avg'), which differs from the
 * true average whenever rows stand for different amounts; a weighted one is 'Weighted avg'.
 */
export function summaryLabel(summary: ColumnSummary | undefined): string {
  const { kind, weight } = summaryKind(summary);
  if (weight) return t('grid.summary.weightedAvg');
  const label = LABELS[kind ?? ''];
  return label ? t(label) : '';
}

const LABELS: Record<string, MessageKey> = {
  sum: 'grid.summary.sum',
  avg: 'grid.summary.avg',
  count: 'grid.summary.count',
  min: 'grid.summary.min',
  max: 'grid.summary.max',
};

/** Bold 13 px digits are about 7.5 px wide; glide pads a cell by 8 px on each side. */
const SUMMARY_CHAR_PX = 7.5;
const CELL_PADDING_PX = 16;

/**
 * The summary's number as text. A count is a whole number ('1,234'); so is a sum, min or max of an integer column (a
 * 'number' column, or an untyped one whose total is whole); an average keeps decimals even over integers (2.5 checks).
 */
export function formatSummaryValue(column: Column, value: unknown): string {
  const { kind } = summaryKind(column.summary);
  const n = toNumber(value as number);
  if (kind === 'count') return n === undefined ? '' : formatNumber(n, '#,##0');
  if (kind === 'avg' && (column.type === undefined || column.type === 'number')) {
    const pattern = column.format && column.format.includes('.') ? column.format : '#,##0.00';
    return formatNumber(n, pattern);
  }
  if (column.type === undefined) return formatNumber(n, Number.isInteger(n) ? '#,##0' : '#,##0.00');
  return formatValue(column, value);
}

/**
 * 'Sum: 1,234.00'. Given the column's width, a summary that would not fit drops its label ('$2,320,407.39' rather
 * than a clipped 'um: $2,320,407.39'): the bold totals row already says what it is.
 */
export function formatSummary(column: Column, value: unknown, widthPx?: number): string {
  if (value === undefined || value === null || !column.summary) return '';
  const text = formatSummaryValue(column, value);
  const labelled = `${summaryLabel(column.summary)}: ${text}`;
  if (widthPx !== undefined && labelled.length * SUMMARY_CHAR_PX + CELL_PADDING_PX > widthPx) return text;
  return labelled;
}
