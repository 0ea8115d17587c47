// Starts the real portal once for the browser tests: `node scripts/start.mjs` (the built app plus the reference ERP
// server) on a free port, with a throw-away data dir and the bot check off. The tests get its URL via inject('baseUrl').
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../scripts/support/freePort';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = resolve(import.meta.dirname, '../../..');
let server: ChildProcess | undefined;
let dataDir: string | undefined;

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited with code ${child.exitCode}; see test-results/e2e/server.log`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the portal did not answer ${url}/health within ${timeoutMs / 1000} s; see test-results/e2e/server.log`);
}

export async function setup(project: TestProject) {
  // A portal already running (e.g. `npm start` while writing a browser test) can be reused: NORSTAR_E2E_URL.
  if (process.env.NORSTAR_E2E_URL) {
    project.provide('baseUrl', process.env.NORSTAR_E2E_URL.replace(/\/$/, ''));
    return;
  }
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'norstar-e2e-'));
  mkdirSync(join(root, 'test-results/e2e'), { recursive: true });
  const log = createWriteStream(join(root, 'test-results/e2e/server.log'));
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      NORSTAR_DATA_DIR: dataDir,
      NORSTAR_CAPTCHA: 'off',
      // The browser tests sign the demo users in hundreds of times a minute; the login rate limit itself is tested
      // in tests/server/auth.test.ts.
      NORSTAR_LOGIN_LIMIT: '10000',
      NORSTAR_SKIP_BUILD: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  // 127.0.0.1 rather than localhost: the client skips request logging for localhost only (SPEC §7).
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server, 300_000);
  project.provide('baseUrl', baseUrl);
}

export async function teardown() {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => {
      const timer = setTimeout(() => {
        server?.kill('SIGKILL');
        r(undefined);
      }, 10_000);
      server?.once('exit', () => {
        clearTimeout(timer);
        r(undefined);
      });
    });
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
