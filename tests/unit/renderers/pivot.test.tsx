import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { PivotScreen } from '../../../engine/screen/types';
import { callOperation } from '../../../engine/api/callOperation';
import { rendererTests, renderScreen, textFilterChange } from './support/rendererTests';
import { pivotChartRows, rowsBehind, toPivotRecords } from '../../../engine/renderers/pivot/pivotData';

vi.mock('@glideapps/glide-data-grid', () => import('./glideMock'));
// Typed calls (callOperation) and calls by a definition's operationId (callOperationById) share one mock.
vi.mock('../../../engine/api/callOperation', () => {
  const call = vi.fn();
  return { callOperation: call, callOperationById: call };
});

const definition: PivotScreen = {
  id: 'test-scrap-pivot',
  kind: 'pivot',
  title: 'Scrap',
  roles: [],
  dataSource: { operationId: 'scrapSummary', params: { plant: { from: 'plant' } } },
  columns: [
    { field: 'WorkCenter', caption: 'Work center' },
    { field: 'Month', caption: 'Month' },
    { field: 'Cost', caption: 'Scrap cost', type: 'currency' },
  ],
  rows: ['WorkCenter'],
  cols: ['Month'],
  values: ['Cost'],
  aggregator: 'Sum',
};

const rows = [
  { WorkCenter: 'Welding', Month: 'Jan', Cost: 100 },
  { WorkCenter: 'Welding', Month: 'Feb', Cost: 50 },
  { WorkCenter: 'Paint', Month: 'Jan', Cost: 25 },
];

const mocked = vi.mocked(callOperation);

rendererTests(
  'pivot',
  { definition, response: rows, expectText: 'Welding', inputChange: textFilterChange(definition) },
  mocked,
);

describe('pivot data', () => {
  it('aggregates for the chart exactly like the table', () => {
    const records = toPivotRecords(rows, definition.columns!);
    const chart = pivotChartRows(records, {
      rows: ['Work center'],
      cols: ['Month'],
      vals: ['Scrap cost'],
      aggregatorName: 'Sum',
    });
    expect(chart.series).toEqual(['Feb', 'Jan']);
    expect(chart.rows).toEqual([
      { label: 'Paint', Feb: null, Jan: 25 },
      { label: 'Welding', Feb: 50, Jan: 100 },
    ]);
  });

  it('finds the rows behind a cell', () => {
    const records = toPivotRecords(rows, definition.columns!);
    expect(rowsBehind(records, rows, { 'Work center': 'Welding' })).toEqual([rows[0], rows[1]]);
  });

  it('starts from the definition layout with the sums in the table', async () => {
    mocked.mockReset();
    mocked.mockResolvedValue(rows);
    await renderScreen(definition);
    expect(await screen.findByText('Welding')).toBeInTheDocument();
    expect(screen.getByText('$150.00')).toBeInTheDocument(); // money in the pivot is money: $ and, for pesos, MXN
  });
});
