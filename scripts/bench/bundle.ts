// Bundle: the gzip size of the JS the login page loads, of the landing page after signing in through it (login + home
// dashboard), of the app frame, and of what a grid, a pivot with chart, a form and a dashboard screen add on top of
// login page + frame (recorded from the network in Chromium, sized from the built files), and whether the Excel export
// code stays out until Export is clicked.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import type { BenchFigure } from './results.ts';
import { DEMO_PASSWORD, type LoginAnswer } from './benchServer.ts';
import { newContext } from './benchBrowser.ts';

export interface BundleInput {
  browser: Browser;
  baseUrl: string;
  distDir: string;
  admin: LoginAnswer;
}

const SCREENS = [
  {
    key: 'grid',
    label: 'grid screen (PO Dashboard)',
    route: '/Internal/Purchasing/PODashboard',
    goal: 125,
    ready: '[data-testid="data-grid"], [data-testid="grid-row-count"]',
  },
  {
    key: 'pivot',
    label: 'pivot with chart (Labor Cost)',
    route: '/Internal/Production/LaborCost',
    goal: 170,
    ready: '[data-testid="pivot-table"]',
  },
  {
    key: 'form',
    label: 'form screen (Points Setup)',
    route: '/Internal/Production/Points/Setup',
    goal: 100,
    ready: 'form',
  },
  {
    key: 'dashboard',
    label: 'dashboard (Weld Lines)',
    route: '/Internal/Production/WeldLines',
    goal: undefined,
    ready: 'main',
  },
] as const;

const gzipOf = (distDir: string, file: string) =>
  gzipSync(readFileSync(join(distDir, file)), { level: 6 }).length / 1024;

function gzipKB(distDir: string, files: Iterable<string>): number {
  let kb = 0;
  for (const f of files) kb += gzipOf(distDir, f);
  return kb;
}

/** The biggest files of a set, e.g. "index-abc.js 180 KB", so a missed budget names its cause. */
function largest(distDir: string, files: Iterable<string>, n = 3): string {
  return [...files]
    .map((f) => ({ f: f.replace(/^assets\//, ''), kb: gzipOf(distDir, f) }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, n)
    .map(({ f, kb }) => `${f} ${kb.toFixed(0)} KB`)
    .join(', ');
}

async function jsLoadedBy(page: Page, open: () => Promise<void>): Promise<Set<string>> {
  const files = new Set<string>();
  const onResponse = (res: { url(): string }) => {
    const path = new URL(res.url()).pathname;
    if (path.endsWith('.js')) files.add(path.slice(1));
  };
  page.on('response', onResponse);
  await open();
  // Live screens poll, so the network may never go idle: wait until no new script has arrived for two seconds.
  let seen = -1;
  for (let waited = 0; seen !== files.size && waited < 30_000; waited += 2_000) {
    seen = files.size;
    await page.waitForTimeout(2_000);
  }
  page.off('response', onResponse);
  return files;
}

/** The landing page a user sees: the login page, signed in through its form, then the home dashboard (not scrolled). */
async function landingPage(browser: Browser, baseUrl: string, username: string): Promise<Set<string>> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const files = await jsLoadedBy(page, async () => {
    await page.goto(`${baseUrl}/#/`);
    await page
      .getByLabel(/user ?name/i)
      .first()
      .fill(username);
    await page
      .getByLabel(/password/i)
      .first()
      .fill(DEMO_PASSWORD);
    // The bot check solves itself on load; the button posts once it is verified.
    await page
      .locator('altcha-widget[data-state="verified"], altcha-widget .altcha[data-state="verified"]')
      .first()
      .waitFor({ timeout: 60_000 })
      .catch(() => undefined);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/#\/Internal$/, { timeout: 60_000 });
    await page.locator('[data-screen-id="dashboard-home"]').waitFor({ timeout: 60_000 });
  });
  await context.close();
  return files;
}

export async function measureBundle({ browser, baseUrl, distDir, admin }: BundleInput): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  const loginContext = await newContext(browser);
  const loginPage = await loginContext.newPage();
  const initial = await jsLoadedBy(loginPage, async () => {
    await loginPage.goto(`${baseUrl}/#/`);
    await loginPage
      .getByLabel(/user ?name/i)
      .first()
      .waitFor({ timeout: 60_000 });
  });
  await loginContext.close();
  figures.push({
    id: 'bundle.initial',
    label: 'bundle: login page JS (gzip)',
    unit: 'KB',
    median: gzipKB(distDir, initial),
    runs: 1,
    goal: 120,
    note: `${initial.size} files; largest ${largest(distDir, initial)}`,
  });

  const landing = await landingPage(browser, baseUrl, admin.User.Username);
  figures.push({
    id: 'bundle.landing',
    label: 'bundle: landing page after sign-in (login + home dashboard, total)',
    unit: 'KB',
    median: gzipKB(distDir, landing),
    runs: 1,
    goal: 300,
    note: `${landing.size} files; largest ${largest(distDir, landing)}`,
  });

  // The app frame (header, menu, router, query cache, live hub) is loaded by every signed-in page: a route that draws
  // no screen measures it, so each screen row below is what that kind of screen adds on top of login page + frame.
  const frameContext = await newContext(browser, admin);
  const framePage = await frameContext.newPage();
  const frameOnly = await jsLoadedBy(framePage, async () => {
    await framePage.goto(`${baseUrl}/#/Internal/BenchNoSuchScreen`);
    await framePage.locator('main').first().waitFor({ timeout: 60_000 });
  });
  await frameContext.close();
  const frame = [...frameOnly].filter((f) => !initial.has(f));
  figures.push({
    id: 'bundle.frame',
    label: 'bundle: app frame after sign-in adds',
    unit: 'KB',
    median: gzipKB(distDir, frame),
    runs: 1,
    note: `largest ${largest(distDir, frame)}`,
  });
  const before = new Set([...initial, ...frame]);

  for (const screen of SCREENS) {
    const context = await newContext(browser, admin);
    const page = await context.newPage();
    const loaded = await jsLoadedBy(page, async () => {
      await page.goto(`${baseUrl}/#${screen.route}`);
      await page.locator(screen.ready).first().waitFor({ timeout: 60_000 });
    });
    const added = [...loaded].filter((f) => !before.has(f));
    const figure: BenchFigure = {
      id: `bundle.${screen.key}`,
      label: `bundle: ${screen.label} adds`,
      unit: 'KB',
      median: gzipKB(distDir, added),
      runs: 1,
      goal: screen.goal,
    };
    figure.note = `largest ${largest(distDir, added)}`;
    if (screen.key === 'grid') {
      // The XLSX writer's part names mark export code, whatever chunk it ended up in.
      const exportChunks = added.filter((f) => readFileSync(join(distDir, f), 'utf8').includes('sheet1.xml'));
      figure.note += exportChunks.length
        ? `; export code loaded before Export: ${exportChunks.join(', ')}`
        : '; no export code loaded before Export is clicked';
    }
    figures.push(figure);
    await context.close();
  }
  return figures;
}
