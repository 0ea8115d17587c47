// The export's progress (0..1, null when no export runs) outside React state: only the Export button and the
// progress bar read it, so a step of the bar re-renders those two and not the grid view and its whole toolbar
// (on a busy machine that re-render was a long task at every 5 %).
import { useSyncExternalStore } from 'react';

export interface ExportProgressStore {
  get(): number | null;
  set(value: number | null): void;
  subscribe(listener: () => void): () => void;
}

export function createExportProgressStore(): ExportProgressStore {
  let value: number | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useExportProgress(store: ExportProgressStore): number | null {
  return useSyncExternalStore(store.subscribe, store.get);
}
