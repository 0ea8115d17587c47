// The decision for a plant-floor write that failed, at its boundaries: not reached → kept; the server's refusal (4xx)
// → refused with its message; a 5xx of a write carrying an Idempotency-Key → sent again after a growing pause (a
// gateway's 502/503/504 for ever, another 5xx up to MAX_SERVER_FAULT_ATTEMPTS tries); a 5xx of a write without a key
// → refused (a repeat could store it twice).
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../engine/api/ApiError';
import {
  failedWriteAction,
  MAX_SERVER_FAULT_ATTEMPTS,
  retryBackoffMs,
  RETRY_BACKOFF_MAX_MS,
  WriteTimeoutError,
} from '../../../engine/outbox/networkFailure';

const answer = (status: number) => new ApiError(status, `answered ${status}`);

describe('failedWriteAction', () => {
  it('keeps a write that never reached the server: no network, refused, no answer in time', () => {
    expect(failedWriteAction(new TypeError('Failed to fetch'), true, 1)).toEqual({ action: 'keep' });
    expect(failedWriteAction(new WriteTimeoutError(8_000), true, 1)).toEqual({ action: 'keep' });
    expect(failedWriteAction(new ApiError(0, 'no answer'), true, 1)).toEqual({ action: 'keep' });
  });

  it("refuses on the server's 4xx answer, up to 499", () => {
    for (const status of [400, 403, 404, 409, 422, 499]) {
      expect(failedWriteAction(answer(status), true, 1)).toEqual({ action: 'refuse' });
    }
  });

  it('sends an idempotent write again after a 5xx, from 500 on, with a growing pause', () => {
    expect(failedWriteAction(answer(500), true, 1)).toEqual({ action: 'retry', afterMs: 2_000 });
    expect(failedWriteAction(answer(503), true, 2)).toEqual({ action: 'retry', afterMs: 4_000 });
    expect(failedWriteAction(answer(599), true, 3)).toEqual({ action: 'retry', afterMs: 8_000 });
  });

  it('gives up on a server fault at its last try, never on a gateway (an instance shutting down answers 503)', () => {
    const last = MAX_SERVER_FAULT_ATTEMPTS;
    expect(failedWriteAction(answer(500), true, last - 1).action).toBe('retry');
    expect(failedWriteAction(answer(500), true, last)).toEqual({ action: 'refuse' });
    for (const status of [502, 503, 504]) {
      expect(failedWriteAction(answer(status), true, last * 10)).toEqual({
        action: 'retry',
        afterMs: RETRY_BACKOFF_MAX_MS,
      });
    }
  });

  it('refuses a 5xx of a write without an Idempotency-Key: a repeat could store it twice', () => {
    expect(failedWriteAction(answer(503), false, 1)).toEqual({ action: 'refuse' });
    expect(failedWriteAction(answer(500), false, 1)).toEqual({ action: 'refuse' });
    // Not reached is still kept: nothing was stored.
    expect(failedWriteAction(new TypeError('Failed to fetch'), false, 1)).toEqual({ action: 'keep' });
  });

  it('refuses what is no network failure nor answer (a bug in the call itself)', () => {
    expect(failedWriteAction(new Error('boom'), true, 1)).toEqual({ action: 'refuse' });
  });

  it('doubles the pause from 2 s up to 5 minutes', () => {
    expect([1, 2, 3, 4].map(retryBackoffMs)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(retryBackoffMs(8)).toBe(256_000);
    expect(retryBackoffMs(9)).toBe(RETRY_BACKOFF_MAX_MS);
    expect(retryBackoffMs(50)).toBe(RETRY_BACKOFF_MAX_MS);
  });
});
