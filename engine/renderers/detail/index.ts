// The `detail` renderer kind (re-exports only; the default export is the lazy registry's target).
export { DetailRenderer as default, DetailRenderer } from './DetailRenderer';
export { DetailView } from './DetailView';
export type { DetailViewProps } from './DetailView';
export { PurchaseOrderLines } from './PurchaseOrderLines';
