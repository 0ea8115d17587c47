import { afterEach, describe, expect, it } from 'vitest';
import { renderHook, act } from '@testing-library/react';
import { decodeFilterQuery, encodeFilterQuery, hashQuery, withHashQuery } from '../../../engine/filters/filterQuery';
import { useFilterValues } from '../../../engine/filters/useFilterValues';
import type { Filter } from '../../../engine/screen/types';
import { resolveFilterDefault } from '../../../engine/rules/filterDefaults';

const filters: Filter[] = [
  { id: 'dates', type: 'dateRange', label: 'Dates', required: true, default: 'currentMonth' },
  { id: 'status', type: 'select', label: 'Status', options: [{ value: 'Active', label: 'Active' }] },
  { id: 'minDays', type: 'number', label: 'At least', required: true, default: 30 },
];

describe('filters in the address', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('round-trips ranges, texts and numbers and leaves empty values out', () => {
    const query = encodeFilterQuery(filters, { dates: ['2026-07-01', '2026-09-30'], status: 'Inactive', minDays: 45 });
    expect(query).toBe('dates=2026-07-01..2026-09-30&status=Inactive&minDays=45');
    expect(decodeFilterQuery(filters, query)).toEqual({
      dates: ['2026-07-01', '2026-09-30'],
      status: 'Inactive',
      minDays: 45,
    });
    expect(encodeFilterQuery(filters, { dates: [null, null], status: null, minDays: 30 })).toBe('minDays=30');
    expect(decodeFilterQuery(filters, 'minDays=abc')).toEqual({});
  });

  it('reads and replaces the query of a hash route', () => {
    expect(hashQuery('#/Internal/HR/Employees?status=All')).toBe('status=All');
    expect(withHashQuery('#/Internal/HR/Employees?status=All', 'status=Active')).toBe(
      '#/Internal/HR/Employees?status=Active',
    );
    expect(withHashQuery('#/Internal/HR/Employees?status=All', '')).toBe('#/Internal/HR/Employees');
  });

  it('starts from the address, keeps applied values there, and falls back to defaults for invalid ones', () => {
    window.history.replaceState(null, '', '/#/Internal/Sales/OldInventory?dates=2026-07-01..2026-09-30&minDays=');
    const { result } = renderHook(() => useFilterValues(filters));
    expect(result.current.applied).toMatchObject({ dates: ['2026-07-01', '2026-09-30'], minDays: 30 });
    act(() => result.current.setApplied({ ...result.current.applied, status: 'Active', minDays: 60 }));
    expect(window.location.hash).toBe(
      '#/Internal/Sales/OldInventory?dates=2026-07-01..2026-09-30&status=Active&minDays=60',
    );

    window.history.replaceState(null, '', '/#/Internal/Sales/OldInventory?dates=2026-09-30..');
    const reopened = renderHook(() => useFilterValues(filters));
    // A range without its end does not validate for a required filter: the default range is used instead.
    expect(reopened.result.current.applied.dates).toEqual(resolveFilterDefault(filters[0]));
  });
});
