// The export worker: receives the sheet's rows in slices as the main thread prepares them, streams them into the
// workbook and reports progress, so a large export never freezes the grid. The sheet's deflate runs in a second
// worker (sheetDeflateWorker.ts) reached through the port the page gives at the start.
import { createXlsxWriter, type ExportColumn, type ExportValue, type XlsxSheetWriter } from './xlsxWriter';
import { exportConverters } from './exportRows';
import { ColumnSliceDecoder, type RowSlice } from './columnSlices';
import { PortZipDeflate } from './sheetDeflate';
import type { Column } from '../../../screen/types';

export type WorkerRequest =
  | {
      type: 'start';
      sheetName: string;
      columns: ExportColumn[];
      sourceColumns: Column[];
      rowCount: number;
      /** The sheet deflater's end of a channel; without one the sheet is deflated here. */
      deflatePort?: MessagePort;
    }
  | { type: 'rows'; rows: ExportValue[][] }
  /** Raw cells column by column (columnSlices.ts), converted here (exportRows.ts's rules) before they are written. */
  | { type: 'slice'; slice: RowSlice }
  | { type: 'end' };

export type WorkerReply =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; bytes: Uint8Array }
  | { type: 'error'; message: string };

let writer: XlsxSheetWriter | undefined;
let decoder: ColumnSliceDecoder | undefined;
let total = 0;
let done = 0;

let reported = 0;

/**
 * Progress in steps of 2 % (and at the end), not for every slice: each message is a task on the page, and the page
 * shows steps of 5 % anyway.
 */
function progressed(rows: number) {
  done += rows;
  if (done < total && done - reported < total / 50) return;
  reported = done;
  self.postMessage({ type: 'progress', done, total } satisfies WorkerReply);
}

function fail(error: unknown) {
  writer = undefined;
  self.postMessage({ type: 'error', message: (error as Error).message } satisfies WorkerReply);
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  try {
    if (message.type === 'start') {
      const port = message.deflatePort;
      writer = createXlsxWriter(message.sheetName, message.columns, message.rowCount, {
        sheetFile: port ? (name) => new PortZipDeflate(name, port) : undefined,
      });
      decoder = new ColumnSliceDecoder(exportConverters(message.sourceColumns, message.columns));
      total = message.rowCount;
      done = reported = 0;
    } else if (message.type === 'rows') {
      writer!.addRows(message.rows);
      progressed(message.rows.length);
    } else if (message.type === 'slice') {
      writer!.addColumns(message.slice.count, decoder!.decode(message.slice));
      progressed(message.slice.count);
    } else {
      const finishing = writer!;
      writer = undefined;
      finishing
        .done()
        .then((bytes) => self.postMessage({ type: 'done', bytes } satisfies WorkerReply, { transfer: [bytes.buffer] }))
        .catch(fail);
    }
  } catch (error) {
    fail(error);
  }
};
