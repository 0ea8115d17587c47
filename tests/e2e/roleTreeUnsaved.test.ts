// Role tree ticks are a draft until Save Roles. Ticking shows that the changes are unsaved; closing
// the User Profile (Escape or its close button) or leaving the Roles tab asks before discarding them; Copy Roles asks
// before it replaces the user's roles. Refusing or discarding sends no UpdateUserRoles call.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openUserProfile } from './support/userProfile';
import { openPortal, signIn, type PortalPage } from './support/browser';

const UNSAVED = 'Unsaved role changes: Save Roles to apply them.';
const DISCARD = 'The role changes have not been saved. Discard them?';

/** The User Profile with its role tree drawn. */
async function openProfile(portal: PortalPage, username: string) {
  const dialog = await openUserProfile(portal, username);
  await dialog.getByRole('button', { name: 'Save Roles' }).waitFor();
  await dialog.getByRole('button', { name: 'Expand Purchasing' }).waitFor();
  return dialog;
}

async function tickPoDashboard(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'User Profile' });
  await dialog.getByRole('button', { name: 'Expand Purchasing' }).click();
  await dialog.getByRole('checkbox', { name: 'Purchasing/PODashboard' }).check();
  await dialog.getByText(UNSAVED).waitFor();
}

describe('role tree edits in the User Profile', () => {
  it('asks before discarding unsaved ticks and before Copy Roles replaces the roles; no save unless confirmed', async () => {
    const portal = await openPortal('role tree unsaved');
    const { page } = portal;
    const roleSaves: string[] = [];
    page.on('request', (request) => {
      if (/\/roles\/UpdateUserRoles/i.test(request.url())) roleSaves.push(request.postData() ?? '');
    });
    await signIn(portal, 'it.support');
    let dialog = await openProfile(portal, 'qc.inspector');
    expect(await dialog.getByText(UNSAVED).count()).toBe(0);
    await tickPoDashboard(page);

    // Escape: the profile asks; "Keep editing" leaves the ticks as they were.
    await page.keyboard.press('Escape');
    const confirm = page.getByRole('dialog', { name: 'Unsaved role changes' });
    await confirm.getByText(DISCARD).waitFor();
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Purchasing/PODashboard' }).isChecked()).toBe(true);

    // Leaving the Roles tab asks too.
    await dialog.getByRole('tab', { name: 'Login History' }).click();
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    expect(await dialog.getByRole('tab', { name: 'Roles' }).getAttribute('aria-selected')).toBe('true');

    // The close button: "Discard changes" closes the profile without saving.
    await dialog.locator('.mantine-Modal-close').click();
    await confirm.getByRole('button', { name: 'Discard changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(roleSaves).toEqual([]);

    // Reopened, the tree shows the saved roles again; Copy Roles asks first and Cancel changes nothing.
    await page.reload();
    dialog = await openProfile(portal, 'qc.inspector');
    await dialog.getByRole('button', { name: 'Expand Purchasing' }).click();
    expect(await dialog.getByRole('checkbox', { name: 'Purchasing/PODashboard' }).isChecked()).toBe(false);
    const copyFrom = dialog.getByRole('textbox', { name: 'Copy roles from', exact: true });
    await copyFrom.click();
    await copyFrom.fill('Derek');
    await page.getByRole('option', { name: 'Derek Coleman' }).click();
    await dialog.getByRole('button', { name: 'Copy Roles' }).click();
    const copy = page.getByRole('dialog', { name: 'Copy roles' });
    await copy
      .getByText("Replace this user's roles with the roles of Derek Coleman? The roles the user holds now are removed.")
      .waitFor();
    await copy.getByRole('button', { name: 'Cancel' }).click();
    await copy.waitFor({ state: 'detached' });
    await page.waitForTimeout(500);
    expect(roleSaves).toEqual([]);
    // Nothing was ticked, so the profile closes without asking.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(portal.consoleErrors).toEqual([]);
  });
});
