// The grid's summary maths and labels: a weighted average where rows stand for different amounts, an honest label on
// the plain mean of the rows, and whole numbers for counts and integer columns.
import { describe, expect, it } from 'vitest';
import { formatSummary, summarize, summaryLabel, weightedAverage } from '../../../engine/views/grid/state/summaries';
import type { Column } from '../../../engine/screen/types';

// Two months of paint checks: each row is already an average of its month's minimum readings.
const months = [
  { Month: '2026-09', Checks: 3, AvgMin: 2.91 },
  { Month: '2026-10', Checks: 2, AvgMin: 2.65 },
];
const avgMin: Column = { field: 'AvgMin', caption: 'Avg min (mm)', type: 'decimal', format: '#,##0.000' };

describe('grid summaries', () => {
  it('weights the average by another field: 2.806 over the 5 checks, not the 2.78 mean of the two rows', () => {
    expect(weightedAverage(months, 'AvgMin', 'Checks')).toBeCloseTo(2.806, 10);
    const totals = summarize(months, [
      { ...avgMin, summary: { avg: { weight: 'Checks' } } },
      { field: 'Checks', caption: 'Checks', type: 'number', summary: 'sum' },
    ]);
    expect(totals.AvgMin).toBeCloseTo(2.806, 10);
    expect(totals.Checks).toBe(5);
    expect(summarize(months, [{ ...avgMin, summary: 'avg' }]).AvgMin).toBeCloseTo(2.78, 10);
  });

  it('skips rows without a value or a weight, and has no average when every weight is zero', () => {
    const rows = [
      ...months,
      { Month: '2026-11', Checks: null, AvgMin: 9 },
      { Month: '2026-12', Checks: 4, AvgMin: null },
    ];
    expect(weightedAverage(rows, 'AvgMin', 'Checks')).toBeCloseTo(2.806, 10);
    expect(weightedAverage([{ Checks: 0, AvgMin: 3 }], 'AvgMin', 'Checks')).toBeUndefined();
  });

  it('labels a plain mean of the rows as such and a weighted one as weighted', () => {
    expect(summaryLabel('avg')).toBe('Row avg');
    expect(summaryLabel({ avg: { weight: 'Checks' } })).toBe('Weighted avg');
    expect(formatSummary({ ...avgMin, summary: { avg: { weight: 'Checks' } } }, 2.806)).toBe('Weighted avg: 2.806');
    expect(formatSummary({ ...avgMin, summary: 'avg' }, 2.78)).toBe('Row avg: 2.780');
  });

  it('shows counts and integer columns as whole numbers, averages with decimals', () => {
    const checks: Column = { field: 'Checks', caption: 'Checks', summary: 'sum' };
    expect(formatSummary({ ...checks, summary: 'count' }, 1234)).toBe('Count: 1,234');
    expect(formatSummary({ ...checks, type: 'number' }, 10)).toBe('Sum: 10');
    // An untyped column whose total is whole reads as a whole number too.
    expect(formatSummary(checks, 10)).toBe('Sum: 10');
    expect(formatSummary(checks, 10.5)).toBe('Sum: 10.50');
    expect(formatSummary({ ...checks, type: 'number', summary: 'avg' }, 2.5)).toBe('Row avg: 2.50');
    expect(formatSummary({ ...checks, type: 'decimal' }, 10)).toBe('Sum: 10.00');
  });
});
