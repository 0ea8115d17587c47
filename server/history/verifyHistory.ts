// Walks the record history chain (docs/adr/016) in order and names the first entry that does not hold: its content no
// longer gives its hash (altered), it does not link to the entry before (one removed or inserted), or the chain does not
// start at the anchor a prune left. `npm run history:verify` prints the result.
import type { Queryable } from '../db/Database.js';

export type HistoryVerdict =
  | { ok: true; entries: number; firstSeq: number | null; lastSeq: number | null }
  | { ok: false; entries: number; brokenSeq: number; reason: string };

const PAGE = 5000;

export async function verifyHistory(db: Queryable): Promise<HistoryVerdict> {
  const [head] = await db.query<{ seq: number; hash: string; anchor_seq: number; anchor_hash: string }>(
    'SELECT seq, hash, anchor_seq, anchor_hash FROM record_history_head',
  );
  let expectedSeq = Number(head.anchor_seq) + 1;
  let prevHash = head.anchor_hash;
  let entries = 0;
  let firstSeq: number | null = null;
  for (;;) {
    const rows = await db.query<{ seq: number; prev_hash: string; hash: string; recomputed: string }>(
      `SELECT seq, prev_hash, hash,
              history_digest(prev_hash, seq, at, entity, record_key, label, eplant_id, action, line, line_key,
                             user_guid, username, on_behalf_of, operation, request_id, changes) AS recomputed
         FROM record_history WHERE seq >= $1 ORDER BY seq LIMIT ${PAGE}`,
      [expectedSeq],
    );
    for (const row of rows) {
      const seq = Number(row.seq);
      firstSeq ??= seq;
      const broken = (reason: string): HistoryVerdict => ({ ok: false, entries, brokenSeq: seq, reason });
      if (seq !== expectedSeq) return broken(`entry ${expectedSeq} is missing (the next one is ${seq})`);
      if (row.prev_hash !== prevHash) return broken(`entry ${seq} does not link to the entry before it`);
      if (row.recomputed !== row.hash) return broken(`entry ${seq} was altered: its content does not give its hash`);
      entries++;
      prevHash = row.hash;
      expectedSeq = seq + 1;
    }
    if (rows.length < PAGE) break;
  }
  const lastSeq = expectedSeq - 1;
  if (lastSeq !== Number(head.seq))
    return {
      ok: false,
      entries,
      brokenSeq: lastSeq + 1,
      reason: `entry ${lastSeq + 1} is missing (the head is at ${head.seq})`,
    };
  if (entries && prevHash !== head.hash)
    return { ok: false, entries, brokenSeq: lastSeq, reason: `entry ${lastSeq} is not the head's last entry` };
  return { ok: true, entries, firstSeq, lastSeq: entries ? lastSeq : null };
}
