// The outbox's answer time-out: a call that never answers is given up (and aborted, freeing its connection) after the
// time-out; an answer in time is the answer; the wait does not count while the expired-session dialog is open.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionGate } from '../../../engine/api/client';
import { WriteTimeoutError } from '../../../engine/outbox/networkFailure';
import { WRITE_ANSWER_TIMEOUT_MS, withinDeadline } from '../../../engine/outbox/writeDeadline';

/** A call that never answers: the connection was accepted and then nothing. */
function silent(signals: AbortSignal[]) {
  return (signal: AbortSignal) => {
    signals.push(signal);
    return new Promise<never>(() => undefined);
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  sessionGate.drop();
  vi.useRealTimers();
});

describe('withinDeadline', () => {
  it('gives up a call that never answers after the time-out, and aborts it', async () => {
    const signals: AbortSignal[] = [];
    const outcome = withinDeadline(silent(signals)).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(WRITE_ANSWER_TIMEOUT_MS - 1);
    expect(signals[0].aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(WriteTimeoutError);
    expect(signals[0].aborted).toBe(true);
  });

  it("is the call's answer or failure when it comes in time", async () => {
    await expect(withinDeadline(async () => 'stored')).resolves.toBe('stored');
    await expect(withinDeadline(() => Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow(TypeError);
  });

  it('does not count the time the expired-session dialog is open', async () => {
    const signals: AbortSignal[] = [];
    const outcome = withinDeadline(silent(signals)).catch((error: unknown) => error);
    void sessionGate.park(async () => new Response('{}')).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(WRITE_ANSWER_TIMEOUT_MS * 10);
    expect(signals[0].aborted).toBe(false);
    // Signed in again: the wait starts over.
    await sessionGate.release();
    await vi.advanceTimersByTimeAsync(WRITE_ANSWER_TIMEOUT_MS - 1);
    expect(signals[0].aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(WriteTimeoutError);
  });
});
