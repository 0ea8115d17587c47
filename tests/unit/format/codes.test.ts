import { describe, expect, it } from 'vitest';
import {
  STATE_PROVINCE_NAMES,
  formatValue,
  itemSourceName,
  orderStatusName,
  stateProvinceName,
} from '../../../engine/format';

describe('state and province names', () => {
  it('covers the 50 states, DC and the 13 Canadian provinces and territories', () => {
    expect(Object.keys(STATE_PROVINCE_NAMES)).toHaveLength(64);
    expect(stateProvinceName('TX')).toBe('Texas');
    expect(stateProvinceName('dc')).toBe('District of Columbia');
    expect(stateProvinceName(' QC ')).toBe('Quebec');
    expect(stateProvinceName('NU')).toBe('Nunavut');
  });
  it('shows an unknown code as given', () => {
    expect(stateProvinceName('ZZ')).toBe('ZZ');
    expect(stateProvinceName(null)).toBe('');
  });
});

describe('status codes and item source', () => {
  it('names order status codes', () => {
    expect(['O', 'C', 'F', 'P'].map(orderStatusName)).toEqual(['Ordered', 'Completed', 'Filled', 'Planned']);
  });
  it('names item sources', () => {
    expect(['M', 'P', 'T'].map(itemSourceName)).toEqual(['Manufactured', 'Purchased', 'Transferred']);
  });
  it('shows an unknown code as given', () => {
    expect(orderStatusName('X')).toBe('X');
  });
});

describe('formatValue by column type', () => {
  it('formats each type', () => {
    expect(formatValue({ type: 'decimal' }, 5)).toBe('5.00');
    expect(formatValue({ type: 'number' }, 1234)).toBe('1,234');
    expect(formatValue({ type: 'currency' }, -3)).toBe('-$3.00');
    expect(formatValue({ type: 'date' }, '2026-02-03')).toBe('02/03/2026');
    expect(formatValue({ type: 'statusCode', codes: 'itemSource' }, 'M')).toBe('Manufactured');
    expect(formatValue({ type: 'statusCode' }, 'F')).toBe('Filled');
    expect(formatValue({ type: 'stateProvince' }, 'ON')).toBe('Ontario');
    expect(formatValue({ type: 'boolean' }, true)).toBe('Yes');
    expect(formatValue({ type: 'text' }, null)).toBe('');
  });
});
