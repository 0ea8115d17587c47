import { describe, expect, it } from 'vitest';
import { decimalsOf, formatCurrency, formatNumber, formatPercent } from '../../../engine/format';

describe('formatNumber', () => {
  it('uses #,##0.00 by default', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber(0)).toBe('0.00');
    expect(formatNumber(-1234.5)).toBe('-1,234.50');
    expect(formatNumber('42')).toBe('42.00');
  });
  it('follows a pattern', () => {
    expect(formatNumber(1234.5, '#,##0')).toBe('1,235');
    expect(formatNumber(1234.5, '0.0')).toBe('1234.5');
    expect(decimalsOf('#,##0.000')).toBe(3);
  });
  it('never shows a negative zero', () => {
    expect(formatNumber(-0.001)).toBe('0.00');
  });
  it('shows nothing for empty or non-numeric values', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber('abc')).toBe('');
  });
});

describe('formatCurrency', () => {
  it('shows $ with 2 decimals and thousands commas', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(1000000)).toBe('$1,000,000.00');
    expect(formatCurrency(0.005)).toBe('$0.01');
  });
  it('puts the sign before the dollar sign', () => {
    expect(formatCurrency(-1234.5)).toBe('-$1,234.50');
    expect(formatCurrency(-0.001)).toBe('$0.00');
  });
});

describe('formatPercent', () => {
  it('shows ratios as percent with 2 decimals', () => {
    expect(formatPercent(0.125)).toBe('12.50%');
    expect(formatPercent(12.5, true)).toBe('12.50%');
  });
});
