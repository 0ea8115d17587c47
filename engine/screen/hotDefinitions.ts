// `npm run dev`: a saved screen definition reaches the open page without a full reload. The Vite plugin
// (scripts/vite/screenMetasPlugin.ts) sends the new definition as a custom HMR event when only its body or title
// changed; the page re-renders with it and keeps the user's filters and scroll. In a build import.meta.hot is
// undefined and nothing here ever changes.
import { useSyncExternalStore } from 'react';
import type { ScreenDefinition } from './types';

/** The custom HMR event the plugin sends; data is {@link HotDefinition}. */
export const HOT_DEFINITION_EVENT = 'norstar:screen-definition';

export interface HotDefinition {
  /** Registry key: the definition's path relative to engine/screen. */
  file: string;
  definition: ScreenDefinition;
}

const latest = new Map<string, ScreenDefinition>();
const listeners = new Set<() => void>();

/** Records a definition saved during this session (also what a later lazy load of that screen returns). */
export function receiveHotDefinition({ file, definition }: HotDefinition): void {
  latest.set(file, definition);
  for (const listener of listeners) listener();
}

/** The definition saved during this session, if any: the lazy chunk the browser cached is older. */
export function hotDefinition(file: string): ScreenDefinition | undefined {
  return latest.get(file);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The screen's newest definition: `loaded` until the file is saved in `npm run dev`. */
export function useHotDefinition(file: string, loaded: ScreenDefinition): ScreenDefinition {
  return useSyncExternalStore(subscribe, () => latest.get(file) ?? loaded);
}

if (import.meta.hot) import.meta.hot.on(HOT_DEFINITION_EVENT, receiveHotDefinition);
