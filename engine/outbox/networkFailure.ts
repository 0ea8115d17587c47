// Whether a failed call never reached the application: no network, the server down, a proxy in between saying so, or
// no answer within the outbox's time-out. Such a write goes to the outbox; any answer from the server itself is the
// answer. failedWriteAction is the whole decision for a plant-floor write that failed: kept, sent again after a pause,
// or refused.
import { ApiError } from '../api/ApiError';

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** No answer came within the outbox's time-out (the connection was accepted and then nothing). */
export class WriteTimeoutError extends Error {
  constructor(ms: number) {
    super(`No answer from the server within ${ms / 1000} s`);
    this.name = 'WriteTimeoutError';
  }
}

export function isNetworkFailure(error: unknown): boolean {
  // fetch rejects with a TypeError when the connection fails or is dropped before an answer.
  if (error instanceof TypeError || error instanceof WriteTimeoutError) return true;
  return error instanceof ApiError && (error.status === 0 || GATEWAY_STATUSES.has(error.status));
}

/**
 * A 5xx other than a gateway's (a fault of the server, which may pass) is sent again this many times in all before the
 * entry is marked failed with the server's message: one that never passes must not hold the user's later entries
 * forever (they wait behind it, in order), and with the back-off below the tries span about four minutes.
 */
export const MAX_SERVER_FAULT_ATTEMPTS = 8;

/** The first pause before an entry the server failed on is sent again; each further failure doubles it. */
export const RETRY_BACKOFF_BASE_MS = 2_000;

/** The longest pause between two tries of an entry. */
export const RETRY_BACKOFF_MAX_MS = 5 * 60_000;

/** The pause before try number `attempts + 1` after `attempts` failed ones (1 → 2 s, 2 → 4 s, … at most 5 min). */
export function retryBackoffMs(attempts: number): number {
  return Math.min(RETRY_BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_BACKOFF_MAX_MS);
}

/**
 * What happens to a plant-floor write that failed.
 * - keep: the server was not reached (no network, refused, no answer in time, a gateway's 502/504): the entry waits
 *   and goes with the next round.
 * - retry: the server was reached and failed (5xx, the 503 of an instance shutting down among them): sent again after
 *   `afterMs`. Only a write carrying an Idempotency-Key (`idempotent`) is: a repeat of it is answered with the first
 *   answer, while a repeat of any other write could store it twice.
 * - refuse: the server's answer (4xx, or a 5xx that did not pass in MAX_SERVER_FAULT_ATTEMPTS tries, or a 5xx of a
 *   write without a key): shown with the server's message, kept for correction when it is an outbox entry.
 *
 * `attempts` counts the failed tries including this one.
 */
export type FailedWriteAction = { action: 'keep' } | { action: 'retry'; afterMs: number } | { action: 'refuse' };

export function failedWriteAction(error: unknown, idempotent: boolean, attempts: number): FailedWriteAction {
  if (!(error instanceof ApiError) || error.status === 0) {
    return isNetworkFailure(error) ? { action: 'keep' } : { action: 'refuse' };
  }
  if (error.status < 500) return { action: 'refuse' };
  if (!idempotent) return { action: 'refuse' };
  // A gateway's answer means the application is not there (restarting, shutting down, not yet up): never given up on.
  if (!GATEWAY_STATUSES.has(error.status) && attempts >= MAX_SERVER_FAULT_ATTEMPTS) return { action: 'refuse' };
  return { action: 'retry', afterMs: retryBackoffMs(attempts) };
}
