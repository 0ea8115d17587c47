// A big columnar report held as typed columns (docs/adr/005-big-report-shape.md): numbers in a Float64Array, repeated
// values as dictionary codes, distinct texts as one string with offsets. A worker builds it from the response body;
// the page gets the same columns (typed arrays are transferred, not copied) and makes row objects only for the rows
// it draws, so a million-row answer never becomes a million objects on the main thread.
import type { ColumnarReport } from '../data/columnarRows';

export type EncodedColumn =
  /** Every value a number or null (NaN marks null: JSON has no NaN). */
  | { kind: 'number'; values: Float64Array }
  /** Few distinct values: dict[codes[r]]. */
  | { kind: 'dict'; dict: unknown[]; codes: Int32Array }
  /** Many distinct strings: text.slice(offsets[r], offsets[r + 1]); nulls[r] = 1 for null. */
  | { kind: 'text'; text: string; offsets: Uint32Array; nulls: Uint8Array }
  /** Anything else (mixed types, objects): the values as they are. */
  | { kind: 'plain'; values: unknown[] };

export interface EncodedTable {
  columns: string[];
  rowCount: number;
  data: EncodedColumn[];
}

type Row = Record<string, unknown>;

export class ColumnTable {
  readonly columns: string[];
  readonly rowCount: number;
  readonly data: EncodedColumn[];
  private readonly byField: Map<string, number>;

  constructor(encoded: EncodedTable) {
    this.columns = encoded.columns;
    this.rowCount = encoded.rowCount;
    this.data = encoded.data;
    this.byField = new Map(encoded.columns.map((c, i) => [c, i]));
  }

  /** The column's index, or -1 when the answer has no such field (its values read as null, as in a row object). */
  indexOf(field: string): number {
    return this.byField.get(field) ?? -1;
  }

  value(column: number, row: number): unknown {
    const c = this.data[column];
    if (!c) return null;
    switch (c.kind) {
      case 'number': {
        const v = c.values[row];
        return v === v ? v : null;
      }
      case 'dict':
        return c.dict[c.codes[row]];
      case 'text':
        return c.nulls[row] ? null : c.text.slice(c.offsets[row], c.offsets[row + 1]);
      default:
        return c.values[row] ?? null;
    }
  }

  /** Row r as the object fromColumnar builds: every column, in order, null for a missing value. */
  row(r: number): Row {
    const row: Row = {};
    for (let c = 0; c < this.columns.length; c++) row[this.columns[c]] = this.value(c, r);
    return row;
  }

  /** Rows of the given ids (or positions start..end of them), as objects. */
  rows(ids: ArrayLike<number>, start = 0, end = ids.length): Row[] {
    const out = new Array<Row>(Math.max(0, end - start));
    for (let i = start; i < end; i++) out[i - start] = this.row(ids[i]);
    return out;
  }

  /** Every row as an object: only for the rare path that needs them all (a pivot layout the partials cannot answer). */
  allRows(): Row[] {
    const out = new Array<Row>(this.rowCount);
    for (let r = 0; r < this.rowCount; r++) out[r] = this.row(r);
    return out;
  }

  /** The typed arrays to transfer when the table is posted to another thread. */
  transferables(): ArrayBuffer[] {
    const out: ArrayBuffer[] = [];
    for (const c of this.data) {
      if (c.kind === 'number') out.push(c.values.buffer as ArrayBuffer);
      else if (c.kind === 'dict') out.push(c.codes.buffer as ArrayBuffer);
      else if (c.kind === 'text') out.push(c.offsets.buffer as ArrayBuffer, c.nulls.buffer as ArrayBuffer);
    }
    return out;
  }

  encoded(): EncodedTable {
    return { columns: this.columns, rowCount: this.rowCount, data: this.data };
  }

  /** A copy whose typed arrays are its own (the worker keeps one, the page gets the other by transfer). */
  clone(): ColumnTable {
    return new ColumnTable({
      columns: this.columns,
      rowCount: this.rowCount,
      data: this.data.map((c): EncodedColumn => {
        if (c.kind === 'number') return { kind: 'number', values: c.values.slice() };
        if (c.kind === 'dict') return { kind: 'dict', dict: c.dict, codes: c.codes.slice() };
        if (c.kind === 'text') return { ...c, offsets: c.offsets.slice(), nulls: c.nulls.slice() };
        return c;
      }),
    });
  }
}

/** A column with at most this many distinct values (and at most a quarter of the rows) is kept as a dictionary. */
const MAX_DICT = 65_536;

function encodeColumn(values: readonly unknown[], rowCount: number): EncodedColumn {
  let numbers = true;
  let strings = true;
  for (let r = 0; r < rowCount; r++) {
    const v = values[r];
    if (v === null || v === undefined) continue;
    if (typeof v !== 'number') numbers = false;
    if (typeof v !== 'string') strings = false;
    if (!numbers && !strings) break;
  }
  if (numbers) {
    const out = new Float64Array(rowCount);
    for (let r = 0; r < rowCount; r++) {
      const v = values[r];
      out[r] = typeof v === 'number' ? v : NaN;
    }
    return { kind: 'number', values: out };
  }
  const limit = Math.min(MAX_DICT, Math.max(16, rowCount >> 2));
  const codeOf = new Map<unknown, number>();
  const dict: unknown[] = [];
  const codes = new Int32Array(rowCount);
  let r = 0;
  for (; r < rowCount; r++) {
    const v = values[r] ?? null;
    let code = codeOf.get(v);
    if (code === undefined) {
      if (dict.length >= limit) break;
      codeOf.set(v, (code = dict.length));
      dict.push(v);
    }
    codes[r] = code;
  }
  if (r === rowCount) return { kind: 'dict', dict, codes };
  if (!strings) return { kind: 'plain', values: Array.from({ length: rowCount }, (_, i) => values[i] ?? null) };
  const offsets = new Uint32Array(rowCount + 1);
  const nulls = new Uint8Array(rowCount);
  const parts: string[] = [];
  let at = 0;
  for (let i = 0; i < rowCount; i++) {
    const v = values[i];
    offsets[i] = at;
    if (typeof v === 'string') {
      parts.push(v);
      at += v.length;
    } else nulls[i] = 1;
  }
  offsets[rowCount] = at;
  return { kind: 'text', text: parts.join(''), offsets, nulls };
}

/** Encodes a columnar answer; a column missing from data reads as null throughout. */
export function encodeColumnar(report: ColumnarReport): ColumnTable {
  const { columns, rowCount } = report;
  return new ColumnTable({
    columns,
    rowCount,
    data: columns.map((_, i) => encodeColumn(report.data[i] ?? [], rowCount)),
  });
}

const allRowsOf = new WeakMap<ColumnTable, Row[]>();

/** Every row of a table as objects, made once per table: for the rare paths that need them all (drill-through). */
export function rowsOfTable(table: ColumnTable): Row[] {
  let rows = allRowsOf.get(table);
  if (!rows) allRowsOf.set(table, (rows = table.allRows()));
  return rows;
}
