// The server's embedded database works in its own thread (openPgliteWorker.ts), and the seed generates its rows on
// the HTTP thread. Awaiting every COPY left one of the two idle at any moment; with a few COPYs in flight the next
// rows are generated while the database loads the previous ones. Statements still run in the order they are sent
// (the transaction's statements go to the worker one after the other), so the rows stored are the same.
import type { Queryable, Row } from '../../db/Database.js';

export interface PipelinedQueryable extends Queryable {
  /** Waits for every COPY still in flight; throws the first failure. */
  drain(): Promise<void>;
}

/**
 * Wraps a transaction's Queryable so that copyFrom returns once the COPY is sent, with at most `depth` of them
 * unanswered (bounding the text held in memory). A failed COPY aborts the transaction: its error is thrown by the
 * next statement, the next copyFrom or drain(), instead of the "transaction is aborted" that follows it.
 */
export function pipelineCopies(q: Queryable, depth = 3): PipelinedQueryable {
  const inFlight: Promise<void>[] = [];
  let failure: { error: unknown } | undefined;
  const rethrow = () => {
    if (failure) throw failure.error;
  };
  const drain = async () => {
    while (inFlight.length) await inFlight.shift();
    rethrow();
  };
  const copyFrom = q.copyFrom?.bind(q);
  return {
    async query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]> {
      rethrow();
      try {
        const rows = await q.query<T>(sql, params);
        rethrow();
        return rows;
      } catch (error) {
        // Statements are answered in order: a COPY sent before this one has failed by now if it failed at all.
        await drain();
        throw error;
      }
    },
    copyFrom: copyFrom
      ? async (sql: string, data: string) => {
          rethrow();
          inFlight.push(
            copyFrom(sql, data).catch((error: unknown) => {
              failure ??= { error };
            }),
          );
          while (inFlight.length > depth) await inFlight.shift();
          rethrow();
        }
      : undefined,
    drain,
  };
}
