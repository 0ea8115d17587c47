// Starts the real portal for the bench (scripts/start.mjs: the built app + the reference ERP server) on a free port of
// 127.0.0.1 with a throw-away data dir and the bot check ON, times cold and warm starts, and signs users in by
// solving the ALTCHA challenge the way the login page's widget does.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from '../support/freePort';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

const root = resolve(import.meta.dirname, '../..');
export const DEMO_PASSWORD = 'Norstar2026';

export interface RunningServer {
  baseUrl: string;
  /** Milliseconds from spawn to the first healthy /health answer. */
  startMs: number;
  stop(): Promise<void>;
}

export async function startServer(options: { dataDir: string; staticDir: string; logFile: string }): Promise<RunningServer> {
  const port = await freePort();
  mkdirSync(options.dataDir, { recursive: true });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NORSTAR_DATA_DIR: options.dataDir,
      NORSTAR_STATIC_DIR: options.staticDir,
      NORSTAR_SKIP_BUILD: '1',
      NORSTAR_CAPTCHA: 'on',
      // The login throughput case logs in thousands of times from one IP; the per-minute limit would answer 429.
      NORSTAR_LOGIN_LIMIT: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  // Whatever ends the bench (a crash included), the server it started goes with it.
  const killOnExit = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', killOnExit);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal exited with code ${child.exitCode}; see ${options.logFile}`);
    if (Date.now() > deadline) throw new Error(`the portal did not answer /health within 300 s; see ${options.logFile}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const startMs = performance.now() - started;
  return {
    baseUrl,
    startMs,
    stop: () =>
      new Promise<void>((res) => {
        if (child.exitCode !== null) return res();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          process.off('exit', killOnExit);
          clearTimeout(timer);
          log.end();
          res();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** A solved bot check payload (base64 JSON), as the login form sends it in Captcha. */
export async function solvedCaptcha(baseUrl: string): Promise<string> {
  const challenge = (await (await fetch(`${baseUrl}/api/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface LoginAnswer {
  Token: string;
  User: { Guid: string; Firstname: string; Lastname: string; Username: string; EplantId: number } & Record<string, unknown>;
}

export async function login(baseUrl: string, username: string): Promise<LoginAnswer> {
  const res = await fetch(`${baseUrl}/api/User/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: username, Password: DEMO_PASSWORD, Captcha: await solvedCaptcha(baseUrl) }),
  });
  if (!res.ok) throw new Error(`login of ${username} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as LoginAnswer;
}

export const logPath = (dir: string) => join(dir, 'server.log');
