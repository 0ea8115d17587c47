import { vi } from 'vitest';
import type { ChartScreen } from '../../../engine/screen/types';
import { callOperation } from '../../../engine/api/callOperation';
import { rendererTests, textFilterChange } from './support/rendererTests';

// Typed calls (callOperation) and calls by a definition's operationId (callOperationById) share one mock.
vi.mock('../../../engine/api/callOperation', () => {
  const call = vi.fn();
  return { callOperation: call, callOperationById: call };
});
vi.mock('recharts', () => import('./sizedRecharts').then((m) => m.sizedRecharts()));

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
