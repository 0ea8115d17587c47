// The export worker: builds the workbook off the main thread and reports progress, so a large export never
// freezes the grid.
import { writeXlsx, type ExportSheet } from './xlsxWriter';

export type WorkerReply = { type: 'progress'; done: number; total: number } | { type: 'done'; bytes: Uint8Array } | { type: 'error'; message: string };

self.onmessage = (event: MessageEvent<ExportSheet>) => {
  try {
    const bytes = writeXlsx(event.data, (done, total) => self.postMessage({ type: 'progress', done, total } satisfies WorkerReply));
    (self as unknown as Worker).postMessage({ type: 'done', bytes } satisfies WorkerReply, [bytes.buffer]);
  } catch (error) {
    self.postMessage({ type: 'error', message: (error as Error).message } satisfies WorkerReply);
  }
};
