// The zustand stores of the portal.
export { useAppStore } from './appStore';
export type { AppState, Counter } from './appStore';
export { useCatalogStore, sortLocations, sortVendors, toUserOption } from './catalogStore';
export type { CatalogState, Employee, LocationRow, VendorRow, UserOption } from './catalogStore';
export { usePaymentScheduleStore } from './paymentScheduleStore';
export type { PaymentSchedule, PaymentScheduleState } from './paymentScheduleStore';
export { useLiveStore, liveGroups, liveEventLimit } from './liveStore';
export type { LiveGroup, LiveEvent, LiveGroupState, LiveState } from './liveStore';
