// A grid's toolbar action (no row) and row action with a select input loaded from an operation, against a stand-in
// server (the mocked callOperation keeps the machines): "New machine" asks for the inputs, sends the chosen work
// center as the number the options operation gave (not the select's string) with the plant bound, and the rows are
// reloaded; "Edit" starts from the row's values, including its work center; an empty required input is refused in
// the reader's words before anything is sent.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridScreen } from '../../../engine/screen/types';
import { callOperationById } from '../../../engine/api/callOperation';
import { renderScreen } from './support/rendererTests';

vi.mock('@glideapps/glide-data-grid', () => import('./glideMock'));
vi.mock('../../../engine/api/callOperation', async (original) => ({
  ...(await original<typeof import('../../../engine/api/callOperation')>()),
  callOperationById: vi.fn(),
}));

const workCenters = {
  operationId: 'listWorkCenterOptions',
  valueField: 'Id',
  labelField: 'Name',
  params: { plant: { from: 'plant' } },
} as const;

const definition: GridScreen = {
  id: 'test-machines',
  kind: 'grid',
  title: 'Machines',
  roles: [],
  dataSource: { operationId: 'listMachines', params: { plant: { from: 'plant' } } },
  columns: [
    { field: 'Code', caption: 'Code' },
    { field: 'Name', caption: 'Name' },
    { field: 'WorkCenter', caption: 'Work Center' },
  ],
  toolbarActions: [
    {
      label: 'New machine',
      operationId: 'createMachine',
      bind: { EplantId: { from: 'plant' } },
      fields: [
        { name: 'Code', label: 'Code', maxLength: 30 },
        { name: 'WorkCenterId', label: 'Work center', type: 'select', options: workCenters, optional: true },
        {
          name: 'Status',
          label: 'Status',
          type: 'select',
          options: [
            { value: 'Running', label: 'Running' },
            { value: 'Idle', label: 'Idle' },
          ],
        },
      ],
      submitLabel: 'Add machine',
      success: 'Machine added',
    },
  ],
  rowActions: [
    {
      label: 'Edit',
      operationId: 'updateMachine',
      bind: { Id: 'Id', EplantId: 'EplantId' },
      heading: '{Code}',
      fields: [
        { name: 'Code', label: 'Code', fromRow: 'Code' },
        { name: 'WorkCenterId', label: 'Work center', type: 'select', options: workCenters, fromRow: 'WorkCenterId' },
      ],
    },
  ],
};

interface Machine {
  Id: number;
  Code: string;
  Name: string;
  EplantId: number;
  WorkCenterId: number | null;
  WorkCenter: string | null;
}

const mocked = vi.mocked(callOperationById);
const CENTERS = [
  { Id: 4, Name: 'LAS-01 - Laser' },
  { Id: 7, Name: 'WELD-03 - Weld' },
];

function serve(machines: Machine[]) {
  mocked.mockReset();
  mocked.mockImplementation(async (operationId, _params, body) => {
    if (operationId === 'listMachines') return machines.map((m) => ({ ...m }));
    if (operationId === 'listWorkCenterOptions') return CENTERS;
    if (operationId === 'createMachine') {
      const sent = body as Machine;
      const created = { ...sent, Id: machines.length + 1, Name: 'New laser', WorkCenter: 'WELD-03' };
      machines.push(created);
      return created;
    }
    throw new Error(`unexpected call ${operationId}`);
  });
}

/** The dialog's chunk loads lazily: on a busy machine that takes longer than findBy's default second. */
const SLOW = { timeout: 15_000 };

const calls = (op: string) => mocked.mock.calls.filter(([id]) => id === op);

describe('grid toolbar actions and select inputs from an operation', () => {
  it('adds a machine from the toolbar, sending the work center as a number, then reloads the rows', async () => {
    const machines: Machine[] = [];
    serve(machines);
    const user = userEvent.setup();
    await renderScreen(definition);
    await user.click(await screen.findByRole('button', { name: 'New machine' }));
    const dialog = await screen.findByRole('dialog', { name: 'New machine' }, SLOW);

    await user.type(within(dialog).getByLabelText('Code'), 'LAS-09');
    await user.click(within(dialog).getByRole('button', { name: 'Add machine' }));
    // Status is required: refused in words, nothing sent.
    expect(await within(dialog).findByText('Status is required')).toBeInTheDocument();
    expect(calls('createMachine')).toHaveLength(0);

    // The select is disabled until its options have been answered.
    await vi.waitFor(() => expect(within(dialog).getByLabelText('Work center')).toBeEnabled(), SLOW);
    await user.click(within(dialog).getByLabelText('Work center'));
    await user.click(await screen.findByRole('option', { name: 'WELD-03 - Weld', hidden: true }, SLOW));
    await user.click(within(dialog).getByLabelText('Status'));
    await user.click(await screen.findByRole('option', { name: 'Idle', hidden: true }, SLOW));
    await user.click(within(dialog).getByRole('button', { name: 'Add machine' }));

    await screen.findByText('Machine added');
    expect(calls('createMachine')).toEqual([
      ['createMachine', {}, { EplantId: 2, Code: 'LAS-09', WorkCenterId: 7, Status: 'Idle' }],
    ]);
    expect(await screen.findByText('New laser')).toBeInTheDocument();
  }, 60_000);

  it("starts the row's edit dialog from its values, the work center shown by its option label", async () => {
    serve([{ Id: 1, Code: 'LAS-01', Name: 'Laser 1', EplantId: 2, WorkCenterId: 4, WorkCenter: 'LAS-01' }]);
    await renderScreen(definition);
    fireEvent.doubleClick(await screen.findByText('Laser 1'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit — LAS-01' }, SLOW);
    expect(within(dialog).getByLabelText('Code')).toHaveValue('LAS-01');
    await vi.waitFor(() => expect(within(dialog).getByLabelText('Work center')).toHaveValue('LAS-01 - Laser'));
  }, 60_000);
});
