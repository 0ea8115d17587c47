// The big-data worker: parses a large columnar answer off the main thread, keeps its typed columns, and answers the
// grid's views (search, filters, sort, groups, totals: row ids) and the pivot's partial results over them. The search
// index (each column's display texts) is built once per load, in the background after the first view.
import { isColumnarReport } from '../data/columnarRows';
import type { Column } from '../screen/types';
import type { GridLayout } from '../views/grid/state/gridLayout';
import { ColumnTable, encodeColumnar } from '../bigdata/columnTable';
import { ColumnarStreamParser, mergeParts } from '../bigdata/columnarStreamParser';
import { BinaryColumnsReader } from '../bigdata/binaryColumns';
import { foldTable } from './foldTable';
import { buildTableView, indexOrder, searchIndexOf, type SearchIndex } from './tableView';
import type { BigDataReply, BigDataRequest } from '../bigdata/bigDataMessages';
import { setLocale } from '../i18n/locale';

interface Loaded {
  table: ColumnTable;
  index: Map<string, SearchIndex>;
}

const tables = new Map<number, Loaded>();

/** A body arriving in chunks: parsed as it comes when it is a plain columnar answer; the chunks are kept in case the
 * streaming parser hands it back (another document), to be parsed whole. */
interface Arriving {
  parser: ColumnarStreamParser | undefined;
  chunks: Uint8Array[];
  length: number;
  rowsPath: string | undefined;
  /** A helper parses its share and keeps nothing (no chunks: the main worker parses a handed-back body). */
  helper: boolean;
  /** The binary columnar form: copied into typed columns as it arrives (nothing kept, nothing to fall back to). */
  binary: BinaryColumnsReader | undefined;
  /** Why the binary form could not be read, answered at the end. */
  failure?: Error;
}

const arriving = new Map<number, Arriving>();
const scope = self as unknown as Worker;

function reply(message: BigDataReply, transfer: Transferable[] = []) {
  scope.postMessage(message, [...new Set(transfer)]);
}

/** Builds the search index of the given columns one column per task, so views asked meanwhile are not held up long. */
function indexInBackground(tableId: number, loaded: Loaded, columns: readonly Column[]) {
  const todo = indexOrder(loaded.table, columns);
  const step = () => {
    const column = todo.shift();
    if (!column || tables.get(tableId) !== loaded) return;
    searchIndexOf(loaded.table, column, loaded.index);
    setTimeout(step, 0);
  };
  setTimeout(step, 0);
}

function valueAt(value: unknown, rowsPath: string | undefined): unknown {
  let v = value;
  if (rowsPath) for (const key of rowsPath.split('.')) v = (v as Record<string, unknown> | undefined)?.[key];
  return v;
}

function joined(body: Arriving): Uint8Array {
  const out = new Uint8Array(body.length);
  let at = 0;
  for (const chunk of body.chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Keeps a table for later views and folds, and sends the page its own copy of the columns. */
function keepTable(id: number, tableId: number, table: ColumnTable, pageCopy?: ColumnTable) {
  tables.set(tableId, { table, index: new Map() });
  const copy = pageCopy ?? table.clone();
  reply({ type: 'table', id, table: copy.encoded() }, copy.transferables());
}

/** A parsed answer: typed columns when (at rowsPath) it is a columnar report, else the value as it is. */
function loadValue(id: number, tableId: number, value: unknown, rowsPath: string | undefined) {
  const report = valueAt(value, rowsPath);
  if (isColumnarReport(report)) keepTable(id, tableId, encodeColumnar(report));
  else reply({ type: 'json', id, value });
}

self.onmessage = (event: MessageEvent<BigDataRequest>) => {
  const message = event.data;
  try {
    switch (message.type) {
      case 'load':
        loadValue(message.id, message.tableId, JSON.parse(new TextDecoder().decode(message.body)), message.rowsPath);
        return;
      case 'begin': {
        const fields = message.fields ? new Set(message.fields) : undefined;
        arriving.set(message.tableId, {
          // The streaming parser reads a columnar document at the top level; a nested one is parsed whole.
          parser: message.rowsPath || message.binary ? undefined : new ColumnarStreamParser(fields, message.part),
          // Two copies filled as the bytes come: the worker keeps one, the page gets the other without a clone.
          binary: message.binary ? new BinaryColumnsReader(fields, 2) : undefined,
          chunks: [],
          length: 0,
          rowsPath: message.rowsPath,
          helper: message.helper === true,
        });
        return;
      }
      case 'chunk': {
        const body = arriving.get(message.tableId);
        if (!body) return;
        const bytes = new Uint8Array(message.bytes);
        if (body.binary) {
          if (!body.failure)
            try {
              body.binary.push(bytes);
            } catch (error) {
              body.failure = error as Error;
            }
          return;
        }
        if (!body.helper) body.chunks.push(bytes);
        body.length += bytes.length;
        body.parser?.push(bytes);
        return;
      }
      case 'end': {
        const body = arriving.get(message.tableId);
        arriving.delete(message.tableId);
        if (!body) throw new Error('The report is no longer loaded');
        if (body.binary) {
          if (body.failure) throw body.failure;
          const [kept, forPage] = body.binary.finishCopies();
          keepTable(message.id, message.tableId, new ColumnTable(kept), new ColumnTable(forPage));
          return;
        }
        if (body.helper) {
          const share = body.parser?.finish();
          reply(
            { type: 'part', id: message.id, table: share ?? null },
            share ? new ColumnTable(share).transferables() : [],
          );
          return;
        }
        const own = body.parser?.finish();
        const encoded = message.parts ? mergeParts([own, ...message.parts.map((p) => p ?? undefined)]) : own;
        if (encoded) keepTable(message.id, message.tableId, new ColumnTable(encoded));
        else loadValue(message.id, message.tableId, JSON.parse(new TextDecoder().decode(joined(body))), body.rowsPath);
        return;
      }
      case 'view': {
        if (message.locale) setLocale(message.locale);
        const loaded = tables.get(message.tableId);
        if (!loaded) throw new Error('The report is no longer loaded');
        const layout: GridLayout = message.layout;
        const view = buildTableView(loaded.table, message.columns, layout, new Set(message.collapsed), loaded.index);
        reply({ type: 'view', id: message.id, view }, [
          view.ids.buffer as ArrayBuffer,
          view.display.buffer as ArrayBuffer,
          ...(view.numbers ? [view.numbers.buffer as ArrayBuffer] : []),
        ]);
        if (!loaded.index.size) indexInBackground(message.tableId, loaded, message.columns);
        return;
      }
      case 'fold': {
        if (message.locale) setLocale(message.locale);
        const loaded = tables.get(message.tableId);
        if (!loaded) throw new Error('The report is no longer loaded');
        reply({ type: 'fold', id: message.id, result: foldTable(loaded.table, message.columns) });
        return;
      }
      case 'drop':
        tables.delete(message.tableId);
        arriving.delete(message.tableId);
        return;
    }
  } catch (error) {
    if ('id' in message) reply({ type: 'error', id: message.id, message: (error as Error).message });
  }
};
