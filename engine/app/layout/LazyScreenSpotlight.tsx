// The "Go to screen" search loads with its first use (the header button or Ctrl/Cmd + K), not with the frame: the
// Spotlight and its index of every screen are not needed to draw the first page.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useHotkeys } from '@mantine/hooks';
import { spotlight } from '@mantine/spotlight';
import { loadChunk } from '../../ui/chunkLoading';

const ScreenSpotlight = lazy(() =>
  loadChunk('screen search', () => import('./ScreenSpotlight')).then((module) => ({ default: module.ScreenSpotlight })),
);

let wanted = false;
const listeners = new Set<() => void>();

/** Opens the screen search, loading it first if this is its first use (the store keeps it open until it draws). */
export function openScreenSearch(): void {
  spotlight.open();
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function LazyScreenSpotlight() {
  const load = useSyncExternalStore(subscribe, () => wanted);
  // Spotlight's own shortcut takes over once it is drawn; opening twice is harmless.
  useHotkeys([['mod+K', openScreenSearch]], []);
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <ScreenSpotlight />
    </Suspense>
  );
}
