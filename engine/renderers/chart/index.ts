// The `chart` renderer kind (re-exports only; the default export is the lazy registry's target).
export { ChartRenderer as default, ChartRenderer } from './ChartRenderer';
export { ChartView } from '../../views/chart/ChartView';
export type { ChartViewProps } from '../../views/chart/ChartView';
export { CHART_COLORS, chartColor } from '../../views/chart/chartColors';
