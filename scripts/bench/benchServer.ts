// Starts the real portal for the bench (scripts/start.mjs: the built app + the reference ERP server) on a free port of
// 127.0.0.1 with a throw-away data dir and the bot check ON, times cold and warm starts, and signs users in by
// solving the ALTCHA challenge the way the login page's widget does.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startPortal, type RunningPortal } from '../support/startPortal';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

export const DEMO_PASSWORD = 'Norstar2026';

/** The bench's portal: the bot check ON, the login limit out of the way, a given build and data dir. */
export async function startServer(options: {
  dataDir: string;
  staticDir: string;
  logFile: string;
  /** More variables for this start, e.g. NORSTAR_PGLITE_WORKER=off. */
  env?: Record<string, string>;
}): Promise<RunningPortal> {
  mkdirSync(options.dataDir, { recursive: true });
  return startPortal({
    logFile: options.logFile,
    env: {
      HOST: '127.0.0.1',
      NORSTAR_DATA_DIR: options.dataDir,
      NORSTAR_STATIC_DIR: options.staticDir,
      NORSTAR_SKIP_BUILD: '1',
      NORSTAR_CAPTCHA: 'on',
      // The login throughput case logs in thousands of times from one IP; the per-minute limit would answer 429.
      NORSTAR_LOGIN_LIMIT: '1000000',
      // The isolation case plays ten people pulling a heavy report with one token; the per-user limit would answer 429.
      NORSTAR_HEAVY_CONCURRENCY: '1000',
      // Measured as it runs in production: answers serialised with their schemas, not validated a second time.
      NODE_ENV: 'production',
      ...options.env,
    },
  });
}

/** A solved bot check payload (base64 JSON), as the login form sends it in Captcha. */
export async function solvedCaptcha(baseUrl: string): Promise<string> {
  const challenge = (await (await fetch(`${baseUrl}/api/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface LoginAnswer {
  Token: string;
  User: { Guid: string; Firstname: string; Lastname: string; Username: string; EplantId: number } & Record<
    string,
    unknown
  >;
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
