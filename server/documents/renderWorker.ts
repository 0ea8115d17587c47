// The document renderer's worker thread: renders each layout it is sent and answers the PDF bytes (transferred, not
// copied). See renderInWorker.ts.
import { parentPort } from 'node:worker_threads';
import type { DocumentLayout } from './DocumentLayout.js';
import { renderDocument } from './renderDocument.js';

export interface RenderRequest {
  id: number;
  layout: DocumentLayout;
  /** Epoch milliseconds of the request, for the "Printed" line. */
  now: number;
}

export type RenderAnswer = { id: number; pdf: ArrayBuffer } | { id: number; error: string };

parentPort?.on('message', (request: RenderRequest) => {
  renderDocument(request.layout, new Date(request.now)).then(
    (pdf) => {
      const bytes = pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength) as ArrayBuffer;
      parentPort!.postMessage({ id: request.id, pdf: bytes } satisfies RenderAnswer, [bytes]);
    },
    (error: unknown) =>
      parentPort!.postMessage({
        id: request.id,
        error: String((error as Error)?.message ?? error),
      } satisfies RenderAnswer),
  );
});
