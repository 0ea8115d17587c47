// The plant-floor outbox in the browser, with the server cut off for real: this file starts its own portal (own data
// dir, so cutting it off disturbs no other test) behind a TCP relay that can drop every connection, or forward the
// requests and lose the answers. The browser is a persistent Chromium profile that is closed and opened again, as a
// tablet restarts: the app shell comes from the service worker, the entries from IndexedDB.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from '../../scripts/support/startPortal';
import { CHROMIUM_ARGS, DEMO_PASSWORD } from './support/browser';
import { startTcpRelay, type TcpRelay } from './support/tcpRelay';
import { apiGet, apiToken } from './fixtures/api';

const HINT = 'Min Number: 0.1 and Max Number: 10.99, Please';
const QUEUED = 'Saved on this device; it will be sent when the server can be reached';
const ROOT = resolve(import.meta.dirname, '../..');

let portal: RunningPortal;
let relay: TcpRelay;
let dataDir: string;
/** The browser's address of the portal: through the relay. */
let appUrl: string;
const profiles: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'norstar-offline-e2e-'));
  mkdirSync(join(ROOT, 'test-results/e2e'), { recursive: true });
  const ports = process.env.NORSTAR_OFFLINE_E2E_PORTS?.split(',').map(Number);
  portal = await startPortal({
    logFile: join(ROOT, 'test-results/e2e/offline-server.log'),
    port: ports?.[0],
    env: {
      NORSTAR_DATA_DIR: dataDir,
      NORSTAR_CAPTCHA: 'off',
      NORSTAR_LOGIN_LIMIT: '10000',
      NORSTAR_SKIP_BUILD: '1',
      // A tenth of the demo data seeds in seconds and still has units, stock and counters for every case here.
      NORSTAR_SEED_SCALE: '0.1',
    },
  });
  relay = await startTcpRelay(Number(new URL(portal.baseUrl).port), ports?.[1]);
  appUrl = `http://127.0.0.1:${relay.port}`;
}, 360_000);

afterAll(async () => {
  await relay?.close();
  await portal?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
});

/** A device: a Chromium profile on disk that outlives a browser restart. */
function newDevice(): string {
  const dir = mkdtempSync(join(tmpdir(), 'norstar-offline-profile-'));
  profiles.push(dir);
  return dir;
}

