// Resolves a filter's declared default into the value the filter bar starts with.
import { namedRange, isNamedDefault } from './dateRanges';

/** A filter value: a string for single dates/months/text, a [from, to] pair for ranges, a number, or null. */
export type FilterValue = string | number | boolean | [string | null, string | null] | null;

export interface FilterDefaultInput {
  type: string;
  default?: unknown;
}

export function resolveFilterDefault(filter: FilterDefaultInput, now: Date = new Date()): FilterValue {
  const declared = filter.default;
  if (declared === undefined || declared === null) return filter.type === 'dateRange' ? [null, null] : null;
  if (isNamedDefault(declared)) {
    const range = namedRange(declared, now);
    if (filter.type === 'dateRange') return [range.from, range.to];
    // A single date takes the range's first day ('today' → today); a month picker holds the 1st of that month.
    return filter.type === 'month' ? `${range.from.slice(0, 8)}01` : range.from;
  }
  if (filter.type === 'dateRange' && Array.isArray(declared)) {
    return [(declared[0] as string | null) ?? null, (declared[1] as string | null) ?? null];
  }
  return declared as FilterValue;
}
