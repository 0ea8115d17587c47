// SPEC §4 with the promise of the brief: a session that ends while a form is being filled in loses nothing. The
// token is blocked mid-edit; saving opens the undismissable dialog; after signing in again the form still holds every
// value and the record is created exactly once.
import { describe, expect, it } from 'vitest';
import { openPortal, signIn, DEMO_PASSWORD } from './support/browser';

describe('session expiry during a form', () => {
  it('keeps the typed values and saves exactly once after the re-login', async () => {
    const portal = await openPortal('session expiry form');
    const { page } = portal;
    await signIn(portal, 'admin');
    await portal.goto('/Internal/Admin/Users');
    await page.getByRole('button', { name: 'New User' }).click();
    const profile = page.getByRole('dialog', { name: 'User Profile' });
    await profile.waitFor();
    const values = {
      Name: 'Marisol',
      LastName: 'Quintero',
      Username: 'e2e.marisol',
      Email: 'marisol.quintero@norstar.example',
    };
    await profile.getByRole('textbox', { name: 'Name', exact: true }).fill(values.Name);
    await profile.getByRole('textbox', { name: 'LastName' }).fill(values.LastName);
    await profile.getByRole('textbox', { name: 'Username' }).fill(values.Username);
    await profile.getByRole('textbox', { name: 'Email' }).fill(values.Email);
    await profile.getByLabel(/^Password/).fill('Trailer2027');
    await profile.getByLabel(/^Confirm Password/).fill('Trailer2027');

    // Another tab (IT, for instance) blocks every live token of this user.
    const token = await page.evaluate(() => localStorage.getItem('Token'));
    const guid = await page.evaluate(() => JSON.parse(localStorage.getItem('User') ?? '{}').Guid);
    const blocked = await fetch(`${portal.baseUrl}/api/user/block_token?guid=${guid}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(blocked.status).toBe(200);

    await profile.getByRole('button', { name: 'Create User' }).click();
    const expired = page.getByRole('dialog', { name: /session has expired/i });
    await expired.waitFor();
    await page.keyboard.press('Escape');
    expect(await expired.isVisible()).toBe(true);
    await expired.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await expired.locator('input[type="password"]').press('Enter');
    await expired.waitFor({ state: 'hidden' });

    await page.getByText('User Created!', { exact: true }).first().waitFor();
    expect(await profile.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(values.Name);
    expect(await profile.getByRole('textbox', { name: 'Username' }).inputValue()).toBe(values.Username);

    const newToken = await page.evaluate(() => localStorage.getItem('Token'));
    const users = await fetch(`${portal.baseUrl}/api/user?plant=2`, {
      headers: { authorization: `Bearer ${newToken}` },
    });
    const list = (await users.json()) as Array<{ Username: string; Email: string | null }>;
    const created = list.filter((u) => u.Username === values.Username);
    expect(created).toHaveLength(1);
    expect(created[0].Email).toBe(values.Email);
  });
});
