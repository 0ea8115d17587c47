import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormScreen } from '../../../engine/screen/types';
import { callOperation } from '../../../engine/api/callOperation';
import { ApiError } from '../../../engine/api/ApiError';
import { rendererTests, renderScreen } from './support/rendererTests';

// Typed calls (callOperation) and calls by a definition's operationId (callOperationById) share one mock.
vi.mock('../../../engine/api/callOperation', () => {
  const call = vi.fn();
  return { callOperation: call, callOperationById: call };
});

const definition: FormScreen = {
  id: 'test-dealer-contact',
  kind: 'form',
  title: 'Dealer contact',
  roles: [],
  schema: {
    type: 'object',
    required: ['Name', 'Email', 'StartDate'],
    properties: {
      Name: { type: 'string', title: 'Name' },
      Email: { type: 'string', title: 'Email', format: 'email' },
      StartDate: { type: 'string', title: 'Start date', format: 'date' },
      Reading: { type: 'number', title: 'Reading', minimum: 0.1, maximum: 10.99 },
    },
  },
  submit: { operationId: 'saveDealerContact', successMessage: 'Save!' },
};

const mocked = vi.mocked(callOperation);

// The form's data call is its optional `load`: the conformance cases run against a definition that loads. Loading
// nothing (no record yet) leaves an empty form to fill in, with its Save button.
rendererTests(
  'form',
  {
    definition: { ...definition, load: { operationId: 'getDealerContact', params: { id: { value: 7 } } } },
    response: { Name: 'Trailer World' },
    expectText: 'Name',
    emptyResponse: null,
    emptyText: 'Save',
    // A form loads its record from the route: opening another record is its input change.
    inputChange: {
      definition: {
        ...definition,
        load: { operationId: 'getDealerContact', params: { id: { from: 'route', param: 'id' } } },
      },
      routeParams: { id: '8' },
    },
    routeParams: { id: '7' },
  },
  mocked,
);

describe('form renderer', () => {
  const setup = async () => {
    mocked.mockReset();
    const user = userEvent.setup();
    await renderScreen(definition);
    await screen.findByRole('button', { name: 'Save' });
    return { user };
  };

  it('rejects bad input with the SPEC messages and makes no call', async () => {
    const { user } = await setup();
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Date is required')).toBeInTheDocument();
    expect(mocked).not.toHaveBeenCalled();
  });

  it('keeps a reading inside 0.1 to 10.99 (the input clamps what is typed)', async () => {
    const { user } = await setup();
    const reading = screen.getByLabelText(/Reading/);
    await user.type(reading, '12');
    await user.tab();
    expect(reading).toHaveValue('10.99');
  });

  it('submits good input to the declared operation with numbers as numbers and shows the success notice', async () => {
    const { user } = await setup();
    mocked.mockResolvedValue({ ok: true });
    await user.type(screen.getByLabelText(/Name/), 'Trailer World');
    await user.type(screen.getByLabelText(/Email/), 'sales@trailerworld.com');
    await user.type(screen.getByLabelText(/Start date/), '2026-11-16');
    await user.type(screen.getByLabelText(/Reading/), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mocked).toHaveBeenCalledWith(
        'saveDealerContact',
        {},
        { Name: 'Trailer World', Email: 'sales@trailerworld.com', StartDate: '2026-11-16', Reading: 2.5 },
      ),
    );
    expect(await screen.findByText('Save!')).toBeInTheDocument();
  });

  it("keeps what was typed on a server error, shows the server's message and its field errors", async () => {
    const { user } = await setup();
    mocked.mockRejectedValue(new ApiError(400, 'Dealer already exists', [{ field: 'Name', message: 'Name is taken' }]));
    await user.type(screen.getByLabelText(/Name/), 'Trailer World');
    await user.type(screen.getByLabelText(/Email/), 'a@b.co');
    await user.type(screen.getByLabelText(/Start date/), '2026-11-16');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Dealer already exists')).toBeInTheDocument();
    expect((await screen.findAllByText('Name is taken')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/Name/)).toHaveValue('Trailer World');
    expect(screen.getByLabelText(/Email/)).toHaveValue('a@b.co');
  });

  it('takes a date typed as MM/DD/YYYY, shows it that way and submits the ISO day', async () => {
    const { user } = await setup();
    mocked.mockResolvedValue({ ok: true });
    await user.type(screen.getByLabelText(/Name/), 'Trailer World');
    await user.type(screen.getByLabelText(/Email/), 'a@b.co');
    const date = screen.getByLabelText(/Start date/);
    await user.type(date, '11/02/2026');
    await user.tab();
    expect(date).toHaveValue('11/02/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mocked).toHaveBeenCalledWith(
        'saveDealerContact',
        {},
        { Name: 'Trailer World', Email: 'a@b.co', StartDate: '2026-11-02' },
      ),
    );
  });

  it('keeps a typed text that is not a date and answers with the SPEC format message', async () => {
    const { user } = await setup();
    await user.type(screen.getByLabelText(/Name/), 'Trailer World');
    const date = screen.getByLabelText(/Start date/);
    await user.type(date, '02/30/2026');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The date must have the following format: MM/dd/yyyy')).toBeInTheDocument();
    expect(date).toHaveValue('02/30/2026');
    expect(mocked).not.toHaveBeenCalled();
  });

  it('starts a fresh form after a save when the definition asks for it', async () => {
    mocked.mockReset();
    mocked.mockResolvedValue({ ok: true });
    const user = userEvent.setup();
    await renderScreen({ ...definition, resetAfterSubmit: true });
    await user.type(await screen.findByLabelText(/Name/), 'Trailer World');
    await user.type(screen.getByLabelText(/Email/), 'a@b.co');
    await user.type(screen.getByLabelText(/Start date/), '11/02/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocked).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toHaveValue(''));
    expect(screen.getByLabelText(/Email/)).toHaveValue('');
    expect(screen.getByLabelText(/Start date/)).toHaveValue('');
  });
});
