// The point in time a date- or month-like text stands for, so keys that are dates sort chronologically whatever their
// display format (pivot week columns sorted as text read 01/01/2024, 01/05/2026, 01/06/2025 …).

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** 1–12 for a month's English name or its three-letter (or 'Sept') abbreviation. */
function monthNumber(name: string): number | undefined {
  const n = name.toLowerCase();
  const i = MONTHS.findIndex(
    (month) => month === n || month.slice(0, 3) === n || (n === 'sept' && month === 'september'),
  );
  return i >= 0 ? i + 1 : undefined;
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2}))?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;
const US_MONTH = /^(\d{1,2})\/(\d{4})$/;
const NAMED_MONTH = /^([A-Za-z]{3,9})\.? (\d{4})$/;
const BARE_MONTH = /^([A-Za-z]{3,9})\.?$/;

const at = (y: string, m: string | number, d: string | number = 1, h = '0', min = '0') =>
  Date.UTC(Number(y), Number(m) - 1, Number(d), Number(h), Number(min));

/** Milliseconds since 1970 (UTC wall clock) of a date, date-time or month text; undefined for anything else. */
export function chronologicalKey(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const s = text.trim();
  let m = US_DATE.exec(s);
  if (m) return at(m[3], m[1], m[2], m[4], m[5]);
  if ((m = ISO_DATE.exec(s))) return at(m[1], m[2], m[3], m[4], m[5]);
  if ((m = ISO_MONTH.exec(s))) return at(m[1], m[2]);
  if ((m = US_MONTH.exec(s))) return at(m[2], m[1]);
  if ((m = NAMED_MONTH.exec(s))) {
    const month = monthNumber(m[1]);
    if (month !== undefined) return at(m[2], month);
  }
  // A month name without a year ('Jan', 'Feb' …): the months of one year, in calendar order.
  if ((m = BARE_MONTH.exec(s))) {
    const month = monthNumber(m[1]);
    if (month !== undefined) return at('1970', month);
  }
  return undefined;
}

/** Chronological order for two date-like texts; undefined when either is not one (the caller's order applies). */
export function compareChronologically(a: unknown, b: unknown): number | undefined {
  const x = chronologicalKey(a);
  const y = chronologicalKey(b);
  return x === undefined || y === undefined ? undefined : x - y;
}
