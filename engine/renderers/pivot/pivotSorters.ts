// react-pivottable's `sorters` for the attributes whose keys are dates or months, so rows, columns, the chart's series
// and the filter lists run chronologically instead of as text ('01/05/2026' before '11/13/2023'). Declared date and
// datetime columns always sort so; a text attribute does when every one of its values reads as a date or month.
import type { Column } from '../../screen/types';
import { chronologicalKey, isNumericType } from '../../format';

export type KeySorter = (a: unknown, b: unknown) => number;

const naturalText = (a: unknown, b: unknown) => String(a).localeCompare(String(b), 'en-US', { numeric: true });

/** Chronological where both keys are dates (missing values, 'null' in the pivot, last); text order otherwise. */
export const chronologicalSorter: KeySorter = (a, b) => {
  const x = chronologicalKey(a);
  const y = chronologicalKey(b);
  if (x !== undefined && y !== undefined) return x - y;
  if (x !== undefined) return -1;
  if (y !== undefined) return 1;
  return naturalText(a, b);
};

export function pivotSorters(
  columns: readonly Column[],
  records: readonly Record<string, unknown>[],
): Record<string, KeySorter> {
  const sorters: Record<string, KeySorter> = {};
  const fields = columns.length
    ? columns
    : Object.keys(records[0] ?? {}).map((field) => ({ field, caption: field }) as Column);
  for (const column of fields) {
    if (isNumericType(column.type)) continue;
    const declared = column.type === 'date' || column.type === 'datetime';
    if (declared || looksChronological(records, column.caption)) sorters[column.caption] = chronologicalSorter;
  }
  return sorters;
}

function looksChronological(records: readonly Record<string, unknown>[], caption: string): boolean {
  let seen = false;
  for (const record of records) {
    const value = record[caption];
    if (value === null || value === undefined || value === '') continue;
    if (chronologicalKey(value) === undefined) return false;
    seen = true;
  }
  return seen;
}
