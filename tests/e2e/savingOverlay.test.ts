// Long writes whose interruption would lose work run behind the full-screen loading overlay (SPEC §2): saving a user's
// roles is one. While the write runs the overlay shows its note, a reload raises the browser's leave-page warning and
// Back does not leave the page; once the server has answered the overlay is gone and the page reloads freely.
import { describe, expect, it } from 'vitest';
import type { Dialog, Page } from 'playwright-core';
import { openPortal, signIn } from './support/browser';

const NOTE = 'Please do not reload or close the page.';

/** Opens Admin/Users through the menu (so Back has a page to go to) and the User Profile of one user. */
async function openProfile(page: Page, username: string) {
  const menu = page.getByRole('navigation', { name: 'Screens' });
  await menu.getByText('Admin', { exact: true }).click();
  await menu.getByRole('link', { name: 'Users', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(username);
  await page
    .locator('[data-testid="grid-row-count"]')
    .filter({ hasText: /^1 row$/ })
    .waitFor();
  const box = (await page.getByTestId('data-grid').boundingBox())!;
  await page.mouse.dblclick(box.x + 80, box.y + 36 + 16);
  const dialog = page.getByRole('dialog', { name: 'User Profile' });
  await dialog.getByRole('button', { name: 'Expand Purchasing' }).waitFor();
  return dialog;
}

describe('loading overlay during long writes', () => {
  it('covers Save Roles while it runs, refusing reload and Back, and goes when the server answers', async () => {
    const portal = await openPortal('saving overlay');
    const { page } = portal;
    await signIn(portal, 'it.support');
    const profile = await openProfile(page, 'qc.inspector');

    // The server takes its time: the save is held until the test lets it through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/roles\/UpdateUserRoles/i, async (route) => {
      await held;
      await route.continue();
    });
    const dialogs: string[] = [];
    const firstDialog = new Promise<void>((resolve) =>
      page.on('dialog', (dialog: Dialog) => {
        dialogs.push(dialog.type());
        // Dismissing the leave-page warning keeps the page, as "Cancel" does for the user.
        void dialog.dismiss().catch(() => undefined);
        resolve();
      }),
    );

    // Saving the roles as they are changes nothing on the server, whatever else runs against it.
    await profile.getByRole('button', { name: 'Save Roles' }).click();
    const overlay = page.getByText(NOTE);
    await overlay.waitFor();

    void page.evaluate(() => window.location.reload()).catch(() => undefined);
    await firstDialog;
    expect(dialogs).toEqual(['beforeunload']);
    expect(await overlay.isVisible()).toBe(true);

    await page.goBack();
    await page.waitForTimeout(500);
    expect(page.url()).toMatch(/#\/Internal\/Admin\/Users$/);
    expect(await overlay.isVisible()).toBe(true);
    expect(await profile.isVisible()).toBe(true);

    release();
    await overlay.waitFor({ state: 'detached' });
    await page.getByText('Role assigned to User').waitFor();
    await page.reload();
    await page.getByRole('navigation', { name: 'Screens' }).waitFor();
    expect(dialogs).toEqual(['beforeunload']);
    expect(portal.consoleErrors).toEqual([]);
  });
});
