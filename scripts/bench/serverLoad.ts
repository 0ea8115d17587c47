// Server: authenticated reads (GetUserByToken, a 1,000-row report) under autocannon at 100 connections against
// 127.0.0.1, login throughput with the bot check on (every login carries its own solved challenge), and the cold
// (empty data dir) and warm start times of `npm start` measured by the runner.
import { createRequire } from 'node:module';
import type { BenchFigure } from './results.ts';
import { solvedCaptcha, DEMO_PASSWORD, type LoginAnswer } from './benchServer.ts';

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  statusCodeStats?: Record<string, { count: number }>;
}

type CannonOptions = Record<string, unknown>;
// autocannon ships no type declarations; its programmatic API is one function returning a promise of the result.
const autocannon = createRequire(import.meta.url)('autocannon') as (o: CannonOptions) => Promise<CannonResult>;
const cannon = (options: CannonOptions) => autocannon(options);

function figuresOf(
  id: string,
  label: string,
  r: CannonResult,
  connections: number,
  seconds: number,
  goalRps?: number,
): BenchFigure[] {
  // autocannon counts timeouts among its errors.
  const failures = r.errors + r.non2xx;
  return [
    {
      id: `${id}.throughput`,
      label: `${label}: throughput (${connections} conn, ${seconds} s)`,
      unit: 'req/s',
      median: r.requests.average,
      runs: 1,
      goal: goalRps,
      higherIsBetter: true,
    },
    { id: `${id}.p50`, label: `${label}: latency p50`, unit: 'ms', median: r.latency.p50, p95: undefined, runs: 1 },
    { id: `${id}.p99`, label: `${label}: latency p99`, unit: 'ms', median: r.latency.p99, runs: 1 },
    {
      id: `${id}.errors`,
      label: `${label}: errors + non-2xx`,
      unit: 'count',
      median: failures,
      runs: 1,
      goal: 0,
      note: `${r['2xx']} answered 2xx${
        failures
          ? `; connection errors ${r.errors} (timeouts ${r.timeouts}); status codes ${Object.entries(
              r.statusCodeStats ?? {},
            )
              .map(([code, v]) => `${code}×${v.count}`)
              .join(' ')}`
          : ''
      }`,
    },
  ];
}

export interface ServerLoadInput {
  baseUrl: string;
  session: LoginAnswer;
  seconds: number;
}

export async function measureServerLoad({ baseUrl, session, seconds }: ServerLoadInput): Promise<BenchFigure[]> {
  const headers = { authorization: `Bearer ${session.Token}` };
  const figures: BenchFigure[] = [];
  // Each case is measured warm: a short run first lets V8 and the database settle (the first case otherwise paid for
  // the server's start-up in its timeouts).
  const warm = (url: string) => cannon({ url, connections: 10, duration: 3, headers });
  await warm(`${baseUrl}/api/user/GetUserByToken/`);
  const me = await cannon({ url: `${baseUrl}/api/user/GetUserByToken/`, connections: 100, duration: seconds, headers });
  figures.push(...figuresOf('server.getUserByToken', 'server GetUserByToken', me, 100, seconds));
  await warm(`${baseUrl}/api/bench/rows?count=1000&cols=20`);
  const report = await cannon({
    url: `${baseUrl}/api/bench/rows?count=1000&cols=20`,
    connections: 100,
    duration: seconds,
    headers,
  });
  figures.push(...figuresOf('server.report1000', 'server 1,000-row report', report, 100, seconds));

  // Logins: each request needs a fresh solved challenge (a replayed one is refused), solved ahead of time; the run
  // sends exactly that many logins (autocannon stops the whole process when a request cannot be built).
  const payloads: string[] = [];
  const solveStart = performance.now();
  const solveBudget = Math.max(10_000, seconds * 1000);
  while (payloads.length < 1000 && performance.now() - solveStart < solveBudget)
    payloads.push(await solvedCaptcha(baseUrl));
  let next = 0;
  const loginStart = performance.now();
  const login = await cannon({
    url: `${baseUrl}/api/User/Authenticate`,
    connections: 10,
    amount: payloads.length,
    requests: [
      {
        method: 'POST',
        path: '/api/User/Authenticate',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req: Record<string, unknown>) => ({
          ...req,
          body: JSON.stringify({
            Username: 'qc.inspector',
            Password: DEMO_PASSWORD,
            Captcha: payloads[Math.min(next++, payloads.length - 1)],
          }),
        }),
      },
    ],
  });
  const loginSeconds = (performance.now() - loginStart) / 1000;
  figures.push(
    ...figuresOf(
      'server.login',
      `server login (bot check on, ${payloads.length} logins)`,
      login,
      10,
      Math.round(loginSeconds),
    ),
  );
  figures[figures.length - 1].note += `; each with its own challenge, solved ahead`;
  return figures;
}
