// The words of a record's change history: a field's name humanized from its column name, a value as the
// reader reads it, one change as "Field: old → new" (a secret only as changed), the list line an entry is about, and a
// whole entry's changes on one line for the Admin change history grid. Structural types, so pure tests need no
// contract (the contract's HistoryEntry and HistoryChange have these fields).
import { t } from '../i18n/translate';

export interface ChangeLike {
  Field: string;
  Old?: unknown;
  New?: unknown;
  Secret: boolean;
}

export type HistoryAction = 'created' | 'changed' | 'removed';

export interface LineLike {
  Action: HistoryAction;
  Line: string | null;
  LineKey: string | null;
}

const EMPTY = '—';

/** "paint_mm1_front" → "Paint mm1 front", "role_name" → "Role name", "IsActive" → "Is active". */
export function humanizeField(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => (/^[A-Z0-9]+$/.test(w) && w.length > 1 ? w : w.toLowerCase()));
  if (!words.length) return field;
  const first = words[0];
  words[0] = first.charAt(0).toUpperCase() + first.slice(1);
  return words.join(' ');
}

/** A changed value as text: empty as "—", booleans as Yes/No, anything else as written. */
export function historyValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One change: "Price: 100 → 110", or "Password: changed" for a secret (its values are never shown). */
export function changeText(change: ChangeLike): string {
  const field = humanizeField(change.Field);
  if (change.Secret) return t('history.secretChanged', { field });
  return `${field}: ${historyValue(change.Old)} → ${historyValue(change.New)}`;
}

/** "created", "changed", "removed" in the reader's language. */
export function historyActionName(action: string): string {
  if (action === 'created') return t('history.action.created');
  if (action === 'changed') return t('history.action.changed');
  if (action === 'removed') return t('history.action.removed');
  return action;
}

/** The list line an entry is about, e.g. "Roles · change_plant added"; '' for the record itself. */
export function lineText(entry: LineLike): string {
  if (!entry.Line) return '';
  const line = humanizeField(entry.Line);
  const key = entry.LineKey ?? '';
  if (entry.Action === 'created') return t('history.line.added', { line, key });
  if (entry.Action === 'removed') return t('history.line.removed', { line, key });
  return t('history.line.changed', { line, key });
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** The changes worth reading: a created record's empty fields and a removed record's empty ones say nothing. */
export function visibleChanges<C extends ChangeLike>(changes: readonly C[]): C[] {
  return changes.filter((c) => c.Secret || !(isEmpty(c.Old) && isEmpty(c.New)));
}

/** An entry's changes on one line ("Price: 100 → 110; Password: changed"); '' for none. */
export function changesSummary(changes: unknown): string {
  if (!Array.isArray(changes)) return '';
  return changes
    .filter((c): c is ChangeLike => typeof c === 'object' && c !== null && 'Field' in c)
    .filter((c) => visibleChanges([c]).length > 0)
    .map(changeText)
    .join('; ');
}
