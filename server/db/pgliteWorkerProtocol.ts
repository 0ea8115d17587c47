// Messages between the HTTP thread (openPgliteWorker) and the PGlite worker thread (pgliteWorker). Statements outside a
// transaction go through one queue in the worker, run one at a time; a transaction is opened by `begin` and then holds
// the worker: its statements (`txQuery`) and its end (`commit`/`rollback`) are the only work until it finishes, so a
// transaction's statements always run together on PGlite's one connection.
import type { Row } from './Database.js';

export type ToWorker =
  | { type: 'query'; id: number; sql: string; params?: unknown[] }
  | { type: 'exec'; id: number; sql: string }
  | { type: 'begin'; id: number }
  | { type: 'txQuery'; id: number; txId: number; sql: string; params?: unknown[] }
  /** `COPY … FROM '/dev/blob'` inside the open transaction, `data` being the blob's text (bulk loads). */
  | { type: 'txCopy'; id: number; txId: number; sql: string; data: string }
  | { type: 'commit'; id: number; txId: number }
  | { type: 'rollback'; id: number; txId: number }
  | { type: 'close'; id: number };

/** The fields of a database error a caller may read (SQLSTATE in code, as node-postgres and PGlite give it). */
export interface WorkerError {
  message: string;
  code?: string;
  detail?: string;
  hint?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  severity?: string;
}

export type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; error: WorkerError }
  /** A statement of the main queue begins to run: its statement timeout counts from here, not from queueing. */
  | { type: 'started'; id: number }
  | { type: 'result'; id: number; rows: Row[] }
  | { type: 'error'; id: number; error: WorkerError };

export interface WorkerData {
  dir?: string;
}

const ERROR_FIELDS = ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity'] as const;

export function toWorkerError(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { message: String(error) };
  const out: WorkerError = { message: error.message };
  const fields = error as Error & Partial<Record<(typeof ERROR_FIELDS)[number], unknown>>;
  for (const field of ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string') out[field] = value;
  }
  return out;
}

/** The worker's error as an Error again, with the same fields (errorHandler reads `code`). */
export function fromWorkerError(error: WorkerError): Error {
  return Object.assign(new Error(error.message), error);
}
