import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../../engine/format';

describe('formatDate', () => {
  it('shows MM/DD/YYYY', () => {
    expect(formatDate('2026-11-16')).toBe('11/16/2026');
    expect(formatDate(new Date(2026, 0, 5, 14, 30))).toBe('01/05/2026');
  });
  it('keeps a bare calendar date on its day in any time zone', () => {
    expect(formatDate('2026-03-01')).toBe('03/01/2026');
  });
  it('shows nothing for empty or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows MM/DD/YYYY HH:mm in 24-hour time', () => {
    expect(formatDateTime(new Date(2026, 10, 16, 15, 7))).toBe('11/16/2026 15:07');
    expect(formatDateTime('2026-11-16T09:05:00')).toBe('11/16/2026 09:05');
  });
  it('shows a time of 12:00 am (midnight) as empty, leaving the date', () => {
    expect(formatDateTime(new Date(2026, 10, 16, 0, 0))).toBe('11/16/2026');
    expect(formatDateTime('2026-11-16T00:00:00')).toBe('11/16/2026');
  });
  it('shows 12:00 pm (noon) and one minute past midnight with their time', () => {
    expect(formatDateTime(new Date(2026, 10, 16, 12, 0))).toBe('11/16/2026 12:00');
    expect(formatDateTime(new Date(2026, 10, 16, 0, 1))).toBe('11/16/2026 00:01');
  });
});
