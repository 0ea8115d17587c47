// The embedded database in a worker thread (pgliteWorker.ts) behind the Database interface, so the HTTP event loop
// only parses, routes, authorises and serialises while PGlite works. PGlite has no statement_timeout (no signals in
// WASM), so a request's statement that runs past its timeout is stopped by ending the worker and opening the database
// again; the statements queued behind it are sent to the new worker in the same order. Statements wait here, not in
// the worker, and go over one at a time: those of heavy operations (reports with a maximum range) only when no other
// statement waits, so a save or a session check waits for at most the one report statement running; a report's read
// runs as a cursor fetched in slices (heavyCursor.ts), so that statement is short. See docs/adr/011.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Database, Queryable, Row } from './Database.js';
import type { FromWorker, ToWorker, WorkerData } from './pgliteWorkerProtocol.js';
import { fromWorkerError } from './pgliteWorkerProtocol.js';
import { restrictPermissions } from './restrictPermissions.js';
import { currentStatementTimeout, inHeavyOperation } from './statementScope.js';
import { StatementTimeoutError } from './StatementTimeoutError.js';
import { canRunAsCursor, declareCursor, HEAVY_FETCH_ROWS } from './heavyCursor.js';

type Payload = ToWorker extends infer M ? (M extends ToWorker ? Omit<M, 'id'> : never) : never;

interface Job {
  message: ToWorker;
  resolve(rows: Row[]): void;
  reject(error: Error): void;
  timeoutMs?: number;
  timer?: NodeJS.Timeout;
  /** The worker generation this job was posted to; it is posted again to a new worker after a restart. */
  generation: number;
  /** Queued in the heavy operations' lane. */
  heavy?: boolean;
}

/** Messages of the open transaction go straight to the worker (it is waiting for them); the rest wait their turn. */
const isQueued = (message: ToWorker) =>
  message.type === 'query' || message.type === 'exec' || message.type === 'begin' || message.type === 'close';

const WORKER_URL = new URL('./pgliteWorker.ts', import.meta.url);

