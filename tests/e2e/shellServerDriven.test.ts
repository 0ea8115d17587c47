// The frame's server-driven behaviour in a real browser: the title prefix follows a plant change, the two
// case-sensitive WorkCenters routes are two screens, parallel 401s open one dialog, the update notice and the
// maintenance screen follow the server's settings, and the request log records calls (the login call included, without
// its password) but never the route-log url.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, openPortal, signIn, type PortalPage } from './support/browser';

async function api(portal: PortalPage, token: string | null, method: string, path: string, body?: unknown) {
  const res = await fetch(`${portal.baseUrl}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: res.status === 204 ? null : await res.json() };
}

const tokenOf = (portal: PortalPage) => portal.page.evaluate(() => localStorage.getItem('Token'));

describe('app shell, server-driven', () => {
  it('changes the title prefix with the plant selector (role change_plant)', async () => {
    const portal = await openPortal('plant change title');
    await signIn(portal, 'it.support');
    const { page } = portal;
    await page.waitForFunction(() => document.title.startsWith('U.S. - '));
    await page.getByRole('textbox', { name: 'Plant' }).click();
    await page.getByRole('option', { name: /NORSTAR MX/ }).click();
    await page.waitForFunction(() => document.title.startsWith('M.X. - '));
  });

  it('keeps Production/WorkCenters and Production/Workcenters as two screens', async () => {
    const portal = await openPortal('workcenters case');
    await signIn(portal, 'admin');
    await portal.goto('/Internal/Production/WorkCenters');
    await portal.page.getByRole('heading', { name: 'Work Centers', exact: true }).waitFor();
    await portal.goto('/Internal/Production/Workcenters');
    await portal.page.getByRole('heading', { name: 'Work Center Utilization', exact: true }).waitFor();
    expect(await portal.page.getByRole('heading', { name: 'Work Centers', exact: true }).count()).toBe(0);
  });

  it('opens a single expired-session dialog when several calls answer 401 at once', async () => {
    const portal = await openPortal('parallel 401');
    await signIn(portal, 'mx.supervisor');
    const { page } = portal;
    const token = await tokenOf(portal);
    const guid = await page.evaluate(() => JSON.parse(localStorage.getItem('User') ?? '{}').Guid);
    expect((await api(portal, token, 'POST', `/user/block_token?guid=${guid}`)).status).toBe(403);
    // mx.supervisor may not block tokens: an administrator does it.
    const admin = await api(portal, null, 'POST', '/User/Authenticate', { Username: 'admin', Password: 'Norstar2026' });
    expect((await api(portal, admin.body.Token, 'POST', `/user/block_token?guid=${guid}`)).status).toBe(200);
    // The home dashboard loads several widgets at once: every call answers 401.
    await page.reload();
    // mx.supervisor (plant 3) reads the portal in Spanish.
    const dialogs = page.getByRole('dialog', { name: /session has expired|sesión ha expirado/i });
    await dialogs.first().waitFor();
    await page.waitForTimeout(1500);
    expect(await dialogs.count()).toBe(1);
  });

  it('shows the update notice and the maintenance screen when the server says so', async () => {
    const portal = await openPortal('update and maintenance');
    await signIn(portal, 'admin');
    const { page } = portal;
    const token = await tokenOf(portal);
    try {
      expect(
        (await api(portal, token, 'PUT', '/system/settings', { FrontendVersion: '1.4.0', Maintance: false })).status,
      ).toBe(200);
      await page.reload();
      await page.getByText('A new version of the portal is available').first().waitFor();
      expect(
        (await api(portal, token, 'PUT', '/system/settings', { FrontendVersion: '1.3.1', Maintance: true })).status,
      ).toBe(200);
      await page.reload();
      await page.getByRole('alert', { name: 'Maintenance' }).getByText('Under maintenance').waitFor();
    } finally {
      await api(portal, token, 'PUT', '/system/settings', { FrontendVersion: '1.3.1', Maintance: false });
    }
    await page.reload();
    await page.getByRole('navigation').first().waitFor();
    // The stored session still carries the settings of the last visit until the server's answer replaces them.
    await expect.poll(() => page.getByText('Under maintenance').count(), { timeout: 10_000 }).toBe(0);
  });

  it('writes the request log for a call and never for the route-log url', async () => {
    const portal = await openPortal('request log');
    await signIn(portal, 'it.support');
    await portal.goto('/Internal/Developers/Routes');
    await portal.page.locator('[data-testid="grid-row-count"]').filter({ hasText: /[1-9]/ }).first().waitFor();
    const token = await tokenOf(portal);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await expect
      .poll(async () => {
        const logs = await api(portal, token, 'GET', `/logs/list?startDate=${today}&endDate=${tomorrow}`);
        return (logs.body as Array<{ Url: string }>).some(
          (l) => l.Url.includes('/user/GetUserByToken') || l.Url.includes('/reports/'),
        );
      })
      .toBe(true);
    const logs = await api(portal, token, 'GET', `/logs/list?startDate=${today}&endDate=${tomorrow}`);
    expect((logs.body as Array<{ Url: string }>).filter((l) => l.Url.includes('/routes/log'))).toEqual([]);
  });

  it('writes the request log for the login call itself, without the password', async () => {
    const portal = await openPortal('request log login');
    await signIn(portal, 'it.support');
    const token = await tokenOf(portal);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const guid = await portal.page.evaluate(() => JSON.parse(localStorage.getItem('User') ?? '{}').Guid as string);
    const loginRows = async () => {
      const logs = await api(portal, token, 'GET', `/logs/list?startDate=${today}&endDate=${tomorrow}&guid=${guid}`);
      return (logs.body as Array<{ Url: string; Method: string; Data: string | null }>).filter((l) =>
        /\/User\/Authenticate$/i.test(l.Url),
      );
    };
    await expect.poll(async () => (await loginRows()).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const [row] = await loginRows();
    expect(row.Method.toLowerCase()).toBe('post');
    expect(row.Data).toContain('it.support');
    expect(row.Data).not.toContain(DEMO_PASSWORD);
  });
});
