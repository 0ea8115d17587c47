// The export worker: receives the sheet's rows in slices as the main thread prepares them, streams them into the
// workbook and reports progress, so a large export never freezes the grid.
import { createXlsxWriter, type ExportColumn, type ExportValue, type XlsxSheetWriter } from './xlsxWriter';

export type WorkerRequest =
  | { type: 'start'; sheetName: string; columns: ExportColumn[]; rowCount: number }
  | { type: 'rows'; rows: ExportValue[][] }
  | { type: 'end' };

export type WorkerReply =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; bytes: Uint8Array }
  | { type: 'error'; message: string };

let writer: XlsxSheetWriter | undefined;
let total = 0;
let done = 0;

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  try {
    if (message.type === 'start') {
      writer = createXlsxWriter(message.sheetName, message.columns, message.rowCount);
      total = message.rowCount;
      done = 0;
    } else if (message.type === 'rows') {
      writer!.addRows(message.rows);
      done += message.rows.length;
      self.postMessage({ type: 'progress', done, total } satisfies WorkerReply);
    } else {
      const bytes = writer!.finish();
      writer = undefined;
      (self as unknown as Worker).postMessage({ type: 'done', bytes } satisfies WorkerReply, [bytes.buffer]);
    }
  } catch (error) {
    writer = undefined;
    self.postMessage({ type: 'error', message: (error as Error).message } satisfies WorkerReply);
  }
};
