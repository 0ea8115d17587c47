// Prepares rows for the pivot (keys become captions, values formatted for grouping) and turns the pivot's current
// aggregation into chart rows, so the chart always shows exactly what the table aggregates.
import type { Aggregator, Column } from '../../screen/types';
import { formatValue, isNumericType } from '../../format';
import { PivotData } from './pivotModules';

export const ROW_INDEX = '__row';

/** Aggregator names of the screen language → react-pivottable's names. */
export const AGGREGATOR_NAMES: Record<Aggregator, string> = {
  Sum: 'Sum',
  Count: 'Count',
  Average: 'Average',
  Min: 'Minimum',
  Max: 'Maximum',
};

export function captionOf(columns: readonly Column[], field: string): string {
  return columns.find((c) => c.field === field)?.caption ?? field;
}

/** Pivot records keyed by caption; numbers stay numbers so they aggregate, other values are display text. */
export function toPivotRecords(
  rows: readonly Record<string, unknown>[],
  columns: readonly Column[],
): Record<string, unknown>[] {
  const fields = columns.length
    ? columns
    : Object.keys(rows[0] ?? {}).map((field) => ({ field, caption: field }) as Column);
  return rows.map((row, index) => {
    const record: Record<string, unknown> = { [ROW_INDEX]: index };
    for (const column of fields) {
      const value = row[column.field];
      record[column.caption] =
        isNumericType(column.type) || typeof value === 'number' ? value : formatValue(column, value);
    }
    return record;
  });
}

export interface PivotState {
  rows: string[];
  cols: string[];
  vals: string[];
  aggregatorName: string;
  rendererName?: string;
  valueFilter?: Record<string, Record<string, boolean>>;
}

/**
 * One chart row per pivot row key, one series per column key (or 'Total' without column fields), in the table's key
 * order: the same `sorters` (pivotSorters.ts) put date keys in chronological order in both.
 */
export function pivotChartRows(
  data: readonly Record<string, unknown>[],
  state: PivotState,
  aggregators?: Record<string, unknown>,
  sorters?: Record<string, unknown>,
) {
  const pivot = new PivotData({ ...state, data, ...(aggregators && { aggregators }), ...(sorters && { sorters }) });
  const rowKeys = pivot.getRowKeys();
  const colKeys = pivot.getColKeys();
  const seriesKeys = colKeys.length ? colKeys : [[]];
  const series = seriesKeys.map((k) => (k.length ? k.join(' · ') : 'Total'));
  const chartRows = (rowKeys.length ? rowKeys : [[]]).map((rowKey) => {
    const out: Record<string, unknown> = { label: rowKey.length ? rowKey.join(' · ') : 'Total' };
    seriesKeys.forEach((colKey, i) => {
      out[series[i]] = pivot.getAggregator(rowKey, colKey).value();
    });
    return out;
  });
  return { rows: chartRows, series };
}

/** The source rows behind a clicked pivot cell (filters: caption → value of that cell's row/column keys). */
export function rowsBehind(
  records: readonly Record<string, unknown>[],
  source: readonly Record<string, unknown>[],
  filters: Record<string, unknown>,
): Record<string, unknown>[] {
  const entries = Object.entries(filters).filter(([, v]) => v !== null && v !== undefined);
  return records
    .filter((r) => entries.every(([k, v]) => String(r[k] ?? 'null') === String(v)))
    .map((r) => source[r[ROW_INDEX] as number]);
}
