// A recharts chart from a declared series mapping (bar, line, area, pie or composed), with the shared colours and
// axis/tooltip values formatted like the grid's (dates MM/DD/YYYY, chartLabel.ts). recharts is the largest part of a
// chart screen: the pie and the cartesian charts are separate chunks, loaded when a chart of that type is drawn.
import { lazy, Suspense } from 'react';
import type { ChartType, Series } from '../../screen/types';
import { loadChunk } from '../../ui/chunkLoading';

export interface ChartViewProps {
  type: ChartType;
  x: string;
  series: readonly Series[];
  rows: readonly Record<string, unknown>[];
  stacked?: boolean;
  height?: number | string;
}

const PieChartView = lazy(() => loadChunk('pie chart', () => import('./PieChartView')));
const CartesianChartView = lazy(() => loadChunk('chart', () => import('./CartesianChartView')));

export function ChartView(props: ChartViewProps) {
  const Chart = props.type === 'pie' ? PieChartView : CartesianChartView;
  const height = props.height ?? 360;
  // The chart's room while its chunk loads, so the page does not jump when it draws.
  return (
    <Suspense fallback={<div style={{ height }} aria-busy="true" data-testid="chart-loading" />}>
      <Chart {...props} />
    </Suspense>
  );
}
