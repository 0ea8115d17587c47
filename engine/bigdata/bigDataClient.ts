// The page's side of the big-data worker: hands it a large columnar answer's bytes (parsed there, not here) and gets
// typed columns back; asks it for a grid view (row ids) or a pivot's partial results. One worker serves the page.
import type { PreAggregated } from '../renderers/pivot/preAggregate';
import type { Column } from '../screen/types';
import type { GridLayout } from '../views/grid/state/gridLayout';
import { ColumnTable, type EncodedTable } from './columnTable';
import type { BigDataReply, BigDataRequest } from './bigDataMessages';
import type { TableViewResult } from '../reportWorker/tableView';
import { getLocale } from '../i18n/locale';

/**
 * Answers at least this large are parsed in the worker; smaller ones keep the simple path (JSON.parse and row objects
 * on the main thread), which at this size stays well under a 50 ms task (about 10,000 rows of 20 columns) and keeps
 * small reports readable in tests and the network tab.
 */
export const WORKER_MIN_BYTES = 2 * 1024 * 1024;

let nextId = 1;
const pending = new Map<number, { resolve: (reply: BigDataReply) => void; reject: (error: Error) => void }>();
const tableIds = new WeakMap<ColumnTable, number>();
// A table the page no longer holds is dropped in the worker too.
const registry =
  typeof FinalizationRegistry === 'undefined'
    ? undefined
    : new FinalizationRegistry<number>((tableId) => send({ type: 'drop', tableId }));

export function bigDataWorkerAvailable(): boolean {
  return typeof Worker !== 'undefined';
}

/** Worker 0 keeps the tables; the others help parse big answers (each encodes a share of the columns). */
const workers: Worker[] = [];

/** The longest the page spends handing chunks on before it lets other work run. */
const POST_MS = 8;

/** A fresh task: a message round trip yields to the page without the 4 ms floor nested timers get. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** How many workers parse one big answer together: two where the device has the cores for it. */
function parsers(): number {
  return typeof navigator !== 'undefined' && (navigator.hardwareConcurrency ?? 1) >= 2 ? 2 : 1;
}

function ensureWorker(index = 0): Worker {
  const existing = workers[index];
  if (existing) return existing;
  const w = new Worker(new URL('../reportWorker/bigDataWorker.ts', import.meta.url), { type: 'module' });
  w.onmessage = (event: MessageEvent<BigDataReply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.type === 'error') waiting.reject(new Error(reply.message));
    else waiting.resolve(reply);
  };
  w.onerror = (event) => {
    const error = new Error(event.message || 'The report could not be processed');
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  return (workers[index] = w);
}

function send(message: BigDataRequest, transfer: Transferable[] = [], index = 0) {
  ensureWorker(index).postMessage(message, transfer);
}

function call(
  message: BigDataRequest & { id: number },
  transfer: Transferable[] = [],
  index = 0,
): Promise<BigDataReply> {
  return new Promise((resolve, reject) => {
    pending.set(message.id, { resolve, reject });
    send(message, transfer, index);
  });
}

/** Parses an answer's bytes in the worker: a ColumnTable when (at rowsPath) it is a columnar report, else the value. */
export async function parseInWorker(body: ArrayBuffer, rowsPath?: string): Promise<unknown> {
  const tableId = nextId++;
  return received(tableId, await call({ type: 'load', id: nextId++, tableId, body, rowsPath }, [body]));
}

function received(tableId: number, reply: BigDataReply): unknown {
  if (reply.type === 'json') return reply.value;
  if (reply.type !== 'table') throw new Error('Unexpected answer from the report worker');
  const table = new ColumnTable(reply.table);
  tableIds.set(table, tableId);
  registry?.register(table, tableId);
  return table;
}

/** A chunk's own buffer, to transfer (a view into a larger buffer is copied out first). */
function ownBuffer(chunk: Uint8Array): ArrayBuffer {
  if (chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength && chunk.buffer instanceof ArrayBuffer)
    return chunk.buffer;
  return chunk.slice().buffer;
}

/**
 * Parses an answer in the worker as it arrives: the chunks read so far, then the rest of the stream, each transferred
 * as it comes, so the worker reads the columns while the body is still downloading. Same result as parseInWorker.
 */
export async function streamToWorker(
  first: readonly Uint8Array[],
  rest: ReadableStreamDefaultReader<Uint8Array>,
  rowsPath?: string,
  fields?: readonly string[],
  /** The answer is the binary columnar form (binaryColumns.ts): copied out, nothing to parse, one worker is enough. */
  binary = false,
): Promise<unknown> {
  const tableId = nextId++;
  // A columnar JSON answer at the top level is parsed by several workers at once, each encoding its share of the
  // columns while reading the whole body: on a machine whose other core is free that halves the wait.
  const count = rowsPath || binary ? 1 : parsers();
  for (let index = count - 1; index >= 0; index--)
    send(
      {
        type: 'begin',
        tableId,
        rowsPath,
        fields: fields && [...fields],
        ...(binary && { binary }),
        ...(count > 1 && { part: { index, count }, helper: index > 0 }),
      },
      [],
      index,
    );
  const post = (chunk: Uint8Array) => {
    for (let index = 1; index < count; index++) {
      const copy = chunk.slice().buffer;
      send({ type: 'chunk', tableId, bytes: copy }, [copy], index);
    }
    const bytes = ownBuffer(chunk);
    send({ type: 'chunk', tableId, bytes }, [bytes]);
  };
  try {
    first.forEach(post);
    // Chunks the network has already buffered come back from read() without waiting: hand them on a few
    // milliseconds at a time, so a fast download is not one long task of copies and posts.
    let began = performance.now();
    for (;;) {
      const { done, value } = await rest.read();
      if (done) break;
      if (value.length) post(value);
      if (performance.now() - began > POST_MS) {
        await nextTask();
        began = performance.now();
      }
    }
  } catch (error) {
    for (let index = 0; index < count; index++) send({ type: 'drop', tableId }, [], index);
    throw error;
  }
  const parts: (EncodedTable | null)[] = [];
  for (let index = 1; index < count; index++) {
    // A helper that failed leaves its share to the main worker, which then parses the body whole.
    const reply = await call({ type: 'end', id: nextId++, tableId }, [], index).catch(() => undefined);
    parts.push(reply?.type === 'part' ? reply.table : null);
  }
  const transfer = parts.flatMap((p) => (p ? new ColumnTable(p).transferables() : []));
  return received(tableId, await call({ type: 'end', id: nextId++, tableId, ...(count > 1 && { parts }) }, transfer));
}

function idOf(table: ColumnTable): number {
  const id = tableIds.get(table);
  if (id === undefined) throw new Error('This table was not loaded by the report worker');
  return id;
}

export async function viewInWorker(
  table: ColumnTable,
  columns: readonly Column[],
  layout: GridLayout,
  collapsed: ReadonlySet<string>,
): Promise<TableViewResult> {
  const reply = await call({
    type: 'view',
    id: nextId++,
    tableId: idOf(table),
    columns: [...columns],
    layout,
    collapsed: [...collapsed],
    locale: getLocale(),
  });
  if (reply.type !== 'view') throw new Error('Unexpected answer from the report worker');
  return reply.view;
}

export async function foldInWorker(table: ColumnTable, columns: readonly Column[]): Promise<PreAggregated> {
  const reply = await call({
    type: 'fold',
    id: nextId++,
    tableId: idOf(table),
    columns: [...columns],
    locale: getLocale(),
  });
  if (reply.type !== 'fold') throw new Error('Unexpected answer from the report worker');
  return reply.result;
}
