// A menu click navigates at once, however slow the machine or the network: the address and the highlighted menu entry
// change as the link is clicked, and the screen follows when its chunks have arrived. With the CPU slowed down and
// every request delayed (Chromium's emulation), each entry is clicked once, never twice.
import { describe, expect, it } from 'vitest';
import { openPortal, signIn } from './support/browser';

/** How long a click may take to show on the slowed machine; each of a screen's chunks takes longer than this to come. */
const CLICK_MS = 2_500;
const LATENCY_MS = 3_000;

const ENTRIES = [
  { area: 'QC', title: 'Paint QC', route: '/Internal/QC/PaintQC' },
  { area: 'Admin', title: 'Users', route: '/Internal/Admin/Users' },
  { area: 'Production', title: 'Production Dashboard', route: '/Internal/Production/DashboardInfor' },
];

describe('menu navigation', () => {
  it('moves to the clicked screen on the first click, before its chunks have arrived', async () => {
    const portal = await openPortal('menu navigation');
    const { page } = portal;
    await signIn(portal, 'admin');
    const menu = page.getByRole('navigation', { name: 'Screens' });
    await menu.getByRole('link', { name: 'Home' }).waitFor();
    const cdp = await portal.context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    for (const { area, title, route } of ENTRIES) {
      await menu.getByText(area, { exact: true }).first().click();
      const link = menu.getByRole('link', { name: title, exact: true });
      await link.click();
      await page.waitForURL((url) => url.hash === `#${route}`, { timeout: CLICK_MS });
      await menu.locator('a[data-active]', { hasText: title }).waitFor({ timeout: CLICK_MS });
    }

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.getByRole('heading', { name: 'Production Dashboard' }).first().waitFor();
    expect(page.url()).toMatch(/#\/Internal\/Production\/DashboardInfor$/);
  });
});
