// The `pivot` renderer kind (re-exports only; the default export is the lazy registry's target).
export { PivotRenderer as default, PivotRenderer } from './PivotRenderer';
export { pivotChartRows, toPivotRecords, rowsBehind, AGGREGATOR_NAMES } from './pivotData';
