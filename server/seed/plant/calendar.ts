// Dates of the demo seed. Every date is a day number relative to the seed's "today" (the anchor, a Monday), so the
// same anchor and scale always yield identical rows. The anchor is the Monday of the week the database is seeded in,
// so "this week" and "last 30 days" screens show data whenever a demo is set up; NORSTAR_SEED_TODAY=YYYY-MM-DD pins
// it (the Monday on or before that date) for reproducible runs.

const MS_PER_DAY = 86_400_000;

/** Day number (days since 1970-01-01 UTC) of the Monday on or before the given date. */
export function mondayOnOrBefore(date: Date): number {
  const day = Math.floor(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) / MS_PER_DAY);
  const sinceMonday = (((day + 4) % 7) + 7 - 1) % 7; // 1970-01-01 was a Thursday
  return day - sinceMonday;
}

function anchorFromEnv(value: string | undefined): number {
  if (value && /^\d{4}-\d{2}-\d{2}$/.test(value)) return mondayOnOrBefore(new Date(`${value}T12:00:00Z`));
  return mondayOnOrBefore(new Date());
}

/** Day number of the seed's "today" (a Monday). */
export const ANCHOR_DAY = anchorFromEnv(process.env.NORSTAR_SEED_TODAY);

/** Both plants run on Central time (Brookston, TX and the MX plant); timestamps carry a fixed -06 offset. */
const PLANT_OFFSET = '-06';

const isoCache = new Map<number, string>();

/** 'YYYY-MM-DD' of a day number. */
export function isoDay(day: number): string {
  let s = isoCache.get(day);
  if (s === undefined) {
    s = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
    isoCache.set(day, s);
  }
  return s;
}

/** Plant-local timestamp literal of a day number plus minutes after midnight. */
export function isoTime(day: number, minutes: number): string {
  const extraDays = Math.floor(minutes / 1440);
  const m = minutes - extraDays * 1440;
  const hh = String(Math.floor(m / 60)).padStart(2, '0');
  const mm = String(Math.floor(m % 60)).padStart(2, '0');
  return `${isoDay(day + extraDays)} ${hh}:${mm}:00${PLANT_OFFSET}`;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

export function isWeekday(day: number): boolean {
  const w = weekday(day);
  return w >= 1 && w <= 5;
}

/** Every Monday–Friday in [from, to], in order. */
export function weekdaysBetween(from: number, to: number): number[] {
  const out: number[] = [];
  for (let d = from; d <= to; d++) if (isWeekday(d)) out.push(d);
  return out;
}

/** Day number of the first day of the month containing `day`. */
export function monthStart(day: number): number {
  const date = new Date(day * MS_PER_DAY);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / MS_PER_DAY;
}

/** Day number of the first day of the month `offset` months from the month containing `day`. */
export function addMonths(day: number, offset: number): number {
  const date = new Date(day * MS_PER_DAY);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1) / MS_PER_DAY;
}

/** Next weekday on or after `day`. */
export function nextWeekday(day: number): number {
  let d = day;
  while (!isWeekday(d)) d++;
  return d;
}

/** Two-digit year, used in work order and document numbers ('26'). */
export function yy(day: number): string {
  return isoDay(day).slice(2, 4);
}
