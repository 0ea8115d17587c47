// The PGlite worker thread: owns the embedded database so its work (WASM, synchronous while a statement runs) never
// blocks the HTTP event loop. Protocol in pgliteWorkerProtocol.ts; the HTTP side is openPgliteWorker.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Row } from './Database.js';
import type { FromWorker, ToWorker, WorkerData } from './pgliteWorkerProtocol.js';
import { toWorkerError } from './pgliteWorkerProtocol.js';
import { pgliteOptions } from './pgliteStartParams.js';

type MainJob = Extract<ToWorker, { type: 'query' | 'exec' | 'begin' | 'close' }>;
type TxJob = Extract<ToWorker, { type: 'txQuery' | 'txCopy' | 'commit' | 'rollback' }>;

function workerPort(): NonNullable<typeof parentPort> {
  if (!parentPort) throw new Error('pgliteWorker runs only as a worker thread');
  return parentPort;
}
const port = workerPort();
const post = (message: FromWorker) => port.postMessage(message);

/** Waiting jobs and the one waiting reader, for the main queue and for the open transaction's queue. */
class Inbox<T> {
  private items: T[] = [];
  private waiting?: (item: T) => void;
  push(item: T): void {
    const waiting = this.waiting;
    if (waiting) {
      this.waiting = undefined;
      waiting(item);
    } else this.items.push(item);
  }
  next(): Promise<T> {
    const item = this.items.shift();
    if (item !== undefined) return Promise.resolve(item);
    return new Promise((resolve) => (this.waiting = resolve));
  }
}

const mainInbox = new Inbox<MainJob>();
const txInbox = new Inbox<TxJob>();
port.on('message', (message: ToWorker) => {
  if (
    message.type === 'txQuery' ||
    message.type === 'txCopy' ||
    message.type === 'commit' ||
    message.type === 'rollback'
  )
    txInbox.push(message);
  else mainInbox.push(message);
});

/** Rolls the transaction back (PGlite's transaction() rolls back when its callback throws). */
class Rollback extends Error {}

async function runTransaction(lite: PGlite, begin: Extract<MainJob, { type: 'begin' }>): Promise<void> {
  let end: TxJob | undefined;
  try {
    await lite.transaction(async (tx: Transaction) => {
      post({ type: 'result', id: begin.id, rows: [] });
      for (;;) {
        const job = await txInbox.next();
        if (job.txId !== begin.id) {
          post({ type: 'error', id: job.id, error: { message: `transaction ${job.txId} is not the open one` } });
          continue;
        }
        if (job.type === 'txQuery' || job.type === 'txCopy') {
          try {
            const result =
              job.type === 'txQuery'
                ? await tx.query<Row>(job.sql, job.params)
                : await tx.query<Row>(job.sql, [], { blob: new Blob([job.data]) });
            post({ type: 'result', id: job.id, rows: result.rows });
          } catch (error) {
            post({ type: 'error', id: job.id, error: toWorkerError(error) });
          }
          continue;
        }
        end = job;
        if (job.type === 'rollback') throw new Rollback();
        return;
      }
    });
    if (end) post({ type: 'result', id: end.id, rows: [] });
  } catch (error) {
    if (end?.type === 'rollback' && error instanceof Rollback) post({ type: 'result', id: end.id, rows: [] });
    else if (end) post({ type: 'error', id: end.id, error: toWorkerError(error) });
    else post({ type: 'error', id: begin.id, error: toWorkerError(error) });
  }
}

async function main(): Promise<void> {
  const { dir } = workerData as WorkerData;
  let lite: PGlite;
  try {
    lite = dir ? await PGlite.create(dir, pgliteOptions()) : await PGlite.create(pgliteOptions());
  } catch (error) {
    post({ type: 'failed', error: toWorkerError(error) });
    return;
  }
  post({ type: 'ready' });
  for (;;) {
    const job = await mainInbox.next();
    if (job.type === 'begin') {
      await runTransaction(lite, job);
      continue;
    }
    if (job.type === 'close') {
      await lite.close();
      post({ type: 'result', id: job.id, rows: [] });
      port.close();
      return;
    }
    post({ type: 'started', id: job.id });
    try {
      if (job.type === 'exec') {
        await lite.exec(job.sql);
        post({ type: 'result', id: job.id, rows: [] });
      } else {
        const result = await lite.query<Row>(job.sql, job.params);
        post({ type: 'result', id: job.id, rows: result.rows });
      }
    } catch (error) {
      post({ type: 'error', id: job.id, error: toWorkerError(error) });
    }
  }
}

void main();
