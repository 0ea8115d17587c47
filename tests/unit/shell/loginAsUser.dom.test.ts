// Login as another user replaces the session with the target's token and data; a failure reports
// 'Error Logging in as User'.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAsUser } from '../../../engine/session/sessionService';
import { getCachedUserData, getStoredUser, setStoredUser } from '../../../engine/stores/sessionStorage';
import { useAppStore } from '../../../engine/stores/appStore';

const target = {
  Guid: 'aaaa0000-0000-4000-8000-000000000004',
  Firstname: 'Marta',
  Lastname: 'Salinas',
  Username: 'mx.supervisor',
  Email: null,
  EplantId: 3,
  EmployeeId: 3004,
  IsSuperUser: false,
  Routes: [],
  RolesNames: ['production', 'qc'],
  Plants: [{ Id: 3, Name: 'NORSTAR MX' }],
  System: { FrontendVersion: '1.3.1', Maintance: false },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('loginAsUser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("replaces the token, stored user and user data with the target's", async () => {
    const fetchMock = vi.fn(async (request: Request) => {
      expect(new URL(request.url).searchParams.get('guid')).toBe(target.Guid);
      return json(200, {
        Token: 'target.jwt.token',
        TokenType: 'Bearer',
        Expiration: '2026-12-01T00:00:00Z',
        User: target,
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('Token', 'support.jwt.token');
    setStoredUser({ EplantId: 2, FirstName: 'Ivan', LastName: 'Torres', Username: 'it.support', Guid: 'support' });

    await loginAsUser(target.Guid);

    expect(localStorage.getItem('Token')).toBe('target.jwt.token');
    expect(getStoredUser()).toEqual({
      EplantId: 3,
      FirstName: 'Marta',
      LastName: 'Salinas',
      Username: 'mx.supervisor',
      Guid: target.Guid,
    });
    expect(getCachedUserData()?.Username).toBe('mx.supervisor');
    expect(useAppStore.getState()).toMatchObject({ plant: 3, roles: ['production', 'qc'] });
  });

  it("fails with 'Error Logging in as User' and keeps the current session", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { statusCode: 403, error: 'Forbidden', message: 'No role' })),
    );
    localStorage.setItem('Token', 'support.jwt.token');
    await expect(loginAsUser(target.Guid)).rejects.toThrow('Error Logging in as User');
    expect(localStorage.getItem('Token')).toBe('support.jwt.token');
  });
});
