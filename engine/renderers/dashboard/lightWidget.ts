// Which dashboard widgets are small enough to draw without their library (docs/adr/013-light-dashboard-widgets.md):
// recharts and the canvas grid are most of a dashboard's code, and a widget of a dozen bars or rows needs neither.
import type { ChartSpec, Column } from '../../screen/types';
import { plainTableFits } from '../../views/table/PlainTableView';

/** The most categories the SVG bar chart draws; a longer series goes to recharts (brush-free, thinned axis). */
export const SVG_BAR_MAX_CATEGORIES = 24;

/** A bar chart (stacked or grouped, every series a bar) of at most SVG_BAR_MAX_CATEGORIES categories. */
export function drawsAsSvgBars(chart: Pick<ChartSpec, 'type' | 'series'>, rowCount: number): boolean {
  return (
    chart.type === 'bar' &&
    chart.series.every((s) => s.type === undefined || s.type === 'bar') &&
    rowCount <= SVG_BAR_MAX_CATEGORIES
  );
}

/** A grid of few rows whose columns need nothing only the data grid draws (drill-down cells, totals, images). */
export function drawsAsPlainTable(columns: readonly Column[], rowCount: number): boolean {
  return plainTableFits(columns, rowCount);
}
