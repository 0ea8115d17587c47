// Dates of the demo seed. Every date is a day number relative to the seed's anchor (a Monday), so the same moment and
// scale always yield identical rows. The anchor is the Monday of the plant week the database is seeded in, so "this
// week" and "last 30 days" screens show data whenever a demo is set up. The seed never writes an event after the
// moment it runs (SEED_NOW): on a Monday morning the units due that day are still on the line, not finished tonight.
// NORSTAR_SEED_TODAY pins that moment for reproducible runs: an instant (2026-11-23T13:00:00Z), or a date, which means
// the end of that plant day (never later than the real now, so a pin to today cannot write the rest of the day).

const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;

/** Both plants run on Central time (Brookston, TX and the MX plant); timestamps carry a fixed -06 offset. */
const PLANT_OFFSET = '-06';
const PLANT_OFFSET_MS = -6 * 3_600_000;

/** The Monday on or before a day number (days since 1970-01-01). */
export function mondayOnOrBeforeDay(day: number): number {
  const sinceMonday = (((day + 4) % 7) + 7 - 1) % 7; // 1970-01-01 was a Thursday
  return day - sinceMonday;
}

/** Plant-local day number and minute of the day of an instant (ms since the epoch). */
export function plantDayAndMinute(ms: number): { day: number; minute: number } {
  const local = ms + PLANT_OFFSET_MS;
  const day = Math.floor(local / MS_PER_DAY);
  return { day, minute: Math.floor((local - day * MS_PER_DAY) / MS_PER_MINUTE) };
}

/** The seed's "now" (ms) for a NORSTAR_SEED_TODAY value and the real clock; see the header. */
export function seedNowFrom(value: string | undefined, realNow: number): number {
  if (value && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const endOfPlantDay = Date.parse(`${value}T23:59:00${PLANT_OFFSET}:00`);
    return Math.min(endOfPlantDay, realNow);
  }
  const instant = value ? Date.parse(value) : NaN;
  if (value && /^\d{4}-\d{2}-\d{2}T/.test(value) && Number.isFinite(instant)) return instant;
  return realNow;
}

/** The moment the seed runs (ms since the epoch, whole minutes): no seeded event is later than this. */
export const SEED_NOW =
  Math.floor(seedNowFrom(process.env.NORSTAR_SEED_TODAY, Date.now()) / MS_PER_MINUTE) * MS_PER_MINUTE;

/** Plant-local day number and minute of SEED_NOW. */
export const { day: SEED_DAY, minute: SEED_MINUTE } = plantDayAndMinute(SEED_NOW);

/** Day number of the seed's anchor: the Monday of the plant week of SEED_NOW. */
export const ANCHOR_DAY = mondayOnOrBeforeDay(SEED_DAY);

/** ISO instant of SEED_NOW, for SQL parameters ($n::timestamptz). */
export const SEED_NOW_ISO = new Date(SEED_NOW).toISOString();

/** Whether a plant-local day and minute has already happened at SEED_NOW. */
export function happened(day: number, minute: number): boolean {
  return day * 1440 + minute <= SEED_DAY * 1440 + SEED_MINUTE;
}

/** A state change planned for a moment that may still be ahead (a load approved for next week's ship date): the seed
 * records it as made at SEED_NOW at the latest. */
export function isoTimeUpToNow(day: number, minutes: number): string {
  return happened(day, minutes) ? isoTime(day, minutes) : isoTime(SEED_DAY, SEED_MINUTE);
}

/**
 * A recorded moment (a log line, a login) that is not after SEED_NOW: the same weekday and time a week (or weeks)
 * earlier when the generated moment has not happened yet, so the weekly pattern of the demo data stays.
 */
export function isoPastTime(day: number, minutes: number): string {
  let d = day;
  while (!happened(d, minutes)) d -= 7;
  return isoTime(d, minutes);
}

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
