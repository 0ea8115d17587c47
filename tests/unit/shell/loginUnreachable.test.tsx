// SPEC §8: a login that gets no answer from the server (server stopped, network gone) shows the default
// 'Error Loggin in!' and says the server cannot be reached, never the browser's raw "Failed to fetch".
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../../engine/app/pages/LoginForm';

vi.mock('../../../engine/session/CaptchaWidget', () => ({ CaptchaWidget: () => null }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function submitLogin() {
  render(
    <MantineProvider>
      <MemoryRouter>
        <LoginForm />
      </MemoryRouter>
    </MantineProvider>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Username/), 'qc.inspector');
  await user.type(screen.getByLabelText(/Password/), 'Norstar2026{Enter}');
  return screen.findByRole('alert');
}

describe('login form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows 'Error Loggin in!' and a cannot-reach-the-server line when the fetch itself fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const alert = await submitLogin();
    expect(alert).toHaveTextContent('Error Loggin in!');
    expect(alert).toHaveTextContent('The server cannot be reached. Check the connection and try again.');
    expect(alert).not.toHaveTextContent('Failed to fetch');
  });

  it("still shows the server's own message when the server answers", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid username or Password' })),
    );
    const alert = await submitLogin();
    expect(alert).toHaveTextContent('Invalid username or Password');
    expect(alert).not.toHaveTextContent('cannot be reached');
  });
});
