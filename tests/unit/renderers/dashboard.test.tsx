import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { DashboardScreen } from '../../../engine/screen/types';
import { callOperation } from '../../../engine/api/callOperation';
import { rendererTests, renderScreen, textFilterChange } from './support/rendererTests';

vi.mock('@glideapps/glide-data-grid', () => import('./glideMock'));
// Typed calls (callOperation) and calls by a definition's operationId (callOperationById) share one mock.
vi.mock('../../../engine/api/callOperation', () => {
  const call = vi.fn();
  return { callOperation: call, callOperationById: call };
});

const definition: DashboardScreen = {
  id: 'test-exec-dashboard',
  kind: 'dashboard',
  title: 'Executive',
  roles: [],
  dataSource: { operationId: 'execSummary', params: { plant: { from: 'plant' } } },
  widgets: [
    { id: 'sales', title: 'Sales this month', widget: 'kpi', field: 'Sales', type: 'currency' },
    {
      id: 'goals',
      title: 'Goals',
      widget: 'progressList',
      field: 'Line',
      items: [{ label: 'Built', field: 'Built', targetField: 'Goal' }],
    },
    {
      id: 'legend',
      title: 'Legend',
      widget: 'legend',
      items: [{ label: 'On time' }, { label: 'Late', color: '#c92a2a' }],
    },
    { id: 'flag', title: 'Plant', widget: 'plantFlag' },
  ],
};

const mocked = vi.mocked(callOperation);

rendererTests(
  'dashboard',
  {
    definition,
    response: [{ Sales: 1234567.5, Line: 'Line 1', Built: 40, Goal: 50 }],
    expectText: '$1,234,567.50',
    emptyText: 'Not data found.',
    inputChange: textFilterChange(definition),
  },
  mocked,
);

describe('dashboard widgets', () => {
  it('shows KPI, progress cards, the legend and the U.S. plant flag', async () => {
    mocked.mockReset();
    mocked.mockResolvedValue([{ Sales: 10, Line: 'Line 1', Built: 40, Goal: 50 }]);
    await renderScreen(definition);
    expect(await screen.findByText('Line 1')).toBeInTheDocument();
    expect(screen.getByText('40 / 50')).toBeInTheDocument();
    expect(screen.getByText('Late')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'U.S. flag' })).toHaveAttribute(
      'src',
      expect.stringContaining('flags/TX1.svg'),
    );
  });
});

describe('progress cards', () => {
  it("cut a card title to 20 characters plus '...' and show 'No Title' for an empty one (SPEC §9)", async () => {
    const { ProgressListWidget } = await import('../../../engine/renderers/dashboard/widgets/ProgressListWidget');
    const { MantineProvider } = await import('@mantine/core');
    const { render, screen: view } = await import('@testing-library/react');
    const widget = {
      id: 'p',
      title: 'Lines',
      widget: 'progressList' as const,
      field: 'Line',
      items: [{ label: 'Built', field: 'Built', targetField: 'Goal' }],
    };
    render(
      <MantineProvider>
        <ProgressListWidget
          widget={widget}
          rows={[
            { Line: 'Gooseneck Flatbed Line 2', Built: 4, Goal: 5 },
            { Line: '', Built: 1, Goal: 5 },
          ]}
        />
      </MantineProvider>,
    );
    expect(view.getByText('Gooseneck Flatbed Li...')).toBeInTheDocument();
    expect(view.getByText('No Title')).toBeInTheDocument();
  });
});
