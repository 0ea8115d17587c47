// The filter bar as its own chunk, for screens that often have no filters (dashboards such as the home page): its
// fields bring the date pickers and multi-selects, which a screen without filters never draws.
import { lazy, Suspense } from 'react';
import { loadChunk } from '../ui/chunkLoading';
import type { FilterBarProps } from './FilterBar';

const FilterBar = lazy(() =>
  loadChunk('filter bar', () => import('./FilterBar')).then((module) => ({ default: module.FilterBar })),
);

export function LazyFilterBar(props: FilterBarProps) {
  if (props.filters.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <FilterBar {...props} />
    </Suspense>
  );
}
