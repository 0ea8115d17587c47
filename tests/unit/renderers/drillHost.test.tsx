import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { DetailScreen } from '../../../engine/screen/types';
import { callOperation } from '../../../engine/api/callOperation';
import { WithDrillHost } from '../../../engine/drilldown/DrillHost';
import { useDrillStore } from '../../../engine/stores/drillStore';

vi.mock('@glideapps/glide-data-grid', () => import('./glideMock'));
// Typed calls (callOperation) and calls by a definition's operationId (callOperationById) share one mock.
vi.mock('../../../engine/api/callOperation', () => {
  const call = vi.fn();
  return { callOperation: call, callOperationById: call };
});

const itemDetail: DetailScreen = {
  id: 'item-detail',
  kind: 'detail',
  title: 'Item',
  drillFor: 'item',
  roles: [],
  header: {
    dataSource: { operationId: 'getItem', params: { itemNo: { from: 'drill' } } },
    fields: [
      { field: 'ItemNo', caption: 'Item' },
      { field: 'Descrip', caption: 'Description' },
      { field: 'Source', caption: 'Source', type: 'statusCode', codes: 'itemSource' },
    ],
  },
};

vi.mock('../../../engine/screen/screenRegistry', () => ({
  loadDrillDefinition: async (type: string) => (type === 'item' ? itemDetail : undefined),
}));

function setup() {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <WithDrillHost>
          <p>screen</p>
        </WithDrillHost>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('drill-down dialogs', () => {
  it('opens the detail definition for the drilled type with the value bound', async () => {
    vi.mocked(callOperation).mockResolvedValue({ ItemNo: 'AX-100', Descrip: 'Axle 7K', Source: 'M' });
    setup();
    act(() => useDrillStore.getState().open('item', 'AX-100'));
    expect(await screen.findByRole('dialog', { name: 'Item: AX-100' })).toBeInTheDocument();
    expect(await screen.findByText('Manufactured')).toBeInTheDocument();
    expect(callOperation).toHaveBeenCalledWith('getItem', { itemNo: 'AX-100' }, undefined, expect.anything());
    act(() => useDrillStore.getState().closeAll());
  });

  it('says so when no detail screen exists for the type', async () => {
    setup();
    act(() => useDrillStore.getState().open('invoice', 'INV-1'));
    expect(await screen.findByText('No drill-down screen is defined for Invoice.')).toBeInTheDocument();
    act(() => useDrillStore.getState().closeAll());
  });
});
