// One dashboard widget card: loads its own data source (or uses the dashboard's) and renders by widget type.
import { Card, Text } from '@mantine/core';
import type { Widget } from '../../screen/types';
import type { LiveGroup } from '../../stores/liveStore';
import type { BindingContext } from '../shared/bindParams';
import { EmptyState, ErrorState, LoadingState } from '../shared/ScreenStates';
import { StaleDataNotice } from '../shared/StaleDataNotice';
import { useScreenData, type ScreenData } from '../shared/useScreenData';
import { ChartView } from '../../views/chart/ChartView';
import { DataGridView } from '../../views/grid/DataGridView';
import { KpiWidget } from './widgets/KpiWidget';
import { ProgressListWidget } from './widgets/ProgressListWidget';
import { LegendWidget } from './widgets/LegendWidget';
import { PlantFlagWidget } from './widgets/PlantFlagWidget';

export interface DashboardWidgetProps {
  dashboardId: string;
  widget: Widget;
  ctx: BindingContext;
  shared: ScreenData;
  enabled: boolean;
  /** The dashboard's live group: widgets with their own data source refetch on it too. */
  realtime?: LiveGroup;
}

function WidgetBody({ dashboardId, widget, data }: { dashboardId: string; widget: Widget; data: ScreenData }) {
  if (widget.widget === 'legend') return <LegendWidget widget={widget} />;
  if (widget.widget === 'plantFlag') return <PlantFlagWidget />;
  if (data.error) return <ErrorState error={data.error} />;
  if (data.isLoading) return <LoadingState />;
  switch (widget.widget) {
    case 'kpi':
      return <KpiWidget widget={widget} rows={data.rows} />;
    case 'progressList':
      return <ProgressListWidget widget={widget} rows={data.rows} />;
    case 'chart':
      if (!widget.chart) return null;
      if (data.rows.length === 0) return <EmptyState />;
      return <ChartView {...widget.chart} rows={data.rows} height={280} />;
    case 'grid':
      return (
        <DataGridView
          gridId={`${dashboardId}.${widget.id}`}
          columns={widget.columns ?? []}
          rows={data.rows}
          toolbar={false}
          options={{ height: '300px', stateSaving: false }}
        />
      );
    default:
      return null;
  }
}

export function DashboardWidget({ dashboardId, widget, ctx, shared, enabled, realtime }: DashboardWidgetProps) {
  const own = useScreenData(widget.dataSource, ctx, { enabled: enabled && Boolean(widget.dataSource), realtime });
  const data = widget.dataSource ? own : shared;
  return (
    <Card withBorder radius="md" padding="md" h="100%" shadow="xs" aria-label={widget.title} component="section">
      <Text size="sm" c="dimmed" fw={600} tt="uppercase" mb="xs">
        {widget.title}
      </Text>
      {widget.widget === 'legend' || widget.widget === 'plantFlag' ? null : <StaleDataNotice data={data} />}
      <WidgetBody dashboardId={dashboardId} widget={widget} data={data} />
    </Card>
  );
}
