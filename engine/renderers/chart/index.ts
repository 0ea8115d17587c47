// The `chart` renderer kind (re-exports only; the default export is the lazy registry's target).
export { ChartRenderer as default, ChartRenderer } from './ChartRenderer';
export { ChartView } from './ChartView';
export type { ChartViewProps } from './ChartView';
export { CHART_COLORS, chartColor } from './chartColors';
