// Starts the portal as `npm start` does (scripts/start.mjs: the built app plus the reference ERP server) on a free
// port of 127.0.0.1, waits for /health, and stops it again — for the benchmarks and the browser tests.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from './freePort';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

export interface PortalOptions {
  /** Variables on top of this process's (PORT is set here); an undefined value removes one (e.g. NODE_ENV). */
  env: Record<string, string | undefined>;
  /** The server's output goes here (appended). */
  logFile: string;
  /** The checkout to start (default: this repository). */
  cwd?: string;
  timeoutMs?: number;
  /** The port to serve on (default: a free one). */
  port?: number;
}

export interface RunningPortal {
  baseUrl: string;
  /** Milliseconds from spawn to the first healthy /health answer. */
  startMs: number;
  stop(): Promise<void>;
}

export async function startPortal({
  env,
  logFile,
  cwd = REPO_ROOT,
  timeoutMs = 300_000,
  port: wantedPort,
}: PortalOptions): Promise<RunningPortal> {
  const port = wantedPort ?? (await freePort());
  const log = createWriteStream(logFile, { flags: 'a' });
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  // Whatever ends the caller (a crash included), the server it started goes with it.
  const killOnExit = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', killOnExit);
  const stop = () =>
    new Promise<void>((done) => {
      const finish = () => {
        process.off('exit', killOnExit);
        log.end();
        done();
      };
      if (child.exitCode !== null) return finish();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        finish();
      });
      child.kill('SIGTERM');
    });

  // 127.0.0.1 rather than localhost: the client skips request logging for localhost only (SPEC §7).
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the portal exited with code ${child.exitCode}; see ${logFile}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the portal did not answer ${baseUrl}/health within ${timeoutMs / 1000} s; see ${logFile}`);
    }
    if (
      await fetch(`${baseUrl}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return { baseUrl, startMs: performance.now() - started, stop };
}
