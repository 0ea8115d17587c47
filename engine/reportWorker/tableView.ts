// The grid's view (search, column filters, sort, groups with their sums, totals) computed over a ColumnTable instead
// of row objects, with the same rules as grid/state/buildView.ts so both give the same rows in the same order. It
// runs in the big-data worker and answers row ids; the page turns only the rows it draws into objects.
import type { Column } from '../screen/types';
import { compareChronologically, formatValue, isNumericType, toNumber } from '../format';
import type { GridLayout } from '../views/grid/state/gridLayout';
import { matchesColumnFilter } from '../views/grid/state/columnFilter';
import { summaryKind, summaryOf } from '../views/grid/state/summaries';
import type { ColumnTable } from '../bigdata/columnTable';

type Row = Record<string, unknown>;

export interface TableGroup {
  key: string;
  level: number;
  field: string;
  value: unknown;
  count: number;
  sums: Row;
}

export interface TableViewResult {
  /** Every row passing search and filters, sorted (what the export writes). */
  ids: Int32Array;
  /** The display rows: a row id (≥ 0) or a group, -(index in groups + 1). */
  display: Int32Array;
  /** The row number of each display position (data rows only); null when there are no groups (number = position + 1). */
  numbers: Int32Array | null;
  groups: TableGroup[];
  totals: Row | null;
}

/** The search index: per column, each row's display text (lower-cased) as a code into that column's texts. */
export interface SearchIndex {
  texts: string[];
  codes: Int32Array;
}

const columnKey = (c: Column) => `${c.field}\u0001${c.type ?? ''}\u0001${c.format ?? ''}\u0001${c.codes ?? ''}`;

/**
 * Builds (and caches on the table) one column's lower-cased display texts: a dictionary column formats each distinct
 * value once; other columns format each row once per load, not per keystroke.
 */
export function searchIndexOf(table: ColumnTable, column: Column, cache: Map<string, SearchIndex>): SearchIndex {
  const key = columnKey(column);
  const cached = cache.get(key);
  if (cached) return cached;
  const c = table.indexOf(column.field);
  const enc = c >= 0 ? table.data[c] : undefined;
  let index: SearchIndex;
  if (enc?.kind === 'dict') {
    index = { texts: enc.dict.map((v) => formatValue(column, v).toLowerCase()), codes: enc.codes };
  } else if (enc?.kind === 'text') {
    // Mostly distinct texts: one entry per row (a dictionary would cost more than it saves).
    const texts = new Array<string>(table.rowCount);
    const codes = new Int32Array(table.rowCount);
    for (let r = 0; r < table.rowCount; r++) {
      texts[r] = formatValue(column, table.value(c, r)).toLowerCase();
      codes[r] = r;
    }
    index = { texts, codes };
  } else {
    // Each distinct value is formatted once (a quantity column has a few dozen among a million rows).
    const texts: string[] = [];
    const codeOf = new Map<unknown, number>();
    const codes = new Int32Array(table.rowCount);
    for (let r = 0; r < table.rowCount; r++) {
      const value = c >= 0 ? table.value(c, r) : null;
      let code = codeOf.get(value);
      if (code === undefined) {
        codeOf.set(value, (code = texts.length));
        texts.push(formatValue(column, value).toLowerCase());
      }
      codes[r] = code;
    }
    index = { texts, codes };
  }
  cache.set(key, index);
  return index;
}

/** Which of the index's texts contain `needle`. */
function matchingTexts(index: SearchIndex, needle: string): Uint8Array {
  const hit = new Uint8Array(index.texts.length);
  for (let i = 0; i < index.texts.length; i++) if (index.texts[i].includes(needle)) hit[i] = 1;
  return hit;
}

// Every character en-US number, currency and percent formats can write for a finite number (Intl never uses
// exponents with fixed decimals); JSON numbers are always finite.
const NUMBER_TEXT = /^[0-9,.\-$%]*$/;

/**
 * Whether no cell of the column can contain `needle` without formatting it: a numeric column of numbers shows only
 * digits and signs, so "dealer 007" cannot be in it. Saves formatting a million numbers for a text search.
 */
export function cannotContain(table: ColumnTable, column: Column, needle: string): boolean {
  const c = table.indexOf(column.field);
  return c >= 0 && table.data[c].kind === 'number' && isNumericType(column.type) && !NUMBER_TEXT.test(needle);
}

/** Which rows' cell in the column contains `needle`: codes per row and a hit flag per code; null when none can. */
function matcher(table: ColumnTable, column: Column, needle: string, cache: Map<string, SearchIndex>) {
  if (cannotContain(table, column, needle)) return null;
  const index = searchIndexOf(table, column, cache);
  return { codes: index.codes, hit: matchingTexts(index, needle) };
}

/**
 * The columns the worker indexes in the background, cheap dictionaries first. Numeric columns of numbers are left
 * out: most searches are words, which cannot be in them (cannotContain), and formatting a million numbers would hold
 * up the views asked meanwhile; a search of digits indexes them when it needs them.
 */
