// Parks requests that came back 401 until the expired-session dialog has signed the user in again, then retries
// each exactly once (or drops them all when a different user signed in). One gate per client: all concurrent 401s
// share one dialog, so a form's save simply resolves after the re-login and nothing typed in is lost.

export type GateListener = (open: boolean) => void;

interface Parked {
  retry: () => Promise<Response>;
  resolve: (response: Response) => void;
  reject: (error: unknown) => void;
}

export class DifferentUserError extends Error {
  constructor() {
    super('A different user signed in; the request started by the previous user was not sent again.');
    this.name = 'DifferentUserError';
  }
}

export interface SessionGate {
  /** Holds a 401'd request; the returned promise settles with the retry's response after the re-login. */
  park(retry: () => Promise<Response>): Promise<Response>;
  isOpen(): boolean;
  pendingCount(): number;
  /** After a successful re-login by the same user: retries every parked request once, in arrival order. */
  release(): Promise<void>;
  /** After a different user signed in: rejects every parked request. */
  drop(error?: Error): void;
  /** Notified with true when the first 401 opens the gate, false when it closes. Returns an unsubscribe. */
  subscribe(listener: GateListener): () => void;
}

export function createSessionGate(): SessionGate {
  let parked: Parked[] = [];
  let open = false;
  const listeners = new Set<GateListener>();

  function setOpen(next: boolean): void {
    if (open === next) return;
    open = next;
    listeners.forEach((listener) => listener(next));
  }

  return {
    park(retry) {
      return new Promise<Response>((resolve, reject) => {
        parked.push({ retry, resolve, reject });
        setOpen(true);
      });
    },
    isOpen: () => open,
    pendingCount: () => parked.length,
    async release() {
      const batch = parked;
      parked = [];
      setOpen(false);
      await Promise.all(
        batch.map(async (item) => {
          try {
            item.resolve(await item.retry());
          } catch (error) {
            item.reject(error);
          }
        }),
      );
    },
    drop(error = new DifferentUserError()) {
      const batch = parked;
      parked = [];
      setOpen(false);
      batch.forEach((item) => item.reject(error));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
