// Bundle: the gzip size of the JS the login page loads, and of what a grid, a pivot with chart, a form and a dashboard
// screen add on top of it (recorded from the network in Chromium, sized from the built files), and whether the Excel
// export code stays out until Export is clicked.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import type { BenchFigure } from './results.ts';
import type { LoginAnswer } from './benchServer.ts';
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
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
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

  for (const screen of SCREENS) {
    const context = await newContext(browser, admin);
    const page = await context.newPage();
    const loaded = await jsLoadedBy(page, async () => {
      await page.goto(`${baseUrl}/#${screen.route}`);
      await page.locator(screen.ready).first().waitFor({ timeout: 60_000 });
    });
    const added = [...loaded].filter((f) => !initial.has(f));
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
