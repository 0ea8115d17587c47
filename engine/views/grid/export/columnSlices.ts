// How the page hands the export worker a slice of rows: column by column, as typed arrays that are transferred rather
// than copied value by value. A number column whose cells are all numbers (or empty) is a Float64Array; any other
// column is an Int32Array of codes into a dictionary of its raw values that grows over the export (each distinct
// value is sent, and converted, once). Cloning a million mixed values per 50,000 rows was a third of the worker's
// time and a good part of the page's.
import type { ExportValue } from './xlsxWriter';

/** One column of a slice: numbers (NaN for an empty cell), or codes plus the raw values first seen in this slice. */
export type ColumnSlice = { numbers: Float64Array } | { codes: Int32Array; added: unknown[] };

export interface RowSlice {
  count: number;
  columns: ColumnSlice[];
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** The page's side: remembers each column's dictionary across the slices of one export. */
export class ColumnSliceEncoder {
  private readonly dictionaries: Map<unknown, number>[];

  /** @param numeric whether each column exports as numbers (a Float64Array when its cells allow) */
  constructor(
    private readonly fields: readonly string[],
    private readonly numeric: readonly boolean[],
  ) {
    this.dictionaries = fields.map(() => new Map());
  }

  /** The slice and the buffers to transfer with it. */
  encode(rows: readonly Record<string, unknown>[]): { slice: RowSlice; transfer: ArrayBuffer[] } {
    const transfer: ArrayBuffer[] = [];
    const columns = this.fields.map((field, i): ColumnSlice => {
      const column = (this.numeric[i] && numbersOf(rows, field)) || this.codesOf(rows, field, i);
      transfer.push(('numbers' in column ? column.numbers : column.codes).buffer as ArrayBuffer);
      return column;
    });
    return { slice: { count: rows.length, columns }, transfer };
  }

  private codesOf(rows: readonly Record<string, unknown>[], field: string, i: number): ColumnSlice {
    const dictionary = this.dictionaries[i];
    const codes = new Int32Array(rows.length);
    const added: unknown[] = [];
    // Sorted or grouped rows repeat a value in runs: those skip the lookup.
    let last: unknown = codes;
    let code = -1;
    for (let r = 0; r < rows.length; r++) {
      const value = rows[r][field];
      if (value !== last) {
        last = value;
        const known = dictionary.get(value);
        if (known === undefined) {
          dictionary.set(value, (code = dictionary.size));
          added.push(value);
        } else code = known;
      }
      codes[r] = code;
    }
    return { codes, added };
  }
}

/** The column as numbers, or undefined when a cell is something else (text, NaN, …: exportValue decides those). */
function numbersOf(rows: readonly Record<string, unknown>[], field: string): ColumnSlice | undefined {
  const numbers = new Float64Array(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const value = rows[r][field];
    if (typeof value === 'number' && Number.isFinite(value)) numbers[r] = value;
    else if (isEmpty(value)) numbers[r] = NaN;
    else return undefined;
  }
  return { numbers };
}

/** The worker's side of one column: each code's converted value and, for a text, its shared-string index. */
export interface DecodedColumn {
  numbers?: Float64Array;
  codes?: Int32Array;
  values: ExportValue[];
  /** Shared-string index per code, -1 until first written. */
  shared: number[];
}

/** The worker's side: converts each newly seen raw value once and keeps it by code. */
export class ColumnSliceDecoder {
  private readonly columns: DecodedColumn[];

  constructor(private readonly convert: readonly ((raw: unknown) => ExportValue)[]) {
    this.columns = convert.map(() => ({ values: [], shared: [] }));
  }

  decode(slice: RowSlice): DecodedColumn[] {
    return slice.columns.map((column, i) => {
      const state = this.columns[i];
      if ('numbers' in column) return { numbers: column.numbers, values: state.values, shared: state.shared };
      for (const raw of column.added) {
        state.values.push(this.convert[i](raw));
        state.shared.push(-1);
      }
      return { codes: column.codes, values: state.values, shared: state.shared };
    });
  }
}
