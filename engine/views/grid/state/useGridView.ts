// What the grid shows, from row objects (buildView, on the main thread: small answers) or from a ColumnTable (a big
// columnar answer: the worker filters, sorts and groups over its columns and answers row ids; only the rows drawn
// become objects here). Either way the grid reads display rows by position.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Column } from '../../../screen/types';
import type { ColumnTable } from '../../../bigdata/columnTable';
import { viewInWorker } from '../../../bigdata/bigDataClient';
import type { TableViewResult } from '../../../reportWorker/tableView';
import type { GridLayout } from './gridLayout';
import { buildView, type DisplayRow, type Row } from './buildView';

/** Rows the export can read slice by slice (an array is one). */
export interface RowSource {
  readonly length: number;
  slice(start: number, end: number): Row[];
}

export interface GridViewAccess {
  /** False until the first view of a table has come back from the worker. */
  ready: boolean;
  filteredCount: number;
  displayCount: number;
  displayAt: (index: number) => DisplayRow | undefined;
  totals: Row | null;
  /** Every row passing search and filters, sorted: what the export writes. */
  filtered: RowSource;
}

/** Display rows made into objects are kept for the rows being drawn; past this many the cache starts over. */
const MAX_CACHED_ROWS = 4000;

function tableAccess(table: ColumnTable, result: TableViewResult): GridViewAccess {
  const cache = new Map<number, DisplayRow>();
  const { ids, display, numbers, groups, totals } = result;
  const totalsRow: DisplayRow | undefined = totals ? { kind: 'totals', sums: totals } : undefined;
  return {
    ready: true,
    filteredCount: ids.length,
    displayCount: display.length + (totalsRow ? 1 : 0),
    totals,
    displayAt: (index) => {
      if (index === display.length) return totalsRow;
      if (index < 0 || index > display.length) return undefined;
      let row = cache.get(index);
      if (row) return row;
      const d = display[index];
      row =
        d >= 0
          ? { kind: 'data', row: table.row(d), number: numbers ? numbers[index] : index + 1 }
          : { kind: 'group', ...groups[-d - 1] };
      if (cache.size >= MAX_CACHED_ROWS) cache.clear();
      cache.set(index, row);
      return row;
    },
    filtered: { length: ids.length, slice: (start, end) => table.rows(ids, start, Math.min(end, ids.length)) },
  };
}

const NOT_READY: GridViewAccess = {
  ready: false,
  filteredCount: 0,
  displayCount: 0,
  totals: null,
  displayAt: () => undefined,
  filtered: [],
};

export function useGridView(
  rows: readonly Row[] | ColumnTable,
  visible: readonly Column[],
  layout: GridLayout,
  collapsed: ReadonlySet<string>,
): GridViewAccess {
  const table = Array.isArray(rows) ? undefined : (rows as ColumnTable);
  const arrayView = useMemo(
    () => (table ? undefined : buildView(rows as readonly Row[], visible, layout, collapsed)),
    [table, rows, visible, layout, collapsed],
  );
  // Only what changes the rows is sent to the worker (not widths or order).
  const { search, columnFilters, sort, groupBy } = layout;
  const [result, setResult] = useState<{ table: ColumnTable; access: GridViewAccess } | undefined>();
  const sequence = useRef(0);
  useEffect(() => {
    if (!table) return;
    const mine = ++sequence.current;
    const query = { ...layout, search, columnFilters, sort, groupBy };
    viewInWorker(table, visible, query, collapsed)
      .then((view) => {
        if (mine === sequence.current) setResult({ table, access: tableAccess(table, view) });
      })
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- widths and order do not change the rows
  }, [table, visible, search, columnFilters, sort, groupBy, collapsed]);
  return useMemo(() => {
    if (arrayView) {
      const { display, filtered, totals } = arrayView;
      return {
        ready: true,
        filteredCount: filtered.length,
        displayCount: display.length,
        displayAt: (index: number) => display[index],
        totals,
        filtered,
      };
    }
    // Earlier rows of the same table stay on screen while the worker answers the next search.
    return result && result.table === table ? result.access : NOT_READY;
  }, [arrayView, result, table]);
}
