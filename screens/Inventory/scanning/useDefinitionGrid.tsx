// The list half of a scanner screen: the definition's filter bar and data grid, with extra binding values supplied
// by the screen (a chosen manager) and a refetch whenever the screen's realtime group receives a message, so counts
// entered on other devices appear without a reload.
import { useEffect, useMemo, type ReactNode } from 'react';
import {
  DataGridView,
  FilterBar,
  registerLiveMethod,
  useBindingContext,
  useFilterValues,
  useLiveStore,
  useScreenData,
  type CustomScreen,
  type FilterValues,
  type GridOptions,
  type LiveGroup,
  type ScreenData,
} from '../../../engine/kit';

/** Hub methods the physical-inventory screens listen to besides the engine's defaults (server spelling). */
const PHYSICAL_METHODS = ['finishGoodScanned', 'tagAudited', 'partIdentified', 'cycleCountRecorded'];

export interface DefinitionGrid {
  data: ScreenData;
  applied: FilterValues;
  filterBar: ReactNode;
  grid: ReactNode;
}

export function useDefinitionGrid(
  definition: CustomScreen,
  routeParams: Record<string, string | undefined>,
  options: { extra?: FilterValues; gridOptions?: GridOptions; enabled?: boolean } = {},
): DefinitionGrid {
  const { filters, applied, setApplied, ready } = useFilterValues(definition.filters);
  const merged = useMemo(() => ({ ...applied, ...options.extra }), [applied, options.extra]);
  const ctx = useBindingContext(merged, routeParams);
  const data = useScreenData(definition.dataSource, ctx, { enabled: ready && (options.enabled ?? true) });
  useLiveRefetch(definition.realtime, data.refetch);
  return {
    data,
    applied,
    filterBar: filters.length ? (
      <FilterBar filters={filters} values={applied} onApply={setApplied} busy={data.isFetching} />
    ) : null,
    grid: (
      <DataGridView
        gridId={definition.id}
        columns={definition.columns ?? []}
        rows={data.rows}
        isLoading={data.isLoading}
        error={data.error}
        options={{ groupBy: [], height: '60vh', ...options.gridOptions }}
      />
    ),
  };
}

/** Calls refetch each time the realtime group receives a message (not on mount). */
export function useLiveRefetch(group: LiveGroup | undefined, refetch: () => void): void {
  const version = useLiveStore((s) => (group ? s.groups[group].version : 0));
  useEffect(() => {
    if (group === 'physical') PHYSICAL_METHODS.forEach((m) => registerLiveMethod('physical', m));
  }, [group]);
  useEffect(() => {
    if (version > 0) refetch();
    // refetch changes identity every render; the version is the trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);
}
