// Number formats of SPEC §9 (locale en-us): #,##0.00 numbers, $ currency with 2 decimals, percent. es-MX writes
// numbers the same way (1,234.56, as used in Mexico). An amount is always '$' with 2 decimals; since '$' alone means
// pesos in Mexico and dollars in Texas, every amount but a U.S. dollar one read in English names its currency after
// the number ($1,234.50 MXN, $1,234.50 USD). Which currency an amount is in: currencyOf.ts.
import { getLocale, type Locale } from '../i18n/locale';

type NumberInput = number | string | null | undefined;

/** Turns an API value into a finite number, or undefined. */
export function toNumber(value: NumberInput): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** Decimal places a '#,##0.00'-style pattern asks for ('#,##0' → 0, '#,##0.000' → 3). */
export function decimalsOf(pattern: string | undefined, fallback = 2): number {
  if (!pattern) return fallback;
  const dot = pattern.indexOf('.');
  if (dot < 0) return 0;
  return pattern.slice(dot + 1).replace(/[^0#]/g, '').length;
}

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(decimals: number, grouping: boolean, locale: Locale): Intl.NumberFormat {
  const key = `${locale}:${decimals}:${grouping}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: grouping,
    });
    formatters.set(key, f);
  }
  return f;
}

/** #,##0.00 by default; pass a pattern such as '#,##0' or '0.0' to change decimals and grouping. */
export function formatNumber(value: NumberInput, pattern = '#,##0.00', locale: Locale = getLocale()): string {
  const n = toNumber(value);
  if (n === undefined) return '';
  const text = numberFormat(decimalsOf(pattern), pattern.includes(','), locale).format(n);
  // Intl renders a rounded-away negative zero as '-0.00'; a user reads that as a sign error.
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

/**
 * $1,234.50 and -$1,234.50 (SPEC §9) for a U.S. dollar amount in en-US; an amount in another currency, and every
 * amount in es-MX, adds its ISO code: $1,234.50 MXN, -$1,234.50 USD. No code given: USD, the ERP's.
 */
export function formatCurrency(value: NumberInput, currency?: string | null, locale: Locale = getLocale()): string {
  const n = toNumber(value);
  if (n === undefined) return '';
  const code = (currency ?? '').trim().toUpperCase() || 'USD';
  const abs = formatNumber(Math.abs(n), '#,##0.00', locale);
  const sign = n < 0 && abs !== '0.00' ? '-' : '';
  if (locale === 'en-US' && code === 'USD') return `${sign}$${abs}`;
  return `${sign}$${abs} ${code}`;
}

/**
 * Percent with 2 decimals. Values are taken as ratios (0.125 → 12.50 %) unless `alreadyPercent` says the API sends
 * 12.5 for 12.5 %.
 */
export function formatPercent(value: NumberInput, alreadyPercent = false, locale: Locale = getLocale()): string {
  const n = toNumber(value);
  if (n === undefined) return '';
  return `${formatNumber(alreadyPercent ? n : n * 100, '#,##0.00', locale)}%`;
}
