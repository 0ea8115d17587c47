import { describe, expect, it } from 'vitest';
import { currentWeek, monthPickerYears, namedRange, resolveFilterDefault, rowNumberWidth } from '../../../engine/rules';

const now = new Date(2026, 10, 18, 10, 0); // Wednesday 11/18/2026 10:00

describe('row-number column width', () => {
  it('is 25 up to 99 rows, 30 over 99, 50 over 999', () => {
    expect([0, 99, 100, 999, 1000].map(rowNumberWidth)).toEqual([25, 25, 30, 30, 50]);
  });
});

describe('month picker years', () => {
  it('runs from the current year back to 2016', () => {
    const years = monthPickerYears(now);
    expect(years[0]).toBe(2026);
    expect(years[years.length - 1]).toBe(2016);
    expect(years).toHaveLength(11);
  });
});

describe('date ranges', () => {
  it('current week runs Monday to Sunday', () => {
    expect(currentWeek(now)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(currentWeek(new Date(2026, 10, 22))).toEqual({ from: '2026-11-16', to: '2026-11-22' }); // Sunday
    expect(currentWeek(new Date(2026, 10, 16))).toEqual({ from: '2026-11-16', to: '2026-11-22' }); // Monday
  });
  it('resolves the other named ranges', () => {
    expect(namedRange('today', now)).toEqual({ from: '2026-11-18', to: '2026-11-18' });
    expect(namedRange('currentMonth', now)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(namedRange('last30Days', now)).toEqual({ from: '2026-10-20', to: '2026-11-18' });
    expect(namedRange('last12Months', now)).toEqual({ from: '2025-11-19', to: '2026-11-18' });
    expect(namedRange('currentYear', now)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
  it('resolves filter defaults by filter type', () => {
    expect(resolveFilterDefault({ type: 'dateRange', default: 'currentWeek' }, now)).toEqual([
      '2026-11-16',
      '2026-11-22',
    ]);
    expect(resolveFilterDefault({ type: 'date', default: 'today' }, now)).toBe('2026-11-18');
    expect(resolveFilterDefault({ type: 'month', default: 'currentMonth' }, now)).toBe('2026-11-01');
    expect(resolveFilterDefault({ type: 'month', default: 'today' }, now)).toBe('2026-11-01');
    expect(resolveFilterDefault({ type: 'text', default: 'abc' }, now)).toBe('abc');
    expect(resolveFilterDefault({ type: 'dateRange' }, now)).toEqual([null, null]);
    expect(resolveFilterDefault({ type: 'select' }, now)).toBeNull();
  });
});
