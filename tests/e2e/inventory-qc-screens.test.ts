// Inventory, Purchasing, QC and Developers screens in the browser as admin: a grid, a pivot, a form and the live
// physical inventory overview show their data; a typed scan on the finish-goods count is recorded and answered.
import { describe, expect, it } from 'vitest';
import { openPortal, signIn } from './support/browser';

const SCREENS: [route: string, title: string, shot: string][] = [
  ['/Internal/Inventory/Drain', 'Inventory Drain', 'drain'],
  ['/Internal/QC/Hold', 'QC Hold', 'qc-hold'],
  ['/Internal/Developers/Routes', 'Routes', 'dev-routes'],
  ['/Internal/Purchasing/ElPasoReceived', 'El Paso Received', 'elpaso'],
  ['/Internal/Inventory/Physical/Leaders', 'Count Leaders', 'leaders'],
  ['/Internal/Inventory/CycleCount', 'Cycle Count', 'cycle-count'],
  ['/Internal/Inventory/MoveItems', 'Move Items', 'move-items'],
];

describe('plant floor screens (part 2) as admin', () => {
  it('shows grid rows on the report screens', async () => {
    const portal = await openPortal('inventory grids');
    const { page } = portal;
    await signIn(portal, 'admin');
    for (const [route, title, shot] of SCREENS) {
      await portal.goto(route);
      await page.getByRole('heading', { name: title, exact: true }).first().waitFor();
      await page.getByTestId('glide-cell-1-0').first().waitFor({ state: 'attached', timeout: 30_000 });
      const count = Number(
        (await page.locator('[data-testid="grid-row-count"]').first().textContent())?.replace(/\D/g, ''),
      );
      expect(count, route).toBeGreaterThan(0);
      await page.screenshot({ path: `/tmp/s2-${shot}.png` });
    }
    expect(portal.consoleErrors).toEqual([]);
  });

  it('shows the iAuditor pivot, the QC templates form and the physical overview', async () => {
    const portal = await openPortal('inventory pivot form overview');
    const { page } = portal;
    await signIn(portal, 'admin');
    await portal.goto('/Internal/QC/IAuditor');
    await page.getByText('Trailer final inspection').first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: '/tmp/s2-iauditor.png' });
    await portal.goto('/Internal/QC/Template');
    await page.locator('input[value="Trailer final inspection"]').first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: '/tmp/s2-qc-template.png' });
    await portal.goto('/Internal/Inventory/Physical');
    await page.getByTestId('kpi-card').first().waitFor();
    await page.getByTestId('glide-cell-1-0').first().waitFor({ state: 'attached', timeout: 30_000 });
    await page.screenshot({ path: '/tmp/s2-physical.png' });
    expect(portal.consoleErrors).toEqual([]);
  });

  it('records a typed scan on the finish-goods count and says when it matches no tag', async () => {
    const portal = await openPortal('inventory finish goods scan');
    const { page } = portal;
    await signIn(portal, 'admin');
    await portal.goto('/Internal/Inventory/inventory/physical/finishgoods/');
    await page.getByTestId('glide-cell-1-0').first().waitFor({ state: 'attached', timeout: 30_000 });
    await page.getByLabel('Tag or VIN', { exact: true }).fill('LOST-UNIT-77');
    await page.getByRole('button', { name: 'Count', exact: true }).click();
    await page
      .getByTestId('scan-outcome')
      .getByText('LOST-UNIT-77 is not on a tag of the current count; scan recorded')
      .waitFor();
    await page.screenshot({ path: '/tmp/s2-fg-scan.png' });
    expect(portal.consoleErrors).toEqual([]);
  });
});
