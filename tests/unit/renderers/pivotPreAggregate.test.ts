// Pre-aggregated pivots show exactly what react-pivottable computes over the raw rows.
import { describe, expect, it } from 'vitest';
import type { Column } from '../../../engine/screen/types';
import { pivotChartRows, toPivotRecords } from '../../../engine/renderers/pivot/pivotData';
import {
  canUsePreAggregated,
  preAggregate,
  preAggregatedAggregators,
} from '../../../engine/renderers/pivot/preAggregate';

const columns: Column[] = [
  { field: 'Region', caption: 'Region' },
  { field: 'WorkCenter', caption: 'Work center' },
  { field: 'Month', caption: 'Month' },
  { field: 'Amount', caption: 'Amount', type: 'currency' },
];

const rows = Array.from({ length: 500 }, (_, i) => ({
  Region: ['South', 'West', 'Mexico North'][i % 3],
  WorkCenter: ['WELD-01', 'PAINT-01'][i % 2],
  Month: `2026-0${(i % 4) + 1}`,
  Amount: i % 17 === 0 ? null : ((i * 37) % 1000) + 0.25,
}));

describe('pre-aggregated pivot', () => {
  it('folds the rows into one record per text combination', async () => {
    const pre = (await preAggregate(rows, columns))!;
    // i % 3, i % 2 and i % 4 repeat every 12 rows: 12 distinct (Region, Work center, Month) combinations.
    expect(pre.records.length).toBe(12);
    expect(pre.numericCaptions).toEqual(['Amount']);
  });

  it.each(['Sum', 'Count', 'Average', 'Minimum', 'Maximum'])(
    'gives the same %s as the raw records',
    async (aggregatorName) => {
      const pre = (await preAggregate(rows, columns))!;
      const state = { rows: ['Region', 'Work center'], cols: ['Month'], vals: ['Amount'], aggregatorName };
      expect(canUsePreAggregated(aggregatorName, state.vals, pre.numericCaptions)).toBe(true);
      const raw = pivotChartRows(toPivotRecords(rows, columns), state);
      const fast = pivotChartRows(pre.records, state, preAggregatedAggregators);
      expect(fast.series).toEqual(raw.series);
      expect(fast.rows.length).toBe(raw.rows.length);
      fast.rows.forEach((row, i) => {
        for (const s of raw.series) expect(row[s]).toBeCloseTo(raw.rows[i][s] as number, 6);
      });
    },
  );

  it('leaves other aggregators and text values to the raw records', () => {
    expect(canUsePreAggregated('Median', ['Amount'], ['Amount'])).toBe(false);
    expect(canUsePreAggregated('Sum', ['Region'], ['Amount'])).toBe(false);
  });
});
