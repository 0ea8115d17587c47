// Checks filter values before a screen loads (SPEC §5 messages): required fields and date ranges.
import type { FilterValue } from '../rules/filterDefaults';
import { t } from '../i18n/translate';

export interface FilterRule {
  id: string;
  type: string;
  label: string;
  required?: boolean;
}

export const FROM_AFTER_TO = 'The from date must not be later than the to date';

/** The server's own wording (server/app/reportLimits.ts), so the bar and a direct call say the same. */
export function maxRangeMessage(days: number): string {
  return t('filters.maxRange', { days });
}

const DAY_MS = 86_400_000;

/** Days from `from` to `to` (ISO dates), both included. */
function rangeDays(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / DAY_MS) + 1
  );
}

export interface ValidateFiltersOptions {
  /** The longest date range the screen's report accepts (x-max-range-days of its operation). */
  maxRangeDays?: number;
}

function isEmpty(value: FilterValue | undefined): boolean {
  return value === undefined || value === null || value === '';
}

/** Error message per filter id; an empty object means the values may be applied. */
export function validateFilters(
  filters: readonly FilterRule[],
  values: Record<string, FilterValue | undefined>,
  options: ValidateFiltersOptions = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const filter of filters) {
    const value = values[filter.id];
    const isDate = filter.type === 'date' || filter.type === 'dateRange' || filter.type === 'month';
    if (filter.type === 'dateRange') {
      const [from, to] = Array.isArray(value) ? value : [null, null];
      if (filter.required && (!from || !to)) errors[filter.id] = t('validation.dateRequired');
      else if (from && to && from > to) errors[filter.id] = t('validation.fromAfterTo');
      else if (from && to && options.maxRangeDays && rangeDays(from, to) > options.maxRangeDays)
        errors[filter.id] = maxRangeMessage(options.maxRangeDays);
    } else if (filter.required && isEmpty(value)) {
      errors[filter.id] = isDate ? t('validation.dateRequired') : t('validation.required', { label: filter.label });
    }
  }
  return errors;
}
