// A grid row action against the real server: on Testimonial Publication a double-click on a waiting testimonial
// opens its Publish dialog, confirming publishes it (the server's answer), the Waiting rows are reloaded without it,
// and the Published tab has one more.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPortal, signIn } from './support/browser';

/** Waits until the grid's row counter shows n rows. */
async function rowsShown(page: Page, n: number): Promise<void> {
  await page.waitForFunction(
    (want) =>
      Number(document.querySelector('[data-testid="grid-row-count"]')?.textContent?.replace(/\D/g, '')) === want,
    n,
    { timeout: 60_000 },
  );
}

const tab = (page: Page, label: string) =>
  page.getByRole('radiogroup', { name: 'Show' }).getByText(label, { exact: true });

/** Runs `act` and returns how many testimonials the filter call it causes answers with. */
async function filterAnswer(page: Page, act: () => Promise<unknown>): Promise<number> {
  const answer = page.waitForResponse(
    (r) => r.url().includes('/testimonials/filter/') && r.request().method() === 'POST',
  );
  // A failed act must fail the test, not leave the wait rejecting after it.
  answer.catch(() => undefined);
  await act();
  const rows: unknown = await (await answer).json();
  return Array.isArray(rows) ? rows.length : NaN;
}

describe('grid row actions', () => {
  it('publishes a waiting testimonial after the confirm and reloads the rows', async () => {
    const portal = await openPortal('row actions');
    const { page } = portal;
    await signIn(portal, 'admin');
    const waiting = await filterAnswer(page, () => portal.goto('/Internal/CustomerService/TestimonialPublication'));
    expect(waiting).toBeGreaterThan(0);
    await rowsShown(page, waiting);
    const published = await filterAnswer(page, () => tab(page, 'Published').click());
    await rowsShown(page, published);
    await tab(page, 'Waiting').click();
    await rowsShown(page, waiting);

    const box = await page.getByTestId('data-grid').first().boundingBox();
    if (!box) throw new Error('no grid on the page');
    // The Registered column (after the 70 px ID column, which opens the testimonial dialog) of the first data row
    // (header 36 px, rows 32 px).
    await page.mouse.dblclick(box.x + 120, box.y + 52);
    const dialog = page.getByRole('dialog', { name: /^Publish on website — Testimonial \d+$/ });
    await dialog.getByText('Publish this testimonial on the website?').waitFor();
    const reloaded = await filterAnswer(page, () => dialog.getByRole('button', { name: 'Publish on website' }).click());
    await page.getByText('Testimonial published').first().waitFor();
    expect(reloaded).toBe(waiting - 1);
    await rowsShown(page, waiting - 1);
    expect(await dialog.count()).toBe(0);

    const nowPublished = await filterAnswer(page, () => tab(page, 'Published').click());
    expect(nowPublished).toBe(published + 1);
    await rowsShown(page, published + 1);
    expect(portal.consoleErrors).toEqual([]);
  });
});
