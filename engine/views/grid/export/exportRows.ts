// Converts a grid's filtered rows into an export sheet (captions, typed values, Excel formats) and builds the
// workbook in a Web Worker when one is available, on the main thread otherwise (tests, old browsers).
import type { Column } from '../../../screen/types';
import { currencyOf, decimalsOf, formatValue, parseDate, sharedCurrencyOf } from '../../../format';
import {
  excelSerial,
  writeXlsx,
  type ExportCellKind,
  type ExportColumn,
  type ExportSheet,
  type ExportValue,
} from './xlsxWriter';
import type { WorkerReply, WorkerRequest } from './xlsxWorker';
import { ColumnSliceEncoder } from './columnSlices';
import { getLocale, type Locale } from '../../../i18n/locale';

/** Rows read slice by slice: an array, or a big table's filtered rows made into objects a slice at a time. */
export interface ExportRowSource {
  readonly length: number;
  slice(start: number, end: number): Record<string, unknown>[];
}

export const EXPORT_FILE_NAME = 'DataGrid.xlsx';
export const EXPORT_SHEET_NAME = 'Main sheet';

/**
 * The Excel format of a column: real numbers and dates with the locale's formats (en-US MM/DD/YYYY and $ — SPEC §9;
 * es-MX DD/MM/YYYY). Amounts are $ with 2 decimals and, as on screen, the currency's ISO code after them except for
 * U.S. dollars in English; `currency` is the one currency of the column's exported amounts (sharedCurrencyOf), none
 * when they mix currencies (then the sheet's own currency column says which).
 */
function excelFormat(column: Column, locale: Locale, currency?: string): { kind: ExportCellKind; numFmt?: string } {
  const dayFirst = locale === 'es-MX';
  const decimals = (fallback: number) => {
    const d = decimalsOf(column.format, fallback);
    return d > 0 ? `.${'0'.repeat(d)}` : '';
  };
  switch (column.type) {
    case 'number':
      return { kind: 'number', numFmt: `#,##0${decimals(0)}` };
    case 'decimal':
      return { kind: 'number', numFmt: `#,##0${decimals(2)}` };
    case 'currency': {
      if (!currency) return { kind: 'number', numFmt: '#,##0.00' };
      return {
        kind: 'number',
        numFmt: locale === 'en-US' && currency === 'USD' ? '"$"#,##0.00' : `"$"#,##0.00" ${currency}"`,
      };
    }
    case 'percent':
      return { kind: 'number', numFmt: '0.00%' };
    case 'date':
      return { kind: 'date', numFmt: dayFirst ? 'dd/mm/yyyy' : 'mm/dd/yyyy' };
    case 'datetime':
      return { kind: 'date', numFmt: dayFirst ? 'dd/mm/yyyy hh:mm' : 'mm/dd/yyyy hh:mm' };
    case 'boolean':
      return { kind: 'boolean' };
    default:
      return { kind: 'text' };
  }
}

export function exportColumnsOf(
  columns: readonly Column[],
  locale: Locale = getLocale(),
  rows?: ExportRowSource,
): ExportColumn[] {
  return columns.map((c) => ({
    caption: c.caption,
    ...excelFormat(
      c,
      locale,
      c.type === 'currency' ? (rows ? sharedCurrencyOf(c, rows) : (currencyOf(c) ?? 'USD')) : undefined,
    ),
    width: c.width ? Math.round(c.width / 7) : undefined,
  }));
}

/** A cell's typed value (numbers stay numbers, dates become Excel serials, the rest display text). */
function exportValue(column: Column, exportColumn: ExportColumn, value: unknown): ExportValue {
  if (value === null || value === undefined || value === '') return null;
  switch (exportColumn.kind) {
    case 'number': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? n : String(value);
    }
    case 'date': {
      const date = parseDate(value as string);
      return date ? excelSerial(date) : String(value);
    }
    case 'boolean':
      return Boolean(value);
    default:
      return formatValue(column, value);
  }
}

/** Typed cell values of some rows. */
export function exportValuesOf(
  rows: readonly Record<string, unknown>[],
  columns: readonly Column[],
  exportColumns: readonly ExportColumn[],
): ExportValue[][] {
  return rows.map((row) => columns.map((column, i) => exportValue(column, exportColumns[i], row[column.field])));
}

/** Each column's conversion of a raw cell to its typed value (exportValue's rules). */
export function exportConverters(
  columns: readonly Column[],
  exportColumns: readonly ExportColumn[],
): ((raw: unknown) => ExportValue)[] {
  return columns.map((column, i) => {
    const exportColumn = exportColumns[i];
    if (exportColumn.kind !== 'date') return (raw: unknown) => exportValue(column, exportColumn, raw);
    // A date column repeats few distinct values: each is parsed once.
    const serials = new Map<unknown, ExportValue>();
    return (raw: unknown) => {
      let value = serials.get(raw);
      if (value === undefined) {
        value = exportValue(column, exportColumn, raw);
        if (serials.size < 100_000) serials.set(raw, value);
      }
      return value;
    };
  });
}

