// Sales screens in the browser against the real server: the public order view and job application work logged out
// (no prices on the order view, SPEC-worded required and email messages on the form, a stored application); the
// dealer map draws the offline outlines with dealer points and a prospect's pin opens its edit form, which saves; the
// order detail, trends pivot and goal dashboard show data.
import { describe, expect, it } from 'vitest';
import { openPortal, signIn } from './support/browser';

const ORDER = 'CO2500100';

describe('public Sales and HR routes', () => {
  it('shows an order status without signing in, with units and no prices', async () => {
    const portal = await openPortal('sales public order view');
    const { page } = portal;
    await portal.goto(`/Sales/OrderView/${ORDER}`);
    await page.getByRole('heading', { name: 'Order Status', exact: true }).first().waitFor();
    await page.getByText(ORDER).first().waitFor();
    await page.getByText('Units Shipped').first().waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/\$\s?\d/);
    await page.screenshot({ path: '/tmp/s5-order-view.png', fullPage: true });
    expect(portal.consoleErrors).toEqual([]);
  });

  it('refuses an empty job application with the SPEC message and stores a complete one', async () => {
    const portal = await openPortal('sales public job application');
    const { page } = portal;
    await portal.goto('/HR/JobAplication');
    await page.getByRole('heading', { name: 'Job Application', exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Send Application' }).click();
    await page.getByText('First name is required').first().waitFor();
    await page.getByLabel('Brookston, TX (U.S.)').check();
    await page.getByLabel('First name', { exact: false }).first().fill('Dana');
    await page.getByLabel('Last name', { exact: false }).first().fill('Hill');
    await page.getByLabel('Email', { exact: false }).first().fill('dana.hill');
    await page.getByLabel('Phone', { exact: false }).first().fill('(903) 555-0199');
    await page.getByLabel('Position', { exact: false }).first().fill('Welder');
    await page.getByLabel('Shift', { exact: false }).first().click();
    await page.getByRole('option', { name: 'First' }).click();
    const available = page.getByLabel('Available from', { exact: false }).first();
    await available.click();
    await available.fill('2026-12-01');
    await available.press('Tab');
    await page.getByLabel('Years of experience', { exact: false }).first().fill('4');
    await page.getByRole('button', { name: 'Send Application' }).click();
    await page.getByText('Enter a valid email address').first().waitFor();
    await page.getByLabel('Email', { exact: false }).first().fill('dana.hill@mail.com');
    await page.screenshot({ path: '/tmp/s5-job-application.png', fullPage: true });
    await page.getByRole('button', { name: 'Send Application' }).click();
    await page.getByText('Thank you! Your application was received.').first().waitFor();
    expect(portal.consoleErrors).toEqual([]);
  });
});

describe('Sales screens as admin', () => {
  it('draws the dealer map offline and edits a potential dealer from its pin', async () => {
    const portal = await openPortal('sales dealer map');
    const { page } = portal;
    // No request may leave the portal's own origin: the map has no tile server.
    const foreign: string[] = [];
    page.on('request', (r) => {
      const url = r.url();
      if (!url.startsWith(portal.baseUrl) && !url.startsWith('data:') && !url.startsWith(`blob:${portal.baseUrl}`))
        foreign.push(url);
    });
    await signIn(portal, 'admin');
    await portal.goto('/Internal/Sales/dealermap');
    await page.getByRole('img', { name: /Dealer map/ }).waitFor();
    await page.getByTestId('map-point-dealer').first().waitFor();
    expect(await page.getByTestId('map-point-dealer').count()).toBeGreaterThan(100);
    expect(await page.locator('svg[role="img"] path').count()).toBe(4);
    await page.screenshot({ path: '/tmp/s5-dealermap.png' });
    await page.getByTestId('map-point-potential').first().dispatchEvent('click');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Potential Dealer', exact: true }).first().waitFor();
    const notes = page.getByLabel('Notes', { exact: false }).first();
    await notes.waitFor();
    await notes.fill('Met the owner at the farm show.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Action was successful').first().waitFor();
    expect(foreign).toEqual([]);
    expect(portal.consoleErrors).toEqual([]);
  });

  it('shows an order with its lines, the trends pivot and the goal dashboard', async () => {
    const portal = await openPortal('sales order and trends');
    const { page } = portal;
    await signIn(portal, 'admin');
    await portal.goto(`/Internal/Sales/CustomerOrderManagment/OrderEntry/${ORDER}`);
    await page.getByText(ORDER).first().waitFor();
    await page.getByRole('tab', { name: 'Lines' }).waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: '/tmp/s5-order-entry.png' });
    await portal.goto('/Internal/Sales/salesTrends');
    await page.locator('.pvtTable td.pvtVal').first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: '/tmp/s5-sales-trends.png', fullPage: true });
    await portal.goto('/Internal/Sales/goaltracking');
    await page.getByText('Units Booked vs Goal').first().waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: '/tmp/s5-goaltracking.png', fullPage: true });
    await portal.goto('/Internal/Sales/co/dashboard');
    await page.getByText('Weekly Order Intake').first().waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: '/tmp/s5-co-dashboard.png', fullPage: true });
    expect(portal.consoleErrors).toEqual([]);
  });
});
