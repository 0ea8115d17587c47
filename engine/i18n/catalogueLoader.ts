// Loading a locale's catalogue on demand, once, for the UI catalogues (translate.ts) and the login page's part
// (loginTexts.ts): a failed load (offline, chunk not cached) is forgotten so the next try loads again, and components
// subscribed through useSyncExternalStore re-render when the locale changes or a catalogue arrives.
import { getLocale, subscribeLocale, type Locale } from './locale';

export interface CatalogueLoader {
  /** Loads the locale's catalogue once; resolves when it is there, or (not loaded) when loading failed. */
  load(locale: Locale): Promise<void>;
  /** For useSyncExternalStore: the locale changed or a catalogue arrived. */
  subscribe(listener: () => void): () => void;
  /** For useSyncExternalStore: changes with the locale and with every arrival. */
  version(): string;
}

export function catalogueLoader<C>(
  importers: Readonly<Record<Locale, () => Promise<C>>>,
  isLoaded: (locale: Locale) => boolean,
  add: (locale: Locale, catalogue: C) => void,
): CatalogueLoader {
  const loading = new Map<Locale, Promise<void>>();
  const arrivals = new Set<() => void>();
  let arrived = 0;
  return {
    load(locale) {
      if (isLoaded(locale)) return Promise.resolve();
      let pending = loading.get(locale);
      if (!pending) {
        pending = importers[locale]().then(
          (catalogue) => {
            add(locale, catalogue);
            arrived += 1;
            arrivals.forEach((listener) => listener());
          },
          () => {
            // Offline without the chunk cached: English until the next try.
            loading.delete(locale);
          },
        );
        loading.set(locale, pending);
      }
      return pending;
    },
    subscribe(listener) {
      arrivals.add(listener);
      const stop = subscribeLocale(listener);
      return () => {
        arrivals.delete(listener);
        stop();
      };
    },
    version: () => `${getLocale()}:${arrived}`,
  };
}
