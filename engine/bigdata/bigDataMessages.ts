// Messages between the page and the big-data worker (reportWorker/bigDataWorker.ts).
import type { PreAggregated } from '../renderers/pivot/preAggregate';
import type { Column } from '../screen/types';
import type { GridLayout } from '../views/grid/state/gridLayout';
import type { EncodedTable } from './columnTable';
import type { TableViewResult } from '../reportWorker/tableView';
import type { Locale } from '../i18n/locale';

export type BigDataRequest =
  | { type: 'load'; id: number; tableId: number; body: ArrayBuffer; rowsPath?: string }
  /** A body sent as it arrives: begin, its chunks in order, then end (answered like load). */
  /** fields: the only columns the page reads (a pivot's), the others are not encoded. */
  | { type: 'begin'; tableId: number; rowsPath?: string; fields?: string[] }
  | { type: 'chunk'; tableId: number; bytes: ArrayBuffer }
  | { type: 'end'; id: number; tableId: number }
  | {
      type: 'view';
      id: number;
      tableId: number;
      columns: Column[];
      layout: GridLayout;
      collapsed: string[];
      /** The portal's locale: display texts (search, group values) are formatted in it. */
      locale?: Locale;
    }
  | { type: 'fold'; id: number; tableId: number; columns: Column[]; locale?: Locale }
  | { type: 'drop'; tableId: number };

export type BigDataReply =
  | { type: 'table'; id: number; table: EncodedTable }
  | { type: 'json'; id: number; value: unknown }
  | { type: 'view'; id: number; view: TableViewResult }
  | { type: 'fold'; id: number; result: PreAggregated }
  | { type: 'error'; id: number; message: string };
