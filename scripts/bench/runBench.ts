// The bench runner: builds the portal into its own folder, starts the real server cold (empty data dir) and warm,
// runs every measurement against it in Debian's Chromium, prints the table and writes bench/results.json.
import { execFileSync } from 'node:child_process';
import { cpus, tmpdir } from 'node:os';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { formatTable, withVerdict, writeReport, type BenchFigure } from './results.ts';
import { login, startServer } from './benchServer.ts';
import type { RunningPortal } from '../support/startPortal.ts';
import { definitionChunk, launchChromium } from './benchBrowser.ts';
import { measureBundle } from './bundle.ts';
import { measureGrid } from './gridScale.ts';
import { measurePivot } from './pivot.ts';
import { measureExport } from './exportXlsx.ts';
import { measureReportLoad } from './reportLoad.ts';
import { measureServerLoad } from './serverLoad.ts';
import { measureNavigation } from './navigation.ts';
import { measureIsolation, measureRowsThroughput } from './isolation.ts';

const root = resolve(import.meta.dirname, '../..');
export const MEASUREMENTS = [
  'bundle',
  'grid',
  'pivot',
  'export',
  'report',
  'server',
  'navigation',
  'isolation',
] as const;
export type Measurement = (typeof MEASUREMENTS)[number];

export interface BenchOptions {
  quick: boolean;
  only: readonly Measurement[];
  /** Where the portal is built (and served from); --no-build reuses what is there. */
  distDir: string;
  build: boolean;
  resultsFile: string;
  /** A seeded data dir to reuse (skips the cold start figure, for quick development runs). */
  reuseDataDir?: string;
}

/** The bench grid and pivot take over the definition chunks of these two screens (see benchBrowser); the pivot runs as
 * admin (Labor Cost's route needs the production role, getBenchRows needs developers: a super user has both). */
const GRID_HOST = { id: 'developers-functions-log', route: '/Internal/Developers/FunctionsLog' };
const PIVOT_HOST = { id: 'production-labor-cost', route: '/Internal/Production/LaborCost' };

export async function runBench(options: BenchOptions): Promise<void> {
  const started = Date.now();
  const log = (line: string) =>
    console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
  const runs = options.quick ? 2 : 5;
  const serverSeconds = options.quick ? 10 : 30;
  const has = (m: Measurement) => options.only.includes(m);

  if (options.build || !existsSync(join(options.distDir, 'index.html'))) {
    log(`building the portal into ${options.distDir}`);
    execFileSync(
      process.execPath,
      [
        join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--outDir',
        options.distDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { cwd: root, stdio: 'inherit' },
    );
  }

  const work = mkdtempSync(join(tmpdir(), 'norstar-bench-'));
  const dataDir = options.reuseDataDir ?? join(work, 'data');
  const figures: BenchFigure[] = [];
  let server: RunningPortal | undefined;
  let browser: Browser | undefined;
  try {
    if (!options.reuseDataDir) {
      log('starting the server on an empty data dir (cold: migrations + demo seed)');
      server = await startServer({ dataDir, staticDir: options.distDir, logFile: join(work, 'server.log') });
      figures.push({
        id: 'server.start.cold',
        label: 'npm start: cold (empty data dir → healthy)',
        unit: 's',
        median: server.startMs / 1000,
        runs: 1,
        goal: 15,
      });
      await server.stop();
    }
    server = await startServer({ dataDir, staticDir: options.distDir, logFile: join(work, 'server.log') });
    figures.push({
      id: 'server.start.warm',
      label: 'npm start: warm (seeded data dir → healthy)',
      unit: 's',
      median: server.startMs / 1000,
      runs: 1,
    });
    const { baseUrl } = server;
    log(`server on ${baseUrl} (${figures.map((f) => `${f.id} ${f.median.toFixed(1)} s`).join(', ')})`);
    const admin = await login(baseUrl, 'admin');
    const developer = await login(baseUrl, 'it.support');
    browser = await launchChromium();
    const gridChunk = definitionChunk(options.distDir, GRID_HOST.id);
    const pivotChunk = definitionChunk(options.distDir, PIVOT_HOST.id);
    const step = async (name: Measurement, fn: () => Promise<BenchFigure[]>) => {
      if (!has(name)) return;
      log(`measuring ${name}`);
      try {
        figures.push(...(await fn()));
      } catch (error) {
        log(`${name} failed: ${(error as Error).message.split('\n')[0]}`);
        figures.push({
          id: `${name}.failed`,
          label: `${name}: the measurement failed`,
          unit: 'count',
          median: NaN,
          runs: 0,
          note: (error as Error).message.split('\n')[0],
        });
      }
    };
    await step('bundle', () => measureBundle({ browser: browser!, baseUrl, distDir: options.distDir, admin }));
    await step('report', () =>
      measureReportLoad({ browser: browser!, baseUrl, session: developer, count: 100_000, runs }),
    );
    await step('grid', () =>
      measureGrid({
        browser: browser!,
        baseUrl,
        chunk: gridChunk,
        route: GRID_HOST.route,
        session: developer,
        counts: options.quick ? [100_000] : [100_000, 1_000_000],
        runs: Math.min(runs, 3),
      }),
    );
    await step('pivot', () =>
      measurePivot({
        browser: browser!,
        baseUrl,
        chunk: pivotChunk,
        route: PIVOT_HOST.route,
        session: admin,
        counts: options.quick ? [100_000] : [100_000, 1_000_000],
        runs,
      }),
    );
    await step('export', () =>
      measureExport({
        browser: browser!,
        baseUrl,
        chunk: gridChunk,
        route: GRID_HOST.route,
        session: developer,
        count: 100_000,
        runs: options.quick ? 1 : 3,
      }),
    );
    await step('navigation', () =>
      measureNavigation({ browser: browser!, baseUrl, session: admin, runs: options.quick ? 2 : 3 }),
    );
    await step('server', () => measureServerLoad({ baseUrl, session: developer, seconds: serverSeconds }));
    await step('isolation', async () =>
      measureIsolation({
        baseUrl,
        puller: admin,
        inspector: await login(baseUrl, 'qc.inspector'),
        seconds: serverSeconds,
      }),
    );
    // The issue's 1,000-row figure without the worker: the same data dir, PGlite on the event loop again.
    if (has('isolation') && !process.env.DATABASE_URL) {
      await step('isolation', async () => {
        await server?.stop();
        server = await startServer({
          dataDir,
          staticDir: options.distDir,
          logFile: join(work, 'server-in-thread.log'),
          env: { NORSTAR_PGLITE_WORKER: 'off' },
        });
        const admin = await login(server.baseUrl, 'admin');
        return [
          await measureRowsThroughput(server.baseUrl, admin.Token, serverSeconds, {
            id: 'inThread',
            label: 'PGlite on the event loop (no worker)',
          }),
        ];
      });
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }

  const judged = figures.map(withVerdict);
  console.log('\n' + formatTable(judged) + '\n');
  const chromium = (() => {
    try {
      return execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      return undefined;
    }
  })();
  writeReport(options.resultsFile, {
    startedAt: new Date(started).toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    mode: options.quick ? 'quick' : 'full',
    machine: { cpus: cpus().length, node: process.version, chromium },
    figures: judged,
  });
  log(`wrote ${options.resultsFile}; whole run ${((Date.now() - started) / 60000).toFixed(1)} min`);
}
