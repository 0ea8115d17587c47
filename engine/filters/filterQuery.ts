// Applied filter values in the screen's address (#/Internal/…/Report?dates=2026-07-01..2026-09-30&status=Active), so a
// reload, a bookmark or a shared link opens the report as it was applied. Pure: the hook in useFilterValues reads and
// writes window.location.
import type { FilterValue } from '../rules/filterDefaults';

interface QueryFilter {
  id: string;
  type: string;
}

const RANGE_SEPARATOR = '..';

export function encodeFilterQuery(
  filters: readonly QueryFilter[],
  values: Record<string, FilterValue | undefined>,
): string {
  const query = new URLSearchParams();
  for (const { id } of filters) {
    const value = values[id];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value[0] || value[1]) query.set(id, `${value[0] ?? ''}${RANGE_SEPARATOR}${value[1] ?? ''}`);
    } else query.set(id, String(value));
  }
  return query.toString();
}

/** The values the query holds for the given filters (filters it does not name are left out). */
export function decodeFilterQuery(filters: readonly QueryFilter[], search: string): Record<string, FilterValue> {
  const query = new URLSearchParams(search);
  const values: Record<string, FilterValue> = {};
  for (const { id, type } of filters) {
    const raw = query.get(id);
    if (raw === null) continue;
    if (type === 'dateRange') {
      const [from, to] = raw.split(RANGE_SEPARATOR);
      values[id] = [from || null, to || null];
    } else if (type === 'number' || type === 'plant') {
      const n = Number(raw);
      if (raw.trim() !== '' && Number.isFinite(n)) values[id] = n;
    } else values[id] = raw;
  }
  return values;
}

/** The query part of a hash route ('#/Internal/X?a=1' → 'a=1'). */
export function hashQuery(hash: string): string {
  const at = hash.indexOf('?');
  return at < 0 ? '' : hash.slice(at + 1);
}

/** The hash route with its query replaced (an empty query drops the '?'). */
export function withHashQuery(hash: string, query: string): string {
  const at = hash.indexOf('?');
  const path = at < 0 ? hash : hash.slice(0, at);
  return query ? `${path}?${query}` : path;
}
