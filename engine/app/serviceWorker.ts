// The portal's service worker (vite-plugin-pwa builds sw.js, configured in vite.config.ts): registered at start in a
// build, so the shell and screens open without a network on a device that has used the portal. A new deployment's
// worker installs in the background and waits until the update notice's Reload switches to it.
import { Workbox } from 'workbox-window';
import { create } from 'zustand';

interface ServiceWorkerState {
  /** A newer build is installed and waits for the switch. */
  newBuildWaiting: boolean;
}

export const useServiceWorkerStore = create<ServiceWorkerState>(() => ({ newBuildWaiting: false }));

let workbox: Workbox | undefined;

export function startServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  workbox = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  workbox.addEventListener('waiting', () => useServiceWorkerStore.setState({ newBuildWaiting: true }));
  workbox.register().catch(() => undefined);
}

/** Reload onto the newest build: the waiting worker takes over first when there is one. */
export function reloadToNewBuild(): void {
  const waiting = workbox && useServiceWorkerStore.getState().newBuildWaiting;
  if (!workbox || !waiting) {
    window.location.reload();
    return;
  }
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
