// The one query layer of the reference server: plain PostgreSQL SQL with $1 parameters, run by PGlite (embedded,
// default) or node-postgres (DATABASE_URL). Reports are SQL; see docs/adr/002-sql-query-layer.md.
// Row stays `any`-valued for now (issue #37): the 89 handler files that run SQL make 348 untyped calls (query(…) and
// maybeOne(…) without a row type) whose columns `Record<string, unknown>` would make unknown; they move to typed rows
// (query<T>, with T the operation's row type) one by one before Row can become `Record<string, unknown>`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type Row = Record<string, any>;

export interface Queryable {
  /** Runs one statement and returns its rows. */
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Runs `COPY … FROM '/dev/blob'` over `data` (COPY's text format). Only the embedded database has it; bulk loads
   * (the demo seed) fall back to multi-row INSERTs where it is absent.
   */
  copyFrom?(sql: string, data: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. Every write goes here. */
  tx<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** True while statements are queued or running (the worker database); /health then does not queue behind them. */
  isBusy?(): boolean;
  /**
   * Runs fn while holding a PostgreSQL session advisory lock on a connection of its own, so instances starting
   * together take turns (migrations, seeding). Absent on the embedded database: one process owns it.
   */
  withLock?<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * LISTENs on a channel on a connection of its own (reconnected when it drops) and calls onMessage with each
   * notification's payload. Absent on the embedded database, where every listener lives in the one process.
   * onReconnect is called each time the connection LISTENs again after it dropped: notifications sent while it was
   * down are lost, so a listener that must not miss any catches up from what it stored (server/hub/hubFanout.ts);
   * notifications arriving meanwhile are handed to onMessage once its promise settles, after what it caught up.
   */
  listen?(
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect?: () => Promise<void> | void,
  ): Promise<{ close(): Promise<void> }>;
  readonly kind: 'pglite' | 'postgres';
}

export async function one<T extends Row = Row>(db: Queryable, sql: string, params?: unknown[]): Promise<T> {
  const rows = await db.query<T>(sql, params);
  if (rows.length !== 1) throw new Error(`expected one row, got ${rows.length}`);
  return rows[0];
}

export async function maybeOne<T extends Row = Row>(
  db: Queryable,
  sql: string,
  params?: unknown[],
): Promise<T | undefined> {
  const rows = await db.query<T>(sql, params);
  return rows[0];
}
