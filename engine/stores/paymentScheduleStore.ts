// Payment schedules kept per supplier (SPEC §3), so accounts-payable screens share one loaded list per vendor.
import { create } from 'zustand';

export interface PaymentSchedule {
  [field: string]: unknown;
}

export interface PaymentScheduleState {
  bySupplier: Record<string, PaymentSchedule[]>;
  setSchedules: (supplierId: string | number, schedules: PaymentSchedule[]) => void;
  schedulesFor: (supplierId: string | number) => PaymentSchedule[];
  clear: () => void;
}

export const usePaymentScheduleStore = create<PaymentScheduleState>()((set, get) => ({
  bySupplier: {},
  setSchedules: (supplierId, schedules) =>
    set((state) => ({ bySupplier: { ...state.bySupplier, [String(supplierId)]: schedules } })),
  schedulesFor: (supplierId) => get().bySupplier[String(supplierId)] ?? [],
  clear: () => set({ bySupplier: {} }),
}));
