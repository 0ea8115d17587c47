// SPEC §4: a 401 opens the expired-session dialog and nothing typed is lost. While it is open the page behind it holds
// still whatever the browser does: Back, Forward and an address changed by hand leave the Paint QC form and its
// readings where they are, even when the page was opened by its address (a history entry the router did not create),
// and after signing in again the parked save reaches the server.
import { describe, expect, it } from 'vitest';
import { openPortal, signIn, DEMO_PASSWORD } from './support/browser';
import { apiGet, apiToken } from './fixtures/api';
import { paintedUnits } from './fixtures/paintQcUnits';

interface Lookup {
  PaintMM1Front: number | null;
  PaintMM2DriveSide: number | null;
  Comments: string | null;
}

describe('navigation under the expired-session dialog', () => {
  it('keeps the Paint QC form through Back, Forward and a hash change, and saves the readings after the re-login', async () => {
    const portal = await openPortal('session dialog navigation');
    const { page } = portal;
    const unit = (await paintedUnits(portal.baseUrl)).filter((u) => u.Type === 'trailer')[1];
    await signIn(portal, 'qc.inspector');
    // Opened by its address, as a bookmark or a typed URL does.
    await portal.goto('/Internal/QC/PaintQC');
    const paintUrl = page.url();

    await page.locator('.mantine-SegmentedControl-root label', { hasText: /^Work order$/ }).click();
    await page.getByRole('textbox', { name: 'Work order', exact: true }).fill(unit.WorkorderNumber);
    await page.getByRole('button', { name: 'Open' }).click();
    const paintDialog = page.getByRole('dialog').filter({ hasText: `Paint QC · ${unit.WorkorderNumber}` });
    const reading = (field: string) => paintDialog.locator(`[name="${field}"]`);
    await reading('PaintMM1Front').waitFor();
    const typed = { PaintMM1Front: '5.17', PaintMM2DriveSide: '6.28', Comments: `Back under the dialog ${Date.now()}` };
    for (const [field, value] of Object.entries(typed)) await reading(field).fill(value);

    // IT blocks every live token of the inspector; Save meets a 401 and the dialog opens over the form.
    const itToken = await apiToken(portal.baseUrl, 'admin');
    const guid = await page.evaluate(() => JSON.parse(localStorage.getItem('User') ?? '{}').Guid as string);
    const blocked = await fetch(`${portal.baseUrl}/api/user/block_token?guid=${guid}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${itToken}` },
    });
    expect(blocked.status).toBe(200);
    await paintDialog.getByRole('button', { name: 'Save' }).click();
    const expired = page.getByRole('dialog', { name: /session has expired/i });
    await expired.waitFor();

    const heldStill = async () => {
      await page.waitForURL(paintUrl, { timeout: 5_000 });
      expect(await expired.isVisible()).toBe(true);
      expect(await paintDialog.isVisible()).toBe(true);
      for (const [field, value] of Object.entries(typed)) expect(await reading(field).inputValue()).toBe(value);
    };
    await page.goBack();
    await heldStill();
    await page.goForward();
    await heldStill();
    await page.evaluate(() => {
      window.location.hash = '#/Internal/Dashboard';
    });
    await heldStill();
    await page.goBack();
    await heldStill();

    await expired.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await expired.locator('input[type="password"]').press('Enter');
    await expired.waitFor({ state: 'hidden' });
    await page.getByText('Save!', { exact: true }).waitFor();
    expect(page.url()).toBe(paintUrl);

    const bearer = await apiToken(portal.baseUrl, 'qc.inspector');
    const saved = await apiGet<Lookup>(
      portal.baseUrl,
      bearer,
      `/ns/QC/PaintQC/paintqclookup?searchValue=${encodeURIComponent(unit.WorkorderNumber)}&searchBy=WorkOrder&plant=2`,
    );
    expect(saved.PaintMM1Front).toBe(Number(typed.PaintMM1Front));
    expect(saved.PaintMM2DriveSide).toBe(Number(typed.PaintMM2DriveSide));
    expect(saved.Comments).toBe(typed.Comments);

    // Unlocked again: Back leaves the page as usual.
    await page.goBack();
    await page.waitForURL((url) => url.toString() !== paintUrl);
  });
});
