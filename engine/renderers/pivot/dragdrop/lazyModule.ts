// One lazily imported module shared by every component that waits for it: the first load() starts the import, and
// each waiting component re-renders once it has arrived (useLazyModule).
import { useSyncExternalStore } from 'react';

export interface LazyModule<T> {
  load(): Promise<T>;
  current(): T | undefined;
  subscribe(listener: () => void): () => void;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      pending ??= importer().then((loaded) => {
        value = loaded;
        listeners.forEach((listener) => listener());
        return loaded;
      });
      return pending;
    },
    current: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useLazyModule<T>(module: LazyModule<T>): T | undefined {
  return useSyncExternalStore(module.subscribe, module.current, module.current);
}
