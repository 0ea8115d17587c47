// Checks filter values before a screen loads (SPEC §5 messages): required fields and date ranges.
import type { FilterValue } from '../rules/filterDefaults';

export interface FilterRule {
  id: string;
  type: string;
  label: string;
  required?: boolean;
}

export const FROM_AFTER_TO = 'The from date must not be later than the to date';

function isEmpty(value: FilterValue | undefined): boolean {
  return value === undefined || value === null || value === '';
}

/** Error message per filter id; an empty object means the values may be applied. */
export function validateFilters(
  filters: readonly FilterRule[],
  values: Record<string, FilterValue | undefined>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const filter of filters) {
    const value = values[filter.id];
    const isDate = filter.type === 'date' || filter.type === 'dateRange' || filter.type === 'month';
    if (filter.type === 'dateRange') {
      const [from, to] = Array.isArray(value) ? value : [null, null];
      if (filter.required && (!from || !to)) errors[filter.id] = 'Date is required';
      else if (from && to && from > to) errors[filter.id] = FROM_AFTER_TO;
    } else if (filter.required && isEmpty(value)) {
      errors[filter.id] = isDate ? 'Date is required' : `${filter.label} is required`;
    }
  }
  return errors;
}
