// The portal's service worker (vite-plugin-pwa builds sw.js, configured in vite.config.ts): registered at start in a
// build, so the shell and screens open without a network on a device that has used the portal. A new deployment's
// worker installs in the background and waits until the update notice's Reload switches to it. The registration is
// the browser's own API (what workbox-window wraps): the login page loads this module, and the wrapper weighed more
// than the three events used here.
import { create } from 'zustand';

interface ServiceWorkerState {
  /** A newer build is installed and waits for the switch. */
  newBuildWaiting: boolean;
}

export const useServiceWorkerStore = create<ServiceWorkerState>(() => ({ newBuildWaiting: false }));

/** What the registration reads of a worker, its registration and the browser's container (tests give stand-ins). */
interface WorkerLike extends EventTarget {
  readonly state: string;
  postMessage(message: unknown): void;
}
interface RegistrationLike extends EventTarget {
  readonly active: WorkerLike | null;
  readonly waiting: WorkerLike | null;
  readonly installing: WorkerLike | null;
}
interface WorkerContainerLike {
  register(url: string, options: RegistrationOptions): Promise<RegistrationLike>;
}

let waiting: WorkerLike | undefined;

function noteWaiting(worker: WorkerLike): void {
  waiting = worker;
  useServiceWorkerStore.setState({ newBuildWaiting: true });
}

/** Registers the worker and watches for a newer build that installs while (or before) this page runs. */
export function registerServiceWorker(container: WorkerContainerLike, url: string, scope: string): Promise<void> {
  return container.register(url, { scope }).then((registration) => {
    // Only a worker installed beside an active one waits; the first one takes over on its own.
    if (registration.waiting && registration.active) noteWaiting(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && registration.active && registration.active !== worker) noteWaiting(worker);
      });
    });
  });
}

export function startServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () =>
    registerServiceWorker(navigator.serviceWorker, `${import.meta.env.BASE_URL}sw.js`, import.meta.env.BASE_URL).catch(
      () => undefined,
    );
  // After the page's own loading, so the precache downloads do not compete with it.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** Reload onto the newest build: the waiting worker takes over first when there is one. */
export function reloadToNewBuild(): void {
  if (!waiting || !useServiceWorkerStore.getState().newBuildWaiting || typeof navigator === 'undefined') {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  // vite-plugin-pwa's worker (registerType 'prompt') activates on this message.
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
