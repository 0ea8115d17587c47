// The `grid` renderer kind (re-exports only; the default export is the lazy registry's target).
export { GridRenderer as default, GridRenderer } from './GridRenderer';
export { DataGridView } from '../../views/grid/DataGridView';
export type { DataGridViewProps, GridOptions } from '../../views/grid/DataGridView';
