// Navigation: from clicking a menu entry to the next screen's data on screen (PO Dashboard's grid cells), cold (a
// fresh browser context: chunks and data fetched) and warm (the same page coming back: chunks cached).
import type { Browser, Page } from 'playwright-core';
import type { BenchFigure } from './results.ts';
import type { LoginAnswer } from './benchServer.ts';
import { newContext } from './benchBrowser.ts';
import { median } from './stats.ts';

const TARGET = '/Internal/Purchasing/PODashboard';

async function clickToData(page: Page): Promise<number> {
  const link = page.locator(`nav a[href="#${TARGET}"]`).first();
  if (!(await link.isVisible())) await page.locator('nav').getByText('Purchasing', { exact: true }).first().click();
  await link.waitFor();
  const start = await page.evaluate(() => performance.now());
  await link.click();
  const shown = (await (
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="glide-cell-0-0"]') ? performance.now() : false),
      undefined,
      { timeout: 60_000, polling: 'raf' },
    )
  ).jsonValue()) as number;
  return shown - start;
}

// The home dashboard polls its live widgets, so the network never goes idle: wait for its screen, then until no
// request has started for one second (at most ten).
async function homeSettled(page: Page) {
  await page.locator('[data-screen-id="dashboard-home"]').waitFor({ timeout: 60_000 });
  let last = Date.now();
  const onRequest = () => (last = Date.now());
  page.on('request', onRequest);
  const start = Date.now();
  while (Date.now() - last < 1_000 && Date.now() - start < 10_000) await page.waitForTimeout(200);
  page.off('request', onRequest);
}

async function goHome(page: Page) {
  await page.locator('nav a[href="#/Internal"]').first().click();
  await page.waitForFunction((t) => !location.hash.startsWith(`#${t}`), TARGET);
  await homeSettled(page);
}

export async function measureNavigation(input: {
  browser: Browser;
  baseUrl: string;
  session: LoginAnswer;
  runs: number;
}): Promise<BenchFigure[]> {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < input.runs; run++) {
    const context = await newContext(input.browser, input.session);
    const page = await context.newPage();
    await page.goto(`${input.baseUrl}/#/Internal`);
    await page.locator('nav a[href="#/Internal"]').first().waitFor({ timeout: 60_000 });
    await homeSettled(page);
    cold.push(await clickToData(page));
    await goHome(page);
    warm.push(await clickToData(page));
    await context.close();
  }
  return [
    {
      id: 'nav.cold',
      label: 'navigation: menu click → PO Dashboard data shown, cold',
      unit: 'ms',
      median: median(cold),
      runs: cold.length,
    },
    {
      id: 'nav.warm',
      label: 'navigation: menu click → PO Dashboard data shown, warm',
      unit: 'ms',
      median: median(warm),
      runs: warm.length,
    },
  ];
}
