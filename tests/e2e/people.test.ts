// HR and IMMEX screens in the browser: a time clock added on the Time Clocks form is refused with a bad IP address,
// saved once fixed and still there after a reload; an IMMEX screen shows the MX plant's purchases while the current
// plant is the U.S. one.
import { describe, expect, it } from 'vitest';
import { openPortal, signIn } from './support/browser';

describe('HR and IMMEX screens', () => {
  it('adds a time clock: a bad IP address is refused, a good one is saved and reads back', async () => {
    const portal = await openPortal('people time clock');
    await signIn(portal, 'admin');
    await portal.goto('/Internal/HR/ClockDevices');
    const { page } = portal;
    const serials = page.getByLabel('Serial number');
    await serials.first().waitFor();
    const before = await serials.count();
    await page.getByTitle('Add Item').last().click();
    await expect.poll(() => serials.count()).toBe(before + 1);
    const row = before;
    await page.getByLabel('Name').nth(row).fill('Shipping Dock');
    await page.getByLabel('Model').nth(row).fill('ZKTeco MB460');
    await serials.nth(row).fill('AEYU183169999');
    await page.getByLabel('IP address').nth(row).fill('10.2.10.299');
    await page.getByLabel('Location').nth(row).fill('Dock 4');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter a valid IP address, e.g. 10.2.10.24').waitFor();

    await page.getByLabel('IP address').nth(row).fill('10.2.10.24');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Action was successful').first().waitFor();
    await page.reload();
    await serials.first().waitFor();
    await expect.poll(() => serials.count()).toBe(before + 1);
    const names = await page
      .getByLabel('Name')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(names).toContain('Shipping Dock');
  });

  it('IMMEX purchases always show the MX plant', async () => {
    const portal = await openPortal('people immex');
    await signIn(portal, 'admin');
    await portal.goto('/Internal/IMMEX/Purchased');
    const count = portal.page.locator('[data-testid="grid-row-count"]').first();
    await expect
      .poll(async () => Number.parseInt(((await count.textContent()) ?? '0').replace(/,/g, ''), 10), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    expect(portal.consoleErrors).toEqual([]);
  });
});
