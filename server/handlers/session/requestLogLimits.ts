// The request log (every portal request POSTs one) must not be a way to fill the disk: each user may write a bounded
// number of rows per minute, a row's `data` is capped (a larger body is stored as a note of its size with the start
// of it), and rows older than the retention (NORSTAR_LOG_RETENTION_DAYS) are purged once a day.
import type { Queryable } from '../../db/Database.js';
import { HttpError } from '../../http/HttpError.js';

/** Rows one user may log per minute: a busy screen makes a few requests a second at most. */
export const REQUEST_LOG_PER_MINUTE = 300;
/** The most of a request body kept in a log row (serialised JSON). */
export const REQUEST_LOG_DATA_MAX_CHARS = 8 * 1024;
/** How much of a larger body the row keeps, as text. */
const PREVIEW_CHARS = 1024;

export const REQUEST_LOG_LIMITED =
  'Too many request-log entries from this user; the next ones are dropped for a minute.';

/** The stored `data` (JSON text) of a logged body: the body itself, or {truncated, size, preview} when it is too large. */
export function cappedLogData(json: string | null): string | null {
  if (json === null || json.length <= REQUEST_LOG_DATA_MAX_CHARS) return json;
  return JSON.stringify({ truncated: true, size: json.length, preview: json.slice(0, PREVIEW_CHARS) });
}

export interface RequestLogLimiter {
  /** Counts one row for the user or answers 429 when they wrote their allowance in the last minute. */
  take(userGuid: string): void;
}

export function createRequestLogLimiter(perMinute = REQUEST_LOG_PER_MINUTE, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(userGuid: string) {
      const at = now();
      let window = windows.get(userGuid);
      if (!window || at - window.start >= 60_000) {
        // Drop finished windows now and then so the map holds only the users active this minute.
        if (windows.size > 1000) for (const [key, w] of windows) if (at - w.start >= 60_000) windows.delete(key);
        window = { start: at, count: 0 };
        windows.set(userGuid, window);
      }
      if (window.count >= perMinute) {
        const retry = Math.max(1, Math.ceil((window.start + 60_000 - at) / 1000));
        throw new HttpError(429, REQUEST_LOG_LIMITED, undefined, { 'retry-after': String(retry) });
      }
      window.count += 1;
    },
  } satisfies RequestLogLimiter;
}

/** Deletes request-log rows older than the retention; returns how many went. */
export async function purgeRequestLogs(db: Queryable, retentionDays: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM request_logs WHERE created_at < now() - make_interval(days => $1) RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [retentionDays],
  );
  return rows[0]?.n ?? 0;
}
