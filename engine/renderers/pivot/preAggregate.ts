// Pre-aggregation for big pivots: the source rows are folded once, in slices that leave the main thread
// free, into one record per distinct combination of the text attributes, carrying each numeric attribute's sum, count
// of numbers, min and max and the row count. react-pivottable's UI then pivots ~1,000 records instead of 100,000, with
// aggregators that read those partial results, so Sum, Count, Average, Minimum and Maximum stay exact.
import type { Column } from '../../screen/types';
import { formatValue, isNumericType } from '../../format';
import { libraryAggregators, numberFormat } from './pivotUtilities';

export const COUNT_FIELD = '__rows';
export const N = '\u0001n';
export const MIN = '\u0001min';
export const MAX = '\u0001max';

/** The aggregators that can be computed from the partial results (react-pivottable names). */
export const PRE_AGGREGATABLE = ['Count', 'Sum', 'Average', 'Minimum', 'Maximum'] as const;

export interface PreAggregated {
  records: Record<string, unknown>[];
  /** Captions of the numeric attributes (values only on this path: grouping by an amount makes no sense). */
  numericCaptions: string[];
  /** The partial-result fields, hidden from the UI. */
  hiddenFields: string[];
}

const SLICE_ROWS = 50_000;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function preAggregate(
  rows: readonly Record<string, unknown>[],
  columns: readonly Column[],
  isCancelled: () => boolean = () => false,
): Promise<PreAggregated | null> {
  const fields = columns.length
    ? columns
    : Object.keys(rows[0] ?? {}).map((field) => ({ field, caption: field }) as Column);
  const numeric = fields.filter((c) => isNumericType(c.type) || typeof rows[0]?.[c.field] === 'number');
  const dims = fields.filter((c) => !numeric.includes(c));
  // Display text of each distinct raw value, formatted once (toPivotRecords formats every cell).
  const display = dims.map(() => new Map<unknown, unknown>());
  const groups = new Map<string, Record<string, unknown>>();
  for (let start = 0; start < rows.length; start += SLICE_ROWS) {
    if (start > 0) {
      await nextTask();
      if (isCancelled()) return null;
    }
    const end = Math.min(rows.length, start + SLICE_ROWS);
    for (let r = start; r < end; r++) {
      const row = rows[r];
      let key = '';
      for (const d of dims) key += `${String(row[d.field])}\u0000`;
      let record = groups.get(key);
      if (!record) {
        record = { [COUNT_FIELD]: 0 };
        dims.forEach((d, i) => {
          const raw = row[d.field];
          let text = display[i].get(raw);
          if (text === undefined) display[i].set(raw, (text = typeof raw === 'number' ? raw : formatValue(d, raw)));
          record![d.caption] = text;
        });
        for (const c of numeric) {
          record[c.caption] = 0;
          record[c.caption + N] = 0;
          record[c.caption + MIN] = Infinity;
          record[c.caption + MAX] = -Infinity;
        }
        groups.set(key, record);
      }
      (record[COUNT_FIELD] as number)++;
      for (const c of numeric) {
        const v = row[c.field];
        const n = typeof v === 'number' ? v : v === null || v === undefined || v === '' ? NaN : Number(v);
        if (!Number.isFinite(n)) continue;
        record[c.caption] = (record[c.caption] as number) + n;
        record[c.caption + N] = (record[c.caption + N] as number) + 1;
        if (n < (record[c.caption + MIN] as number)) record[c.caption + MIN] = n;
        if (n > (record[c.caption + MAX] as number)) record[c.caption + MAX] = n;
      }
    }
  }
  const numericCaptions = numeric.map((c) => c.caption);
  return {
    records: [...groups.values()],
    numericCaptions,
    hiddenFields: [COUNT_FIELD, ...numericCaptions.flatMap((c) => [c + N, c + MIN, c + MAX])],
  };
}

/** Whether the layout can be shown from the partial results: one of the five aggregators over numeric values. */
export function canUsePreAggregated(
  aggregatorName: string,
  vals: readonly string[],
  numericCaptions: readonly string[],
): boolean {
  if (!(PRE_AGGREGATABLE as readonly string[]).includes(aggregatorName)) return false;
  return aggregatorName === 'Count' || (vals.length > 0 && vals.every((v) => numericCaptions.includes(v)));
}

type Record_ = Record<string, unknown>;
const fmt = numberFormat();
const fmtInt = numberFormat({ digitsAfterDecimal: 0 });

function partial(
  read: (acc: { a: number; b: number }, record: Record_, attr: string) => void,
  value: (acc: { a: number; b: number }) => number | null,
  initial: () => { a: number; b: number },
  format: (x: number) => string,
  numInputs: number,
) {
  return ([attr]: string[] = []) =>
    () => {
      const acc = initial();
      return { push: (record: Record_) => read(acc, record, attr), value: () => value(acc), format, numInputs };
    };
}

/** The five aggregators over pre-aggregated records; every other name falls back to the raw records. */
export const preAggregatedAggregators: Record<string, unknown> = {
  ...libraryAggregators,
  Count: partial(
    (acc, r) => (acc.a += r[COUNT_FIELD] as number),
    (acc) => acc.a,
    () => ({ a: 0, b: 0 }),
    fmtInt,
    0,
  ),
  Sum: partial(
    (acc, r, attr) => (acc.a += r[attr] as number),
    (acc) => acc.a,
    () => ({ a: 0, b: 0 }),
    fmt,
    1,
  ),
  Average: partial(
    (acc, r, attr) => {
      acc.a += r[attr] as number;
      acc.b += r[attr + N] as number;
    },
    (acc) => (acc.b ? acc.a / acc.b : null),
    () => ({ a: 0, b: 0 }),
    fmt,
    1,
  ),
  Minimum: partial(
    (acc, r, attr) => (acc.a = Math.min(acc.a, r[attr + MIN] as number)),
    (acc) => (Number.isFinite(acc.a) ? acc.a : null),
    () => ({ a: Infinity, b: 0 }),
    fmt,
    1,
  ),
  Maximum: partial(
    (acc, r, attr) => (acc.a = Math.max(acc.a, r[attr + MAX] as number)),
    (acc) => (Number.isFinite(acc.a) ? acc.a : null),
    () => ({ a: -Infinity, b: 0 }),
    fmt,
    1,
  ),
};
