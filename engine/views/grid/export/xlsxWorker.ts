// The export worker: receives the sheet's rows in slices as the main thread prepares them, streams them into the
// workbook and reports progress, so a large export never freezes the grid.
import { createXlsxWriter, type ExportColumn, type ExportValue, type XlsxSheetWriter } from './xlsxWriter';
import { hasNativeDeflate } from './nativeZipDeflate';
import { exportValuesOfFlatCells } from './exportRows';
import type { Column } from '../../../screen/types';

export type WorkerRequest =
  | { type: 'start'; sheetName: string; columns: ExportColumn[]; sourceColumns: Column[]; rowCount: number }
  | { type: 'rows'; rows: ExportValue[][] }
  /** Rows of raw cells end to end, in column order, converted here (exportRows.ts's rules) before they are written. */
  | { type: 'cells'; cells: unknown[] }
  | { type: 'end' };

export type WorkerReply =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; bytes: Uint8Array }
  | { type: 'error'; message: string };

let writer: XlsxSheetWriter | undefined;
let sourceColumns: Column[] = [];
let exportColumns: ExportColumn[] = [];
let total = 0;
let done = 0;

// The browser's zlib deflates the sheet several times faster than JavaScript can.
const nativeDeflate = hasNativeDeflate();

function fail(error: unknown) {
  writer = undefined;
  self.postMessage({ type: 'error', message: (error as Error).message } satisfies WorkerReply);
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  try {
    if (message.type === 'start') {
      writer = createXlsxWriter(message.sheetName, message.columns, message.rowCount, { nativeDeflate });
      total = message.rowCount;
      sourceColumns = message.sourceColumns;
      exportColumns = message.columns;
      done = 0;
    } else if (message.type === 'rows' || message.type === 'cells') {
      const rows =
        message.type === 'rows' ? message.rows : exportValuesOfFlatCells(message.cells, sourceColumns, exportColumns);
      writer!.addRows(rows);
      done += rows.length;
      self.postMessage({ type: 'progress', done, total } satisfies WorkerReply);
    } else {
      const finishing = writer!;
      writer = undefined;
      finishing
        .done()
        .then((bytes) =>
          (self as unknown as Worker).postMessage({ type: 'done', bytes } satisfies WorkerReply, [bytes.buffer]),
        )
        .catch(fail);
    }
  } catch (error) {
    fail(error);
  }
};
