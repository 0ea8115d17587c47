// The user dialog as IT and as a viewer see it: client refusals in SPEC words before any call, server field errors on
// their fields, Suspended saved at once, and what each role sees (Save Changes, Suspended, Login as User).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { callOperation } from '../../../engine/api/callOperation';
import { ApiError } from '../../../engine/api/ApiError';
import { useAppStore } from '../../../engine/stores/appStore';
import { ConfirmDialogHost } from '../../../engine/ui/confirmAction';
import { UserDialog } from '../../../screens/Admin/users/UserDialog';
import type { AdminUser } from '../../../screens/Admin/users/types';

vi.mock('@glideapps/glide-data-grid', () => import('../renderers/glideMock'));
// Typed calls (callOperation) and calls by a definition's operationId (callOperationById) share one mock.
vi.mock('../../../engine/api/callOperation', () => {
  const call = vi.fn();
  return { callOperation: call, callOperationById: call };
});
const mocked = vi.mocked(callOperation);

const rhonda: AdminUser = {
  Guid: '3b0e1c9a-1111-4000-8000-000000000001',
  Firstname: 'Rhonda',
  Lastname: 'Pruitt',
  Username: 'qc.inspector',
  Email: 'qc.inspector@norstarcompany.com',
  EplantId: 2,
  EmployeeId: null,
  Isactive: true,
  IsSuspended: false,
  IsSuperUser: false,
  Version: 3,
  IsDbaUser: false,
};

function serve(overrides: Record<string, (params: Record<string, unknown>, body: unknown) => unknown> = {}) {
  mocked.mockReset();
  mocked.mockImplementation(async (operationId: string, params: Record<string, unknown> = {}, body?: unknown) => {
    if (overrides[operationId]) return overrides[operationId](params, body);
    switch (operationId) {
      case 'getUser':
        return rhonda;
      case 'listPlants':
        return [
          { Id: 2, Name: 'NORSTAR' },
          { Id: 3, Name: 'NORSTAR MX' },
        ];
      case 'getRoleTreeByUser':
      case 'listEmployees':
      case 'listUsersToCopy':
      case 'listUserGroups':
      case 'getUserGroups':
        return [];
      default:
        throw new Error(`unexpected call ${operationId}`);
    }
  });
}

function setup(guid: string | null, roles: string[]) {
  useAppStore.setState({ roles, isSuperUser: false, plant: 2 });
  const onCreated = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <Notifications />
      <ConfirmDialogHost />
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <UserDialog guid={guid} onClose={() => undefined} onCreated={onCreated} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { user: userEvent.setup(), onCreated };
}

const calls = (operationId: string) => mocked.mock.calls.filter(([id]) => id === operationId);

describe('user dialog', () => {
  beforeEach(() => serve());

  it('refuses a new user with a weak password in SPEC words without calling the server, then creates it', async () => {
    serve({
      createUser: (_p, body) => ({ ...rhonda, ...(body as object), Guid: '3b0e1c9a-2222-4000-8000-000000000002' }),
    });
    const { user, onCreated } = setup(null, ['settings_users_it']);
    expect(await screen.findByText('User Profile')).toBeInTheDocument();
    expect(screen.getByText('This is a superuser and has all roles')).toBeInTheDocument();
    expect(screen.queryByLabelText('Suspended')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('LastName is required')).toBeInTheDocument();
    expect(screen.getByText('Username is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Name/), 'Lorena');
    await user.type(screen.getByLabelText(/^LastName/), 'Saucedo');
    await user.type(screen.getByLabelText(/^Username/), 'lsaucedo');
    await user.type(screen.getByLabelText(/^Password/), 'trailer2026');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'trailer2026');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(screen.getByText('Add an Uppercase letter please')).toBeInTheDocument();
    expect(calls('createUser')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Trailer2026');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(screen.getByText('The password do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Trailer2026');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User Created!')).toBeInTheDocument();
    expect(calls('createUser')[0][2]).toMatchObject({
      Guid: null,
      Firstname: 'Lorena',
      Email: null,
      Password: 'Trailer2026',
      Isactive: true,
    });
    expect(onCreated).toHaveBeenCalledWith('3b0e1c9a-2222-4000-8000-000000000002');
  });

  it('shows the server field errors on their fields', async () => {
    serve({
      updateUser: () =>
        Promise.reject(
          new ApiError(400, 'This username is already taken', [
            { field: 'Username', message: 'This username is already taken' },
          ]),
        ),
    });
    const { user } = setup(rhonda.Guid, ['settings_users_it']);
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findAllByText('This username is already taken')).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before changing a password and saves Suspended at once', async () => {
    serve({ updateUser: (_p, body) => ({ ...rhonda, ...(body as object) }) });
    const { user } = setup(rhonda.Guid, ['settings_users_it']);
    await user.click(await screen.findByLabelText('Suspended'));
    await waitFor(() => expect(calls('updateUser')).toHaveLength(1));
    expect(calls('updateUser')[0]).toEqual([
      'updateUser',
      { guid: rhonda.Guid },
      expect.objectContaining({ IsSuspended: true }),
    ]);
    expect(calls('updateUser')[0][2]).not.toHaveProperty('Password');
    expect(await screen.findByText('User Updated!')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Password/), 'Gooseneck2027');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Gooseneck2027');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(dialog).getByText('Do you want to change this user`s password?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls('updateUser')).toHaveLength(1);
  });

  it('a viewer without settings_users_it sees neither Save Changes nor Suspended nor Login as User', async () => {
    setup(rhonda.Guid, ['admin']);
    expect(await screen.findByDisplayValue('Rhonda')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Suspended')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login as User' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Is Active')).toBeDisabled();
  });

  it('shows Login as User only with the role "settings_users_login as user"', async () => {
    setup(rhonda.Guid, ['admin', 'settings_users_login as user']);
    expect(await screen.findByRole('button', { name: 'Login as User' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('shows the user’s change history in its History tab', async () => {
    serve({
      listRecordHistory: (params) => [
        {
          Seq: 41,
          At: '2026-11-24T20:30:00Z',
          Entity: params.entity,
          Key: params.key,
          Label: 'qc.inspector',
          Plant: null,
          Action: 'created',
          Line: 'roles',
          LineKey: 'change_plant',
          User: 'admin',
          UserName: 'Ada Admin',
          OnBehalfOf: null,
          Operation: 'updateUserRoles',
          RequestId: 'r41',
          Changes: [{ Field: 'role_name', Old: null, New: 'change_plant', Secret: false }],
        },
      ],
    });
    const { user } = setup(rhonda.Guid, ['settings_users_it']);
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const entry = await screen.findByTestId('history-entry');
    expect(entry).toHaveTextContent('Ada Admin (admin)');
    expect(entry).toHaveTextContent('Roles · change_plant added');
    expect(within(entry).getByText('Role name: — → change_plant')).toBeInTheDocument();
    expect(calls('listRecordHistory')[0][1]).toEqual({ entity: 'users', key: rhonda.Guid });
  });

  it('offers no History for a user not created yet', async () => {
    setup(null, ['settings_users_it']);
    expect(await screen.findByRole('tab', { name: 'History' })).toBeDisabled();
  });
});
