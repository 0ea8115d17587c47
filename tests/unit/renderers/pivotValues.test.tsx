// A pivot with several values: one table per value over the same rows and columns, each with its own aggregator,
// and counts (or sums of a whole-number column) shown as integers.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PivotScreen } from '../../../engine/screen/types';
import { callOperation } from '../../../engine/api/callOperation';
import { renderScreen } from './support/rendererTests';
import { pivotValues } from '../../../engine/renderers/pivot/pivotValues';
import fillRate from '../../../screens/Production/FillRate.screen.json';

vi.mock('@glideapps/glide-data-grid', () => import('./glideMock'));
vi.mock('../../../engine/api/callOperation', () => {
  const call = vi.fn();
  return { callOperation: call, callOperationById: call };
});

const definition: PivotScreen = {
  id: 'test-paint-qc-pivot',
  kind: 'pivot',
  title: 'Paint QC out of spec',
  roles: [],
  dataSource: { operationId: 'listPaintQcChecks', params: {} },
  columns: [
    { field: 'UnitType', caption: 'Unit type' },
    { field: 'Month', caption: 'Month' },
    { field: 'CheckId', caption: 'Check' },
    { field: 'OutOfSpec', caption: 'Out of spec', type: 'number' },
    { field: 'MinReading', caption: 'Min reading', type: 'decimal' },
  ],
  rows: ['UnitType'],
  cols: ['Month'],
  values: [
    { field: 'CheckId', aggregator: 'Count', caption: 'Checks' },
    { field: 'OutOfSpec', aggregator: 'Sum' },
    { field: 'MinReading', aggregator: 'Average' },
  ],
};

const rows = [
  { UnitType: 'GN', Month: 'Jan', CheckId: 1, OutOfSpec: 1, MinReading: 2.5 },
  { UnitType: 'GN', Month: 'Jan', CheckId: 2, OutOfSpec: 0, MinReading: 3.0 },
  { UnitType: 'GN', Month: 'Feb', CheckId: 3, OutOfSpec: 1, MinReading: 2.2 },
  { UnitType: 'DU', Month: 'Jan', CheckId: 4, OutOfSpec: 0, MinReading: 3.3 },
];

describe('pivot with several values', () => {
  it('names each value with its aggregator, or its own caption', () => {
    expect(pivotValues(definition).map((v) => [v.attribute, v.aggregatorName, v.title])).toEqual([
      ['Check', 'Count', 'Checks'],
      ['Out of spec', 'Sum', 'Out of spec (Sum)'],
      ['Min reading', 'Average', 'Min reading (Average)'],
    ]);
    // A plain field name takes the screen's aggregator.
    expect(pivotValues({ ...definition, values: ['MinReading'], aggregator: 'Max' })[0].title).toBe(
      'Min reading (Maximum)',
    );
  });

  it('shows one table per value over the same rows, counts and integer sums as whole numbers', async () => {
    vi.mocked(callOperation).mockResolvedValue(rows);
    await renderScreen(definition);
    const first = await screen.findByTestId('pivot-table');
    expect(within(first).getByTestId('pivot-value-title')).toHaveTextContent('Count');
    const grandTotal = (table: HTMLElement) => table.querySelector('.pvtGrandTotal')?.textContent;
    // 4 checks, not 4.00.
    expect(grandTotal(first)).toBe('4');

    const others = await screen.findAllByTestId('pivot-value-table');
    expect(others.map((t) => t.querySelector('p, div')?.textContent)).toEqual([
      'Out of spec (Sum)',
      'Min reading (Average)',
    ]);
    const [outOfSpec, reading] = others;
    for (const table of others) {
      expect(within(table).getAllByText('GN').length).toBeGreaterThan(0);
      expect(within(table).getAllByText('DU').length).toBeGreaterThan(0);
    }
    // 2 out of spec in total, shown as an integer; the average keeps its decimals (2.75 over the 4 checks).
    expect(grandTotal(outOfSpec)).toBe('2');
    expect(grandTotal(reading)).toBe('2.75');
  });

  it('the Fill Rate pivot shows its fill rate with the lines due and their lateness behind it', async () => {
    const def = fillRate as PivotScreen;
    expect(pivotValues(def).map((v) => v.title)).toEqual(['On Time % (Average)', 'Lines due', 'Average days late']);
    vi.mocked(callOperation).mockResolvedValue([
      { DueWeek: '2026-10-19', Family: 'GN', CoLineKey: 'CO1-1', DaysLate: 0, OnTimePct: 1 },
      { DueWeek: '2026-10-19', Family: 'GN', CoLineKey: 'CO2-1', DaysLate: 5, OnTimePct: 0 },
      { DueWeek: '2026-10-26', Family: 'DU', CoLineKey: 'CO3-1', DaysLate: 0, OnTimePct: 1 },
    ]);
    await renderScreen(def);
    const [lines, late] = await screen.findAllByTestId('pivot-value-table');
    expect(lines.querySelector('.pvtGrandTotal')?.textContent).toBe('3');
    expect(late.querySelector('.pvtGrandTotal')?.textContent).toBe('1.67');
  });
});
