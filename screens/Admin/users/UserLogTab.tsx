// The Login History (Date, Ip, Succes) and Portal Usage (Date, Page) tabs: a date range defaulting to the current
// week (SPEC §9) applied through the engine's filter bar, and the rows in the engine's grid.
import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataGridView, FilterBar, useFilterValues, type Column, type Filter } from '../../../engine/kit';

export const LOGIN_LOG_COLUMNS: Column[] = [
  { field: 'Date', caption: 'Date', type: 'datetime', width: 180 },
  { field: 'Ip', caption: 'Ip', width: 180 },
  { field: 'Succes', caption: 'Succes', type: 'boolean', width: 100 },
];

export const ROUTE_LOG_COLUMNS: Column[] = [
  { field: 'Date', caption: 'Date', type: 'datetime', width: 180 },
  { field: 'Page', caption: 'Page', width: 420 },
];

const RANGE_FILTERS: Filter[] = [
  { id: 'range', type: 'dateRange', label: 'Dates', required: true, default: 'currentWeek' },
];

export interface UserLogTabProps {
  gridId: string;
  columns: Column[];
  queryKey: (from: string, to: string) => readonly unknown[];
  load: (from: string, to: string) => Promise<Record<string, unknown>[]>;
}

export function UserLogTab({ gridId, columns, queryKey, load }: UserLogTabProps) {
  const { filters, applied, setApplied, ready } = useFilterValues(RANGE_FILTERS);
  const [from, to] = (applied.range as [string, string] | undefined) ?? ['', ''];
  const rows = useQuery({ queryKey: queryKey(from, to), queryFn: () => load(from, to), enabled: ready });
  const data = useMemo(() => rows.data ?? [], [rows.data]);
  return (
    <Stack gap={0}>
      <FilterBar filters={filters} values={applied} onApply={setApplied} busy={rows.isFetching} />
      <DataGridView
        gridId={gridId}
        columns={columns}
        rows={data}
        isLoading={rows.isLoading}
        error={rows.error}
        options={{ groupBy: [], summaries: false, height: '50vh' }}
      />
    </Stack>
  );
}
