// Drill-down dialogs (re-exports only).
export { DrillHost, WithDrillHost } from './DrillHost';
export { useDrillStore, useOpenDrill } from '../stores/drillStore';
export type { DrillRequest } from '../stores/drillStore';
export { drillTitle } from './drillLabels';
