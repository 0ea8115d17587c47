// An edit conflict in a real form (Sales/Edit Potential Dealer) in Chromium: someone saves the record while it is open;
// the save is refused with who and when, the typed values stay in the form, and both choices work — "Save anyway"
// stores what was typed, "Reload" shows the other version, which then saves without a conflict.
import { describe, expect, it } from 'vitest';
import { apiGet, apiToken } from './fixtures/api';
import { openPortal, signIn } from './support/browser';
import { openUserProfile } from './support/userProfile';

type Dealer = Record<string, unknown> & { Notes: string | null; Version: number };

describe('edit conflict in a form', () => {
  it('keeps the typed values through the conflict; "Save anyway" and "Reload" both work', async () => {
    const portal = await openPortal('edit conflict');
    const { page, baseUrl } = portal;
    const token = await apiToken(baseUrl, 'admin');
    const id = 1;
    const path = `/sales/potential-dealers/${id}`;
    /** A save made elsewhere (another browser) while the form is open. */
    const saveElsewhere = async (notes: string) => {
      const current = await apiGet<Dealer>(baseUrl, token, path);
      const res = await fetch(`${baseUrl}/api${path}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...current, Notes: notes }),
      });
      expect(res.status).toBe(200);
    };

    await signIn(portal, 'admin');
    await portal.goto(`/Internal/Sales/dealermap/potentialdealer/${id}/edit/`);
    const notes = page.getByRole('textbox', { name: 'Notes', exact: true });
    const save = page.getByRole('button', { name: 'Save', exact: true });
    const conflict = page.locator('[data-edit-conflict]');
    await notes.waitFor();

    // 1. Save anyway: what was typed wins.
    await notes.fill('Typed in the browser');
    await saveElsewhere('Saved elsewhere');
    await save.click();
    await conflict.getByText('changed this record on', { exact: false }).waitFor();
    expect(await notes.inputValue()).toBe('Typed in the browser');
    await page.screenshot({ path: '/tmp/g-edit-conflict.png', fullPage: true });
    // After a save the form reloads the record it saved (its new version): wait for that before typing again.
    const reloaded = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes(path));
    await conflict.getByRole('button', { name: 'Save anyway' }).click();
    await conflict.waitFor({ state: 'detached' });
    await reloaded;
    await expect.poll(async () => (await apiGet<Dealer>(baseUrl, token, path)).Notes).toBe('Typed in the browser');

    // 2. Reload: the other version replaces what was typed, and saving it is no conflict.
    await notes.fill('Typed a second time');
    await saveElsewhere('Saved elsewhere again');
    await save.click();
    await conflict.waitFor();
    expect(await notes.inputValue()).toBe('Typed a second time');
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => notes.inputValue()).toBe('Saved elsewhere again');
    await notes.fill('Saved after reloading');
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(path));
    await save.click();
    expect((await saved).status()).toBe(200);
    await expect.poll(async () => (await apiGet<Dealer>(baseUrl, token, path)).Notes).toBe('Saved after reloading');
    expect(await conflict.count()).toBe(0);
    expect(portal.consoleErrors.filter((e) => !e.includes('409'))).toEqual([]);
  });

  // Every HR catalog form loads its list version and sends it back: two saves in a row both go through (the second
  // with the version the first left), and the form's own validation accepts the version field it loaded.
  it('every HR catalog form saves twice in a row without a conflict', async () => {
    const portal = await openPortal('HR catalog versions');
    const { page } = portal;
    await signIn(portal, 'admin');
    for (const route of [
      '/Internal/HR/Employee/Departments',
      '/Internal/HR/Employee/JobPositions',
      '/Internal/HR/Employee/WageTypes',
      '/Internal/HR/Employee/WageCodes',
      '/Internal/HR/Employee/Incidents',
      '/Internal/HR/shifts',
      '/Internal/HR/Bonustypes',
      '/Internal/HR/FinishCapacities',
      '/Internal/HR/ClockDevices',
    ]) {
      await portal.goto(route);
      const save = page.getByRole('button', { name: 'Save', exact: true });
      await save.waitFor();
      for (const round of [1, 2]) {
        const answer = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/hr/'));
        // After the first save the form reloads the list it saved: wait for that before saving again.
        const reloaded =
          round === 1
            ? page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes('/api/hr/'))
            : null;
        await save.click();
        const res = await answer;
        expect(res.status(), `${route} save ${round}: ${await res.text()}`).toBe(200);
        await reloaded;
      }
      expect(await page.locator('[data-edit-conflict]').count(), route).toBe(0);
    }
    expect(portal.consoleErrors).toEqual([]);
  });

  // The User Profile (a hand-written form) offers the same two choices when someone saved the user since it opened.
  it('the User Profile keeps the typed values through a conflict; "Save anyway" and "Reload" both work', async () => {
    const portal = await openPortal('user profile edit conflict');
    const { page, baseUrl } = portal;
    const token = await apiToken(baseUrl, 'admin');
    // A user of its own, so no other test meets the names this one writes.
    const username = `e2e.conflict.${Date.now()}`;
    const created = await fetch(`${baseUrl}/api/user/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        Guid: null,
        Firstname: 'Irma',
        Lastname: 'Cavazos',
        Username: username,
        Email: null,
        EplantId: 2,
        Password: 'Conflict2026',
      }),
    });
    expect(created.status).toBe(200);
    const path = `/user/${((await created.json()) as { Guid: string }).Guid}/`;
    const saveElsewhere = async (lastname: string) => {
      const current = await apiGet<Record<string, unknown>>(baseUrl, token, path);
      const res = await fetch(`${baseUrl}/api${path}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...current, Lastname: lastname }),
      });
      expect(res.status, await res.text()).toBe(200);
    };
    const lastname = async () => (await apiGet<{ Lastname: string }>(baseUrl, token, path)).Lastname;

    await signIn(portal, 'admin');
    const dialog = await openUserProfile(portal, username);
    const field = dialog.getByRole('textbox', { name: 'LastName' });
    const save = dialog.getByRole('button', { name: 'Save Changes' });
    const conflict = dialog.locator('[data-edit-conflict]');

    // 1. Save anyway: what was typed wins.
    await field.fill('Typed-in-browser');
    await saveElsewhere('Saved-elsewhere');
    await save.click();
    await conflict
      .getByText(/^Karen Whitfield changed this record on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} after you opened it/)
      .waitFor();
    expect(await field.inputValue()).toBe('Typed-in-browser');
    await page.screenshot({ path: '/tmp/user-edit-conflict.png' });
    await conflict.getByRole('button', { name: 'Save anyway' }).click();
    await conflict.waitFor({ state: 'detached' });
    await expect.poll(lastname).toBe('Typed-in-browser');

    // 2. Reload: the other version replaces what was typed, and saving it is no conflict.
    await field.fill('Typed-again');
    await saveElsewhere('Saved-elsewhere-again');
    await save.click();
    await conflict.waitFor();
    expect(await field.inputValue()).toBe('Typed-again');
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => field.inputValue()).toBe('Saved-elsewhere-again');
    await field.fill('Saved-after-reloading');
    await save.click();
    await expect.poll(lastname).toBe('Saved-after-reloading');
    expect(await conflict.count()).toBe(0);
    expect(portal.consoleErrors.filter((e) => !e.includes('409'))).toEqual([]);
  });
});
