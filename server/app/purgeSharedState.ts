// The shared limit tables (migration 120) hold minutes-long state: rows no limit can still use are removed every few
// minutes by whichever instances are running (the deletes are idempotent, so instances need not coordinate).
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/Database.js';
import { ACCOUNT_WINDOW_MS } from '../auth/loginRateLimiter.js';
import { CAPTCHA_TTL_SECONDS } from '../auth/captcha.js';

const PURGE_INTERVAL_MS = 5 * 60_000;

/** How long a write's Idempotency-Key (migration 150) is kept to answer a repeat. */
export const IDEMPOTENCY_KEY_DAYS = 30;

export async function purgeSharedState(db: Database): Promise<void> {
  // The longest a login row matters is the account window; a spent challenge, until the challenge has expired.
  await db.query('DELETE FROM login_limits WHERE updated_at < now() - make_interval(secs => $1)', [
    ACCOUNT_WINDOW_MS / 1000 + 60,
  ]);
  await db.query('DELETE FROM spent_challenges WHERE spent_at < now() - make_interval(secs => $1)', [
    CAPTCHA_TTL_SECONDS + 60,
  ]);
  await db.query("DELETE FROM request_log_windows WHERE window_start < now() - interval '2 minutes'");
  // An outbox entry is replayed within days of its outage; a key older than its keep time answers nothing anymore.
  await db.query('DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(days => $1)', [
    IDEMPOTENCY_KEY_DAYS,
  ]);
}

export function scheduleSharedStatePurge(app: FastifyInstance, db: Database): void {
  const timer = setInterval(() => {
    purgeSharedState(db).catch((error: Error) => app.log.warn(`shared state purge failed: ${error.message}`));
  }, PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
