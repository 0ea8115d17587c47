// The `dashboard` screen kind: filter bar + a 12-column grid of widgets (KPI cards, charts, small grids,
// progress-card lists, colour legend, plant flag).
import { Grid, Stack } from '@mantine/core';
import { LazyFilterBar } from '../../filters/LazyFilterBar';
import { useFilterValues } from '../../filters/useFilterValues';
import { WithDrillHost } from '../../drilldown/DrillHost';
import type { ScreenRendererProps } from '../types';
import { useBindingContext } from '../../data/useBindingContext';
import { useScreenData } from '../../data/useScreenData';
import { DashboardWidget } from './DashboardWidget';

const DEFAULT_SPAN: Record<string, number> = { kpi: 3, plantFlag: 3, legend: 12, chart: 6, grid: 12, progressList: 6 };

export function DashboardRenderer({ definition: def, routeParams }: ScreenRendererProps<'dashboard'>) {
  const { filters, applied, setApplied, ready, maxRangeDays } = useFilterValues(
    def.filters,
    def.dataSource?.operationId,
  );
  const ctx = useBindingContext(applied, routeParams);
  const shared = useScreenData(def.dataSource, ctx, {
    enabled: ready && Boolean(def.dataSource),
    realtime: def.realtime,
  });
  return (
    <WithDrillHost>
      <Stack gap={0}>
        <LazyFilterBar
          filters={filters}
          values={applied}
          onApply={setApplied}
          maxRangeDays={maxRangeDays}
          busy={shared.isFetching}
        />
        <Grid gutter="md">
          {def.widgets.map((widget) => (
            <Grid.Col key={widget.id} span={{ base: 12, md: widget.span ?? DEFAULT_SPAN[widget.widget] ?? 6 }}>
              <DashboardWidget
                dashboardId={def.id}
                widget={widget}
                ctx={ctx}
                shared={shared}
                enabled={ready}
                realtime={def.realtime}
              />
            </Grid.Col>
          ))}
        </Grid>
      </Stack>
    </WithDrillHost>
  );
}
