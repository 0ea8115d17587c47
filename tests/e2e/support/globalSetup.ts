// Starts the real portal once for the browser tests: `node scripts/start.mjs` (the built app plus the reference ERP
// server) on a free port, with a throw-away data dir and the bot check off. The tests get its URL via inject('baseUrl').
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPortal, type RunningPortal } from '../../../scripts/support/startPortal';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = resolve(import.meta.dirname, '../../..');
let portal: RunningPortal | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  // A portal already running (e.g. `npm start` while writing a browser test) can be reused: NORSTAR_E2E_URL.
  if (process.env.NORSTAR_E2E_URL) {
    project.provide('baseUrl', process.env.NORSTAR_E2E_URL.replace(/\/$/, ''));
    return;
  }
  dataDir = mkdtempSync(join(tmpdir(), 'norstar-e2e-'));
  mkdirSync(join(root, 'test-results/e2e'), { recursive: true });
  // scripts/test-e2e.mjs runs two lanes side by side, each with its portal and log.
  const lane = process.env.NORSTAR_E2E_LANE;
  const logFile = join(root, `test-results/e2e/${lane ? `server-${lane}` : 'server'}.log`);
  rmSync(logFile, { force: true });
  portal = await startPortal({
    logFile,
    env: {
      NORSTAR_DATA_DIR: dataDir,
      NORSTAR_CAPTCHA: 'off',
      // The browser tests sign the demo users in hundreds of times a minute; the login rate limit itself is tested
      // in tests/server/auth.test.ts.
      NORSTAR_LOGIN_LIMIT: '10000',
      NORSTAR_SKIP_BUILD: '1',
    },
  });
  project.provide('baseUrl', portal.baseUrl);
}

export async function teardown() {
  await portal?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
