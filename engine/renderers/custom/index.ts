// The `custom` renderer kind (re-exports only; the default export is the lazy registry's target).
export { CustomRenderer as default, CustomRenderer } from './CustomRenderer';
export { registerCustomComponent, findCustomComponent, customComponentNames } from './customComponents';
export type { CustomComponentProps, CustomComponentLoader } from './customComponents';
