import { vi } from 'vitest';
import type { ChartScreen } from '../../../engine/screen/types';
import { callOperation } from '../../../engine/api/callOperation';
import { rendererTests, textFilterChange } from '../../../engine/renderers/shared/rendererTests';

vi.mock('../../../engine/api/callOperation', () => ({ callOperation: vi.fn() }));
// jsdom lays nothing out, so recharts' ResponsiveContainer would measure 0×0 and draw nothing: give it a size.
vi.mock('recharts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('recharts')>();
  const { cloneElement, isValidElement } = await import('react');
  return {
    ...actual,
    ResponsiveContainer: ({ children }: { children: unknown }) =>
      isValidElement(children) ? cloneElement(children as never, { width: 800, height: 400 }) : null,
  };
});

const definition: ChartScreen = {
  id: 'test-sales-trend',
  kind: 'chart',
  title: 'Sales trend',
  roles: [],
  dataSource: { operationId: 'salesTrend', params: { plant: { from: 'plant' } } },
  type: 'bar',
  x: 'Month',
  series: [
    { field: 'Units', caption: 'Units sold' },
    { field: 'Target', caption: 'Target units', type: 'line' },
  ],
};

rendererTests(
  'chart',
  {
    definition,
    response: [
      { Month: 'Jan', Units: 120, Target: 100 },
      { Month: 'Feb', Units: 90, Target: 100 },
    ],
    expectText: 'Units sold',
    blockedDefinition: { ...definition, filters: [{ id: 'month', type: 'month', label: 'Month', required: true }] },
    inputChange: textFilterChange(definition),
  },
  vi.mocked(callOperation),
);
