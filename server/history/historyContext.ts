// Who is writing, for the record history (docs/adr/016): the operation pipeline runs every write operation's handler
// inside a history context, and the query layer hands it to the database as the transaction-local setting
// norstar.history, which the history triggers of server/db/migrations/210_record_history.sql read. A statement
// without it (migrations, the seed, background purges) leaves no entry.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Queryable, Row } from '../db/Database.js';

export interface HistoryContext {
  operation: string;
  requestId: string;
  userGuid: string | null;
  username: string | null;
  userName: string | null;
  /** Username of who logged in as this user (impersonation). */
  onBehalfOf: string | null;
}

const store = new AsyncLocalStorage<HistoryContext>();

export function runWithHistory<T>(context: HistoryContext, fn: () => T): T {
  return store.run(context, fn);
}

export function currentHistory(): HistoryContext | undefined {
  return store.getStore();
}

const SET_CONTEXT = "SELECT set_config('norstar.history', $1, true)";
/** A statement that may write rows (a plain read runs as it is). */
const WRITES = /\b(INSERT|UPDATE|DELETE|MERGE)\b/i;

/**
 * The database as handlers see it: a transaction opened inside a history context first sets the context, and a
 * writing statement run on its own inside one runs in a transaction of its own that sets it, so its entries are
 * written with it (every write in a transaction, its history with it).
 */
export function withHistoryContext(db: Database): Database {
  const tx: Database['tx'] = (fn) => {
    const context = currentHistory();
    if (!context) return db.tx(fn);
    return db.tx(async (t: Queryable) => {
      await t.query(SET_CONTEXT, [JSON.stringify(context)]);
      return fn(t);
    });
  };
  return {
    ...db,
    tx,
    query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]> {
      if (!currentHistory() || !WRITES.test(sql)) return db.query<T>(sql, params);
      return tx((t) => t.query<T>(sql, params));
    },
  };
}
