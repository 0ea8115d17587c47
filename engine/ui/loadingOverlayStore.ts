// Who asked for the full-screen loading overlay: a counter so nested long actions keep it up until the last ends.
import { create } from 'zustand';

interface LoadingOverlayState {
  count: number;
  show: () => void;
  hide: () => void;
}

export const useLoadingOverlayStore = create<LoadingOverlayState>()((set) => ({
  count: 0,
  show: () => set((s) => ({ count: s.count + 1 })),
  hide: () => set((s) => ({ count: Math.max(0, s.count - 1) })),
}));

/** Runs a long action behind the overlay; the overlay goes whether the action succeeds or fails. */
export async function withLoadingOverlay<T>(action: () => Promise<T>): Promise<T> {
  const { show, hide } = useLoadingOverlayStore.getState();
  show();
  try {
    return await action();
  } finally {
    hide();
  }
}
