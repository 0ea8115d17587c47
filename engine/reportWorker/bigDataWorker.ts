// The big-data worker: parses a large columnar answer off the main thread, keeps its typed columns, and answers the
// grid's views (search, filters, sort, groups, totals: row ids) and the pivot's partial results over them. The search
// index (each column's display texts) is built once per load, in the background after the first view.
import { isColumnarReport } from '../renderers/shared/columnarRows';
import type { Column } from '../screen/types';
import type { GridLayout } from '../views/grid/state/gridLayout';
import { encodeColumnar, type ColumnTable } from '../bigdata/columnTable';
import { foldTable } from './foldTable';
import { buildTableView, indexOrder, searchIndexOf, type SearchIndex } from './tableView';
import type { BigDataReply, BigDataRequest } from '../bigdata/bigDataMessages';
import { setLocale } from '../i18n/locale';

interface Loaded {
  table: ColumnTable;
  index: Map<string, SearchIndex>;
}

const tables = new Map<number, Loaded>();
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

self.onmessage = (event: MessageEvent<BigDataRequest>) => {
  const message = event.data;
  try {
    switch (message.type) {
      case 'load': {
        const value: unknown = JSON.parse(new TextDecoder().decode(message.body));
        const report = valueAt(value, message.rowsPath);
        if (!isColumnarReport(report)) {
          reply({ type: 'json', id: message.id, value });
          return;
        }
        const table = encodeColumnar(report);
        tables.set(message.tableId, { table, index: new Map() });
        const copy = table.clone();
        reply({ type: 'table', id: message.id, table: copy.encoded() }, copy.transferables());
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
        return;
    }
  } catch (error) {
    if (message.type !== 'drop') reply({ type: 'error', id: message.id, message: (error as Error).message });
  }
};
