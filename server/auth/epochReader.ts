// The session epoch read every request needs, shared between requests that arrive together. A request may only use a
// read that started after it arrived (a revocation committed before the request must be seen), so a request that
// arrives while a read is running joins the next read, which starts as soon as the running one ends; everyone
// arriving meanwhile joins that same next read. Fifty concurrent session checks cost two reads in a row, not fifty —
// on the embedded database those would otherwise queue one by one through its single connection.
import type { Queryable } from '../db/Database.js';

export async function readSessionEpoch(db: Queryable): Promise<number> {
  const rows = await db.query<{ epoch: number }>('SELECT epoch FROM session_epoch WHERE id = 1');
  return Number(rows[0]?.epoch ?? 0);
}

export function createEpochReader(db: Queryable): () => Promise<number> {
  let running: Promise<number> | undefined;
  let next: Promise<number> | undefined;
  const start = (): Promise<number> => {
    const read = readSessionEpoch(db);
    running = read;
    const done = () => {
      if (running === read) running = undefined;
    };
    read.then(done, done);
    return read;
  };
  return () => {
    if (next) return next;
    if (!running) return start();
    const after = () => {
      next = undefined;
      return start();
    };
    next = running.then(after, after);
    return next;
  };
}
