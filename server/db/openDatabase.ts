// Opens the one query layer: embedded PGlite under `${dataDir}/pglite` by default, node-postgres when DATABASE_URL is
// set. Both adapters expose the same Database interface, so handlers and migrations never know which one runs.
import { chmodSync, mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database, Queryable, Row } from './Database.js';
import { openPgliteWorker } from './openPgliteWorker.js';
import { seedEmptyCluster } from './pgliteClusterCache.js';
import { seedMigratedCluster } from './migratedClusterCache.js';
import { pgliteOptions } from './pgliteStartParams.js';
import { PRIVATE_DIR_MODE, restrictPermissions } from './restrictPermissions.js';
import { currentStatementTimeout, inHeavyOperation } from './statementScope.js';
import { Slots } from './Slots.js';

export interface OpenDatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  // The data directory holds nothing but the database: owner only, like PostgreSQL's own data directory.
  mkdirSync(options.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(options.dataDir, PRIVATE_DIR_MODE);
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // An empty directory starts as a copy of the cached cluster with our migrations applied (migratedClusterCache.ts).
  await seedMigratedCluster(dir);
  // The server's database runs in a worker thread so a heavy report never blocks the HTTP event loop; openPglite
  // (same thread) stays for scripts and for building the tests' template, where nothing else waits.
  // NORSTAR_PGLITE_WORKER=off runs it on the event loop again: only for the bench's with/without comparison.
  if (process.env.NORSTAR_PGLITE_WORKER === 'off') return openPglite(dir);
  return openPgliteWorker(dir);
}

/**
 * PGlite is single-connection: statements are serialised by PGlite itself, transactions hold its lock. A directory
 * is kept owner-only (see restrictPermissions): after PGlite has unpacked or opened it, and again after closing.
 */
export async function openPglite(dir?: string): Promise<Database> {
  if (dir) {
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    await seedEmptyCluster(dir);
  }
  const lite = dir ? await PGlite.create(dir, pgliteOptions()) : await PGlite.create(pgliteOptions());
  if (dir) restrictPermissions(dir);
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T extends Row = Row>(sql: string, params?: unknown[]) {
      const result = await q.query<T>(sql, params);
      return result.rows;
    },
    async copyFrom(sql: string, data: string) {
      await q.query(sql, [], { blob: new Blob([data]) });
    },
  });
  const base = wrap(lite);
  return {
    kind: 'pglite',
    query: base.query,
    copyFrom: base.copyFrom,
    tx: (fn) => lite.transaction((tx) => fn(wrap(tx))),
    exec: async (sql) => {
      await lite.exec(sql);
    },
    close: async () => {
      await lite.close();
      if (dir) restrictPermissions(dir);
    },
  };
}

/** Connections of the PostgreSQL pool. */
const POOL_SIZE = 10;

/**
 * How many pooled connections heavy operations (reports with a maximum range) may hold at once: one core fewer than
 * the machine has (at least one, at most 6 of the 10). Each heavy statement keeps a database backend busy on a core;
 * with as many of them as cores, a save's short statements queued for CPU behind the reports.
 */
