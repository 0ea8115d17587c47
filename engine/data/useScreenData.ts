// Loads a data source's rows with TanStack Query, keyed by operationId + resolved params, so screens sharing a call
// share the cache and a changed filter or plant refetches. A refresh that finds no server keeps the rows shown.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLiveStore, type LiveGroup } from '../stores/liveStore';
import { callOperationById } from '../api/callOperation';
import { ApiError } from '../api/ApiError';
import type { DataSource } from '../screen/types';
import { bindParams, extractRows, type BindingContext } from './bindParams';
import { ColumnTable } from '../bigdata/columnTable';
import { fetchReport, mayLoadAsTable } from '../bigdata/fetchReport';

export interface ScreenData<Row extends object = Record<string, unknown>> {
  rows: Row[];
  /** The operation the rows came from ('' without a data source), and the path to them inside its answer, if any. */
  operationId: string;
  rowsPath?: string;
  /** A big columnar answer parsed off the main thread (only for callers that asked for tables); rows is then empty. */
  table?: ColumnTable;
  /** The raw response (a detail header reads its fields from it). */
  response: unknown;
  isLoading: boolean;
  isFetching: boolean;
  /** Why there are no rows to show; null while earlier rows are shown (see staleSince). */
  error: Error | null;
  /**
   * When the rows on screen were loaded, if refreshing them failed for want of a server (network error, 5xx): they
   * stay on screen with StaleDataNotice. Null while they are current.
   */
  staleSince: Date | null;
  refetch: () => void;
}

/** A failure that says nothing about the data, only that no server answered: earlier rows are still worth showing. */
export function isUnreachable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/** The one empty row list every screen shares while it has no data, so effects that depend on rows stay put. */
export const NO_ROWS: Record<string, unknown>[] = [];

/** The key prefix of every cached answer of one operation, whatever its parameters (to invalidate them all). */
export function screenDataPrefix(operationId: string) {
  return ['screen-data', operationId] as const;
}

export function screenDataKey(operationId: string, params: Record<string, unknown>) {
  return [...screenDataPrefix(operationId), params] as const;
}

export function useScreenData(
  dataSource: DataSource | undefined,
  ctx: BindingContext,
  options: {
    enabled?: boolean;
    realtime?: LiveGroup;
    table?: boolean;
    /** With table: the only fields the caller reads, so a big answer's other columns are not decoded. */
    fields?: readonly string[];
  } = {},
): ScreenData {
  const source = dataSource;
  const operationId = source?.operationId ?? '';
  const params = bindParams(source?.params, ctx);
  // An operation that takes its filter as a JSON body (POST …/filter/) gets the bound body; its values key the cache
  // like parameters do.
  const body = source?.body ? bindParams(source.body, ctx) : undefined;
  const enabled = (options.enabled ?? true) && Boolean(operationId);
  const rowsPath = source?.rowsPath;
  // A caller that can show a ColumnTable (grid, pivot) gets big columnar answers parsed in the worker; the flag is in
  // the key so a caller wanting rows never gets a table from the cache.
  const asTable = options.table === true && mayLoadAsTable(params);
  const key = body ? [...screenDataKey(operationId, params), body] : screenDataKey(operationId, params);
  const query = useQuery({
    queryKey: asTable ? [...key, 'table', ...(options.fields ? [options.fields.join(',')] : [])] : key,
    queryFn: ({ signal }) =>
      asTable
        ? fetchReport(operationId, params, body, rowsPath, signal, options.fields)
        : callOperationById(operationId, params, body, { signal }),
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
  const table = query.data instanceof ColumnTable ? query.data : undefined;
  const rows = useMemo(
    () => (query.data === undefined || query.data instanceof ColumnTable ? NO_ROWS : extractRows(query.data, rowsPath)),
    [query.data, rowsPath],
  );
  const refetchRows = useCallback(() => void refetch(), [refetch]);
  const error = (query.error as Error | null) ?? null;
  // TanStack Query keeps the last data when a refetch fails: show it, marked as old, rather than an error in its place.
  const stale = error !== null && query.data !== undefined && isUnreachable(error);
  const { dataUpdatedAt } = query;
  const staleSince = useMemo(() => (stale ? new Date(dataUpdatedAt) : null), [stale, dataUpdatedAt]);
  return {
    rows,
    operationId,
    rowsPath,
    table,
    response: query.data,
    isLoading: enabled && query.isPending,
    isFetching: query.isFetching,
    error: stale ? null : error,
    staleSince,
    refetch: refetchRows,
  };
}
