// The `dashboard` renderer kind (re-exports only; the default export is the lazy registry's target).
export { DashboardRenderer as default, DashboardRenderer } from './DashboardRenderer';
export { DashboardWidget } from './DashboardWidget';
export { plantSite } from './widgets/PlantFlagWidget';