export function heavyConnections(cores = availableParallelism()): number {
  return Math.max(1, Math.min(6, cores - 1));
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: POOL_SIZE });
  // Ten people pulling large reports took every pooled connection, and a save waited in the pool's queue behind their
  // next reports (PostgreSQL save p99 3.6 s): heavy statements hold at most heavyConnections(), the rest stay free for
  // saves, session checks and the other short statements.
  const heavySlots = new Slots(heavyConnections());
  // An idle client whose connection the server ends (restart, DROP DATABASE … FORCE in tests) must not crash the
  // process: the pool drops it and the next query opens a fresh one.
  pool.on('error', (error) => console.warn(`PostgreSQL: idle connection closed: ${error.message}`));
  // node-postgres answers int8 and numeric as strings; PGlite answers numbers. Align on numbers so JSON is the same.
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => {
      if (oid === 20 || oid === 1700) return (v: string) => (v === null ? null : Number(v));
      return pg.types.getTypeParser(oid, format);
    },
  };
  await pool.query('SELECT 1');
  // A statement of a request is bounded by the request's statement timeout (statementScope); the setting is kept per
  // pooled connection and changed only when the next user of that connection needs another value.
  const timeouts = new WeakMap<pg.PoolClient, number>();
  // Statements waiting for or holding a pooled connection (isBusy: /health then answers without queueing behind them).
  let inUse = 0;
  const release = (client: pg.PoolClient) => {
    inUse--;
    client.release();
  };
  const connect = async () => {
    inUse++;
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      inUse--;
      throw error;
    }
    const wanted = currentStatementTimeout() ?? 0;
    if ((timeouts.get(client) ?? 0) !== wanted) {
      try {
        await client.query("SELECT set_config('statement_timeout', $1, false)", [String(wanted)]);
      } catch (error) {
        release(client);
        throw error;
      }
      timeouts.set(client, wanted);
    }
    return client;
  };
  return {
    kind: 'postgres',
    isBusy: () => inUse > 0,
    async query<T extends Row = Row>(sql: string, params?: unknown[]) {
      const leave = inHeavyOperation() ? await heavySlots.enter() : undefined;
      try {
        const client = await connect();
        try {
          const result = await client.query<T>({ text: sql, values: params, types });
          return result.rows;
        } finally {
          release(client);
        }
      } finally {
        leave?.();
      }
    },
    async tx(fn) {
      const client = await connect();
      try {
        await client.query('BEGIN');
        const out = await fn({
          async query<T extends Row = Row>(sql: string, params?: unknown[]) {
            const result = await client.query<T>({ text: sql, values: params, types });
            return result.rows;
          },
        });
        await client.query('COMMIT');
        return out;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        release(client);
      }
    },
    async exec(sql) {
      // One client for the whole script, so a failing script that opened a transaction is rolled back on the same
      // connection instead of going back to the pool in an aborted state.
      const client = await connect();
      try {
        await client.query(sql);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        release(client);
      }
    },
    async withLock(key, fn) {
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        // Ending the session releases the lock even if the unlock could not be sent.
        await client.end().catch(() => undefined);
      }
    },
    listen: (channel, onMessage, onReconnect) => listenPostgres(connectionString, channel, onMessage, onReconnect),
    close: () => pool.end(),
  };
}

const RELISTEN_DELAY_MS = 1_000;

/**
 * A dedicated connection that LISTENs on channel; when it drops (database restart, a terminated backend) it is opened
 * again, and onReconnect is called once it LISTENs again (what was notified meanwhile never arrives).
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => Promise<void> | void,
): Promise<{ close(): Promise<void> }> {
  let closed = false;
  let listening = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<boolean> => {
    // Named, so an operator (or a test) can find the listening backend in pg_stat_activity.
    const client = new pg.Client({ connectionString, application_name: `norstar LISTEN ${channel}` });
    let dropped = false;
    const drop = (error: Error) => {
      if (dropped) return;
      dropped = true;
      if (current === client) current = null;
      client.end().catch(() => undefined);
      if (closed) return;
      console.warn(`PostgreSQL: LISTEN ${channel}: ${error.message}; reconnecting`);
      retry = setTimeout(() => void connect(), RELISTEN_DELAY_MS);
    };
    // After a reconnection, notifications wait until onReconnect has caught up, so they come after what it replays.
    let caughtUp: Promise<void> | undefined;
    let release = () => {};
    if (listening && onReconnect) caughtUp = new Promise<void>((resolve) => (release = resolve));
    client.on('notification', (message) => {
      const payload = message.payload;
      if (message.channel !== channel || payload === undefined) return;
      if (caughtUp) void caughtUp.then(() => onMessage(payload));
      else onMessage(payload);
    });
    client.on('error', drop);
    client.on('end', () => drop(new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch (error) {
      release();
      drop(error as Error);
      return false;
    }
    if (closed) {
      release();
      await client.end().catch(() => undefined);
      return true;
    }
    current = client;
    listening = true;
    if (caughtUp) {
      try {
        await onReconnect?.();
      } finally {
        release();
        caughtUp = undefined;
      }
    }
    return true;
  };
  // The first connection must work: an instance that cannot hear the others should not start.
  if (!(await connect())) {
    closed = true;
    clearTimeout(retry);
    throw new Error(`PostgreSQL: could not LISTEN on ${channel}`);
  }
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
}
