// A form that loads its record (an object answer, as the HR catalog forms do) keeps what the user types: editing a
// loaded list item and adding one both reach the submit call instead of snapping back to the loaded values.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormScreen } from '../../../engine/screen/types';
import { callOperation } from '../../../engine/api/callOperation';
import { renderScreen } from './support/rendererTests';

// Typed calls (callOperation) and calls by a definition's operationId (callOperationById) share one mock.
vi.mock('../../../engine/api/callOperation', () => {
  const call = vi.fn();
  return { callOperation: call, callOperationById: call };
});
const mocked = vi.mocked(callOperation);

const definition: FormScreen = {
  id: 'test-departments',
  kind: 'form',
  title: 'Departments',
  roles: [],
  schema: {
    type: 'object',
    required: ['Departments'],
    properties: {
      Departments: {
        type: 'array',
        title: 'Departments',
        items: {
          type: 'object',
          required: ['Code', 'Name'],
          properties: { Code: { type: 'string', title: 'Code' }, Name: { type: 'string', title: 'Name' } },
        },
      },
    },
  },
  load: { operationId: 'getDepartmentCatalog', params: { plant: { value: 2 } } },
  submit: { operationId: 'saveDepartmentCatalog', params: { plant: { value: 2 } } },
};

describe('form with a loaded record', () => {
  it('keeps edits and added items and submits them', async () => {
    mocked.mockImplementation(async (operationId: string) =>
      operationId === 'getDepartmentCatalog' ? { Departments: [{ Code: 'FAB', Name: 'Fabrication' }] } : { ok: true },
    );
    const user = userEvent.setup();
    await renderScreen(definition);
    const name = await screen.findByDisplayValue('Fabrication');
    await user.clear(name);
    await user.type(name, 'Fab Shop');
    expect(screen.getByDisplayValue('Fab Shop')).toBeInTheDocument();
    await user.click(screen.getByTitle('Add Item'));
    const codes = await screen.findAllByLabelText(/Code/);
    expect(codes).toHaveLength(2);
    await user.type(codes[1], 'RD');
    await user.type(screen.getAllByLabelText(/Name/)[1], 'Engineering');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mocked).toHaveBeenCalledWith(
        'saveDepartmentCatalog',
        { plant: 2 },
        {
          Departments: [
            { Code: 'FAB', Name: 'Fab Shop' },
            { Code: 'RD', Name: 'Engineering' },
          ],
        },
      ),
    );
  }, 30_000);
});
