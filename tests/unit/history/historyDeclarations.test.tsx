// The "history" declaration where records are opened: a drill-down dialog gets a History tab keyed by its record, a
// catalogue form offers its saved rows to pick one's history, and a grid's row dialog shows the row's History beside
// the action. The ERP answers at the unit boundary (the mocked call).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { DetailScreen, FormScreen, GridScreen } from '../../../engine/screen/types';
import { callOperation } from '../../../engine/api/callOperation';
import type { HistoryEntry } from '../../../engine/views/history/RecordHistoryPanel';
import { renderScreen } from '../renderers/support/rendererTests';

vi.mock('@glideapps/glide-data-grid', () => import('../renderers/glideMock'));
vi.mock('../../../engine/api/callOperation', async (original) => {
  const call = vi.fn();
  return {
    ...(await original<typeof import('../../../engine/api/callOperation')>()),
    callOperation: call,
    callOperationById: call,
  };
});
const mocked = vi.mocked(callOperation);

const entry = (entity: string, key: string, field: string, from: unknown, to: unknown): HistoryEntry => ({
  Seq: 1,
  At: '2026-11-24T16:00:00Z',
  Entity: entity,
  Key: key,
  Label: null,
  Plant: 2,
  Action: 'changed',
  Line: null,
  LineKey: null,
  User: 'hr.manager',
  UserName: 'Hana Ruiz',
  OnBehalfOf: null,
  Operation: 'save',
  RequestId: 'r1',
  Changes: [{ Field: field, Old: from, New: to, Secret: false }],
});

let answers: Record<string, unknown> = {};

function serve(given: Record<string, unknown>) {
  answers = given;
  mocked.mockReset();
  mocked.mockImplementation((async (operationId: string, params: Record<string, unknown> = {}) => {
    if (operationId === 'listRecordHistory') {
      const key = `${String(params.entity)}/${String(params.key)}`;
      return answers[key] ?? [];
    }
    if (operationId in answers) return answers[operationId];
    throw new Error(`unexpected call ${operationId}`);
  }) as never);
}

const historyCalls = () => mocked.mock.calls.filter(([op]) => op === 'listRecordHistory').map(([, params]) => params);