export function buildExportSheet(rows: readonly Record<string, unknown>[], columns: readonly Column[]): ExportSheet {
  const exportColumns = exportColumnsOf(columns, getLocale(), rows);
  return { sheetName: EXPORT_SHEET_NAME, columns: exportColumns, rows: exportValuesOf(rows, columns, exportColumns) };
}

/**
 * Rows per message to the worker: the first slices are small (the code is not optimised yet and each column's
 * dictionary is filling up, so a row costs several times what it costs later), then each slice is sized from the
 * last one's time per row to take about SLICE_MS, so one slice never makes a long task even on a busy machine.
 */
const FIRST_SLICE_ROWS = 100;
const MAX_SLICE_ROWS = 2000;
const SLICE_MS = 3;
// Well under the 50 ms of a long task, so a garbage collection or a busy machine inside one does not make it one.
const TASK_MS = 8;
// A message round trip yields to the page without the 4 ms floor nested timers get.
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * The main thread picks each slice's cells column by column, yielding every few milliseconds, and streams them to the
 * writing worker as typed arrays (columnSlices.ts); that worker converts them and writes the sheet while a second one
 * deflates it: no main-thread task grows with the row count, and the conversion (formatting, dates) and the zip run
 * off the main thread.
 */
function writeInWorker(
  rows: ExportRowSource,
  columns: readonly Column[],
  onProgress: (fraction: number) => void,
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./xlsxWorker.ts', import.meta.url), { type: 'module' });
    const deflater = new Worker(new URL('./sheetDeflateWorker.ts', import.meta.url), { type: 'module' });
    const channel = new MessageChannel();
    deflater.postMessage({ port: channel.port2 }, [channel.port2]);
    let failed = false;
    let shown = 0;
    const stop = (error?: Error) => {
      worker.terminate();
      deflater.terminate();
      if (error) {
        failed = true;
        reject(error);
      }
    };
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      // Every slice reports progress; the bar moves in steps of 5 %, so the grid is not re-rendered 100 times.
      if (reply.type === 'progress') {
        const fraction = reply.total ? reply.done / reply.total : 1;
        if (fraction === 1 || fraction - shown >= 0.05) onProgress((shown = fraction));
      } else if (reply.type === 'done') {
        stop();
        resolve(reply.bytes);
      } else stop(new Error(reply.message));
    };
    worker.onerror = deflater.onerror = (event) => stop(new Error(event.message || 'The export failed'));
    const exportColumns = exportColumnsOf(columns, getLocale(), rows);
    const encoder = new ColumnSliceEncoder(
      columns.map((c) => c.field),
      exportColumns.map((c) => c.kind === 'number'),
    );
    const send = (message: WorkerRequest, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
    void (async () => {
      send(
        {
          type: 'start',
          sheetName: EXPORT_SHEET_NAME,
          columns: exportColumns,
          sourceColumns: [...columns],
          rowCount: rows.length,
          deflatePort: channel.port1,
        },
        [channel.port1],
      );
      let sliceRows = FIRST_SLICE_ROWS;
      for (let start = 0; start < rows.length && !failed;) {
        const began = performance.now();
        while (start < rows.length && performance.now() - began < TASK_MS) {
          const end = Math.min(rows.length, start + sliceRows);
          const sliceBegan = performance.now();
          const { slice, transfer } = encoder.encode(rows.slice(start, end));
          send({ type: 'slice', slice }, transfer);
          const perRow = (performance.now() - sliceBegan) / (end - start);
          sliceRows = Math.max(FIRST_SLICE_ROWS, Math.min(MAX_SLICE_ROWS, Math.round(SLICE_MS / (perRow || 1e-3))));
          start = end;
        }
        await nextTask();
      }
      if (!failed) send({ type: 'end' });
    })();
  });
}

/** Builds DataGrid.xlsx from every given row; resolves with the file as a Blob. */
export async function exportToXlsx(
  rows: ExportRowSource,
  columns: readonly Column[],
  onProgress: (fraction: number) => void = () => {},
): Promise<Blob> {
  const bytes =
    typeof Worker === 'undefined'
      ? writeXlsx(buildExportSheet(rows.slice(0, rows.length), columns), (done, total) =>
          onProgress(total ? done / total : 1),
        )
      : await writeInWorker(rows, columns, onProgress);
  return new Blob([bytes as BlobPart], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
