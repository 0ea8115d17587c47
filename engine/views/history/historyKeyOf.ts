// The key of a record as the history names it, as text: the value of the declared key field of the record (or row),
// or — for a form whose record carries no key — a route parameter, the current plant (a plant's settings) or a
// constant; undefined when there is none yet (a new row not saved, a record still loading).
import type { RecordHistory } from '../../screen/types';

type Row = Readonly<Record<string, unknown>>;

/** The first part of every record history query key (a save invalidates them all). */
export const RECORD_HISTORY_QUERY = 'record-history';

export interface HistoryKeyContext {
  routeParams?: Readonly<Record<string, string | undefined>>;
  plant?: number;
}

const asKey = (value: unknown): string | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return undefined;
};

export function historyKeyOf(
  record: Row | undefined,
  key: RecordHistory['key'],
  ctx: HistoryKeyContext = {},
): string | undefined {
  if (typeof key === 'string') return asKey(record?.[key]);
  if ('value' in key) return asKey(key.value);
  if (key.from === 'route') return asKey(ctx.routeParams?.[key.param]);
  return asKey(ctx.plant);
}
