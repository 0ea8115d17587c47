// Long writes whose interruption would lose work run behind the full-screen loading overlay (SPEC §2): saving a user's
// roles is one. While the write runs the overlay shows its note, a reload raises the browser's leave-page warning and
// Back does not leave the page; once the server has answered the overlay is gone and the page reloads freely.
import { describe, expect, it } from 'vitest';
import type { Dialog } from 'playwright-core';
import { openUserProfile } from './support/userProfile';
import { openPortal, signIn } from './support/browser';

const NOTE = 'Please do not reload or close the page.';

describe('loading overlay during long writes', () => {
  it('covers Save Roles while it runs, refusing reload and Back, and goes when the server answers', async () => {
    const portal = await openPortal('saving overlay');
    const { page } = portal;
    await signIn(portal, 'it.support');
    const profile = await openUserProfile(portal, 'qc.inspector', { viaMenu: true });
    await profile.getByRole('button', { name: 'Expand Purchasing' }).waitFor();

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
