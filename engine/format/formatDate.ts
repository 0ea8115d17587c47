// Date formats of SPEC §9: MM/DD/YYYY and MM/DD/YYYY HH:mm (24-hour); a time of exactly 12:00 am shows no time part.
import dayjs from 'dayjs';

type DateInput = string | number | Date | null | undefined;

// A bare 'YYYY-MM-DD' is a calendar date, not UTC midnight: parse it as local so it never shifts a day west of UTC.
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Parses an API date value; undefined when empty or not a date. */
export function parseDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    const [y, m, d] = value.split('-').map(Number);
    return new Date(y, m - 1, d);
  }
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.toDate() : undefined;
}

/** MM/DD/YYYY, or '' for an empty or invalid value. */
export function formatDate(value: DateInput): string {
  const date = parseDate(value);
  return date ? dayjs(date).format('MM/DD/YYYY') : '';
}

/** MM/DD/YYYY HH:mm (24-hour); at exactly midnight (12:00 am) the time part is empty, leaving the date alone. */
export function formatDateTime(value: DateInput): string {
  const date = parseDate(value);
  if (!date) return '';
  const d = dayjs(date);
  const isMidnight = d.hour() === 0 && d.minute() === 0 && d.second() === 0 && d.millisecond() === 0;
  return isMidnight ? d.format('MM/DD/YYYY') : d.format('MM/DD/YYYY HH:mm');
}

/** 'YYYY-MM-DD' (the API's and the date pickers' date string) for a local date. */
export function toIsoDate(date: Date): string {
  return dayjs(date).format('YYYY-MM-DD');
}
