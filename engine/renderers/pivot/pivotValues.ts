// The values a pivot shows and how their cells read. react-pivottable aggregates one value per table, so a pivot with
// several values renders one table per value (the first one interactive, the others following its rows, columns and
// filters); counts and sums of whole-number columns read as integers ("10", not "10.00"), amounts as money in their
// currency ($1,234.50 MXN).
import type { Aggregator, Column, PivotScreen } from '../../screen/types';
import { AGGREGATOR_NAMES, captionOf } from './pivotData';
import { numberFormat } from './pivotUtilities';
import { currencyOf, formatCurrency } from '../../format';

export interface PivotValueView {
  field: string;
  /** The value's attribute in the pivot records (the column's caption). */
  attribute: string;
  /** react-pivottable's aggregator name. */
  aggregatorName: string;
  /** The heading of the value's table, e.g. "On Time % (Average)". */
  title: string;
}

export function pivotValues(def: PivotScreen): PivotValueView[] {
  const columns = def.columns ?? [];
  return def.values.map((value) => {
    const spec = typeof value === 'string' ? { field: value } : value;
    const aggregator: Aggregator = spec.aggregator ?? def.aggregator ?? 'Sum';
    const attribute = captionOf(columns, spec.field);
    return {
      field: spec.field,
      attribute,
      aggregatorName: AGGREGATOR_NAMES[aggregator],
      title:
        (typeof value === 'string' ? undefined : value.caption) ?? valueTitle(attribute, AGGREGATOR_NAMES[aggregator]),
    };
  });
}

/** "On Time % (Average)"; a count counts rows, whatever attribute it names. */
export function valueTitle(attribute: string | undefined, aggregatorName: string): string {
  return aggregatorName === 'Count' || !attribute ? aggregatorName : `${attribute} (${aggregatorName})`;
}

interface AggregatorInstance {
  format: (x: number) => string;
}
type AggregatorTemplate = (attrs: string[]) => (...args: unknown[]) => AggregatorInstance;

const fmtInt = numberFormat({ digitsAfterDecimal: 0 });
/** Aggregators whose result is one of the values (or their sum): whole when the values are whole. */
const KEEPS_INTEGERS = new Set(['Sum', 'Minimum', 'Maximum', 'Integer Sum']);

/** Aggregators whose result is an amount when their values are amounts. */
const KEEPS_AMOUNTS = new Set(['Sum', 'Minimum', 'Maximum', 'Average', 'Integer Sum']);

/**
 * The aggregators with the formats of the values' column: integer formats where the result is a whole number by
 * nature (a sum, minimum or maximum of a 'number' (#,##0) column; the library formats every sum with two decimals, so
 * a count of checks read "10.00"), and money formats for a currency column ($ with 2 decimals and the currency of its
 * amounts, the same rule as the grid: engine/format/currencyOf.ts).
 */
export function withIntegerFormats(base: Record<string, unknown>, columns: readonly Column[]): Record<string, unknown> {
  const integerCaptions = new Set(columns.filter((c) => c.type === 'number').map((c) => c.caption));
  const currencyByCaption = new Map(
    columns.filter((c) => c.type === 'currency').map((c) => [c.caption, currencyOf(c) ?? 'USD'] as const),
  );
  const out: Record<string, unknown> = { ...base };
  for (const name of new Set([...KEEPS_INTEGERS, ...KEEPS_AMOUNTS])) {
    const template = base[name];
    if (typeof template !== 'function') continue;
    const make = template as AggregatorTemplate;
    const wrapped: AggregatorTemplate = (attrs = []) => {
      const inner = make(attrs);
      const currency = KEEPS_AMOUNTS.has(name) ? currencyByCaption.get(attrs[0]) : undefined;
      const integer = KEEPS_INTEGERS.has(name) && integerCaptions.has(attrs[0]);
      if (!currency && !integer) return inner;
      return (...args) => {
        const aggregator = inner(...args);
        aggregator.format = currency ? (x: number) => formatCurrency(x, currency) : fmtInt;
        return aggregator;
      };
    };
    out[name] = wrapped;
  }
  return out;
}