describe('history declarations', () => {
  it('adds a History tab to a drill-down dialog, keyed by the record field it names', async () => {
    serve({
      getMachine: { Id: 7, Code: 'PB-7', Name: 'Press brake' },
      'machines/7': [entry('machines', '7', 'status', 'Running', 'Down')],
    });
    const definition: DetailScreen = {
      id: 'test-machine',
      kind: 'detail',
      title: 'Machine',
      drillFor: 'machine',
      roles: [],
      history: { entity: 'machines', key: 'Id' },
      header: {
        dataSource: { operationId: 'getMachine', params: { id: { from: 'drill' } } },
        fields: [{ field: 'Code', caption: 'Code' }],
      },
    };
    const { DetailView } = await import('../../../engine/views/detail/DetailView');
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <DetailView definition={definition} drill={7} routeParams={{}} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    // A detail without other tabs opens on its History.
    expect(await screen.findByRole('tab', { name: 'History' })).toBeInTheDocument();
    expect(await screen.findByText('Status: Running → Down')).toBeInTheDocument();
    expect(historyCalls()).toEqual([{ entity: 'machines', key: '7' }]);
  });

  it('lets a catalogue form pick a saved row and shows that row’s history', async () => {
    serve({
      getDepartmentCatalog: {
        Version: 3,
        Departments: [
          { Id: 4, Code: 'WELD', Name: 'Welding' },
          { Id: 5, Code: 'PNT', Name: 'Paint' },
        ],
      },
      'departments/5': [entry('departments', '5', 'name', 'Painting', 'Paint')],
    });
    const definition: FormScreen = {
      id: 'test-departments',
      kind: 'form',
      title: 'Departments',
      roles: [],
      route: '/Internal/HR/Employee/Departments',
      area: 'HR',
      schema: {
        type: 'object',
        properties: {
          Version: { type: 'integer' },
          Departments: {
            type: 'array',
            items: {
              type: 'object',
              properties: { Id: { type: ['integer', 'null'] }, Code: { type: 'string' }, Name: { type: 'string' } },
            },
          },
        },
      },
      load: { operationId: 'getDepartmentCatalog', params: { plant: { from: 'plant' } } },
      submit: { operationId: 'saveDepartmentCatalog', params: { plant: { from: 'plant' } } },
      history: { entity: 'departments', key: 'Id', rows: 'Departments', labelField: 'Name' },
    };
    const user = userEvent.setup();
    await renderScreen(definition);
    const panel = await screen.findByTestId('form-history');
    expect(within(panel).getByText('Pick a record to see its changes')).toBeInTheDocument();
    expect(historyCalls()).toEqual([]);
    await user.click(within(panel).getByLabelText('Record'));
    await user.click(await screen.findByRole('option', { name: 'Paint (5)', hidden: true }));
    expect(await within(panel).findByText('Name: Painting → Paint')).toBeInTheDocument();
    expect(historyCalls()).toEqual([{ entity: 'departments', key: '5' }]);

    // A save shows its own change in the open History.
    answers['saveDepartmentCatalog'] = { Version: 4, Departments: [] };
    answers['departments/5'] = [
      { ...entry('departments', '5', 'code', 'PNT', 'PAINT'), Seq: 2 },
      entry('departments', '5', 'name', 'Painting', 'Paint'),
    ];
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Code: PNT → PAINT')).toBeInTheDocument();
    expect(within(panel).getAllByTestId('history-entry')).toHaveLength(2);
  });

  it('shows the History of a grid row beside its row dialog', async () => {
    serve({
      listMachines: [{ Id: 9, Code: 'LZ-9', Name: 'Laser', Status: 'Running' }],
      'machines/9': [entry('machines', '9', 'name', 'Laser cutter', 'Laser')],
    });
    const definition: GridScreen = {
      id: 'test-machines',
      kind: 'grid',
      title: 'Machines',
      roles: [],
      route: '/Internal/Production/WorkCenters/Machines',
      area: 'Production',
      dataSource: { operationId: 'listMachines', params: { plant: { from: 'plant' } } },
      columns: [
        { field: 'Code', caption: 'Code' },
        { field: 'Name', caption: 'Name' },
      ],
      rowActions: [
        {
          label: 'Edit',
          operationId: 'updateMachine',
          bind: { Id: 'Id' },
          heading: '{Code}',
          fields: [{ name: 'Name', label: 'Name', fromRow: 'Name' }],
          history: { entity: 'machines', key: 'Id' },
        },
      ],
    };
    const user = userEvent.setup();
    await renderScreen(definition);
    fireEvent.doubleClick(await screen.findByText('LZ-9'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit — LZ-9' });
    expect(within(dialog).getByRole('tab', { name: 'Edit' })).toHaveAttribute('aria-selected', 'true');
    expect(historyCalls()).toEqual([]);
    await user.click(within(dialog).getByRole('tab', { name: 'History' }));
    expect(await within(dialog).findByText('Name: Laser cutter → Laser')).toBeInTheDocument();
    expect(historyCalls()).toEqual([{ entity: 'machines', key: '9' }]);
  });

  it('keys a record form by its route parameter when the record has no key field', async () => {
    serve({
      getPotentialDealer: { Version: 2, Name: 'Hill Country Trailers', Status: 'Contacted' },
      'potential-dealers/12': [entry('potential-dealers', '12', 'status', 'New', 'Contacted')],
    });
    const definition: FormScreen = {
      id: 'test-potential-dealer',
      kind: 'form',
      title: 'Potential dealer',
      roles: [],
      route: '/Internal/Sales/dealermap/potentialdealer/:id/edit/',
      area: 'Sales',
      schema: { type: 'object', properties: { Name: { type: 'string' }, Status: { type: 'string' } } },
      load: { operationId: 'getPotentialDealer', params: { id: { from: 'route', param: 'id' } } },
      submit: { operationId: 'updatePotentialDealer', params: { id: { from: 'route', param: 'id' } } },
      history: { entity: 'potential-dealers', key: { from: 'route', param: 'id' } },
    };
    await renderScreen(definition, { id: '12' });
    const panel = await screen.findByTestId('form-history');
    expect(await within(panel).findByText('Status: New → Contacted')).toBeInTheDocument();
    expect(historyCalls()).toEqual([{ entity: 'potential-dealers', key: '12' }]);
  });
});
