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
  take(userGuid: string): Promise<void>;
}

/**
 * The allowance is a fixed minute per user kept in request_log_windows, so a user whose requests are spread over
 * several server instances has one allowance, not one per instance. One statement counts and reads, atomically.
 */
export function createRequestLogLimiter(db: Queryable, perMinute = REQUEST_LOG_PER_MINUTE): RequestLogLimiter {
  return {
    async take(userGuid: string) {
      const [window] = await db.query<{ count: number; retry: number }>(
        `INSERT INTO request_log_windows AS w (user_guid, window_start, count) VALUES ($1, now(), 1)
         ON CONFLICT (user_guid) DO UPDATE SET
           window_start = CASE WHEN w.window_start <= now() - interval '1 minute' THEN now() ELSE w.window_start END,
           count = CASE WHEN w.window_start <= now() - interval '1 minute' THEN 1 ELSE w.count + 1 END
         RETURNING count, ceil(extract(epoch FROM window_start + interval '1 minute' - now()))::int AS retry`,
        [userGuid],
      );
      if (window.count > perMinute) {
        throw new HttpError(429, REQUEST_LOG_LIMITED, undefined, { 'retry-after': String(Math.max(1, window.retry)) });
      }
    },
  };
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
