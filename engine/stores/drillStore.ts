// The stack of open drill-down dialogs: a grid cell pushes {type, value}; each dialog may drill further on top.
import { create } from 'zustand';
import type { DrillType } from '../screen/types';

export interface DrillRequest {
  id: number;
  type: DrillType;
  value: unknown;
}

interface DrillState {
  stack: DrillRequest[];
  open: (type: DrillType, value: unknown) => void;
  close: (id: number) => void;
  closeAll: () => void;
}

let nextId = 1;

export const useDrillStore = create<DrillState>()((set) => ({
  stack: [],
  open: (type, value) => set((s) => ({ stack: [...s.stack, { id: nextId++, type, value }] })),
  // Closing a dialog also closes every dialog opened from it.
  close: (id) =>
    set((s) => ({
      stack: s.stack.slice(
        0,
        Math.max(
          0,
          s.stack.findIndex((r) => r.id === id),
        ),
      ),
    })),
  closeAll: () => set({ stack: [] }),
}));

/** Opens the drill-down dialog of a typed value (no-op for an empty value). */
export function useOpenDrill(): (type: DrillType, value: unknown) => void {
  const open = useDrillStore((s) => s.open);
  return (type, value) => {
    if (value === null || value === undefined || value === '') return;
    open(type, value);
  };
}
