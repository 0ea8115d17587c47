// Bounded work per request for reports: the contract's x-max-range-days caps the from–to span of a report (the
// screen's filter bar refuses a longer range before calling), and such heavy operations run at most a few at a time
// per user (the rest wait their turn, up to a bound) so one person cannot take the whole database.
import type { OperationEntry } from '../contract/loadContract.js';
import { badRequest, HttpError } from '../http/HttpError.js';

/** The largest x-max-range-days a contract may declare (three years of daily rows). */
const MAX_DECLARED_RANGE_DAYS = 3 * 366;

/** The operation's maximum from–to span in days (house extension x-max-range-days), or undefined when unbounded. */
export function operationMaxRangeDays(op: OperationEntry): number | undefined {
  const days: unknown = op.operation['x-max-range-days'];
  if (days === undefined) return undefined;
  const names = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > MAX_DECLARED_RANGE_DAYS)
    throw new Error(
      `${op.operationId}: x-max-range-days must be a whole number of days from 1 to ${MAX_DECLARED_RANGE_DAYS}`,
    );
  if (!names.includes('from') || !names.includes('to'))
    throw new Error(`${op.operationId}: x-max-range-days needs query parameters from and to`);
  return days;
}

export function maxRangeMessage(days: number): string {
  return `This report covers at most ${days} days at a time; choose a shorter date range.`;
}

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included (ISO dates as the contract validated them). */
export function rangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export function enforceMaxRange(maxDays: number, query: unknown): void {
  const { from, to } = (query ?? {}) as { from?: unknown; to?: unknown };
  if (typeof from !== 'string' || typeof to !== 'string') return;
  if (rangeDays(from, to) > maxDays)
    throw badRequest(maxRangeMessage(maxDays), [{ field: 'to', message: maxRangeMessage(maxDays) }]);
}

/** Heavy operations a user may have running at once (NORSTAR_HEAVY_CONCURRENCY). */
export const DEFAULT_HEAVY_CONCURRENCY = 2;
/** Heavy operations of one user that may wait for a free place before the next is refused. */
export const HEAVY_WAITING_PER_RUNNING = 4;

export interface HeavyGate {
  /**
   * Counts the user in: at once while they run fewer than the limit, else after one of theirs finishes (a dashboard
   * of several large widgets loads them in turn). Answers 429 only when that many are already waiting too. Resolves
   * to the function that counts them out.
   */
  enter(userGuid: string): Promise<() => void>;
}

export function heavyLimitMessage(limit: number, waiting: number): string {
  return `You already have ${limit} large reports loading and ${waiting} waiting; wait for them to finish, then try again.`;
}

export function createHeavyGate(limit: number, waitingLimit = limit * HEAVY_WAITING_PER_RUNNING): HeavyGate {
  const users = new Map<string, { running: number; waiting: Array<() => void> }>();
  const release = (userGuid: string) => {
    const user = users.get(userGuid);
    if (!user) return;
    const next = user.waiting.shift();
    if (next) next();
    else if (--user.running === 0) users.delete(userGuid);
  };
  return {
    async enter(userGuid) {
      const user = users.get(userGuid) ?? { running: 0, waiting: [] };
      users.set(userGuid, user);
      if (user.running < limit) user.running += 1;
      else if (user.waiting.length < waitingLimit) await new Promise<void>((resolve) => user.waiting.push(resolve));
      else throw new HttpError(429, heavyLimitMessage(limit, waitingLimit));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release(userGuid);
      };
    },
  };
}
