// Date and month keys sort chronologically whatever their display format: Labor Cost's week
// columns read 01/01/2024, 01/05/2026, 01/06/2025 … as text. Pivot columns, the pivot chart's series and grid groups.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Column, PivotScreen } from '../../../engine/screen/types';
import { callOperation } from '../../../engine/api/callOperation';
import { renderScreen } from './support/rendererTests';
import { pivotChartRows, toPivotRecords } from '../../../engine/renderers/pivot/pivotData';
import { pivotSorters } from '../../../engine/renderers/pivot/pivotSorters';
import { buildView } from '../../../engine/views/grid/state/buildView';
import { defaultLayout } from '../../../engine/views/grid/state/gridLayout';
import { chronologicalKey } from '../../../engine/format';

vi.mock('@glideapps/glide-data-grid', () => import('./glideMock'));
// Typed calls (callOperation) and calls by a definition's operationId (callOperationById) share one mock.
vi.mock('../../../engine/api/callOperation', () => {
  const call = vi.fn();
  return { callOperation: call, callOperationById: call };
});
vi.mock('recharts', () => import('./sizedRecharts').then((m) => m.sizedRecharts()));

const columns: Column[] = [
  { field: 'WorkCenter', caption: 'Work Center' },
  { field: 'Week', caption: 'Week', type: 'date' },
  { field: 'LaborCost', caption: 'Labor Cost', type: 'currency' },
];
// API order, and the order text sorting gave the week columns.
const weeks = ['2026-01-05', '2023-11-13', '2025-01-06', '2024-01-08', '2023-11-20', '2024-01-01'];
const chronological = ['11/13/2023', '11/20/2023', '01/01/2024', '01/08/2024', '01/06/2025', '01/05/2026'];
const rows = weeks.flatMap((Week, i) => [
  { WorkCenter: 'Weld 1', Week, LaborCost: 100 + i },
  { WorkCenter: 'Paint', Week, LaborCost: 50 + i },
]);

const definition: PivotScreen = {
  id: 'test-labor-cost',
  kind: 'pivot',
  title: 'Labor Cost',
  roles: [],
  dataSource: { operationId: 'listWorkCenterLabor', params: {} },
  columns,
  rows: ['WorkCenter'],
  cols: ['Week'],
  values: ['LaborCost'],
  aggregator: 'Sum',
  chart: { type: 'bar' },
};

describe('date keys in pivots', () => {
  it('shows week columns and the chart legend in chronological order', async () => {
    vi.mocked(callOperation).mockResolvedValue(rows);
    await renderScreen(definition);
    const table = await screen.findByTestId('pivot-table');
    await within(table).findByText('Weld 1');
    const labels = [...table.querySelectorAll('th.pvtColLabel')].map((th) => th.textContent);
    expect(labels).toEqual(chronological);
    // The chart's legend lists the series in that order too (recharts sorts legend items by name by default).
    const chart = await screen.findByTestId('pivot-chart');
    await waitFor(() =>
      expect([...chart.querySelectorAll('.recharts-legend-item-text')].map((t) => t.textContent)).toEqual(
        chronological,
      ),
    );
  });

  it('gives the chart its series in the same chronological order', () => {
    const records = toPivotRecords(rows, columns);
    const state = { rows: ['Work Center'], cols: ['Week'], vals: ['Labor Cost'], aggregatorName: 'Sum' };
    const chart = pivotChartRows(records, state, undefined, pivotSorters(columns, records));
    expect(chart.series).toEqual(chronological);
  });

  it('sorts a text attribute whose values are all months chronologically, and leaves other text alone', () => {
    const months = [{ Month: 'Sep 2026' }, { Month: 'Jan 2027' }, { Month: 'Oct 2025' }];
    const sorters = pivotSorters([], months);
    expect(['Sep 2026', 'Jan 2027', 'Oct 2025'].sort(sorters.Month)).toEqual(['Oct 2025', 'Sep 2026', 'Jan 2027']);
    expect(pivotSorters(columns, toPivotRecords(rows, columns))).not.toHaveProperty('Work Center');
  });
});

describe('date keys in grid groups', () => {
  it.each([
    ['US-formatted dates', ['01/05/2026', '11/13/2023', '01/06/2025'], ['11/13/2023', '01/06/2025', '01/05/2026']],
    ['month names', ['Jan 2026', 'Nov 2023', 'Jun 2025'], ['Nov 2023', 'Jun 2025', 'Jan 2026']],
  ])('orders groups of %s chronologically', (_kind, values, expected) => {
    const gridRows = values.map((Key, i) => ({ Key, Amount: i }));
    const gridColumns: Column[] = [
      { field: 'Key', caption: 'Key' },
      { field: 'Amount', caption: 'Amount', type: 'number' },
    ];
    const view = buildView(gridRows, gridColumns, { ...defaultLayout(gridColumns), groupBy: ['Key'] });
    const groups = view.display.flatMap((d) => (d.kind === 'group' ? [d.value] : []));
    expect(groups).toEqual(expected);
  });
});

describe('chronologicalKey', () => {
  it.each([
    ['11/13/2023', Date.UTC(2023, 10, 13)],
    ['11/13/2023 14:30', Date.UTC(2023, 10, 13, 14, 30)],
    ['2023-11-13', Date.UTC(2023, 10, 13)],
    ['2023-11', Date.UTC(2023, 10, 1)],
    ['11/2023', Date.UTC(2023, 10, 1)],
    ['November 2023', Date.UTC(2023, 10, 1)],
    ['Sept 2023', Date.UTC(2023, 8, 1)],
    ['Feb', Date.UTC(1970, 1, 1)],
    ['Weld 1', undefined],
    ['Marble 2023', undefined],
    [42, undefined],
  ])('%j → %j', (text, key) => {
    expect(chronologicalKey(text)).toBe(key);
  });
});
