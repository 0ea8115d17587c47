// Retention of the record history (NORSTAR_HISTORY_RETENTION_DAYS, default seven years, at least 30 days): entries
// older than that are removed, oldest first, and the head's anchor moves to the last one removed, so what remains
// verifies (verifyHistory starts at the anchor). The database refuses any other removal (210_record_history.sql).
import type { Database } from '../db/Database.js';

export const DEFAULT_HISTORY_RETENTION_DAYS = 7 * 365;
export const MIN_HISTORY_RETENTION_DAYS = 30;

/** Removes the entries older than the retention; answers how many. */
export async function pruneHistory(db: Database, retentionDays: number): Promise<number> {
  if (!Number.isInteger(retentionDays) || retentionDays < MIN_HISTORY_RETENTION_DAYS)
    throw new Error(`the record history keeps at least ${MIN_HISTORY_RETENTION_DAYS} days, not ${retentionDays}`);
  return db.tx(async (tx) => {
    // The head's row lock keeps writers of new entries out while the anchor moves.
    await tx.query('SELECT seq FROM record_history_head FOR UPDATE');
    const [last] = await tx.query<{ seq: number | null; hash: string | null }>(
      `SELECT seq, hash FROM record_history
        WHERE seq = (SELECT max(seq) FROM record_history WHERE at < now() - make_interval(days => $1))`,
      [retentionDays],
    );
    if (!last?.seq) return 0;
    await tx.query("SELECT set_config('norstar.history_retention_days', $1, true)", [String(retentionDays)]);
    const removed = await tx.query('DELETE FROM record_history WHERE seq <= $1 RETURNING seq', [last.seq]);
    await tx.query('UPDATE record_history_head SET anchor_seq = $1, anchor_hash = $2', [last.seq, last.hash]);
    return removed.length;
  });
}
