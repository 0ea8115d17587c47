// Paint QC in the browser against the real server: a trailer and a bed looked up, readings refused with the SPEC hint
// for 0.05 and 11, saved with 'Save!' and read back from the server; the reference drawing of the part number's
// family; the inspection report in the File View (a PDF, or an empty viewer for a unit without readings); the month
// picker's years.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPortal, signIn } from './support/browser';
import { paintedUnits, unpaintedUnit, type PaintUnit } from './fixtures/paintQcUnits';

const HINT = 'Min Number: 0.1 and Max Number: 10.99, Please';

async function openCheck(page: Page, value: string, by: 'VIN' | 'Work order') {
  await page.locator('.mantine-SegmentedControl-root label', { hasText: new RegExp(`^${by}$`) }).click();
  await page.getByRole('textbox', { name: by, exact: true }).fill(value);
  await page.getByRole('button', { name: 'Open' }).click();
  await page.getByRole('dialog').getByLabel('1. Front', { exact: false }).first().waitFor();
}

const reading = (page: Page, field: string) => page.getByRole('dialog').locator(`[name="${field}"]`);

async function fillAndSave(page: Page, unit: PaintUnit, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) await reading(page, field).fill(value);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await page.getByText('Save!', { exact: true }).waitFor();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  // Read back: the dialog looks the unit up again from the server.
  await openCheck(page, unit.WorkorderNumber, 'Work order');
  for (const [field, value] of Object.entries(values)) expect(await reading(page, field).inputValue()).toBe(value);
}

describe('paint QC', () => {
  it('edits a trailer: hint for 0.05 and 11, Save refused until valid, Save! then the saved values come back', async () => {
    const portal = await openPortal('paintqc trailer');
    const unit = (await paintedUnits(portal.baseUrl)).find((u) => u.Type === 'trailer')!;
    await signIn(portal, 'qc.inspector');
    await portal.goto('/Internal/QC/PaintQC');
    const { page } = portal;
    await openCheck(page, unit.VIN, 'VIN');

    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('VIN').inputValue()).toBe(unit.VIN);
    expect(await dialog.getByLabel('Part Number').inputValue()).toBe(unit.PartNo);
    expect(await dialog.getByTestId('paint-reference').getAttribute('data-family')).toBe(unit.PartNo.slice(0, 3));
    await expect(dialog.getByRole('img', { name: /Reference drawing/ }).isVisible()).resolves.toBe(true);

    await reading(page, 'PaintMM1Front').fill('0.05');
    await reading(page, 'PaintMM2DriveSide').fill('11');
    await reading(page, 'PaintMM3Rear').focus(); // blur the last field: the hint shows without clamping the value
    await dialog.getByText(HINT).first().waitFor();
    expect(await reading(page, 'PaintMM1Front').inputValue()).toBe('0.05');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(await dialog.getByText(HINT).count()).toBeGreaterThanOrEqual(2);
    expect(await reading(page, 'PaintMM1Front').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Save!', { exact: true }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/f-paintqc-trailer.png' });

    await fillAndSave(page, unit, {
      PaintMM1Front: '0.1',
      PaintMM2DriveSide: '10.99',
      PaintMM3Rear: '4.25',
      PaintMM4PassengerSide: '3.8',
      PaintMM5IBeamGooseNeck: '5.5',
      PaintMM6: '4.02',
      FrontAxleSerial: 'DX-F-E2E-001',
      Comments: 'Re-measured after touch-up on the drive side',
    });
    expect(portal.consoleErrors).toEqual([]);
  });

  it('edits a truck bed on its Main tab with seven readings (the fifth is the floor) and saves', async () => {
    const portal = await openPortal('paintqc bed');
    const unit = (await paintedUnits(portal.baseUrl)).find((u) => u.Type === 'bed')!;
    await signIn(portal, 'qc.inspector');
    await portal.goto('/Internal/QC/PaintQC');
    const { page } = portal;
    await openCheck(page, unit.WorkorderNumber, 'Work order');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Main' }).waitFor();
    await dialog.getByLabel('5. Floor').waitFor();
    expect(await dialog.getByTestId('paint-reference').getAttribute('data-family')).toBe(unit.PartNo.slice(0, 3));
    await reading(page, 'PaintMM7').fill('11');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(HINT).waitFor();
    await page.screenshot({ path: '/tmp/f-paintqc-bed.png' });

    await fillAndSave(page, unit, {
      PaintMM1Front: '3.1',
      PaintMM2DriveSide: '3.2',
      PaintMM3Rear: '3.3',
      PaintMM4PassengerSide: '3.4',
      PaintMM5Floor: '6.75',
      PaintMM6: '3.6',
      PaintMM7: '3.7',
    });
  });

  it('shows the inspection report PDF in the File View, and an empty viewer for a unit without readings', async () => {
    const portal = await openPortal('paintqc report');
    const [painted] = await paintedUnits(portal.baseUrl);
    const unpainted = await unpaintedUnit(portal.baseUrl);
    await signIn(portal, 'qc.inspector');
    await portal.goto('/Internal/QC/PaintQC');
    const { page } = portal;

    await openCheck(page, unpainted.WorkorderNumber, 'Work order');
    await page.getByRole('button', { name: 'Inspection report' }).click();
    const viewer = page.getByTestId('file-view');
    await page.locator('[data-testid="file-view"][data-state="empty"]').waitFor();
    expect(await page.getByText('Error loading the file').count()).toBe(0);
    await page.reload();

    await openCheck(page, painted.WorkorderNumber, 'Work order');
    await page.getByRole('button', { name: 'Inspection report' }).click();
    await page.locator('[data-testid="file-view"][data-state="shown"]').waitFor();
    expect(await viewer.locator('iframe').getAttribute('data-type')).toBe('application/pdf');
    expect(await viewer.locator('iframe').getAttribute('src')).toMatch(/^blob:/);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: '/tmp/f-paintqc-report.png' });
  });

  it('offers the years from the current year back to 2016 in the month picker', async () => {
    const portal = await openPortal('paintqc month picker');
    await signIn(portal, 'qc.inspector');
    await portal.goto('/Internal/QC/PaintQC');
    await portal.page.getByRole('textbox', { name: 'Year' }).click();
    const years = await portal.page.getByRole('option').allTextContents();
    const thisYear = new Date().getFullYear();
    expect(years).toEqual(Array.from({ length: thisYear - 2016 + 1 }, (_, i) => String(thisYear - i)));
  });
});
