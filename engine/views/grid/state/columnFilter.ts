// Per-column filter expressions fitting the column type: numbers accept comparisons ('>100', '<=5', '=3', '10..20'),
// everything else matches the displayed text (case-insensitive contains).
import type { Column } from '../../../screen/types';
import { formatValue, isNumericType, toNumber } from '../../../format';
import { t } from '../../../i18n/translate';

const COMPARISON = /^(>=|<=|<>|>|<|=)\s*(-?[\d,.]+)$/;
const RANGE = /^(-?[\d,.]+)\s*\.\.\s*(-?[\d,.]+)$/;

const num = (text: string) => Number(text.replace(/,/g, ''));

export function matchesColumnFilter(column: Column, value: unknown, filter: string): boolean {
  const text = filter.trim();
  if (!text) return true;
  if (isNumericType(column.type)) {
    const n = toNumber(value as number);
    const range = RANGE.exec(text);
    if (range) return n !== undefined && n >= num(range[1]) && n <= num(range[2]);
    const cmp = COMPARISON.exec(text);
    if (cmp) {
      if (n === undefined) return false;
      const target = num(cmp[2]);
      switch (cmp[1]) {
        case '>':
          return n > target;
        case '>=':
          return n >= target;
        case '<':
          return n < target;
        case '<=':
          return n <= target;
        case '<>':
          return n !== target;
        default:
          return n === target;
      }
    }
  }
  return formatValue(column, value).toLowerCase().includes(text.toLowerCase());
}

/** A hint for the filter input of a column. */
export function columnFilterPlaceholder(column: Column): string {
  if (isNumericType(column.type)) return t('grid.filterHintNumber');
  if (column.type === 'date' || column.type === 'datetime') return t('grid.filterHintDate');
  return t('grid.filterHintText');
}
