// The cached session user is only a fast start. loadSessionUser applies the cache and
// reads GetUserByToken again at once; a 403 from any call reads it again too (at most once per interval), so roles
// IT removed or granted reach the menu and the screens without waiting for the token to expire.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../engine/api/apiRequest';
import { loadSessionUser } from '../../../engine/session/sessionService';
import { setCachedUserData, setStoredUser, toStoredUser } from '../../../engine/stores/sessionStorage';
import type { SessionUserData } from '../../../engine/session/types';
import { useAppStore } from '../../../engine/stores/appStore';

const cached: SessionUserData = {
  Guid: 'c0ffee00-0000-4000-8000-000000000003',
  Firstname: 'Rhonda',
  Lastname: 'Pruitt',
  Username: 'qc.inspector',
  Email: null,
  EplantId: 2,
  EmployeeId: null,
  IsSuperUser: false,
  Routes: ['/Internal', '/Internal/QC/PaintQC'],
  RolesNames: ['qc', 'qc_paint_entry'],
  Plants: [{ Id: 2, Name: 'NORSTAR' }],
  System: { FrontendVersion: '1.3.1', Maintance: false },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A token the client considers valid (exp an hour ahead); the signature is the server's business. */
function validToken(): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${b64({ alg: 'HS256' })}.${b64({ sub: cached.Guid, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

function serverWith(current: SessionUserData) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      calls.push(path);
      if (path.endsWith('/user/GetUserByToken/')) return json(200, current);
      if (path.endsWith('/logs')) return json(200, {});
      return json(403, { statusCode: 403, error: 'Forbidden', message: 'You do not have permission' });
    }),
  );
  localStorage.setItem('Token', validToken());
  setStoredUser(toStoredUser(cached));
  setCachedUserData(cached);
  return calls;
}

describe('session user refresh', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAppStore.getState().clear();
  });

  it('starts on the cached user and then applies the roles the server holds now', async () => {
    const calls = serverWith({ ...cached, RolesNames: ['qc'], Routes: ['/Internal'] });
    const started = await loadSessionUser();
    expect(started.RolesNames).toEqual(['qc', 'qc_paint_entry']);
    await vi.waitFor(() => expect(useAppStore.getState().roles).toEqual(['qc']));
    expect(useAppStore.getState().routes).toEqual(['/Internal']);
    expect(calls.filter((p) => p.endsWith('/user/GetUserByToken/'))).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('UserData') ?? '{}').RolesNames).toEqual(['qc']);
  });

  it('leaves the session untouched when the server answers the user the portal started on', async () => {
    // The same user with its keys in another order (the login answer and GetUserByToken list them differently).
    const calls = serverWith(
      Object.fromEntries(
        Object.entries({ ...cached, Plants: [{ Name: 'NORSTAR', Id: 2 }] }).reverse(),
      ) as SessionUserData,
    );
    await loadSessionUser();
    const applied = useAppStore.getState().user;
    const changes = vi.fn();
    const unsubscribe = useAppStore.subscribe(changes);
    await vi.waitFor(() => expect(calls.filter((p) => p.endsWith('/user/GetUserByToken/'))).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    unsubscribe();
    expect(changes).not.toHaveBeenCalled();
    expect(useAppStore.getState().user).toBe(applied);
  });

  it('applies a refreshed user that differs in a nested value', async () => {
    serverWith({ ...cached, Plants: [{ Id: 2, Name: 'NORSTAR US' }] });
    await loadSessionUser();
    await vi.waitFor(() => expect(useAppStore.getState().plants).toEqual([{ Id: 2, Name: 'NORSTAR US' }]));
  });

  it('reads the session user again after a 403, once for a burst of them', async () => {
    const calls = serverWith({ ...cached, RolesNames: ['qc', 'qc_paint_entry', 'inventory_count'] });
    useAppStore.getState().setSession(cached);
    await Promise.allSettled([
      apiRequest('get', '/ns/inventory/cyclecount/getmanagers', { query: { plant: 2 } }),
      apiRequest('get', '/ns/inventory/cyclecount/getmanagers', { query: { plant: 2 } }),
    ]);
    await vi.waitFor(() => expect(useAppStore.getState().roles).toContain('inventory_count'));
    expect(calls.filter((p) => p.endsWith('/user/GetUserByToken/'))).toHaveLength(1);
  });
});
