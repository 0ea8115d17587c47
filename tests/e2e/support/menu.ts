// Opening a screen through the menu, as a user does (so Back has a page of the portal to go to).
import type { Page } from 'playwright-core';

/**
 * Opens a screen through the menu with one click on its area and one on its link: the address changes as the link is
 * clicked, before the screen's chunks have arrived (engine/app/routing/LazyScreenRoute.tsx; tests/e2e/menuNavigation).
 */
export async function openFromMenu(page: Page, area: string, title: string) {
  const menu = page.getByRole('navigation', { name: 'Screens' });
  const before = page.url();
  await menu.getByText(area, { exact: true }).click();
  await menu.getByRole('link', { name: title, exact: true }).click();
  await page.waitForURL((url) => url.toString() !== before, { timeout: 5_000 });
}
