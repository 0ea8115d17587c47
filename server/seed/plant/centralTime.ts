// `local AT TIME ZONE 'America/Chicago'` computed in JavaScript, for rows the seed now generates itself instead of
// deriving them in SQL: the stored instants must be the ones PostgreSQL computed. US rules since 2007 (daylight time
// from the second Sunday of March 02:00 to the first Sunday of November 02:00); like PostgreSQL, a local time that
// does not exist (the spring gap) or exists twice (the fall overlap) is read as standard time (UTC-6).

import { isoDay } from './calendar.js';

const US_PER_HOUR = 3_600_000_000;
const US_PER_DAY = 24 * US_PER_HOUR;

/** Day number (days since 1970-01-01) of the n-th Sunday (1-based) of a month (0-based) of a year. */
function nthSunday(year: number, month: number, n: number): number {
  const first = Date.UTC(year, month, 1) / 86_400_000;
  const weekdayOfFirst = (((first + 4) % 7) + 7) % 7; // 0 = Sunday; 1970-01-01 was a Thursday
  return first + ((7 - weekdayOfFirst) % 7) + (n - 1) * 7;
}

const daylightByYear = new Map<number, readonly [start: number, end: number]>();

/** Local (wall-clock, as if UTC) microseconds between which Central time is UTC-5: [spring 03:00, fall 01:00). */
function daylightSpan(year: number): readonly [number, number] {
  let span = daylightByYear.get(year);
  if (!span) {
    span = [nthSunday(year, 2, 2) * US_PER_DAY + 3 * US_PER_HOUR, nthSunday(year, 10, 1) * US_PER_DAY + US_PER_HOUR];
    daylightByYear.set(year, span);
  }
  return span;
}

/** UTC microseconds of a plant-local wall-clock time given in microseconds since 1970-01-01 00:00 local. */
export function centralToUtc(localUs: number): number {
  const year = new Date(Math.floor(localUs / 1000)).getUTCFullYear();
  const [start, end] = daylightSpan(year);
  return localUs + (localUs >= start && localUs < end ? 5 : 6) * US_PER_HOUR;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** A timestamptz literal of UTC microseconds, for COPY ('2026-11-23 13:00:00+00', '… 13:00:00.000001+00'). */
export function utcMicrosLiteral(us: number): string {
  const day = Math.floor(us / US_PER_DAY);
  let rest = us - day * US_PER_DAY;
  const hour = Math.floor(rest / US_PER_HOUR);
  rest -= hour * US_PER_HOUR;
  const minute = Math.floor(rest / 60_000_000);
  rest -= minute * 60_000_000;
  const second = Math.floor(rest / 1_000_000);
  const micro = rest - second * 1_000_000;
  const fraction = micro === 0 ? '' : `.${String(micro).padStart(6, '0')}`;
  return `${isoDay(day)} ${pad2(hour)}:${pad2(minute)}:${pad2(second)}${fraction}+00`;
}