/** The server runs its TypeScript through tsx; a worker thread needs tsx's loader registered before it imports. */
function spawnWorker(data: WorkerData): Worker {
  if (!WORKER_URL.pathname.endsWith('.ts')) return new Worker(WORKER_URL, { workerData: data });
  // The ESM build of tsx's API (the package's "import" condition), found from its CommonJS entry's directory.
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(WORKER_URL.href)}); })`;
  return new Worker(boot, { eval: true, workerData: data });
}

export async function openPgliteWorker(dir?: string): Promise<Database> {
  const jobs = new Map<number, Job>();
  let nextId = 1;
  let generation = 0;
  let worker: Worker | undefined;
  let ready = false;
  let closed = false;

  const post = (job: Job) => {
    if (!worker || !ready || job.generation === generation) return;
    job.generation = generation;
    worker.postMessage(job.message);
  };
  /** Queued statements not yet handed to the worker: the light lane first, heavy operations' lane after it. */
  const light: Job[] = [];
  const heavy: Job[] = [];
  /** The queued statement the worker has now (at most one). */
  let handed: Job | undefined;
  const dispatch = () => {
    if (!worker || !ready) return;
    if (handed && jobs.has(handed.message.id) && handed.generation !== generation) post(handed);
    if (handed && jobs.has(handed.message.id)) return;
    handed = light.shift() ?? heavy.shift();
    if (handed) post(handed);
  };

  const start = (): Promise<void> =>
    new Promise((resolve, reject) => {
      generation += 1;
      ready = false;
      const current = spawnWorker({ dir });
      worker = current;
      current.on('message', (message: FromWorker) => {
        if (message.type === 'ready') {
          ready = true;
          if (dir) restrictPermissions(dir);
          dispatch();
          resolve();
          return;
        }
        if (message.type === 'failed') {
          reject(fromWorkerError(message.error));
          return;
        }
        const job = jobs.get(message.id);
        if (!job) return;
        if (message.type === 'started') {
          if (job.timeoutMs) job.timer = setTimeout(() => void stopRunaway(message.id), job.timeoutMs);
          return;
        }
        jobs.delete(message.id);
        clearTimeout(job.timer);
        if (message.type === 'result') job.resolve(message.rows);
        else job.reject(fromWorkerError(message.error));
        if (job !== handed) return;
        // A request's next statement is sent in the same turn of the event loop as its previous one's answer (the
        // handler goes on in microtasks): give it that turn before a heavy slice takes the worker, so a save's few
        // statements wait for one slice in all rather than one slice each.
        if (!job.heavy && !light.length && heavy.length) setImmediate(dispatch);
        else dispatch();
      });
      current.on('error', (error) => {
        if (current !== worker) return;
        if (!ready) reject(error);
        failAll(error);
      });
      current.on('exit', (code) => {
        if (current !== worker || closed) return;
        failAll(new Error(`the database worker stopped (exit code ${code})`));
      });
    });

  const failAll = (error: Error) => {
    light.length = 0;
    heavy.length = 0;
    handed = undefined;
    for (const [id, job] of jobs) {
      clearTimeout(job.timer);
      jobs.delete(id);
      job.reject(error);
    }
  };

  /** Ends the worker running a statement past its timeout and opens the database again for the queued statements. */
  const stopRunaway = async (id: number) => {
    const job = jobs.get(id);
    if (!job || !worker) return;
    jobs.delete(id);
    const old = worker;
    worker = undefined;
    ready = false;
    await old.terminate();
    job.reject(new StatementTimeoutError(job.timeoutMs ?? 0));
    await start().catch((error: Error) => failAll(error));
  };

  const send = (payload: Payload, timeoutMs?: number): Promise<Row[]> =>
    new Promise((resolve, reject) => {
      if (closed) return reject(new Error('the database is closed'));
      const id = nextId++;
      const job: Job = { message: { ...payload, id } as ToWorker, resolve, reject, timeoutMs, generation: 0 };
      jobs.set(id, job);
      if (!isQueued(job.message)) return post(job);
      job.heavy = inHeavyOperation();
      (job.heavy ? heavy : light).push(job);
      dispatch();
    });

  /** A heavy operation's read: declared as a cursor and fetched in slices, each slice a statement in the heavy lane. */
  let nextCursor = 1;
  const queryInSlices = async (sql: string, params: unknown[] | undefined, timeoutMs?: number): Promise<Row[]> => {
    const name = `heavy_report_${nextCursor++}`;
    await send({ type: 'query', sql: declareCursor(name, sql), params }, timeoutMs);
    const rows: Row[] = [];
    try {
      for (;;) {
        const slice = await send({ type: 'query', sql: `FETCH ${HEAVY_FETCH_ROWS} FROM ${name}` }, timeoutMs);
        for (const row of slice) rows.push(row);
        if (slice.length < HEAVY_FETCH_ROWS) return rows;
      }
    } finally {
      // Gone already when the worker was restarted meanwhile; nothing else to free then.
      await send({ type: 'query', sql: `CLOSE ${name}` }).catch(() => undefined);
    }
  };

  await start();

  return {
    kind: 'pglite',
    async query<T extends Row = Row>(sql: string, params?: unknown[]) {
      const timeoutMs = currentStatementTimeout();
      if (inHeavyOperation() && canRunAsCursor(sql)) return (await queryInSlices(sql, params, timeoutMs)) as T[];
      return (await send({ type: 'query', sql, params }, timeoutMs)) as T[];
    },
    async tx(fn) {
      const begin = nextId;
      await send({ type: 'begin' });
      const tx: Queryable = {
        async query<T extends Row = Row>(sql: string, params?: unknown[]) {
          return (await send({ type: 'txQuery', txId: begin, sql, params })) as T[];
        },
        async copyFrom(sql: string, data: string) {
          await send({ type: 'txCopy', txId: begin, sql, data });
        },
      };
      let out;
      try {
        out = await fn(tx);
      } catch (error) {
        await send({ type: 'rollback', txId: begin });
        throw error;
      }
      await send({ type: 'commit', txId: begin });
      return out;
    },
    async exec(sql) {
      await send({ type: 'exec', sql });
    },
    isBusy: () => jobs.size > 0,
    async close() {
      await send({ type: 'close' });
      closed = true;
      await worker?.terminate();
      if (dir) restrictPermissions(dir);
    },
  };
}
