// Number formats of SPEC §9 (locale en-us): #,##0.00 numbers, $ currency with 2 decimals, percent.

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
function numberFormat(decimals: number, grouping: boolean): Intl.NumberFormat {
  const key = `${decimals}:${grouping}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: grouping,
    });
    formatters.set(key, f);
  }
  return f;
}

/** #,##0.00 by default; pass a pattern such as '#,##0' or '0.0' to change decimals and grouping. */
export function formatNumber(value: NumberInput, pattern = '#,##0.00'): string {
  const n = toNumber(value);
  if (n === undefined) return '';
  const text = numberFormat(decimalsOf(pattern), pattern.includes(',')).format(n);
  // Intl renders a rounded-away negative zero as '-0.00'; a user reads that as a sign error.
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

/** $1,234.50 and -$1,234.50. */
export function formatCurrency(value: NumberInput): string {
  const n = toNumber(value);
  if (n === undefined) return '';
  const abs = formatNumber(Math.abs(n));
  return n < 0 && abs !== '0.00' ? `-$${abs}` : `$${abs}`;
}

/**
 * Percent with 2 decimals. Values are taken as ratios (0.125 → 12.50 %) unless `alreadyPercent` says the API sends
 * 12.5 for 12.5 %.
 */
export function formatPercent(value: NumberInput, alreadyPercent = false): string {
  const n = toNumber(value);
  if (n === undefined) return '';
  return `${formatNumber(alreadyPercent ? n : n * 100)}%`;
}
