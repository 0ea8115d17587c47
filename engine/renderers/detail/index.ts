// The `detail` renderer kind (re-exports only; the default export is the lazy registry's target).
export { DetailRenderer as default, DetailRenderer } from './DetailRenderer';
export { DetailView } from '../../views/detail/DetailView';
export type { DetailViewProps } from '../../views/detail/DetailView';
export { PurchaseOrderLines } from '../../views/detail/PurchaseOrderLines';
