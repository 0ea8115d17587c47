// The portal's frame in a real browser against the real server: sign-in, the token gate, titles per plant,
// not-found, sign-out and the expired-session dialog that cannot be dismissed.
import { describe, expect, it } from 'vitest';
import { openPortal, signIn, DEMO_PASSWORD } from './support/browser';

describe('app shell', () => {
  it('sends a visitor without a token from /Internal back to the login page', async () => {
    const portal = await openPortal('token gate');
    await portal.goto('/Internal/Purchasing/PODashboard');
    await portal.page.waitForURL((url) => url.hash === '#/' || url.hash === '');
    await portal.page.getByLabel('Username').waitFor();
    expect(await portal.page.evaluate(() => localStorage.getItem('Token'))).toBeNull();
  });

  it('signs a U.S. user in to /Internal with the U.S. title prefix', async () => {
    const portal = await openPortal('sign in us');
    await signIn(portal, 'admin');
    await portal.page.waitForFunction(() => document.title.startsWith('U.S. - '));
    expect(await portal.page.evaluate(() => localStorage.getItem('Token'))).toBeTruthy();
    expect(portal.consoleErrors).toEqual([]);
  });

  it('prefixes titles with M.X. for a plant 3 user', async () => {
    const portal = await openPortal('sign in mx');
    await signIn(portal, 'mx.supervisor');
    await portal.page.waitForFunction(() => document.title.startsWith('M.X. - '));
  });

  it('shows the server message for wrong credentials and stays on the login page', async () => {
    const portal = await openPortal('wrong password');
    await portal.goto('/');
    await portal.page.getByLabel('Username').fill('admin');
    await portal.page.locator('input[type="password"]').fill('not-the-password');
    await portal.page.locator('input[type="password"]').press('Enter');
    await portal.page.getByText('Invalid username or Password').waitFor();
    expect(portal.page.url()).not.toContain('Internal');
  });

  it('shows the not-found screen for an unknown path and keeps the two WorkCenters routes case-sensitive', async () => {
    const portal = await openPortal('not found');
    await signIn(portal, 'admin');
    await portal.goto('/Internal/No/Such/Screen');
    await portal.page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await portal.goto('/Internal/purchasing/podashboard');
    await portal.page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('signs out, ending the session on the server and clearing the stored session, and returns to /', async () => {
    const portal = await openPortal('sign out');
    await signIn(portal, 'qc.inspector');
    const token = await portal.page.evaluate(() => localStorage.getItem('Token'));
    const signedOut = portal.page.waitForResponse((response) => response.url().endsWith('/api/user/logout'));
    await portal.page.getByLabel('User menu').click();
    await portal.page.getByText('Sign out').click();
    await portal.page.waitForURL((url) => url.hash === '#/' || url.hash === '');
    const stored = await portal.page.evaluate(() => ({
      token: localStorage.getItem('Token'),
      user: localStorage.getItem('User'),
      userData: localStorage.getItem('UserData'),
    }));
    expect(stored).toEqual({ token: null, user: null, userData: null });
    // A copy of the token is worthless from now on.
    expect((await signedOut).status()).toBe(200);
    const reused = await fetch(`${portal.baseUrl}/api/user/GetUserByToken/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reused.status).toBe(401);
  });

  it('opens one undismissable expired-session dialog on a 401 and resumes after signing in again', async () => {
    const portal = await openPortal('expired session');
    await signIn(portal, 'admin');
    const token = await portal.page.evaluate(() => localStorage.getItem('Token'));
    // Block every live token of the user, as an administrator would: the next request answers 401.
    const me = await portal.page.evaluate(() => JSON.parse(localStorage.getItem('User') ?? '{}').Guid);
    const blocked = await fetch(`${portal.baseUrl}/api/user/block_token?guid=${me}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(blocked.status).toBe(200);
    await portal.goto('/Internal/Purchasing/PODashboard');
    const dialog = portal.page.getByRole('dialog', { name: /session has expired/i });
    await dialog.waitFor();
    await portal.page.keyboard.press('Escape');
    await portal.page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await dialog.locator('input[type="password"]').press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(await portal.page.evaluate(() => localStorage.getItem('Token'))).not.toBe(token);
  });
});
