// Messages between the page and the big-data worker (reportWorker/bigDataWorker.ts).
import type { PreAggregated } from '../renderers/pivot/preAggregate';
import type { Column } from '../screen/types';
import type { GridLayout } from '../views/grid/state/gridLayout';
import type { EncodedTable } from './columnTable';
import type { TableViewResult } from '../reportWorker/tableView';
import type { Locale } from '../i18n/locale';
import type { ColumnPart } from './columnarStreamParser';

export type BigDataRequest =
  | { type: 'load'; id: number; tableId: number; body: ArrayBuffer; rowsPath?: string }
  /** A body sent as it arrives: begin, its chunks in order, then end (answered like load). */
  /**
   * fields: the only columns the page reads (a pivot's), the others are not encoded. part: this worker encodes only
   * that share of the columns; a helper (another worker instance) answers end with its share ('part') and keeps
   * nothing, the main one gets the helpers' shares with its own end. binary: the body is the binary columnar form
   * (binaryColumns.ts), copied into typed columns as it arrives.
   */
  | {
      type: 'begin';
      tableId: number;
      rowsPath?: string;
      fields?: string[];
      part?: ColumnPart;
      helper?: boolean;
      binary?: boolean;
    }
  | { type: 'chunk'; tableId: number; bytes: ArrayBuffer }
  | { type: 'end'; id: number; tableId: number; parts?: (EncodedTable | null)[] }
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
  /** A helper's share of the columns; null when its parser handed the body back. */
  | { type: 'part'; id: number; table: EncodedTable | null }
  | { type: 'view'; id: number; view: TableViewResult }
  | { type: 'fold'; id: number; result: PreAggregated }
  | { type: 'error'; id: number; message: string };
