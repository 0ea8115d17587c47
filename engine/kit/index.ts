// The engine kit: the one entry hand-written screens (screens/**) import the engine through. It names what a custom
// screen may build on — the views renderers use, the screen data hooks, filters, dialogs, scanner, formats,
// notifications, the session and the typed ERP call — so the engine's folders can change behind it. ESLint refuses a
// deep engine import from screens/**.

// The typed ERP call and its error.
export { callOperation, callOperationById } from '../api/callOperation';
export type { OperationBody, OperationId, OperationParams, OperationResult, Schemas } from '../api/operationTypes';
export { ApiError } from '../api/ApiError';
export { contractLimits } from '../api/contractLimits';

// Views the renderers share: the data grid and the screen states.
export { DataGridView, type GridOptions } from '../views/grid/DataGridView';
export { EmptyState, ErrorState, LoadingState } from '../ui/ScreenStates';
export { RecordHistoryPanel } from '../views/history/RecordHistoryPanel';

// A screen's data: bindings, the query, filters.
export { useBindingContext } from '../data/useBindingContext';
export { useScreenData, type ScreenData } from '../data/useScreenData';
export { isDataOf, type OperationRow } from '../data/isDataOf';
export { FilterBar } from '../filters/FilterBar';
export { useFilterValues, type FilterValues } from '../filters/useFilterValues';
export type { Column, CustomScreen, Filter } from '../screen/types';
export type { CustomComponentProps } from '../renderers/custom/customComponents';

// Drill-downs, dialogs, notifications.
export { WithDrillHost } from '../drilldown/DrillHost';
export { LayeredModal } from '../ui/LayeredModal';
export { confirmAction, errorMessage, notifyError, notifySuccess, withLoadingOverlay } from '../ui';
export { EditConflictNotice, editConflictOf, type EditConflict } from '../renderers/form/EditConflictNotice';

// Plant-floor features: scanner, PDF viewer, month picker.
export { BarcodeScanDialog } from '../features/scanner/BarcodeScanDialog';
export { FileViewDialog } from '../features/pdf/FileViewDialog';
export { MonthYearPicker, currentMonthYear, monthRange, type MonthYear } from '../features/monthpicker/MonthYearPicker';

// The plant-floor outbox: writes kept on the device while the server cannot be reached, and lookups kept for then.
export {
  sendPlantFloorOperation,
  sendPlantFloorWrite,
  type PlantFloorOperation,
  type PlantFloorWrite,
  type WriteOutcome,
} from '../outbox/outboxStore';
export { useOfflineLookup, type OfflineLookup } from '../outbox/useOfflineLookup';
export { isNetworkFailure } from '../outbox/networkFailure';
export { LastRefreshed } from '../outbox/LastRefreshed';

// Formats and the portal's language: screens word their texts through the UI catalogues (engine/i18n/messages).
export { formatDate, formatDateTime } from '../format/formatDate';
export { formatNumber } from '../format/formatNumber';
export { LOCALES, setLocale, t, useLocale, useT, type Locale, type MessageKey } from './i18n';
export { formatPlantDateTime } from '../format/plantTime';

// Session, plant and live data.
export { useLoginAsUser, useSession } from '../session';
export { LoginPage } from '../app/pages/LoginPage';
export { useAppStore } from '../stores/appStore';
export { useLiveStore, type LiveGroup } from '../stores/liveStore';
export { registerLiveMethod } from '../realtime/liveMethods';
