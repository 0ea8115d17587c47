// Drill-down dialogs (re-exports only).
export { DrillHost, WithDrillHost } from './DrillHost';
export { useDrillStore, useOpenDrill } from './drillStore';
export type { DrillRequest } from './drillStore';
export { drillTitle } from './drillLabels';
