// Only the top-most dialog reacts to Escape, outside clicks and Back. With the expired-session
// dialog over the File View over the Paint QC dialog, Escape and Back change nothing beneath it; after the re-login
// one Escape closes the File View only, and the readings typed before the session ended are saved.
import { describe, expect, it } from 'vitest';
import { openPortal, signIn, DEMO_PASSWORD } from './support/browser';
import { openFromMenu } from './support/menu';
import { apiGet, apiToken } from './fixtures/api';
import { paintedUnits } from './fixtures/paintQcUnits';

interface Lookup {
  PaintMM1Front: number | null;
  PaintMM3Rear: number | null;
  Comments: string | null;
}

describe('dialogs under the expired-session dialog', () => {
  it('keeps the Paint QC readings through Escape, an outside click and Back, and saves them after the re-login', async () => {
    const portal = await openPortal('session dialog layers');
    const { page } = portal;
    const unit = (await paintedUnits(portal.baseUrl)).find((u) => u.Type === 'trailer')!;
    await signIn(portal, 'qc.inspector');
    await openFromMenu(page, 'QC', 'Paint QC');
    await page.waitForURL(/#\/Internal\/QC\/PaintQC$/);
    const paintUrl = page.url();

    await page.locator('.mantine-SegmentedControl-root label', { hasText: /^Work order$/ }).click();
    await page.getByRole('textbox', { name: 'Work order', exact: true }).fill(unit.WorkorderNumber);
    await page.getByRole('button', { name: 'Open' }).click();
    const paintDialog = page.getByRole('dialog').filter({ hasText: `Paint QC · ${unit.WorkorderNumber}` });
    const reading = (field: string) => paintDialog.locator(`[name="${field}"]`);
    await reading('PaintMM1Front').waitFor();
    const typed = { PaintMM1Front: '7.31', PaintMM3Rear: '6.42', Comments: `Layered dialogs ${Date.now()}` };
    await reading('PaintMM1Front').fill(typed.PaintMM1Front);
    await reading('PaintMM3Rear').fill(typed.PaintMM3Rear);
    await reading('Comments').fill(typed.Comments);

    // IT blocks every live token of the inspector; the next call (the inspection report) opens the session dialog
    // over the File View over the Paint QC dialog.
    const itToken = await apiToken(portal.baseUrl, 'admin');
    const guid = await page.evaluate(() => JSON.parse(localStorage.getItem('User') ?? '{}').Guid as string);
    const blocked = await fetch(`${portal.baseUrl}/api/user/block_token?guid=${guid}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${itToken}` },
    });
    expect(blocked.status).toBe(200);
    await paintDialog.getByRole('button', { name: 'Inspection report' }).click();
    const expired = page.getByRole('dialog', { name: /session has expired/i });
    await expired.waitFor();
    const fileView = page.getByTestId('file-view');

    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5); // outside every dialog
    await page.waitForTimeout(500);
    expect(await fileView.count()).toBe(1);
    expect(await paintDialog.count()).toBe(1);
    await page.goBack();
    await page.waitForTimeout(500);
    await page.keyboard.press('Escape');

    expect(await expired.isVisible()).toBe(true);
    expect(page.url()).toBe(paintUrl);
    expect(await fileView.count()).toBe(1);
    expect(await reading('PaintMM1Front').inputValue()).toBe(typed.PaintMM1Front);

    await expired.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await expired.locator('input[type="password"]').press('Enter');
    await expired.waitFor({ state: 'hidden' });
    await page.locator('[data-testid="file-view"][data-state="shown"]').waitFor();

    // One Escape closes the File View only; the Paint QC form stays with what was typed.
    await page.keyboard.press('Escape');
    await fileView.waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    expect(await paintDialog.isVisible()).toBe(true);
    for (const [field, value] of Object.entries(typed)) expect(await reading(field).inputValue()).toBe(value);

    await paintDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Save!', { exact: true }).waitFor();
    const bearer = await apiToken(portal.baseUrl, 'qc.inspector');
    const saved = await apiGet<Lookup>(
      portal.baseUrl,
      bearer,
      `/ns/QC/PaintQC/paintqclookup?searchValue=${encodeURIComponent(unit.WorkorderNumber)}&searchBy=WorkOrder&plant=2`,
    );
    expect(saved.PaintMM1Front).toBe(Number(typed.PaintMM1Front));
    expect(saved.PaintMM3Rear).toBe(Number(typed.PaintMM3Rear));
    expect(saved.Comments).toBe(typed.Comments);
  });

  it('keeps the User Profile and the page under the session dialog through Escape and Back', async () => {
    const portal = await openPortal('session dialog user profile');
    const { page } = portal;
    await signIn(portal, 'admin');
    await openFromMenu(page, 'Admin', 'Users');
    await page.getByRole('button', { name: 'New User' }).click();
    const profile = page.getByRole('dialog', { name: 'User Profile' });
    const values = { Name: 'Escapade', LastName: 'Layered', Username: `e2e.layers.${Date.now()}` };
    await profile.getByRole('textbox', { name: 'Name', exact: true }).fill(values.Name);
    await profile.getByRole('textbox', { name: 'LastName' }).fill(values.LastName);
    await profile.getByRole('textbox', { name: 'Username' }).fill(values.Username);
    await profile.getByLabel(/^Password/).fill('Trailer2027');
    await profile.getByLabel(/^Confirm Password/).fill('Trailer2027');

    const token = await page.evaluate(() => localStorage.getItem('Token'));
    const guid = await page.evaluate(() => JSON.parse(localStorage.getItem('User') ?? '{}').Guid as string);
    await fetch(`${portal.baseUrl}/api/user/block_token?guid=${guid}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    await profile.getByRole('button', { name: 'Create User' }).click();
    const expired = page.getByRole('dialog', { name: /session has expired/i });
    await expired.waitFor();
    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    expect(await profile.isVisible()).toBe(true);
    await page.goBack();
    await page.waitForTimeout(500);
    expect(await expired.isVisible()).toBe(true);
    expect(page.url()).toMatch(/#\/Internal\/Admin\/Users$/);
    expect(await profile.isVisible()).toBe(true);
    expect(await profile.getByRole('textbox', { name: 'Username' }).inputValue()).toBe(values.Username);
  });
});
