import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { DetailScreen } from '../../../engine/screen/types';
import { callOperation } from '../../../engine/api/callOperation';
import { rendererTests } from './support/rendererTests';
import { useDrillStore } from '../../../engine/stores/drillStore';

vi.mock('@glideapps/glide-data-grid', () => import('./glideMock'));
// Typed calls (callOperation) and calls by a definition's operationId (callOperationById) share one mock.
vi.mock('../../../engine/api/callOperation', () => {
  const call = vi.fn();
  return { callOperation: call, callOperationById: call };
});

const poViewer: DetailScreen = {
  id: 'purchase-order-viewer',
  kind: 'detail',
  title: 'Purchase order',
  drillFor: 'purchaseOrder',
  roles: [],
  header: {
    dataSource: { operationId: 'getPurchaseOrder', params: { PONO: { from: 'drill' } } },
    fields: [
      { field: 'PONO', caption: 'PO' },
      { field: 'Vendor', caption: 'Vendor' },
      { field: 'PODate', caption: 'PO date', type: 'date' },
      { field: 'Buyer', caption: 'Buyer' },
      { field: 'ReqBy', caption: 'Requested by' },
    ],
  },
  tabs: [
    {
      title: 'Lines',
      view: 'purchaseOrderLines',
      dataSource: { operationId: 'getPurchaseOrder', params: { PONO: { from: 'drill' } }, rowsPath: 'PODetails' },
      columns: [
        { field: 'ItemNo', caption: 'Item', drill: 'item' },
        { field: 'Descrip', caption: 'Description' },
        { field: 'RequestDate', caption: 'Request date', type: 'date' },
        { field: 'PromiseDate', caption: 'Promise date', type: 'date' },
        { field: 'Qty', caption: 'Qty', type: 'decimal', format: '#,##0.00' },
        { field: 'LeftToRecv', caption: 'Left to receive', type: 'decimal', format: '#,##0.00' },
      ],
    },
  ],
};

const po = {
  PONO: 'PO-77',
  Vendor: 'Acme Steel',
  PODate: '2026-10-01',
  Buyer: 'J. Ortiz',
  ReqBy: 'Plant TX1',
  PODetails: [
    {
      PO_DETAIL_ID: 1,
      ItemNo: 'AX-100',
      Descrip: 'Axle 7K',
      UOM: 'EA',
      IsLate: true,
      POReleases: [{ RequestDate: '2026-10-05', PromiseDate: '2020-10-06', Qty: 1500, LeftToRecv: 250 }],
    },
    {
      PO_DETAIL_ID: 2,
      ItemNo: 'CH-200',
      Descrip: 'Chain',
      UOM: 'EA',
      IsLate: false,
      POReleases: [{ RequestDate: '2026-10-05', PromiseDate: '2099-10-06', Qty: 10, LeftToRecv: 10 }],
    },
  ],
};

const mocked = vi.mocked(callOperation);

// A routed detail reads its key from the route; bound here through a route param.
const routed: DetailScreen = {
  ...poViewer,
  drillFor: undefined,
  header: {
    ...poViewer.header,
    dataSource: { operationId: 'getPurchaseOrder', params: { PONO: { from: 'route', param: 'po' } } },
  },
};

rendererTests(
  'detail',
  {
    definition: routed,
    response: po,
    expectText: 'Acme Steel',
    emptyResponse: [],
    routeParams: { po: 'PO-77' },
    inputChange: { routeParams: { po: 'PO-78' } },
  },
  mocked,
);

describe('purchase order viewer (detail for purchaseOrder)', () => {
  it('shows the header, the lines with releases in #,##0.00 and highlights late lines', async () => {
    mocked.mockReset();
    mocked.mockResolvedValue(po);
    const { DetailView } = await import('../../../engine/views/detail/DetailView');
    const { MantineProvider } = await import('@mantine/core');
    const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
    const { render } = await import('@testing-library/react');
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <DetailView definition={poViewer} drill="PO-77" routeParams={{}} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByText('J. Ortiz')).toBeInTheDocument();
    expect(screen.getByText('10/01/2026')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Purchase order lines' });
    expect(within(table).getByText('1,500.00')).toBeInTheDocument();
    const lateRow = within(table).getByText('Axle 7K').closest('tr')!;
    expect(lateRow).toHaveAttribute('data-late', 'true');
    expect(within(lateRow).getByText('Late')).toBeInTheDocument();
    const onTimeRow = within(table).getByText('Chain').closest('tr')!;
    expect(onTimeRow).not.toHaveAttribute('data-late');
    expect(mocked).toHaveBeenCalledWith('getPurchaseOrder', { PONO: 'PO-77' }, undefined, expect.anything());
    // An item on a line drills further.
    fireEvent.click(within(table).getByText('AX-100'));
    expect(useDrillStore.getState().stack.at(-1)).toMatchObject({ type: 'item', value: 'AX-100' });
    useDrillStore.getState().closeAll();
  });
});

describe('purchase order lines', () => {
  it('adds the release columns when the definition lists only line fields', async () => {
    const { PurchaseOrderLines } = await import('../../../engine/views/detail/PurchaseOrderLines');
    const { MantineProvider } = await import('@mantine/core');
    const { render } = await import('@testing-library/react');
    render(
      <MantineProvider>
        <PurchaseOrderLines lines={po.PODetails} columns={[{ field: 'ItemNo', caption: 'Item' }]} />
      </MantineProvider>,
    );
    expect(screen.getByRole('columnheader', { name: 'Left to Receive' })).toBeInTheDocument();
    expect(screen.getByText('250.00')).toBeInTheDocument();
    expect(screen.getByText('10/06/2020')).toBeInTheDocument();
  });
});
