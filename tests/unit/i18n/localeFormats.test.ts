// Formats by locale: en-US keeps SPEC §9 exactly; es-MX shows DD/MM/YYYY (with time DD/MM/YYYY HH:mm), numbers
// 1,234.56, amounts as $ with their currency's code after them, and the Excel export's formats follow.
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../../engine/format/formatDate';
import { formatCurrency, formatNumber } from '../../../engine/format/formatNumber';
import { formatValue } from '../../../engine/format/formatValue';
import { formatPlantDateTime } from '../../../engine/format/plantTime';
import { browserLocale, setLocale } from '../../../engine/i18n/locale';
import { exportColumnsOf } from '../../../engine/views/grid/export/exportRows';
import type { Column } from '../../../engine/screen/types';

afterEach(() => setLocale('en-US'));

describe('formats by locale', () => {
  it('en-US keeps SPEC §9', () => {
    expect(formatDate('2026-03-04')).toBe('03/04/2026');
    expect(formatDateTime('2026-03-04T14:05:00')).toBe('03/04/2026 14:05');
    expect(formatNumber(1234.5)).toBe('1,234.50');
    expect(formatCurrency(-1234.5)).toBe('-$1,234.50');
    expect(formatCurrency(1234.5, 'MXN')).toBe('$1,234.50 MXN');
    expect(formatValue({ type: 'boolean' }, true)).toBe('Yes');
  });

  it('es-MX puts the day first, groups numbers 1,234.56 and names the currency', () => {
    setLocale('es-MX');
    expect(formatDate('2026-03-04')).toBe('04/03/2026');
    expect(formatDateTime('2026-03-04T14:05:00')).toBe('04/03/2026 14:05');
    expect(formatDateTime('2026-03-04T00:00:00')).toBe('04/03/2026');
    expect(formatPlantDateTime('2026-03-04T20:05:00Z', 3)).toBe('04/03/2026 14:05');
    expect(formatNumber(1234.56)).toBe('1,234.56');
    expect(formatCurrency(1234.5, 'MXN')).toBe('$1,234.50 MXN');
    expect(formatCurrency(-1234.5, 'USD')).toBe('-$1,234.50 USD');
    expect(formatCurrency(10)).toBe('$10.00 USD');
    const amount = { type: 'currency', currencyField: 'Currency' };
    expect(formatValue(amount, 99.5, { Currency: 'MXN' })).toBe('$99.50 MXN');
    expect(formatValue(amount, 99.5, { Currency: 'USD' })).toBe('$99.50 USD');
    expect(formatValue({ type: 'boolean' }, true)).toBe('Sí');
  });

  it('the Excel export keeps real numbers and dates with the locale formats', () => {
    const columns: Column[] = [
      { field: 'Day', caption: 'Day', type: 'date' },
      { field: 'At', caption: 'At', type: 'datetime' },
      { field: 'Amount', caption: 'Amount', type: 'currency', currency: 'MXN' },
      { field: 'Usd', caption: 'Usd', type: 'currency' },
    ];
    expect(exportColumnsOf(columns, 'en-US').map((c) => [c.kind, c.numFmt])).toEqual([
      ['date', 'mm/dd/yyyy'],
      ['date', 'mm/dd/yyyy hh:mm'],
      ['number', '"$"#,##0.00" MXN"'],
      ['number', '"$"#,##0.00'],
    ]);
    expect(exportColumnsOf(columns, 'es-MX').map((c) => [c.kind, c.numFmt])).toEqual([
      ['date', 'dd/mm/yyyy'],
      ['date', 'dd/mm/yyyy hh:mm'],
      ['number', '"$"#,##0.00" MXN"'],
      ['number', '"$"#,##0.00" USD"'],
    ]);
  });

  it('the login page follows the browser: Spanish first means es-MX', () => {
    expect(browserLocale(['es-MX', 'en-US'])).toBe('es-MX');
    expect(browserLocale(['es'])).toBe('es-MX');
    expect(browserLocale(['en-GB', 'es-MX'])).toBe('en-US');
    expect(browserLocale(['fr-FR'])).toBe('en-US');
    expect(browserLocale([])).toBe('en-US');
  });
});