export function indexOrder(table: ColumnTable, columns: readonly Column[]): Column[] {
  const kindOf = (column: Column) => {
    const c = table.indexOf(column.field);
    return c >= 0 ? table.data[c].kind : 'dict';
  };
  const cost = (column: Column) => ({ dict: 0, text: 1, plain: 2, number: 3 })[kindOf(column)];
  return columns
    .filter((column) => !(kindOf(column) === 'number' && isNumericType(column.type)))
    .sort((a, b) => cost(a) - cost(b));
}

const COMPARISON_OR_RANGE = /^(>=|<=|<>|>|<|=)\s*(-?[\d,.]+)$|^(-?[\d,.]+)\s*\.\.\s*(-?[\d,.]+)$/;

export function filterIds(
  table: ColumnTable,
  columns: readonly Column[],
  layout: GridLayout,
  cache: Map<string, SearchIndex>,
): Int32Array {
  const search = layout.search.trim().toLowerCase();
  const byField = new Map(columns.map((c) => [c.field, c]));
  const filters = Object.entries(layout.columnFilters)
    .filter(([field, text]) => text.trim() && byField.has(field))
    .map(([field, text]) => ({ column: byField.get(field)!, text }));
  const all = new Int32Array(table.rowCount);
  for (let r = 0; r < all.length; r++) all[r] = r;
  if (!search && filters.length === 0) return all;
  // A row matches the search when one of its cells' text contains it: buildView joins the cells with \u0000, which a
  // search cannot contain (it comes from a text box), so "some cell contains it" is the same test.
  const searchTests = search
    ? columns.flatMap((column) => {
        const test = matcher(table, column, search, cache);
        return test ? [test] : [];
      })
    : [];
  const filterTests = filters.map(({ column, text }) => {
    const trimmed = text.trim();
    const c = table.indexOf(column.field);
    if (isNumericType(column.type) && COMPARISON_OR_RANGE.test(trimmed))
      return (r: number) => matchesColumnFilter(column, c >= 0 ? table.value(c, r) : null, text);
    const test = matcher(table, column, trimmed.toLowerCase(), cache);
    if (!test) return () => false;
    return (r: number) => test.hit[test.codes[r]] === 1;
  });
  const out = new Int32Array(table.rowCount);
  let n = 0;
  for (let r = 0; r < table.rowCount; r++) {
    if (search) {
      let found = false;
      for (const t of searchTests) {
        if (t.hit[t.codes[r]]) {
          found = true;
          break;
        }
      }
      if (!found) continue;
    }
    let ok = true;
    for (const test of filterTests) {
      if (!test(r)) {
        ok = false;
        break;
      }
    }
    if (ok) out[n++] = r;
  }
  return out.slice(0, n);
}

// localeCompare with these locale and options is defined as this collator's compare; one collator is much faster.
const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/** buildView's comparison: blanks last, numbers by value, the rest as text. */
function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

const isBlank = (v: unknown) => v === null || v === undefined || v === '';

/**
 * Whether compare() is a consistent order over these values: not when two different blanks meet (each sorts after
 * the other) or numbers meet texts (numeric and text order disagree). Then the sort must ask compare() exactly as
 * buildView's does to give the same order.
 */
function consistentOrder(values: readonly unknown[]): boolean {
  let blanks = 0;
  let numbers = false;
  let others = false;
  for (const v of values) {
    if (isBlank(v)) blanks++;
    else if (typeof v === 'number') numbers = true;
    else others = true;
  }
  return blanks <= 1 && !(numbers && others);
}

/** Sorts ids (stably, like Array.prototype.sort over the rows) by one column, with buildView's comparison. */
export function sortIds(table: ColumnTable, ids: Int32Array, layout: GridLayout): Int32Array {
  if (!layout.sort) return ids;
  const sign = layout.sort.direction === 'asc' ? 1 : -1;
  const c = table.indexOf(layout.sort.field);
  const enc = c >= 0 ? table.data[c] : undefined;
  const out = Array.from(ids);
  if (!enc) return ids;
  if (enc.kind === 'number') {
    const v = enc.values;
    // Rows often arrive ordered by their key: strictly increasing values sort to themselves or their reverse (no ties,
    // so the stable order is the only one), without a million comparisons.
    let increasing = true;
    for (let i = 1; i < ids.length && increasing; i++) increasing = v[ids[i - 1]] < v[ids[i]];
    if (increasing) return sign === 1 ? ids : ids.slice().reverse();
    out.sort((a, b) => {
      const x = v[a];
      const y = v[b];
      if (x === y) return 0;
      if (x !== x) return y !== y ? 0 : sign;
      if (y !== y) return -sign;
      return sign * (x - y);
    });
  } else if (enc.kind === 'dict' && consistentOrder(enc.dict)) {
    // Rank the few distinct values once; equal ranks for values the comparison calls equal. Only for values the
    // comparison orders consistently: then a stable sort has one answer, whichever pairs it compares.
    const order = enc.dict.map((_, i) => i).sort((a, b) => compare(enc.dict[a], enc.dict[b]));
    const rank = new Int32Array(enc.dict.length);
    for (let i = 1; i < order.length; i++)
      rank[order[i]] =
        compare(enc.dict[order[i - 1]], enc.dict[order[i]]) === 0 ? rank[order[i - 1]] : rank[order[i - 1]] + 1;
    const codes = enc.codes;
    out.sort((a, b) => sign * (rank[codes[a]] - rank[codes[b]]));
  } else {
    const values = out.map((r) => table.value(c, r));
    const pos = new Map<number, number>();
    out.forEach((r, i) => pos.set(r, i));
    out.sort((a, b) => sign * compare(values[pos.get(a)!], values[pos.get(b)!]));
  }
  return Int32Array.from(out);
}

