// How long a plant-floor write waits for the server's answer before it is kept on the device instead. No network and a
// refused connection fail at once; a connection that is accepted and then never answered (a hung access point, proxy
// or server) only ends with this time-out. The wait is paused while the expired-session dialog is open: then the call
// waits for the user signing in again, not for the network.
import { sessionGate } from '../api/client';
import { WriteTimeoutError } from './networkFailure';

/**
 * 8 s: a plant-floor write is one small row, answered in well under a second, and in a few seconds by a busy server
 * on a weak plant Wi-Fi; a wait past 8 s is an outage, not a slow answer, and an inspector or counter should not look
 * at a spinner longer than that. Erring short costs little: the entry is kept with its Idempotency-Key, so if the
 * write did arrive late the replay gets the first answer instead of a second record.
 */
export const WRITE_ANSWER_TIMEOUT_MS = 8_000;

/**
 * Runs `call` with an abort signal and rejects with WriteTimeoutError (aborting the call, which frees its connection)
 * when no answer came within `ms` of waiting on the network.
 */
export function withinDeadline<R>(
  call: (signal: AbortSignal) => Promise<R>,
  ms: number = WRITE_ANSWER_TIMEOUT_MS,
): Promise<R> {
  const controller = new AbortController();
  return new Promise<R>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe: (() => void) | undefined;
    const settle = () => {
      clearTimeout(timer);
      unsubscribe?.();
    };
    const arm = () => {
      timer = setTimeout(() => {
        // Parked behind the expired-session dialog: the wait starts again once the dialog has closed.
        if (sessionGate.isOpen()) {
          unsubscribe = sessionGate.subscribe((open) => {
            if (open) return;
            unsubscribe?.();
            unsubscribe = undefined;
            arm();
          });
          return;
        }
        reject(new WriteTimeoutError(ms));
        controller.abort();
      }, ms);
    };
    arm();
    call(controller.signal).then(
      (result) => {
        settle();
        resolve(result);
      },
      (error: unknown) => {
        settle();
        reject(error);
      },
    );
  });
}
