// The recharts chart and the data grid of a dashboard widget, loaded only when a widget too large for the light
// renderers (lightWidget.ts) draws one: a dashboard of small widgets fetches neither wrapper. The progress-card list
// and the colour legend load with the first dashboard that has one (the home page has neither).
import { lazy } from 'react';

export const ChartView = lazy(() =>
  import('../../views/chart/ChartView').then((module) => ({ default: module.ChartView })),
);
export const LazyDataGridView = lazy(() =>
  import('../../views/grid/LazyDataGridView').then((module) => ({ default: module.LazyDataGridView })),
);
export const ProgressListWidget = lazy(() =>
  import('./widgets/ProgressListWidget').then((module) => ({ default: module.ProgressListWidget })),
);
export const LegendWidget = lazy(() =>
  import('./widgets/LegendWidget').then((module) => ({ default: module.LegendWidget })),
);
