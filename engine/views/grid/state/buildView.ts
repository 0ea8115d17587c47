// Turns loaded rows + the layout into what the grid shows: search and column filters applied, sorted, grouped into
// group header rows with group summaries, and the totals of summary columns.
import type { Column } from '../../../screen/types';
import { compareChronologically, formatValue, isNumericType } from '../../../format';
import type { GridLayout } from './gridLayout';
import { matchesColumnFilter } from './columnFilter';
import { summarize } from './summaries';

export type Row = Record<string, unknown>;

export type DisplayRow =
  | { kind: 'data'; row: Row; number: number }
  | { kind: 'group'; key: string; level: number; field: string; value: unknown; count: number; sums: Row }
  | { kind: 'totals'; sums: Row };

export interface GridView {
  /** Every row passing search and filters, sorted: what the export writes. */
  filtered: Row[];
  display: DisplayRow[];
  totals: Row | null;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en-US', { numeric: true, sensitivity: 'base' });
}

export function sortRows(rows: Row[], layout: GridLayout): Row[] {
  if (!layout.sort) return rows;
  const { field, direction } = layout.sort;
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a[field], b[field]));
}

// The searchable text of a row (its visible columns' display text, lower-cased), built on the first search and reused
// for every later keystroke: formatting 100,000 × 20 cells per keystroke is what made search slow.
// Keyed by what the columns display (the column array itself is rebuilt on every layout change).
const searchTexts = new Map<string, WeakMap<Row, string>>();

function searchTextsFor(columns: readonly Column[]): WeakMap<Row, string> {
  const key = columns
    .map((c) => `${c.field}\u0001${c.type ?? ''}\u0001${c.format ?? ''}\u0001${c.codes ?? ''}`)
    .join('\u0002');
  let byRow = searchTexts.get(key);
  if (!byRow) searchTexts.set(key, (byRow = new WeakMap()));
  return byRow;
}

function searchTextOf(row: Row, columns: readonly Column[], byRow: WeakMap<Row, string>): string {
  let text = byRow.get(row);
  if (text === undefined) {
    // One string per row; \u0000 between cells so a search never matches across two columns.
    text = columns.map((c) => formatValue(c, row[c.field]).toLowerCase()).join('\u0000');
    byRow.set(row, text);
  }
  return text;
}

export function filterRows(rows: readonly Row[], columns: readonly Column[], layout: GridLayout): Row[] {
  const search = layout.search.trim().toLowerCase();
  const byField = new Map(columns.map((c) => [c.field, c]));
  const filters = Object.entries(layout.columnFilters)
    .filter(([field, text]) => text.trim() && byField.has(field))
    .map(([field, text]) => ({ column: byField.get(field)!, text }));
  if (!search && filters.length === 0) return [...rows];
  const byRow = search ? searchTextsFor(columns) : undefined;
  return rows.filter((row) => {
    if (search && !searchTextOf(row, columns, byRow!).includes(search)) return false;
    return filters.every(({ column, text }) => matchesColumnFilter(column, row[column.field], text));
  });
}

export function buildView(
  rows: readonly Row[],
  columns: readonly Column[],
  layout: GridLayout,
  collapsed: ReadonlySet<string> = new Set(),
): GridView {
  const filtered = sortRows(filterRows(rows, columns, layout), layout);
  const summaryColumns = columns.filter((c) => c.summary);
  const totals = summaryColumns.length > 0 && filtered.length > 0 ? summarize(filtered, summaryColumns) : null;
  const display: DisplayRow[] = [];
  let number = 0;

  const groupLevel = (groupRows: Row[], level: number, parentKey: string) => {
    const field = layout.groupBy[level];
    if (field === undefined) {
      for (const row of groupRows) display.push({ kind: 'data', row, number: ++number });
      return;
    }
    const groups = new Map<string, Row[]>();
    for (const row of groupRows) {
      const k = String(row[field] ?? '');
      const list = groups.get(k);
      if (list) list.push(row);
      else groups.set(k, [row]);
    }
    // Groups are ordered by their value (in the sort direction when grouping by the sorted column); dates and months
    // chronologically whatever their format ('01/05/2026' after '11/13/2023'). Only the few group keys are parsed.
    const sign = layout.sort?.field === field && layout.sort.direction === 'desc' ? -1 : 1;
    const keys = [...groups.keys()].sort((a, b) => {
      const x = groups.get(a)![0][field];
      const y = groups.get(b)![0][field];
      return sign * (compareChronologically(x, y) ?? compare(x, y));
    });
    for (const k of keys) {
      const members = groups.get(k)!;
      const key = `${parentKey}/${field}=${k}`;
      display.push({
        kind: 'group',
        key,
        level,
        field,
        value: members[0][field],
        count: members.length,
        sums: summarize(members, summaryColumns),
      });
      if (!collapsed.has(key)) groupLevel(members, level + 1, key);
    }
  };
  groupLevel(filtered, 0, '');
  if (totals) display.push({ kind: 'totals', sums: totals });
  return { filtered, display, totals };
}

export { isNumericType };
