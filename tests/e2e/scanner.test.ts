// The barcode scan dialog with Chromium's fake camera playing a generated Code 128 video: a real decode in the browser
// fills the paint QC serial field; without a camera the SPEC alert shows and the typed code can still be sent.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPortal, signIn } from './support/browser';
import { writeBarcodeY4m } from '../../scripts/fixtures/barcodeVideo';
import { paintedUnits } from './fixtures/paintQcUnits';

const SERIAL = 'AXL-2026-00417';
const video = writeBarcodeY4m(join(mkdtempSync(join(tmpdir(), 'norstar-scan-')), 'code128.y4m'), SERIAL);
const FAKE_CAMERA = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${video}`,
];

describe('barcode scanner', () => {
  it('decodes the fake camera Code 128 into the trailer front axle serial', async () => {
    const portal = await openPortal('scanner decode', { extraArgs: FAKE_CAMERA });
    const unit = (await paintedUnits(portal.baseUrl)).find((u) => u.Type === 'trailer')!;
    await signIn(portal, 'qc.inspector');
    await portal.goto('/Internal/QC/PaintQC');
    const { page } = portal;
    await page.getByRole('textbox', { name: 'VIN', exact: true }).fill(unit.VIN);
    await page.getByRole('button', { name: 'Open' }).click();
    const serial = page.locator('[name="FrontAxleSerial"]');
    await serial.waitFor();
    await serial.fill('');
    await page.getByRole('button', { name: 'Scan Front Axle Serial' }).click();
    await page.locator('video[aria-label="Camera preview"][data-ready]').waitFor();
    await page.screenshot({ path: '/tmp/f-scanner.png' });
    await page.waitForFunction(
      () => (document.querySelector('[name="FrontAxleSerial"]') as HTMLInputElement | null)?.value !== '',
      undefined,
      { timeout: 20_000 },
    );
    expect(await serial.inputValue()).toBe(SERIAL);
    expect(portal.consoleErrors).toEqual([]);
  });

  it('alerts when there is no camera and still accepts a typed code', async () => {
    const portal = await openPortal('scanner no camera', { extraArgs: ['--use-fake-ui-for-media-stream'] });
    const alerts: string[] = [];
    portal.page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await signIn(portal, 'qc.inspector');
    await portal.goto('/Internal/QC/PaintQC');
    const { page } = portal;
    await page.getByRole('button', { name: 'Scan VIN or work order' }).click();
    await page.waitForFunction(() =>
      document.body.innerText.includes("May the browser didn't support or there is some errors."),
    );
    expect(alerts).toEqual(["May the browser didn't support or there is some errors."]);
    await page.getByRole('dialog').getByRole('textbox', { name: 'Type the code' }).fill('NOT-A-VIN');
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    expect(await page.getByRole('textbox', { name: 'VIN', exact: true }).inputValue()).toBe('NOT-A-VIN');
  });
});