async function openBrowser(profile: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

async function signIn(page: Page, username: string) {
  await page.goto(`${appUrl}/#/`);
  await page.getByLabel('Username').fill(username);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.locator('input[type="password"]').press('Enter');
  await page.waitForURL(/#\/Internal/);
}

/** Waits until the service worker has precached the build and controls the page. */
async function swReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

const outboxCount = (page: Page) => page.getByTestId('outbox-count');

/** With the outbox panel open: waits until every entry has reached the server. */
async function waitForEmptyOutbox(page: Page) {
  await page.getByText('Nothing waiting: every entry has reached the server.').waitFor({ timeout: 40_000 });
}

interface Unit {
  WorkorderNumber: string;
  VIN: string;
  Type: 'trailer' | 'bed';
}

interface Lookup {
  SavedAt: string | null;
  PaintMM1Front: number | null;
}

async function lookup(bearer: string, unit: Unit): Promise<Lookup> {
  return apiGet<Lookup>(
    portal.baseUrl,
    bearer,
    `/ns/QC/PaintQC/paintqclookup?searchValue=${unit.WorkorderNumber}&searchBy=WorkOrder&plant=2`,
  );
}

/** Trailers of plant 2 without readings, from the list the screen keeps for offline use. */
async function unpaintedTrailers(bearer: string, count: number): Promise<Unit[]> {
  const units = await apiGet<Unit[]>(portal.baseUrl, bearer, '/ns/QC/PaintQC/units?plant=2');
  const found: Unit[] = [];
  for (const unit of units.filter((u) => u.Type === 'trailer')) {
    if ((await lookup(bearer, unit)).SavedAt === null) found.push(unit);
    if (found.length === count) return found;
  }
  throw new Error('not enough unpainted trailers in plant 2');
}

const READINGS = {
  PaintMM1Front: '2.1',
  PaintMM2DriveSide: '2.2',
  PaintMM3Rear: '2.3',
  PaintMM4PassengerSide: '2.4',
  PaintMM5IBeamGooseNeck: '2.5',
  PaintMM6: '2.6',
};

async function enterTrailerReadings(page: Page, unit: Unit) {
  await page.locator('.mantine-SegmentedControl-root label', { hasText: /^Work order$/ }).click();
  await page.getByRole('textbox', { name: 'Work order', exact: true }).fill(unit.WorkorderNumber);
  await page.getByRole('button', { name: 'Open' }).click();
  const dialog = page.getByRole('dialog');
  for (const [field, value] of Object.entries(READINGS)) await dialog.locator(`[name="${field}"]`).fill(value);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function paintChecksOf(bearer: string, unit: Unit) {
  const day = new Date().toISOString().slice(0, 10);
  const rows = await apiGet<{ WorkorderNumber: string }[]>(
    portal.baseUrl,
    bearer,
    `/reports/qc/paint-checks?plant=2&from=2020-01-01&to=${day.slice(0, 4)}-12-31`,
  );
  return rows.filter((r) => r.WorkorderNumber === unit.WorkorderNumber);
}

describe('offline outbox', () => {
  it('opens the shell offline after one online visit', async () => {
    const profile = newDevice();
    let { context, page } = await openBrowser(profile);
    await signIn(page, 'qc.inspector');
    await page.goto(`${appUrl}/#/Internal/QC/PaintQC`);
    await page.getByRole('button', { name: 'Open' }).waitFor();
    await swReady(page);
    await context.close();

    relay.setMode('paused');
    try {
      ({ context, page } = await openBrowser(profile));
      await page.goto(`${appUrl}/#/Internal/QC/PaintQC`);
      await page.getByText('New check').waitFor();
      await page.getByRole('button', { name: 'Open' }).waitFor();
      // The portal's own page (its title names the screen), not the browser's "site can't be reached".
      expect(await page.title()).toContain('Paint QC');
      await context.close();
    } finally {
      relay.setMode('forward');
    }
  });

  it('controls the first visit once installed, so a panel loaded on first use opens with the server cut off', async () => {
    const bearer = await apiToken(portal.baseUrl, 'qc.inspector');
    const [unit] = await unpaintedTrailers(bearer, 1);
    const profile = newDevice();
    const { context, page } = await openBrowser(profile);
    await signIn(page, 'qc.inspector');
    await page.goto(`${appUrl}/#/Internal/QC/PaintQC`);
    await page.getByTestId('last-refreshed').waitFor();
    await swReady(page);
    // The worker that installed during this first visit serves it: no reload, no second visit.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });

    relay.setMode('paused');
    try {
      await enterTrailerReadings(page, unit);
      await page.getByText(QUEUED).waitFor();
      // The outbox panel's code was never loaded on this visit: it comes from the precache.
      await page.getByRole('button', { name: /^Outbox/ }).click();
      await page.locator('[data-outbox-entry]').first().waitFor({ timeout: 20_000 });
      expect(await page.getByRole('dialog').textContent()).toContain(unit.WorkorderNumber);
    } finally {
      relay.setMode('forward');
    }
    await page.getByRole('button', { name: 'Retry now' }).click();
    await waitForEmptyOutbox(page);
    await context.close();
  });

  it('keeps a paint QC check entered offline through a browser restart, sends it once the server is back, exactly once', async () => {
    const bearer = await apiToken(portal.baseUrl, 'qc.inspector');
    const [unit] = await unpaintedTrailers(bearer, 1);
    const profile = newDevice();
    let { context, page } = await openBrowser(profile);
    await signIn(page, 'qc.inspector');
    await page.goto(`${appUrl}/#/Internal/QC/PaintQC`);
    await page.getByTestId('last-refreshed').waitFor();
    await swReady(page);

    relay.setMode('paused');
    try {
      await enterTrailerReadings(page, unit);
      await page.getByText(QUEUED).waitFor();
      expect(await outboxCount(page).textContent()).toBe('1');
      await context.close();

      ({ context, page } = await openBrowser(profile));
      await page.goto(`${appUrl}/#/Internal/QC/PaintQC`);
      expect(await outboxCount(page).textContent()).toBe('1');
      expect(await page.getByTestId('last-refreshed').textContent()).toContain('offline');
      expect((await lookup(bearer, unit)).SavedAt).toBeNull();
    } finally {
      relay.setMode('forward');
    }
    await page.getByRole('button', { name: /^Outbox/ }).click();
    await page.getByRole('button', { name: 'Retry now' }).click();
    await waitForEmptyOutbox(page);
    expect((await lookup(bearer, unit)).PaintMM1Front).toBe(2.1);
    expect(await paintChecksOf(bearer, unit)).toHaveLength(1);
    await context.close();
  });

  it('stores an entry once when its answer was lost and it is sent again', async () => {
    const bearer = await apiToken(portal.baseUrl, 'qc.inspector');
    const [unit] = await unpaintedTrailers(bearer, 1);
    const profile = newDevice();
    const { context, page } = await openBrowser(profile);
    await signIn(page, 'qc.inspector');
    await page.goto(`${appUrl}/#/Internal/QC/PaintQC`);
    await page.getByTestId('last-refreshed').waitFor();

    relay.setMode('dropAnswers');
    try {
      await enterTrailerReadings(page, unit);
      await page.getByText(QUEUED).waitFor();
    } finally {
      relay.setMode('forward');
    }
    // The write reached the server; only the answer was lost.
    const first = await lookup(bearer, unit);
    expect(first.SavedAt).not.toBeNull();
    await page.getByRole('button', { name: /^Outbox/ }).click();
    await page.getByRole('button', { name: 'Retry now' }).click();
    await waitForEmptyOutbox(page);
    // A second save would have replaced the record and its time.
    expect((await lookup(bearer, unit)).SavedAt).toBe(first.SavedAt);
    expect(await paintChecksOf(bearer, unit)).toHaveLength(1);
    await context.close();
  });

  it('brings a refused reading back as failed with the SPEC hint, and sends it once corrected', async () => {
    const bearer = await apiToken(portal.baseUrl, 'qc.inspector');
    const [unit] = await unpaintedTrailers(bearer, 1);
    const profile = newDevice();
    let { context, page } = await openBrowser(profile);
    await signIn(page, 'qc.inspector');
    await page.goto(`${appUrl}/#/Internal/QC/PaintQC`);
    await page.getByTestId('last-refreshed').waitFor();
    // The form refuses 12 before saving; an entry kept by a device whose check differed (an older build) is the case
    // where only the server refuses it. It is written into the device's outbox as the app writes one.
    const guid = await guidOf(page);
    const partNo = await partNoOf(bearer, unit);
    await page.evaluate(
      async ({ unit, guid }) => {
        const open = indexedDB.open('norstar-outbox', 1);
        const db = await new Promise<IDBDatabase>((ok, fail) => {
          open.onsuccess = () => ok(open.result);
          open.onerror = () => fail(open.error);
        });
        const tx = db.transaction('entries', 'readwrite');
        tx.objectStore('entries').add({
          key: crypto.randomUUID(),
          operationId: 'addPaintQcTrailer',
          params: {},
          body: {
            WorkorderNumber: unit.WorkorderNumber,
            VIN: unit.VIN,
            DateInput: '2026-11-20',
            PartNo: unit.PartNo,
            PaintMM1Front: 12,
            PaintMM2DriveSide: 2.2,
            PaintMM3Rear: 2.3,
            PaintMM4PassengerSide: 2.4,
            PaintMM5IBeamGooseNeck: 2.5,
            PaintMM6: 2.6,
            Plant: 2,
            Guid: guid,
            UserName: 'Quality Inspector',
          },
          label: `Paint QC trailer · WO ${unit.WorkorderNumber}`,
          userGuid: guid,
          userName: 'Quality Inspector',
          state: 'pending',
          createdAt: new Date().toISOString(),
          attempts: 0,
        });
        await new Promise((ok) => (tx.oncomplete = ok));
      },
      { unit: { ...unit, PartNo: partNo }, guid },
    );
    await context.close();
    ({ context, page } = await openBrowser(profile));
    await page.goto(`${appUrl}/#/Internal/QC/PaintQC`);
    await page.getByRole('button', { name: /^Outbox/ }).click();
    const entry = page.locator('[data-outbox-entry]');
    await entry.and(page.locator('[data-state="failed"]')).waitFor({ timeout: 30_000 });
    await entry.getByText(HINT).first().waitFor();
    expect((await lookup(bearer, unit)).SavedAt).toBeNull();

    await entry.getByLabel('PaintMM1Front').fill('4.2');
    await entry.getByRole('button', { name: 'Send again' }).click();
    await waitForEmptyOutbox(page);
    expect((await lookup(bearer, unit)).PaintMM1Front).toBe(4.2);
    await context.close();
  });

  it('sends a free cycle count session of 50 scans made offline, complete and in order', async () => {
    const bearer = await apiToken(portal.baseUrl, 'admin');
    const [stock] = await apiGet<{ ItemNo: string; Location: string }[]>(
      portal.baseUrl,
      bearer,
      '/reports/inventory/on-hand?plant=2',
    );
    const managers = await apiGet<{ id: number; Name: string }[]>(
      portal.baseUrl,
      bearer,
      '/ns/inventory/cyclecount/getmanagers?plant=2',
    );
    let chosen: { manager: string; counter: string } | undefined;
    for (const m of managers) {
      const counters = await apiGet<{ id: number; CounterName: string }[]>(
        portal.baseUrl,
        bearer,
        `/ns/inventory/cyclecount/getcounters?manager_id=${m.id}`,
      );
      if (counters.length) {
        chosen = { manager: m.Name, counter: counters[0].CounterName };
        break;
      }
    }
    if (!chosen) throw new Error('no cycle count manager with counters in plant 2');

    const profile = newDevice();
    let { context, page } = await openBrowser(profile);
    await signIn(page, 'admin');
    await page.goto(`${appUrl}/#/Internal/Inventory/FreeCycleCount`);
    await page.getByRole('textbox', { name: 'Manager' }).click();
    await page.getByRole('option', { name: chosen.manager, exact: true }).click();
    await page.getByRole('textbox', { name: 'Counter' }).click();
    await page.getByRole('option', { name: chosen.counter, exact: true }).click();
    await swReady(page);

    const SCANS = 50;
    relay.setMode('paused');
    try {
      for (let i = 1; i <= SCANS; i += 1) {
        await page.getByRole('textbox', { name: 'Item' }).fill(stock.ItemNo);
        await page.getByRole('textbox', { name: 'Location' }).fill(stock.Location);
        await page.getByRole('textbox', { name: 'Counted' }).fill(String(i));
        await page.getByRole('button', { name: 'Save count' }).click();
        await page.waitForFunction(
          () => document.querySelector<HTMLInputElement>('.mantine-NumberInput-input')?.value === '',
        );
      }
      expect(await outboxCount(page).textContent()).toBe(String(SCANS));
      await context.close();
      ({ context, page } = await openBrowser(profile));
      await page.goto(`${appUrl}/#/Internal/Inventory/FreeCycleCount`);
      expect(await outboxCount(page).textContent()).toBe(String(SCANS));
    } finally {
      relay.setMode('forward');
    }
    await page.getByRole('button', { name: /^Outbox/ }).click();
    await page.getByRole('button', { name: 'Retry now' }).first().click();
    await waitForEmptyOutbox(page);
    await context.close();

    const day = new Date().toISOString().slice(0, 10);
    const rows = await apiGet<{ LineId: number; ItemNo: string; CountedQty: number }[]>(
      portal.baseUrl,
      bearer,
      `/reports/inventory/cyclecount/free?plant=2&from=${day}&to=${day}`,
    );
    const session = rows
      .filter((r) => r.ItemNo === stock.ItemNo)
      .sort((a, b) => a.LineId - b.LineId)
      .map((r) => r.CountedQty);
    expect(session).toEqual(Array.from({ length: SCANS }, (_, i) => i + 1));
  });
});

async function partNoOf(bearer: string, unit: Unit): Promise<string> {
  const found = await apiGet<{ PartNo: string }>(
    portal.baseUrl,
    bearer,
    `/ns/QC/PaintQC/paintqclookup?searchValue=${unit.WorkorderNumber}&searchBy=WorkOrder&plant=2`,
  );
  return found.PartNo;
}

async function guidOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i += 1) {
      const value = localStorage.getItem(localStorage.key(i) ?? '') ?? '';
      const match = /"Guid":"([0-9a-f-]{36})"/.exec(value);
      if (match) return match[1];
    }
    throw new Error('no signed-in user in storage');
  });
}
