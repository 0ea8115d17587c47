// Debian's Chromium for the bench: a signed-in page of the built portal (the session put in storage as the login page
// leaves it), long-task and frame recording, and the swap of one screen definition chunk for a bench definition so
// the real app renders a 20-column grid or pivot over GET /bench/rows at any row count.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { LoginAnswer } from './benchServer.ts';

/** A browser case at several data sizes: the definition chunk swapped on a route of the built app, as a session. */
export interface ScaleCaseInput {
  browser: Browser;
  baseUrl: string;
  chunk: string;
  route: string;
  session: LoginAnswer;
  counts: number[];
  runs: number;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-precise-memory-info',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** Records long tasks (> 50 ms) from page start: window.__longTasks = [durations], window.__longTaskSpans =
 * [[start, duration]] (page times, kept for windowed counts). */
const RECORD_LONG_TASKS = `
  window.__longTasks = [];
  window.__longTaskSpans = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        window.__longTasks.push(e.duration);
        window.__longTaskSpans.push([e.startTime, e.duration]);
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
`;

export async function newContext(browser: Browser, session?: LoginAnswer): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    acceptDownloads: true,
  });
  await context.addInitScript(RECORD_LONG_TASKS);
  // tsx compiles the bench with esbuild's keepNames, which wraps functions passed to page.evaluate in __name().
  await context.addInitScript('window.__name = (f) => f;');
  if (session) {
    const u = session.User;
    const stored = {
      EplantId: u.EplantId,
      FirstName: u.Firstname,
      LastName: u.Lastname,
      Username: u.Username,
      Guid: u.Guid,
    };
    await context.addInitScript(
      ([token, user, data]) => {
        if (!localStorage.getItem('Token')) {
          localStorage.setItem('Token', token);
          localStorage.setItem('User', user);
          localStorage.setItem('UserData', data);
        }
      },
      [session.Token, JSON.stringify(stored), JSON.stringify(session.User)] as const,
    );
  }
  return context;
}

export async function longTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.splice(0));
}

/** Durations of the long tasks that ran (at least partly) between page times from and to. */
export async function longTasksBetween(page: Page, from: number, to: number): Promise<number[]> {
  const spans = await page.evaluate(() => (window as unknown as { __longTaskSpans: number[][] }).__longTaskSpans);
  return spans.filter(([start, duration]) => start + duration > from && start < to).map(([, duration]) => duration);
}

/** performance.requestStart of the latest resource whose URL contains `part`. */
export async function requestStart(page: Page, part: string): Promise<number> {
  return page.evaluate((p) => {
    const entries = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes(p)) as PerformanceResourceTiming[];
    return entries.length ? entries[entries.length - 1].requestStart : NaN;
  }, part);
}

/** The built chunk holding a screen definition (found by its id), so a bench run can answer it with another one. */
export function definitionChunk(distDir: string, screenId: string): string {
  const assets = join(distDir, 'assets');
  const file = readdirSync(assets).find(
    (f) =>
      f.endsWith('.js') &&
      f.includes('.screen') &&
      new RegExp(`id"?:\\s*[\`"']${screenId}[\`"']`).test(readFileSync(join(assets, f), 'utf8')),
  );
  if (!file) throw new Error(`no built chunk holds the screen definition ${screenId}`);
  return file;
}

/** Answers the given definition chunk with `definition` for every page of the context. */
export async function swapDefinition(context: BrowserContext, chunk: string, definition: unknown): Promise<void> {
  await context.unroute(`**/assets/${chunk}`).catch(() => undefined);
  await context.route(`**/assets/${chunk}`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: `export default ${JSON.stringify(definition)};`,
    }),
  );
}

/** Waits until the grid shows `rows` rows and a first data cell is rendered; returns page time (performance.now()). */
export async function waitForGridRows(page: Page, rows: number, timeout = 240_000): Promise<number> {
  const label = rows === 1 ? '1 row' : `${rows.toLocaleString('en-US')} rows`;
  const handle = await page.waitForFunction(
    (text) => {
      const badge = document.querySelector('[data-testid="grid-row-count"]');
      const cell = document.querySelector('[data-testid="glide-cell-1-0"]');
      return badge?.textContent === text && cell ? performance.now() : false;
    },
    label,
    { timeout, polling: 'raf' },
  );
  // The next frame is the first one painted with rows.
  const seen = (await handle.jsonValue()) as number;
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
  return seen;
}

/** performance.responseEnd of the latest resource whose URL contains `part`. */
export async function responseEnd(page: Page, part: string): Promise<number> {
  return page.evaluate((p) => {
    const entries = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes(p)) as PerformanceResourceTiming[];
    return entries.length ? entries[entries.length - 1].responseEnd : NaN;
  }, part);
}
