// The user's grid layout (column order, widths, hidden columns, sort, column filters, grouping, search, row
// numbers): the state saved per user and screen.
import type { Column } from '../../../screen/types';

export interface GridSort {
  field: string;
  direction: 'asc' | 'desc';
}

export interface GridLayout {
  order: string[];
  widths: Record<string, number>;
  hidden: string[];
  sort: GridSort | null;
  columnFilters: Record<string, string>;
  groupBy: string[];
  search: string;
  rowNumbers: boolean;
}

export function defaultLayout(
  columns: readonly Column[],
  groupBy: readonly string[] = [],
  rowNumbers = false,
): GridLayout {
  return {
    order: columns.map((c) => c.field),
    widths: {},
    hidden: columns.filter((c) => c.visible === false).map((c) => c.field),
    sort: null,
    columnFilters: {},
    groupBy: [...groupBy],
    search: '',
    rowNumbers,
  };
}

/**
 * Merges a saved layout with the current definition: columns added to the definition since the layout was saved
 * appear at the end, columns removed from it are dropped, so an old saved layout never hides or breaks a column.
 */
export function reconcileLayout(saved: Partial<GridLayout> | undefined, base: GridLayout): GridLayout {
  if (!saved) return base;
  const known = new Set(base.order);
  const order = (saved.order ?? []).filter((f) => known.has(f));
  for (const field of base.order) if (!order.includes(field)) order.push(field);
  const keep = <T>(record: Record<string, T> | undefined) =>
    Object.fromEntries(Object.entries(record ?? {}).filter(([f]) => known.has(f)));
  return {
    order,
    widths: keep(saved.widths),
    hidden: (saved.hidden ?? base.hidden).filter((f) => known.has(f)),
    sort: saved.sort && known.has(saved.sort.field) ? saved.sort : null,
    columnFilters: keep(saved.columnFilters),
    groupBy: (saved.groupBy ?? base.groupBy).filter((f) => known.has(f)),
    search: saved.search ?? '',
    rowNumbers: saved.rowNumbers ?? base.rowNumbers,
  };
}

/** The visible columns in the user's order. */
export function visibleColumns(columns: readonly Column[], layout: GridLayout): Column[] {
  const byField = new Map(columns.map((c) => [c.field, c]));
  return layout.order
    .filter((f) => !layout.hidden.includes(f))
    .map((f) => byField.get(f))
    .filter((c): c is Column => Boolean(c));
}
