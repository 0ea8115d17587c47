import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridScreen } from '../../../engine/screen/types';
import { callOperation } from '../../../engine/api/callOperation';
import { rendererTests, renderScreen, textFilterChange } from './support/rendererTests';
import { useDrillStore } from '../../../engine/stores/drillStore';

vi.mock('@glideapps/glide-data-grid', () => import('./glideMock'));
// Typed calls (callOperation) and calls by a definition's operationId (callOperationById) share one mock.
vi.mock('../../../engine/api/callOperation', () => {
  const call = vi.fn();
  return { callOperation: call, callOperationById: call };
});

const definition: GridScreen = {
  id: 'test-po-lines',
  kind: 'grid',
  title: 'PO lines',
  roles: [],
  dataSource: { operationId: 'listPoLines', params: { plant: { from: 'plant' } } },
  columns: [
    { field: 'PONO', caption: 'PO', drill: 'purchaseOrder' },
    { field: 'Vendor', caption: 'Vendor' },
    { field: 'Status', caption: 'Status', type: 'statusCode' },
    { field: 'Qty', caption: 'Qty', type: 'decimal', summary: 'sum' },
    { field: 'PromiseDate', caption: 'Promise date', type: 'date' },
  ],
};

const rows = [
  { PONO: 'PO-1001', Vendor: 'Acme Steel', Status: 'O', Qty: 1200.5, PromiseDate: '2026-11-02' },
  { PONO: 'PO-1002', Vendor: 'Beta Axles', Status: 'F', Qty: 10, PromiseDate: '2026-11-03' },
  { PONO: 'PO-1003', Vendor: 'Acme Steel', Status: 'C', Qty: 5, PromiseDate: '2026-11-04' },
];

const mocked = vi.mocked(callOperation);

rendererTests(
  'grid',
  {
    definition,
    response: rows,
    expectText: 'Acme Steel',
    blockedDefinition: { ...definition, filters: [{ id: 'range', type: 'dateRange', label: 'Dates', required: true }] },
    inputChange: textFilterChange(definition),
  },
  mocked,
);

describe('grid renderer', () => {
  const setup = async (def: GridScreen = definition) => {
    mocked.mockReset();
    mocked.mockResolvedValue(rows);
    const user = userEvent.setup();
    await renderScreen(def);
    await screen.findAllByText('Acme Steel');
    return { user };
  };

  it('formats cells by column type and shows the row count and totals', async () => {
    await setup();
    expect(screen.getByText('Ordered')).toBeInTheDocument();
    expect(screen.getByText('1,200.50')).toBeInTheDocument();
    expect(screen.getByText('11/02/2026')).toBeInTheDocument();
    expect(screen.getByText('Sum: 1,215.50')).toBeInTheDocument();
    expect(screen.getByTestId('grid-row-count')).toHaveTextContent('3 rows');
    expect(mocked).toHaveBeenCalledWith('listPoLines', { plant: 2 }, undefined, expect.anything());
  });

  it('searches across visible columns', async () => {
    const { user } = await setup();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'beta');
    expect(screen.getByTestId('grid-row-count')).toHaveTextContent('1 row');
    expect(screen.queryByText('Acme Steel')).not.toBeInTheDocument();
  });

  it('sorts by header click, descending on the second click', async () => {
    await setup();
    const header = () => screen.getAllByRole('columnheader').find((h) => h.textContent?.startsWith('Qty'))!;
    fireEvent.click(header());
    fireEvent.click(header());
    const firstRow = screen.getAllByRole('row')[1];
    expect(within(firstRow).getByText('PO-1001')).toBeInTheDocument();
    expect(header().textContent).toContain('▼');
  });

  it('shows row numbers when asked and saves the layout per user and screen', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Row numbers' }));
    expect(screen.getByRole('columnheader', { name: '#' })).toBeInTheDocument();
    const saved = Object.keys(localStorage).find((k) => k.includes('grid.test-po-lines'));
    expect(saved).toBeDefined();
    expect(JSON.parse(localStorage.getItem(saved!)!).rowNumbers).toBe(true);
  });

  it('opens the drill dialog request on double-clicking a typed cell', async () => {
    await setup();
    useDrillStore.getState().closeAll();
    fireEvent.doubleClick(screen.getByText('PO-1002'));
    expect(useDrillStore.getState().stack.at(-1)).toMatchObject({ type: 'purchaseOrder', value: 'PO-1002' });
    useDrillStore.getState().closeAll();
  });

  it('asks for a required filter that has no value instead of showing "No data", then loads once it is applied', async () => {
    mocked.mockReset();
    mocked.mockResolvedValue(rows);
    const user = userEvent.setup();
    const vinLookup: GridScreen = {
      ...definition,
      filters: [{ id: 'vin', type: 'text', label: 'VIN', required: true, placeholder: '17 characters' }],
      dataSource: { operationId: 'listCsVinHistory', params: { vin: { from: 'filter', filter: 'vin' } } },
    };
    await renderScreen(vinLookup);
    const prompt = await screen.findByText('Enter the VIN above to see the data');
    expect(prompt.closest('[data-screen-state]')?.getAttribute('data-screen-state')).toBe('prompt');
    expect(screen.queryByText('No data')).toBeNull();
    expect(mocked).not.toHaveBeenCalled();
    await user.type(screen.getByPlaceholderText('17 characters'), '5NRG322C5WB100001');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findAllByText('Acme Steel');
    expect(mocked).toHaveBeenCalledWith(
      'listCsVinHistory',
      expect.objectContaining({ vin: '5NRG322C5WB100001' }),
      undefined,
      expect.anything(),
    );
    expect(screen.queryByText('Enter the VIN above to see the data')).toBeNull();
  });

  it('groups rows with group headers and sums', async () => {
    await setup({ ...definition, groupBy: ['Vendor'] });
    expect(screen.getAllByText('▾ Vendor: Acme Steel (2)').length).toBeGreaterThan(0);
    expect(screen.getByText('Sum: 1,205.50')).toBeInTheDocument();
  });
});
