// The service worker is registered with the browser's own API (engine/app/serviceWorker.ts): the update notice learns
// of a newer build that waits beside the running one (found at start or installed while the page runs), never of the
// first worker, which takes over on its own; Reload asks the waiting worker to take over, then reloads.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, reloadToNewBuild, useServiceWorkerStore } from '../../../engine/app/serviceWorker';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  posted: unknown[] = [];
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  constructor(
    public active: FakeWorker | null,
    public waiting: FakeWorker | null = null,
    public installing: FakeWorker | null = null,
  ) {
    super();
  }
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function containerFor(registration: FakeRegistration) {
  const register = vi.fn(async () => registration);
  return { container: { register }, register };
}

afterEach(() => {
  useServiceWorkerStore.setState({ newBuildWaiting: false });
  vi.unstubAllGlobals();
});

describe('service worker registration', () => {
  it('registers sw.js for the portal and says nothing of the first worker installing', async () => {
    const registration = new FakeRegistration(null);
    const { container, register } = containerFor(registration);
    await registerServiceWorker(container, '/sw.js', '/');
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const first = new FakeWorker();
    registration.find(first);
    first.install();
    expect(useServiceWorkerStore.getState().newBuildWaiting).toBe(false);
  });

  it('tells of a newer build installed while the page runs', async () => {
    const registration = new FakeRegistration(new FakeWorker());
    await registerServiceWorker(containerFor(registration).container, '/sw.js', '/');
    const next = new FakeWorker();
    registration.find(next);
    expect(useServiceWorkerStore.getState().newBuildWaiting).toBe(false);
    next.install();
    expect(useServiceWorkerStore.getState().newBuildWaiting).toBe(true);
  });

  it('tells of a newer build already waiting at start, and Reload hands over to it before reloading', async () => {
    const waiting = new FakeWorker();
    const registration = new FakeRegistration(new FakeWorker(), waiting);
    await registerServiceWorker(containerFor(registration).container, '/sw.js', '/');
    expect(useServiceWorkerStore.getState().newBuildWaiting).toBe(true);

    const serviceWorker = new EventTarget();
    const reload = vi.fn();
    vi.stubGlobal('navigator', { serviceWorker });
    vi.stubGlobal('window', { location: { reload } });
    reloadToNewBuild();
    expect(waiting.posted).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    serviceWorker.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
