// The applied filter values of a screen: defaults resolved once, replaced when the user applies the bar.
import { useMemo, useState } from 'react';
import type { Filter } from '../screen/types';
import { resolveFilterDefault, type FilterValue } from '../rules/filterDefaults';
import { useAppStore } from '../stores/appStore';
import { validateFilters } from './validateFilters';

export type FilterValues = Record<string, FilterValue | undefined>;

export function initialFilterValues(filters: readonly Filter[], plant: number, now = new Date()): FilterValues {
  const values: FilterValues = {};
  for (const f of filters as unknown as { id: string; type: string; default?: unknown }[]) {
    values[f.id] = f.type === 'plant' && f.default === undefined ? plant : resolveFilterDefault(f, now);
  }
  return values;
}

export function useFilterValues(filters: readonly Filter[] | undefined) {
  const plant = useAppStore((s) => s.plant);
  const list = useMemo(() => filters ?? [], [filters]);
  const [applied, setApplied] = useState<FilterValues>(() => initialFilterValues(list, plant));
  // Data loads only once every required filter holds a valid value.
  const ready = useMemo(
    () => Object.keys(validateFilters(list as never, applied)).length === 0,
    [list, applied],
  );
  return { filters: list, applied, setApplied, ready };
}
