// One dashboard widget card: loads its own data source (or uses the dashboard's) and renders by widget type. Chart and
// grid widgets load their code when the card first comes near the viewport (useScrolledIntoView); small ones (a few
// bars, a few rows) are drawn without recharts or the data grid (lightWidget.ts, docs/adr/013-light-dashboard-widgets.md).
import { Suspense } from 'react';
import { Card, Text } from '@mantine/core';
import type { Widget } from '../../screen/types';
import type { LiveGroup } from '../../stores/liveStore';
import type { BindingContext } from '../../data/bindParams';
import { EmptyState, ErrorState, LoadingState } from '../../ui/ScreenStates';
import { StaleDataNotice } from '../../ui/StaleDataNotice';
import { useScreenData, type ScreenData } from '../../data/useScreenData';
import { ChartView, LazyDataGridView, LegendWidget, ProgressListWidget } from './lazyWidgetViews';
import { KpiWidget } from './widgets/KpiWidget';
import { PlantFlagWidget } from './widgets/PlantFlagWidget';
import { useScrolledIntoView } from './useScrolledIntoView';
import { SvgBarChart } from '../../views/chart/svgbar/SvgBarChart';
import { PlainTableView } from '../../views/table/PlainTableView';
import { drawsAsPlainTable, drawsAsSvgBars } from './lightWidget';

/** Room a chart or grid widget keeps while its code has not loaded, so the page does not jump when it does. */
const PENDING_HEIGHT = { chart: 280, grid: 300 } as const;

export interface DashboardWidgetProps {
  dashboardId: string;
  widget: Widget;
  ctx: BindingContext;
  shared: ScreenData;
  enabled: boolean;
  /** The dashboard's live group: widgets with their own data source refetch on it too. */
  realtime?: LiveGroup;
}

interface WidgetBodyProps {
  dashboardId: string;
  widget: Widget;
  data: ScreenData;
  /** False until the card has come near the viewport: chart and grid widgets keep their room and load nothing. */
  seen: boolean;
}

function WidgetBody({ dashboardId, widget, data, seen }: WidgetBodyProps) {
  if (widget.widget === 'legend')
    return (
      <Suspense fallback={null}>
        <LegendWidget widget={widget} />
      </Suspense>
    );
  if (widget.widget === 'plantFlag') return <PlantFlagWidget />;
  if (data.error) return <ErrorState error={data.error} />;
  if (data.isLoading) return <LoadingState />;
  if (!seen && (widget.widget === 'chart' || widget.widget === 'grid'))
    return <div style={{ height: PENDING_HEIGHT[widget.widget] }} data-testid="widget-pending" />;
  switch (widget.widget) {
    case 'kpi':
      return <KpiWidget widget={widget} rows={data.rows} />;
    case 'progressList':
      return (
        <Suspense fallback={<LoadingState />}>
          <ProgressListWidget widget={widget} rows={data.rows} />
        </Suspense>
      );
    case 'chart':
      if (!widget.chart) return null;
      if (data.rows.length === 0) return <EmptyState />;
      if (drawsAsSvgBars(widget.chart, data.rows.length))
        return <SvgBarChart {...widget.chart} rows={data.rows} height={280} />;
      return (
        <Suspense fallback={<div style={{ height: PENDING_HEIGHT.chart }} data-testid="chart-loading" />}>
          <ChartView {...widget.chart} rows={data.rows} height={280} />
        </Suspense>
      );
    case 'grid':
      if (drawsAsPlainTable(widget.columns ?? [], data.rows.length))
        return <PlainTableView columns={widget.columns ?? []} rows={data.rows} caption={widget.title} />;
      return (
        <Suspense fallback={<div style={{ height: PENDING_HEIGHT.grid }} />}>
          <LazyDataGridView
            gridId={`${dashboardId}.${widget.id}`}
            columns={widget.columns ?? []}
            rows={data.rows}
            toolbar={false}
            options={{ height: '300px', stateSaving: false }}
          />
        </Suspense>
      );
    default:
      return null;
  }
}

export function DashboardWidget({ dashboardId, widget, ctx, shared, enabled, realtime }: DashboardWidgetProps) {
  const own = useScreenData(widget.dataSource, ctx, { enabled: enabled && Boolean(widget.dataSource), realtime });
  const data = widget.dataSource ? own : shared;
  const { ref, seen } = useScrolledIntoView<HTMLElement>();
  return (
    <Card
      ref={ref}
      withBorder
      radius="md"
      padding="md"
      h="100%"
      shadow="xs"
      aria-label={widget.title}
      component="section"
    >
      <Text size="sm" c="dimmed" fw={600} tt="uppercase" mb="xs">
        {widget.title}
      </Text>
      {widget.widget === 'legend' || widget.widget === 'plantFlag' ? null : <StaleDataNotice data={data} />}
      <WidgetBody dashboardId={dashboardId} widget={widget} data={data} seen={seen} />
    </Card>
  );
}
