// Documents are rendered off the HTTP event loop: one worker thread (started on the first document, not keeping the
// process alive) renders them one after another, so a 40-page packing list never holds up other requests, and its
// heap is capped (RENDER_HEAP_MB) so a runaway document fails alone instead of growing the server. A worker that dies
// fails the documents it had and is started again for the next one.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DocumentLayout } from './DocumentLayout.js';
import type { RenderAnswer, RenderRequest } from './renderWorker.js';

const WORKER_URL = new URL('./renderWorker.ts', import.meta.url);
const RENDER_HEAP_MB = 256;

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;

/** The server runs its TypeScript through tsx; the worker needs tsx's loader registered before it imports. */
function spawn(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: RENDER_HEAP_MB } };
  if (!WORKER_URL.pathname.endsWith('.ts')) return new Worker(WORKER_URL, options);
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(WORKER_URL.href)}); })`;
  return new Worker(boot, { ...options, eval: true });
}

function renderer(): Worker {
  if (worker) return worker;
  const started = spawn();
  started.unref();
  started.on('message', (answer: RenderAnswer) => {
    const job = pending.get(answer.id);
    if (!job) return;
    pending.delete(answer.id);
    if ('pdf' in answer) job.resolve(Buffer.from(answer.pdf));
    else job.reject(new Error(`The document could not be rendered: ${answer.error}`));
  });
  const fail = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`The document renderer stopped (exit code ${code})`)));
  worker = started;
  return started;
}

/** The PDF of a layout, rendered in the renderer's worker thread. */
export function renderInWorker(layout: DocumentLayout, now: Date = new Date()): Promise<Buffer> {
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    renderer().postMessage({ id, layout, now: now.getTime() } satisfies RenderRequest);
  });
}
