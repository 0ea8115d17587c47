// The Spanish texts of screen definitions, one file per area (screens/<Area>/es-MX.json: {screen id: {pointer:
// text}}), loaded lazily and only when the portal speaks es-MX: an English user never downloads them. Loaded areas are
// kept, and components re-render once the areas they asked for arrive.
import { useEffect, useSyncExternalStore } from 'react';
import { getLocale, type Locale } from './locale';
import type { DefinitionTexts } from './translateDefinition';

type AreaTexts = Readonly<Record<string, DefinitionTexts>>;

const areaFiles = import.meta.glob<AreaTexts>('../../screens/*/es-MX.json', { import: 'default' });

const loaded = new Map<string, AreaTexts>();
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;

/** The area folder of a screen file ('../../screens/QC/PaintQC.screen.json' → 'QC'). */
export function areaFolderOf(file: string): string | undefined {
  return /screens\/([^/]+)\//.exec(file)?.[1];
}

function fileOf(folder: string): string {
  return `../../screens/${folder}/es-MX.json`;
}

/** Loads the areas' Spanish texts (no-op for an area without a file or already loaded). */
export function loadAreaTexts(folders: Iterable<string>): Promise<void> {
  const waits: Promise<void>[] = [];
  for (const folder of new Set(folders)) {
    const loader = areaFiles[fileOf(folder)];
    if (!loader || loaded.has(folder)) continue;
    let wait = pending.get(folder);
    if (!wait) {
      wait = loader().then(
        (texts) => {
          loaded.set(folder, texts);
          version += 1;
          listeners.forEach((listener) => listener());
        },
        // A missing translation file must never keep a screen from opening: the English stays.
        () => undefined,
      );
      pending.set(folder, wait);
    }
    waits.push(wait);
  }
  return Promise.all(waits).then(() => undefined);
}

/** The texts of one screen in a locale, from what is loaded (undefined for en-US or when not loaded yet). */
export function screenTexts(locale: Locale, file: string, screenId: string): DefinitionTexts | undefined {
  if (locale !== 'es-MX') return undefined;
  const folder = areaFolderOf(file);
  return folder ? loaded.get(folder)?.[screenId] : undefined;
}

/** Before a screen opens in es-MX, its area's texts, so it shows in Spanish from the first paint. */
export function preloadScreenTexts(file: string): Promise<void> {
  const folder = areaFolderOf(file);
  return getLocale() === 'es-MX' && folder ? loadAreaTexts([folder]) : Promise.resolve();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Re-renders the component when area texts arrive, and asks for the given areas while the locale is es-MX. Returns a
 * number that changes with every arrival (for memo dependencies).
 */
export function useAreaTexts(locale: Locale, files: readonly string[]): number {
  const current = useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  const key = files.map(areaFolderOf).filter(Boolean).join(',');
  useEffect(() => {
    if (locale === 'es-MX' && key) void loadAreaTexts(key.split(','));
  }, [locale, key]);
  return current;
}
