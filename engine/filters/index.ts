// The filter bar and its helpers (re-exports only).
export { FilterBar } from './FilterBar';
export type { FilterBarProps } from './FilterBar';
export { FilterField } from './FilterField';
export { useFilterValues, initialFilterValues } from './useFilterValues';
export type { FilterValues } from './useFilterValues';
export { validateFilters, FROM_AFTER_TO } from './validateFilters';
export { useSelectOptions } from './useSelectOptions';
