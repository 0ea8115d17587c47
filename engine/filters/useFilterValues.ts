// The applied filter values of a screen: defaults resolved once, replaced when the user applies the bar. A routed
// screen keeps the applied values in its address (filterQuery.ts), so a reload or a shared link shows the same report;
// a value there that does not validate falls back to the filter's default.
import { useCallback, useMemo, useState } from 'react';
import type { Filter } from '../screen/types';
import { resolveFilterDefault, type FilterValue } from '../rules/filterDefaults';
import { useAppStore } from '../stores/appStore';
import { validateFilters, type ValidateFiltersOptions } from './validateFilters';
import { operationMaxRangeDays } from '../api/operationMaxRangeDays';
import { decodeFilterQuery, encodeFilterQuery, hashQuery, withHashQuery } from './filterQuery';
import { t } from '../i18n/translate';

export type FilterValues = Record<string, FilterValue | undefined>;

export function initialFilterValues(filters: readonly Filter[], plant: number, now = new Date()): FilterValues {
  const values: FilterValues = {};
  for (const f of filters) {
    values[f.id] = f.type === 'plant' && f.default === undefined ? plant : resolveFilterDefault(f, now);
  }
  return values;
}

/** Only the portal's own routes carry filters in the address (not Storybook's frame or a test's bare render). */
const routedHash = () =>
  typeof window !== 'undefined' && window.location.hash.startsWith('#/') ? window.location.hash : null;

function valuesFromAddress(
  filters: readonly Filter[],
  defaults: FilterValues,
  options: ValidateFiltersOptions,
): FilterValues {
  const hash = routedHash();
  if (!hash) return defaults;
  const fromAddress = decodeFilterQuery(filters, hashQuery(hash));
  const values: FilterValues = { ...defaults, ...fromAddress };
  const invalid = validateFilters(filters as never, values, options);
  for (const id of Object.keys(invalid)) values[id] = defaults[id];
  return values;
}

/** operationId: the screen's data source, whose x-max-range-days bounds its date ranges. */
export function useFilterValues(filters: readonly Filter[] | undefined, operationId?: string) {
  const plant = useAppStore((s) => s.plant);
  const list = useMemo(() => filters ?? [], [filters]);
  const maxRangeDays = operationMaxRangeDays(operationId);
  const [applied, setAppliedState] = useState<FilterValues>(() =>
    valuesFromAddress(list, initialFilterValues(list, plant), { maxRangeDays }),
  );
  const setApplied = useCallback(
    (values: FilterValues) => {
      setAppliedState(values);
      const hash = routedHash();
      // Replacing the entry keeps Back for leaving the screen, not for stepping through every Apply.
      if (hash)
        window.history.replaceState(window.history.state, '', withHashQuery(hash, encodeFilterQuery(list, values)));
    },
    [list],
  );
  // Data loads only once every required filter holds a valid value.
  const ready = useMemo(
    () => Object.keys(validateFilters(list as never, applied, { maxRangeDays })).length === 0,
    [list, applied, maxRangeDays],
  );
  return {
    filters: list,
    maxRangeDays,
    applied,
    setApplied,
    ready,
    prompt: useMemo(() => fillPrompt(list, applied), [list, applied]),
  };
}

/** "Enter the VIN above to see the data" while a required filter without a default is still empty; null once all are filled. */
export function fillPrompt(filters: readonly Filter[], values: FilterValues): string | null {
  const empty = filters.filter((f) => {
    const v = values[f.id];
    return f.required && (v === undefined || v === null || v === '' || (Array.isArray(v) && !v[0] && !v[1]));
  });
  if (empty.length === 0) return null;
  return t('filters.fillPrompt', { fields: empty.map((f) => f.label).join(t('filters.fillPromptJoin')) });
}
