// Sign-out ends the session on the server too (POST /user/logout with the token being signed out), and completes in
// the browser whatever the server answers: a failure is ignored and a 401 never opens the expired-session dialog.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionGate } from '../../../engine/api/client';
import { signOut } from '../../../engine/session/sessionService';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('signOut', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls POST /user/logout with the token being signed out, then clears it', async () => {
    const fetchMock = vi.fn(async (_request: Request) => json(200, { ok: true, message: 'Signed out' }));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('Token', 'signed.in.token');
    signOut();
    expect(localStorage.getItem('Token')).toBeNull();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const logout = fetchMock.mock.calls
      .map(([request]) => request)
      .find((r) => new URL(r.url).pathname.endsWith('/user/logout'));
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('Authorization')).toBe('Bearer signed.in.token');
  });

  it('completes when the server is unreachable or the session had already ended', async () => {
    const unreachable = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', unreachable);
    localStorage.setItem('Token', 'signed.in.token');
    expect(() => signOut()).not.toThrow();
    expect(localStorage.getItem('Token')).toBeNull();
    await vi.waitFor(() => expect(unreachable).toHaveBeenCalled());

    const ended = vi.fn(async () =>
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'This session has been blocked' }),
    );
    vi.stubGlobal('fetch', ended);
    localStorage.setItem('Token', 'old.ended.token');
    signOut();
    await vi.waitFor(() => expect(ended).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sessionGate.isOpen()).toBe(false);
    expect(sessionGate.pendingCount()).toBe(0);
  });

  it('makes no call when nobody was signed in', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.removeItem('Token');
    signOut();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
