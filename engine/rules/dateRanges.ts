// Named date ranges used as filter defaults (SPEC §9: login history and usage default to the current week; the
// locale is en-us, but the week runs Monday to Sunday as the portal's reports count it).
import { toIsoDate } from '../format/formatDate';

export interface DateRange {
  from: string;
  to: string;
}

export type NamedDefault = 'today' | 'currentWeek' | 'currentMonth' | 'last30Days' | 'last12Months' | 'currentYear';

const NAMED = new Set<string>(['today', 'currentWeek', 'currentMonth', 'last30Days', 'last12Months', 'currentYear']);

export function isNamedDefault(value: unknown): value is NamedDefault {
  return typeof value === 'string' && NAMED.has(value);
}

const day = (d: Date, offset = 0) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + offset);

/** Monday to Sunday of the week holding `now`. */
export function currentWeek(now: Date = new Date()): DateRange {
  const sinceMonday = (now.getDay() + 6) % 7;
  const monday = day(now, -sinceMonday);
  return { from: toIsoDate(monday), to: toIsoDate(day(monday, 6)) };
}

export function namedRange(name: NamedDefault, now: Date = new Date()): DateRange {
  switch (name) {
    case 'today':
      return { from: toIsoDate(now), to: toIsoDate(now) };
    case 'currentWeek':
      return currentWeek(now);
    case 'currentMonth':
      return {
        from: toIsoDate(new Date(now.getFullYear(), now.getMonth(), 1)),
        to: toIsoDate(new Date(now.getFullYear(), now.getMonth() + 1, 0)),
      };
    case 'last30Days':
      return { from: toIsoDate(day(now, -29)), to: toIsoDate(now) };
    case 'last12Months':
      return {
        from: toIsoDate(new Date(now.getFullYear() - 1, now.getMonth(), now.getDate() + 1)),
        to: toIsoDate(now),
      };
    case 'currentYear':
      return { from: toIsoDate(new Date(now.getFullYear(), 0, 1)), to: toIsoDate(new Date(now.getFullYear(), 11, 31)) };
  }
}
