// Loads a data source's rows with TanStack Query, keyed by operationId + resolved params, so screens sharing a call
// share the cache and a changed filter or plant refetches.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLiveStore, type LiveGroup } from '../../stores/liveStore';
import { callOperationById } from '../../api/callOperation';
import type { DataSource } from '../../screen/types';
import { bindParams, extractRows, type BindingContext } from './bindParams';

export interface ScreenData {
  rows: Record<string, unknown>[];
  /** The raw response (a detail header reads its fields from it). */
  response: unknown;
  isLoading: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => void;
}

/** The one empty row list every screen shares while it has no data, so effects that depend on rows stay put. */
export const NO_ROWS: Record<string, unknown>[] = [];

export function screenDataKey(operationId: string, params: Record<string, unknown>) {
  return ['screen-data', operationId, params] as const;
}

export function useScreenData(
  dataSource: DataSource | undefined,
  ctx: BindingContext,
  options: { enabled?: boolean; realtime?: LiveGroup } = {},
): ScreenData {
  const source = dataSource as
    { operationId?: string; params?: Record<string, unknown>; rowsPath?: string } | undefined;
  const operationId = source?.operationId ?? '';
  const params = bindParams(source?.params, ctx);
  const enabled = (options.enabled ?? true) && Boolean(operationId);
  const query = useQuery({
    queryKey: screenDataKey(operationId, params),
    queryFn: ({ signal }) => callOperationById(operationId, params, undefined, { signal }),
    enabled,
    retry: false,
    refetchOnWindowFocus: false,
  });
  // A live screen (definition.realtime) refetches whenever its hub group reports a change, so the rows update without
  // a reload; the first render only records the current version.
  const liveVersion = useLiveStore((state) => (options.realtime ? state.groups[options.realtime].version : 0));
  const seenVersion = useRef(liveVersion);
  const { refetch } = query;
  useEffect(() => {
    if (!enabled || liveVersion === seenVersion.current) return;
    seenVersion.current = liveVersion;
    void refetch();
  }, [enabled, liveVersion, refetch]);
  // Rows change identity only when the response does: renderers key effects (pre-aggregation, view building) on them,
  // and a fresh list per render would loop those effects for as long as the query is loading.
  const rowsPath = source?.rowsPath;
  const rows = useMemo(
    () => (query.data === undefined ? NO_ROWS : extractRows(query.data, rowsPath)),
    [query.data, rowsPath],
  );
  const refetchRows = useCallback(() => void refetch(), [refetch]);
  return {
    rows,
    response: query.data,
    isLoading: enabled && query.isPending,
    isFetching: query.isFetching,
    error: (query.error as Error | null) ?? null,
    refetch: refetchRows,
  };
}
