// The pivot's partial results folded in the big-data worker over typed columns equal preAggregate's over row objects:
// the same records, in the same order, with the same sums, counts, minima and maxima.
import { describe, expect, it } from 'vitest';
import type { Column } from '../../../engine/screen/types';
import { fromColumnar } from '../../../engine/data/columnarRows';
import { preAggregate } from '../../../engine/renderers/pivot/preAggregate';
import { encodeColumnar } from '../../../engine/bigdata/columnTable';
import { foldTable } from '../../../engine/reportWorker/foldTable';
import { benchColumnar } from '../../../server/handlers/bench/benchRows';
import { BENCH_COLUMNS } from '../../../scripts/bench/benchDefinitions';

describe('pivot fold over typed columns', () => {
  it('equals preAggregate on the bench pivot (Region, Work center, Month; Sum of Amount)', async () => {
    const report = benchColumnar(5000, 20);
    const columns: Column[] = BENCH_COLUMNS.filter((c) =>
      ['Region', 'WorkCenter', 'Month', 'Amount'].includes(c.field),
    ).map((c) => ({ ...c }));
    expect(foldTable(encodeColumnar(report), columns)).toEqual(await preAggregate(fromColumnar(report), columns));
  });

  it('equals preAggregate with nulls, numbers as text, dates and no column list', async () => {
    const n = 300;
    const report = {
      columns: ['Plant', 'Day', 'Code', 'Qty', 'Cost'],
      rowCount: n,
      data: [
        Array.from({ length: n }, (_, i) => [1, '1', 'Two', null][i % 4]),
        Array.from({ length: n }, (_, i) => (i % 9 === 0 ? null : `2026-03-${String((i % 28) + 1).padStart(2, '0')}`)),
        Array.from({ length: n }, (_, i) => `K${i}`),
        Array.from({ length: n }, (_, i) => (i % 7 === 0 ? null : (i % 11) - 3)),
        Array.from({ length: n }, (_, i) => (i % 5 === 0 ? '' : i % 6 === 0 ? '12.5' : i * 0.1)),
      ],
    };
    const columns: Column[] = [
      { field: 'Plant', caption: 'Plant' },
      { field: 'Day', caption: 'Day', type: 'date' },
      { field: 'Qty', caption: 'Qty', type: 'number' },
      { field: 'Cost', caption: 'Cost', type: 'currency' },
    ];
    const table = encodeColumnar(report);
    const rows = fromColumnar(report);
    expect(foldTable(table, columns)).toEqual(await preAggregate(rows, columns));
    expect(foldTable(table, [])).toEqual(await preAggregate(rows, []));
  });
});
