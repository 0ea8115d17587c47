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

export function summarize(rows: readonly Record<string, unknown>[], columns: readonly Column[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const column of columns) {
    if (column.summary) out[column.field] = summaryOf(column.summary, rows.map((r) => r[column.field]));
  }
  return out;
}

const LABELS: Record<string, string> = { sum: 'Sum', avg: 'Avg', count: 'Count', min: 'Min', max: 'Max' };

/** 'Sum: 1,234.00' — a count is shown as a plain integer whatever the column's type. */
export function formatSummary(column: Column, value: unknown): string {
  if (value === undefined || value === null || !column.summary) return '';
  const text = column.summary === 'count' ? String(value) : formatValue({ ...column, type: column.type ?? 'decimal' }, value);
  return `${LABELS[column.summary]}: ${text}`;
}
