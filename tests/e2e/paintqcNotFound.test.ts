// A Paint QC lookup that finds nothing only hides the loader (SPEC §8) — no empty "Paint QC"
// dialog — and tells the inspector that no unit matched the VIN or work order; a unit that exists still opens.
import { describe, expect, it } from 'vitest';
import { openPortal, signIn } from './support/browser';
import { paintedUnits } from './fixtures/paintQcUnits';

describe('paint QC lookup that finds nothing', () => {
  it('opens no dialog and says no unit matched the VIN or the work order', async () => {
    const portal = await openPortal('paintqc not found');
    const { page } = portal;
    const [unit] = await paintedUnits(portal.baseUrl);
    await signIn(portal, 'qc.inspector');
    await portal.goto('/Internal/QC/PaintQC');

    const field = page.getByRole('textbox', { name: 'VIN', exact: true });
    await field.fill('1N9XX0000NOSUCH00');
    await page.getByRole('button', { name: 'Open' }).click();
    await page.getByText('No unit matched the VIN 1N9XX0000NOSUCH00 in this plant.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The loader (the busy Open button) is hidden again.
    expect(await page.getByRole('button', { name: 'Open' }).getAttribute('aria-busy')).toBe('false');
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await page.locator('.mantine-SegmentedControl-root label', { hasText: /^Work order$/ }).click();
    await page.getByRole('textbox', { name: 'Work order', exact: true }).fill('WO-NOSUCH-1');
    await page.getByRole('button', { name: 'Open' }).click();
    await page.getByText('No unit matched the work order WO-NOSUCH-1 in this plant.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Typing again clears the message; a real unit opens its dialog as before.
    await page.getByRole('textbox', { name: 'Work order', exact: true }).fill(unit.WorkorderNumber);
    expect(await page.getByText(/No unit matched/).count()).toBe(0);
    await page.getByRole('button', { name: 'Open' }).click();
    await page.getByRole('dialog').getByText(`Paint QC · ${unit.WorkorderNumber}`).waitFor();
    expect(portal.consoleErrors.filter((e) => !/404/.test(e))).toEqual([]);
  });
});
