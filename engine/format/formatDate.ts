// Date formats of SPEC §9: MM/DD/YYYY and MM/DD/YYYY HH:mm (24-hour); a time of exactly 12:00 am shows no time part.
// In es-MX the day comes first: DD/MM/YYYY and DD/MM/YYYY HH:mm.
import dayjs from 'dayjs';
import { getLocale, type Locale } from '../i18n/locale';

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

/** The locale's date pattern (dayjs tokens): MM/DD/YYYY in en-US, DD/MM/YYYY in es-MX. */
export function datePattern(locale: Locale = getLocale()): string {
  return locale === 'es-MX' ? 'DD/MM/YYYY' : 'MM/DD/YYYY';
}

/** MM/DD/YYYY (DD/MM/YYYY in es-MX), or '' for an empty or invalid value. */
export function formatDate(value: DateInput, locale: Locale = getLocale()): string {
  const date = parseDate(value);
  return date ? dayjs(date).format(datePattern(locale)) : '';
}

/** MM/DD/YYYY HH:mm (24-hour); at exactly midnight (12:00 am) the time part is empty, leaving the date alone. */
export function formatDateTime(value: DateInput, locale: Locale = getLocale()): string {
  const date = parseDate(value);
  if (!date) return '';
  const d = dayjs(date);
  const isMidnight = d.hour() === 0 && d.minute() === 0 && d.second() === 0 && d.millisecond() === 0;
  return isMidnight ? d.format(datePattern(locale)) : d.format(`${datePattern(locale)} HH:mm`);
}

/** 'YYYY-MM-DD' (the API's and the date pickers' date string) for a local date. */
export function toIsoDate(date: Date): string {
  return dayjs(date).format('YYYY-MM-DD');
}
