// The pivot's table drawn in slices shows exactly the table react-pivottable's TableRenderer draws for the same data and
// settings (cells, spans, totals), from the partial results as from the raw records; until its last slice is drawn it
// shows the first rows and says aria-busy; clicking a cell gives the same filters as the library's table.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import type { Column } from '../../../engine/screen/types';
import { toPivotRecords } from '../../../engine/renderers/pivot/pivotData';
import { preAggregate, preAggregatedAggregators } from '../../../engine/renderers/pivot/preAggregate';
import { TableRenderers } from '../../../engine/renderers/pivot/pivotModules';
import { SlicedPivotTable } from '../../../engine/renderers/pivot/SlicedPivotTable';
import { libraryAggregators } from '../../../engine/renderers/pivot/pivotUtilities';
import { setLocale } from '../../../engine/i18n/locale';

afterEach(() => setLocale('en-US'));

const columns: Column[] = [
  { field: 'Region', caption: 'Region' },
  { field: 'WorkCenter', caption: 'Work center' },
  { field: 'Month', caption: 'Month' },
  { field: 'Amount', caption: 'Amount', type: 'currency' },
];

const REGIONS = ['South', 'West', 'Mexico North', 'Midwest', 'Northeast'];
const CENTERS = ['WELD-01', 'PAINT-01', 'ASSY-01', 'CUT-01', 'QC-01', 'WOOD-01', 'PRESS-01'];
const rows = Array.from({ length: 3000 }, (_, i) => ({
  Region: REGIONS[i % 5],
  WorkCenter: CENTERS[(i * 7 + (i >> 3)) % 7],
  Month: `2026-${String((i % 12) + 1).padStart(2, '0')}`,
  Amount: i % 17 === 0 ? null : ((i * 37) % 1000) + 0.25,
}));

const layouts = [
  { rows: ['Region', 'Work center'], cols: ['Month'] },
  { rows: ['Month'], cols: ['Region', 'Work center'] },
  { rows: [], cols: ['Region'] },
  { rows: ['Work center'], cols: [] },
];

/** The library's table and the sliced one, all slices drawn. */
function bothTables(props: Record<string, unknown>) {
  const theirs = render(<TableRenderers.Table {...props} />).container.innerHTML;
  const ours = render(<SlicedPivotTable {...props} rowsPerSlice={Infinity} />).container.innerHTML;
  return { theirs, ours };
}

describe('sliced pivot table', () => {
  it.each(layouts)('draws the library’s table from the partial results (rows $rows, cols $cols)', async (layout) => {
    const pre = (await preAggregate(rows, columns))!;
    for (const aggregatorName of ['Sum', 'Count', 'Average']) {
      const props = {
        data: pre.records,
        ...layout,
        vals: ['Amount'],
        aggregatorName,
        aggregators: preAggregatedAggregators,
      };
      const { theirs, ours } = bothTables(props);
      expect(theirs).toContain('pvtTable');
      expect(ours).toBe(theirs);
    }
  });

  it('draws the library’s table from the raw records with a value filter', () => {
    const props = {
      data: toPivotRecords(rows, columns),
      rows: ['Region'],
      cols: ['Month'],
      vals: ['Amount'],
      aggregatorName: 'Sum',
      aggregators: libraryAggregators,
      valueFilter: { Region: { West: true } },
    };
    const { theirs, ours } = bothTables(props);
    expect(ours).toBe(theirs);
    expect(ours).not.toContain('>West<');
  });

  it('shows the first rows at once and the rest a slice per task, busy until the last', async () => {
    vi.useFakeTimers();
    try {
      const pre = (await preAggregate(rows, columns))!;
      const props = { data: pre.records, ...layouts[0], vals: ['Amount'], aggregatorName: 'Sum' };
      const { container } = render(<SlicedPivotTable {...props} aggregators={preAggregatedAggregators} />);
      const table = () => container.querySelector('table.pvtTable')!;
      const bodyRows = () => table().querySelectorAll('tbody tr').length - 1;
      // 5 regions × 7 work centers; 12 months + the totals column make 14 cells a row: 21 rows a slice.
      expect(bodyRows()).toBe(21);
      expect(table().getAttribute('aria-busy')).toBe('true');
      expect(table().querySelector('.pvtGrandTotal')?.textContent).not.toBe('');
      await act(async () => {
        await vi.runOnlyPendingTimersAsync();
      });
      expect(bodyRows()).toBe(35);
      expect(table().hasAttribute('aria-busy')).toBe(false);
      const theirs = render(<TableRenderers.Table {...props} aggregators={preAggregatedAggregators} />).container
        .innerHTML;
      expect(container.innerHTML).toBe(theirs);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives a clicked cell the filters of its row and column, as the library does', async () => {
    const pre = (await preAggregate(rows, columns))!;
    const clicks: [string, unknown, Record<string, unknown>][] = [];
    const props = (who: string) => ({
      data: pre.records,
      ...layouts[0],
      vals: ['Amount'],
      aggregatorName: 'Sum',
      aggregators: preAggregatedAggregators,
      tableOptions: {
        clickCallback: (_e: unknown, value: unknown, filters: Record<string, unknown>) =>
          clicks.push([who, value, filters]),
      },
    });
    const theirs = render(<TableRenderers.Table {...props('theirs')} />).container;
    const ours = render(<SlicedPivotTable {...props('ours')} rowsPerSlice={Infinity} />).container;
    for (const selector of ['td.pvtVal', 'td.pvtTotal', 'td.pvtGrandTotal']) {
      const count = theirs.querySelectorAll(selector).length;
      for (const index of [0, Math.floor(count / 2), count - 1]) {
        clicks.length = 0;
        (theirs.querySelectorAll(selector)[index] as HTMLElement).click();
        (ours.querySelectorAll(selector)[index] as HTMLElement).click();
        expect(clicks.map(([who]) => who)).toEqual(['theirs', 'ours']);
        expect(clicks[1].slice(1)).toEqual(clicks[0].slice(1));
      }
    }
  });

  it('heads the totals in the reader’s language', async () => {
    setLocale('es-MX');
    const pre = (await preAggregate(rows, columns))!;
    const table = render(
      <SlicedPivotTable
        data={pre.records}
        {...layouts[0]}
        vals={['Amount']}
        aggregatorName="Sum"
        aggregators={preAggregatedAggregators}
        rowsPerSlice={Infinity}
      />,
    ).container;
    const labels = [...table.querySelectorAll('.pvtTotalLabel')].map((th) => th.textContent).filter(Boolean);
    expect(labels).toEqual(['Totales', 'Totales']);
  });
});
