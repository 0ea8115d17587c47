// The expired-session dialog end to end inside the client: a 401'd save parks, the dialog cannot be dismissed,
// wrong credentials show the SPEC message, and the re-login sends the save exactly once more.
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../engine/api/apiRequest';
import { sessionGate } from '../../../engine/api/client';
import { ExpiredSessionDialog } from '../../../engine/session/ExpiredSessionDialog';
import { setStoredUser } from '../../../engine/stores/sessionStorage';
import type { SessionUserData } from '../../../engine/session/types';

// The bot-check widget is a web component loaded from a package; the dialog's behaviour does not depend on it.
vi.mock('../../../engine/session/CaptchaWidget', () => ({ CaptchaWidget: () => null }));

const inspector: SessionUserData = {
  Guid: 'c0ffee00-0000-4000-8000-000000000003',
  Firstname: 'Quinn',
  Lastname: 'Inspector',
  Username: 'qc.inspector',
  Email: null,
  EplantId: 2,
  EmployeeId: 1003,
  IsSuperUser: false,
  Routes: ['/Internal/QC/PaintQC'],
  RolesNames: ['qc', 'qc_paint_entry'],
  Plants: [{ Id: 2, Name: 'NORSTAR' }],
  System: { FrontendVersion: '1.3.1', Maintance: false },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup() {
  const saves: string[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    const auth = request.headers.get('Authorization');
    if (path.endsWith('/User/Authenticate')) {
      const body = (await request.json()) as { Password: string };
      return body.Password === 'Norstar2026'
        ? json(200, {
            Token: 'fresh.token.jwt',
            TokenType: 'Bearer',
            Expiration: '2026-12-01T00:00:00Z',
            User: inspector,
          })
        : json(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid username or Password' });
    }
    if (auth !== 'Bearer fresh.token.jwt')
      return json(401, { statusCode: 401, error: 'Unauthorized', message: 'Expired' });
    if (path.endsWith('/trailer/add')) {
      saves.push(await request.text());
      return json(200, { ok: true });
    }
    if (path.endsWith('/user/GetUserByToken/')) return json(200, inspector);
    return json(404, { statusCode: 404, error: 'Not Found', message: 'No such route' });
  });
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('Token', 'expired.token.jwt');
  setStoredUser({
    EplantId: 2,
    FirstName: 'Quinn',
    LastName: 'Inspector',
    Username: 'qc.inspector',
    Guid: inspector.Guid,
  });
  render(
    <MantineProvider>
      <ExpiredSessionDialog />
    </MantineProvider>,
  );
  return { user: userEvent.setup(), saves, fetchMock };
}

describe('ExpiredSessionDialog', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => {
    // The gate is the client's singleton: drop what a test left parked so the next one starts closed.
    sessionGate.drop(new Error('test finished'));
    vi.unstubAllGlobals();
  });

  it('holds a 401 save until the same user signs in again, then sends it once', async () => {
    const { user, saves } = setup();
    const save = apiRequest('post', '/ns/QC/PaintQC/tracking/trailer/add', {
      body: { VIN: '1N9TR2025X1000001', PaintMM1Front: 4.2 },
    });

    const dialog = await screen.findByRole('dialog');
    expect(screen.getByText('Your session has expired')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveValue('qc.inspector');
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();

    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Password/), 'wrong-password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or Password');

    await user.clear(screen.getByLabelText(/Password/));
    await user.type(screen.getByLabelText(/Password/), 'Norstar2026{Enter}');

    await expect(save).resolves.toEqual({ ok: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves).toEqual([JSON.stringify({ VIN: '1N9TR2025X1000001', PaintMM1Front: 4.2 })]);
    expect(localStorage.getItem('Token')).toBe('fresh.token.jwt');
  });

  it('opens one dialog for two parallel 401s', async () => {
    setup();
    const first = apiRequest('get', '/user/GetUserByToken/');
    const second = apiRequest('post', '/ns/QC/PaintQC/tracking/trailer/add', { body: { VIN: 'X' } });
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    sessionGate.drop(new Error('test finished'));
    await expect(Promise.all([first, second])).rejects.toThrow('test finished');
  });
});