/** Column summaries over the given ids, as summaries.ts's summarize computes them over rows. */
export function summarizeIds(table: ColumnTable, ids: ArrayLike<number>, columns: readonly Column[]): Row {
  const out: Row = {};
  for (const column of columns) {
    const { kind, weight } = summaryKind(column.summary);
    if (!kind) continue;
    const c = table.indexOf(column.field);
    const read = (r: number) => (c >= 0 ? table.value(c, r) : null);
    if (weight) {
      const w = table.indexOf(weight);
      let total = 0;
      let weights = 0;
      for (let i = 0; i < ids.length; i++) {
        const value = toNumber(read(ids[i]) as number);
        const wv = toNumber((w >= 0 ? table.value(w, ids[i]) : null) as number);
        if (value === undefined || wv === undefined) continue;
        total += value * wv;
        weights += wv;
      }
      out[column.field] = weights === 0 ? undefined : total / weights;
    } else if (c >= 0 && table.data[c].kind === 'number' && kind !== 'count') {
      out[column.field] = numberSummary(kind, (table.data[c] as { values: Float64Array }).values, ids);
    } else {
      const values = new Array<unknown>(ids.length);
      for (let i = 0; i < ids.length; i++) values[i] = read(ids[i]);
      out[column.field] = summaryOf(kind, values);
    }
  }
  return out;
}

/**
 * summaryOf over a number column's values without building the value lists: the same additions in the same order
 * (null, NaN here, is skipped as toNumber skips it), so the same floating-point result.
 */
function numberSummary(kind: string, values: Float64Array, ids: ArrayLike<number>): number | undefined {
  let n = 0;
  let acc = kind === 'min' ? Infinity : kind === 'max' ? -Infinity : 0;
  for (let i = 0; i < ids.length; i++) {
    const v = values[ids[i]];
    if (v !== v) continue;
    n++;
    if (kind === 'min') acc = Math.min(acc, v);
    else if (kind === 'max') acc = Math.max(acc, v);
    else acc += v;
  }
  if (n === 0) return undefined;
  switch (kind) {
    case 'sum':
    case 'min':
    case 'max':
      return acc;
    case 'avg':
      return acc / n;
    default:
      return undefined;
  }
}

export function buildTableView(
  table: ColumnTable,
  columns: readonly Column[],
  layout: GridLayout,
  collapsed: ReadonlySet<string>,
  cache: Map<string, SearchIndex>,
): TableViewResult {
  const ids = sortIds(table, filterIds(table, columns, layout, cache), layout);
  const summaryColumns = columns.filter((c) => c.summary);
  const totals = summaryColumns.length > 0 && ids.length > 0 ? summarizeIds(table, ids, summaryColumns) : null;
  if (layout.groupBy.length === 0) return { ids, display: ids, numbers: null, groups: [], totals };
  const display: number[] = [];
  const numbers: number[] = [];
  const groups: TableGroup[] = [];
  let number = 0;
  const groupLevel = (members: ArrayLike<number>, level: number, parentKey: string) => {
    const field = layout.groupBy[level];
    if (field === undefined) {
      for (let i = 0; i < members.length; i++) {
        display.push(members[i]);
        numbers.push(++number);
      }
      return;
    }
    const c = table.indexOf(field);
    const valueOf = (r: number) => (c >= 0 ? table.value(c, r) : null);
    const byKey = new Map<string, number[]>();
    for (let i = 0; i < members.length; i++) {
      const k = String(valueOf(members[i]) ?? '');
      const list = byKey.get(k);
      if (list) list.push(members[i]);
      else byKey.set(k, [members[i]]);
    }
    const sign = layout.sort?.field === field && layout.sort.direction === 'desc' ? -1 : 1;
    const keys = [...byKey.keys()].sort((a, b) => {
      const x = valueOf(byKey.get(a)![0]);
      const y = valueOf(byKey.get(b)![0]);
      return sign * (compareChronologically(x, y) ?? compare(x, y));
    });
    for (const k of keys) {
      const list = byKey.get(k)!;
      const key = `${parentKey}/${field}=${k}`;
      groups.push({
        key,
        level,
        field,
        value: valueOf(list[0]),
        count: list.length,
        sums: summarizeIds(table, list, summaryColumns),
      });
      display.push(-groups.length);
      numbers.push(0);
      if (!collapsed.has(key)) groupLevel(list, level + 1, key);
    }
  };
  groupLevel(ids, 0, '');
  return { ids, display: Int32Array.from(display), numbers: Int32Array.from(numbers), groups, totals };
}
