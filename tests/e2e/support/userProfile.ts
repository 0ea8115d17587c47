// Opening one user's User Profile in Admin/Users as a person does: find the user with the grid's search and
// double-click their row; the dialog is ready once its Username field shows the user.
import type { Locator } from 'playwright-core';
import type { PortalPage } from './browser';
import { openFromMenu } from './menu';

export async function openUserProfile(
  portal: PortalPage,
  username: string,
  options: { viaMenu?: boolean } = {},
): Promise<Locator> {
  const { page } = portal;
  if (options.viaMenu) {
    // Through the menu, so Back has a page to go to.
    await openFromMenu(page, 'Admin', 'Users');
  } else {
    await portal.goto('/Internal/Admin/Users');
  }
  await page.getByRole('textbox', { name: 'Search' }).fill(username);
  await page
    .locator('[data-testid="grid-row-count"]')
    .filter({ hasText: /^1 row$/ })
    .waitFor();
  const box = (await page.getByTestId('data-grid').boundingBox())!;
  await page.mouse.dblclick(box.x + 80, box.y + 36 + 16);
  const dialog = page.getByRole('dialog', { name: 'User Profile' });
  await dialog
    .getByRole('textbox', { name: 'Username' })
    .and(page.locator(`[value="${username}"]`))
    .waitFor();
  return dialog;
}
