// Roles as a user meets them: a QC inspector does not see production screens in the menu, opening one by URL
// shows the no-permission screen, and the server refuses its operation with 403 (the UI is not the only gate).
import { describe, expect, it } from 'vitest';
import { openPortal, signIn } from './support/browser';

describe('roles', () => {
  it('keeps production away from a QC inspector in the menu, the route and the API', async () => {
    const portal = await openPortal('roles qc inspector');
    await signIn(portal, 'qc.inspector');
    const { page } = portal;
    await page.getByRole('navigation').first().waitFor();
    expect(await page.getByRole('navigation').getByText('Finish Log', { exact: true }).count()).toBe(0);

    await portal.goto('/Internal/Production/FinishLog');
    await page.getByText('No permission', { exact: true }).waitFor();
    expect(await page.locator('[data-testid="grid-row-count"]').count()).toBe(0);

    const token = await page.evaluate(() => localStorage.getItem('Token'));
    const res = await fetch(
      `${portal.baseUrl}/api/reports/production/finish-log?plant=2&from=2026-01-01&to=2026-12-31`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(res.status).toBe(403);
  });
});
