// The `chart` screen kind: filter bar + a recharts chart of the definition's series.
import { Paper, Stack } from '@mantine/core';
import { FilterBar } from '../../filters/FilterBar';
import { useFilterValues } from '../../filters/useFilterValues';
import type { ScreenRendererProps } from '../types';
import { EmptyState, ErrorState, LoadingState } from '../../ui/ScreenStates';
import { useBindingContext } from '../../data/useBindingContext';
import { StaleDataNotice } from '../../ui/StaleDataNotice';
import { useScreenData } from '../../data/useScreenData';
import { ChartView } from '../../views/chart/ChartView';

export function ChartRenderer({ definition: def, routeParams }: ScreenRendererProps<'chart'>) {
  const { filters, applied, setApplied, ready, maxRangeDays } = useFilterValues(
    def.filters,
    def.dataSource?.operationId,
  );
  const ctx = useBindingContext(applied, routeParams);
  const data = useScreenData(def.dataSource, ctx, { enabled: ready, realtime: def.realtime });
  return (
    <Stack gap={0}>
      <FilterBar
        filters={filters}
        values={applied}
        onApply={setApplied}
        maxRangeDays={maxRangeDays}
        busy={data.isFetching}
      />
      <StaleDataNotice data={data} />
      {data.error ? (
        <ErrorState error={data.error} />
      ) : data.isLoading ? (
        <LoadingState />
      ) : data.rows.length === 0 ? (
        <EmptyState />
      ) : (
        <Paper withBorder radius="md" p="md">
          <div style={{ height: def.height ?? 420 }}>
            <ChartView
              type={def.type}
              x={def.x}
              series={def.series}
              rows={data.rows}
              stacked={def.stacked}
              height="100%"
            />
          </div>
        </Paper>
      )}
    </Stack>
  );
}
