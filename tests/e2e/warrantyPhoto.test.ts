// A warranty case with a photo of the failure taken with Chromium's fake camera (a generated Y4M video): the photo
// widget of the New Warranty Case form opens the camera dialog, the photo taken shows as a preview, the case is
// opened, and the server answers the photo back as a real image/jpeg.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPortal, signIn } from './support/browser';
import { apiGet, apiToken } from './fixtures/api';
import { writeBarcodeY4m } from '../../scripts/fixtures/barcodeVideo';
import { jpegSize } from '../support/jpegSize';

const video = writeBarcodeY4m(join(mkdtempSync(join(tmpdir(), 'norstar-photo-')), 'failure.y4m'), 'WC-BRAKE-DRUM');
const FAKE_CAMERA = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${video}`,
];
/** The last year: the finish log covers at most 366 days at a time (x-max-range-days). */
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const RANGE = `from=${isoDaysAgo(364)}&to=${isoDaysAgo(-1)}`;

/** A unit of plant 2 with a VIN, from the finish log (admin holds every role). */
async function plant2Vin(baseUrl: string, bearer: string): Promise<string> {
  const finished = await apiGet<{ VIN: string | null }[]>(
    baseUrl,
    bearer,
    `/reports/production/finish-log?plant=2&${RANGE}`,
  );
  const unit = finished.find((u) => u.VIN);
  if (!unit?.VIN) throw new Error('no finished unit with a VIN in plant 2');
  return unit.VIN.trim();
}

describe('warranty case photo', () => {
  it('takes a photo of the failure with the camera, opens the case and the server keeps the JPEG', async () => {
    const portal = await openPortal('warranty photo', { extraArgs: FAKE_CAMERA });
    const bearer = await apiToken(portal.baseUrl, 'admin');
    const vin = await plant2Vin(portal.baseUrl, bearer);
    await signIn(portal, 'admin');
    await portal.goto('/Internal/CustomerService/WarrantyCaseForm');
    const { page } = portal;

    await page.getByRole('textbox', { name: 'VIN', exact: true }).fill(vin);
    await page.getByLabel('Category', { exact: false }).first().click();
    await page.getByRole('option', { name: 'Brakes', exact: true }).click();
    await page.getByLabel('What failed', { exact: false }).first().fill('Left brake drum cracked after 300 miles');
    await page.getByLabel('Claim amount (USD)', { exact: false }).first().fill('310');
    await page.getByLabel('Submitted by (dealer contact)', { exact: false }).first().fill('Dealer service desk');

    const field = page.getByRole('group', { name: 'Photo of the failure' });
    await field.getByRole('button', { name: 'Take photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Photo of the failure' });
    await dialog.locator('video[aria-label="Camera preview"][data-ready]').waitFor();
    await dialog.getByRole('button', { name: 'Take photo' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const preview = page.getByRole('img', { name: 'Photo of the failure preview' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/);
    await page.waitForFunction(() => {
      const img = document.querySelector('img[alt="Photo of the failure preview"]') as HTMLImageElement | null;
      return Boolean(img?.complete && img.naturalWidth > 0);
    });
    await page.screenshot({ path: '/tmp/f-warranty-photo.png' });

    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/api/customer-service/warranty-cases?'),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    const answer = await created;
    expect(answer.status()).toBe(200);
    const { CaseNo } = (await answer.json()) as { CaseNo: string };
    await page.getByText('Warranty case opened').waitFor();
    // The form starts over for the next call: no preview left behind.
    await preview.waitFor({ state: 'detached' });

    const res = await fetch(
      `${portal.baseUrl}/api/customer-service/warranty-cases/${encodeURIComponent(CaseNo)}/photo?plant=2`,
      {
        headers: { Authorization: `Bearer ${bearer}` },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const photo = Buffer.from(await res.arrayBuffer());
    expect([...photo.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const size = jpegSize(photo);
    expect(size.width).toBeGreaterThan(0);
    expect(size.height).toBeGreaterThan(0);
    expect(portal.consoleErrors).toEqual([]);
  });
});
