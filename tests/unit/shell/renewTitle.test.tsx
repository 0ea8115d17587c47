// SPEC §2 title prefix after a renew through the expired-session dialog when the browser had no stored user (cleared
// storage, another tab signed out): the prefix follows the renewed user's plant, 'U.S. - ' for a U.S. user, instead of
// keeping the 'M.X. - ' it showed while no user was stored.
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionGate } from '../../../engine/api/client';
import { usePageTitle } from '../../../engine/app/routing/usePageTitle';
import { getStoredUser } from '../../../engine/stores/sessionStorage';
import { reLogin } from '../../../engine/session/sessionService';
import type { SessionUserData } from '../../../engine/session/types';

const inspector: SessionUserData = {
  Guid: 'c0ffee00-0000-4000-8000-000000000003',
  Firstname: 'Rhonda',
  Lastname: 'Pruitt',
  Username: 'qc.inspector',
  Email: null,
  EplantId: 2,
  EmployeeId: null,
  IsSuperUser: false,
  Routes: ['/Internal/QC/PaintQC'],
  RolesNames: ['qc', 'qc_paint_entry'],
  Plants: [{ Id: 2, Name: 'NORSTAR' }],
  System: { FrontendVersion: '1.3.1', Maintance: false },
};

function TitleProbe() {
  usePageTitle();
  return null;
}

describe('page title after a renew', () => {
  afterEach(() => {
    sessionGate.drop(new Error('test finished'));
    vi.unstubAllGlobals();
  });

  it("follows the renewed U.S. user's plant when no user was stored", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) =>
        new URL(request.url).pathname.endsWith('/User/Authenticate')
          ? Response.json({ Token: 'fresh.token.jwt', TokenType: 'Bearer', User: inspector })
          : Response.json(inspector),
      ),
    );
    localStorage.setItem('Token', 'expired.token.jwt');
    const router = createMemoryRouter([{ path: '/', element: <TitleProbe />, handle: { title: 'Paint QC' } }]);
    render(<RouterProvider router={router} />);
    expect(getStoredUser()).toBeNull();
    expect(document.title).toBe('M.X. - Paint QC');

    await act(async () => {
      await reLogin({ Username: 'qc.inspector', Password: 'Norstar2026', Captcha: '' });
    });

    expect(getStoredUser()?.EplantId).toBe(2);
    expect(document.title).toBe('U.S. - Paint QC');
  });
});
