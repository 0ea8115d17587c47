// Debian's Chromium driven by playwright-core, one browser per test file and a fresh context per test. On a failing
// test the page's screenshot and browser console are saved under test-results/e2e/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, inject, onTestFinished } from 'vitest';

const resultsDir = resolve(import.meta.dirname, '../../../test-results/e2e');
let browser: Browser | undefined;

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let browserArgs = '';

/** The file's browser; extra launch args (e.g. Chromium's fake camera) relaunch it when they differ from the last. */
export async function getBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  const key = extraArgs.join(' ');
  if (browser && browserArgs !== key) {
    await browser.close();
    browser = undefined;
  }
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
  browserArgs = key;
  return browser;
}

afterAll(async () => {
  await browser?.close();
  browser = undefined;
});

export interface PortalPage {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  /** Console errors and uncaught page errors seen so far. */
  consoleErrors: string[];
  /** Content-Security-Policy violations seen so far (console reports and securitypolicyviolation events). */
  cspViolations: string[];
  /** Opens a hash route of the portal, e.g. goto('/Internal/QC/PaintQC'). */
  goto(hashPath: string): Promise<void>;
  /** Writes the page's screenshot and console lines under test-results/e2e/. */
  saveFailure(testName: string): Promise<void>;
}

interface PortalOptions {
  /** Extra Chromium launch args, e.g. the fake camera flags. */
  extraArgs?: readonly string[];
}

/** Call inside a test: a fresh browser context on the running portal, closed when the test ends. */
export async function openPortal(name: string, options: PortalOptions = {}): Promise<PortalPage> {
  const portal = await openPortalOnce(name, options);
  // One hook, so the screenshot is taken before the context closes.
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') await portal.saveFailure('failed');
    await portal.context.close();
  });
  return portal;
}

/** For a suite sharing one page across its tests: call in beforeAll, close the context in afterAll. */
export async function openPortalOnce(name: string, options: PortalOptions = {}): Promise<PortalPage> {
  const baseUrl = inject('baseUrl');
  const browserInstance = await getBrowser(options.extraArgs);
  // The portal's service worker would precache the whole build in every fresh context (hundreds per run); only the
  // offline tests (offlineOutbox.test.ts, their own browser profiles) need it.
  const context = await browserInstance.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const consoleLines: string[] = [];
  const consoleErrors: string[] = [];
  const cspViolations: string[] = [];
  page.on('console', (msg) => {
    consoleLines.push(`[${msg.type()}] ${msg.text()}`);
    if (msg.type() === 'error') consoleErrors.push(msg.text());
    if (msg.text().includes('Content Security Policy')) cspViolations.push(msg.text());
  });
  // The event also reports what the console may word differently (or not at all, e.g. a report-only policy).
  await context.exposeBinding('__reportCspViolation', (_source, line: string) => {
    cspViolations.push(line);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report: unknown = Reflect.get(window, '__reportCspViolation');
      if (typeof report === 'function')
        report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('pageerror', (err) => {
    consoleLines.push(`[pageerror] ${err.message}`);
    consoleErrors.push(err.message);
  });
  const portal: PortalPage = {
    page,
    context,
    baseUrl,
    consoleErrors,
    cspViolations,
    goto: async (hashPath) => {
      await page.goto(`${baseUrl}/#${hashPath}`);
    },
    saveFailure: async (testName) => {
      mkdirSync(resultsDir, { recursive: true });
      const file = `${name}-${testName}`
        .replace(/[^a-z0-9]+/gi, '-')
        .toLowerCase()
        .slice(0, 120);
      await page.screenshot({ path: join(resultsDir, `${file}.png`), fullPage: true }).catch(() => undefined);
      writeFileSync(join(resultsDir, `${file}.console.log`), consoleLines.join('\n'));
    },
  };
  return portal;
}

/** Saves the page's screenshot and console of every failing test in the file (registered once per file). */
export function saveFailuresOf(getPortal: () => PortalPage | undefined) {
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await getPortal()?.saveFailure(ctx.task.name);
  });
}

export const DEMO_PASSWORD = 'Norstar2026';

/** Signs in through the login page and waits for the internal area. */
export async function signIn(portal: PortalPage, username: string, password = DEMO_PASSWORD) {
  await portal.goto('/');
  await portal.page.getByLabel('Username').fill(username);
  await portal.page.locator('input[type="password"]').fill(password);
  await portal.page.locator('input[type="password"]').press('Enter');
  await portal.page.waitForURL(/#\/Internal/);
}
