// Load isolation: does one heavy report stall the plant? /health p99 and the paint QC save p99 while 10 clients pull
// one month of Job Material in a loop, and GetUserByToken ÷ /health throughput at 50 connections (same run).
// `npm run bench -- --only=isolation`, or against any running server (e.g. the previous version, for before/after):
// `npx tsx scripts/bench/isolation.ts --url=http://127.0.0.1:8102 [--seconds=20]`.
import { createRequire } from 'node:module';
import { formatTable, withVerdict, type BenchFigure } from './results.ts';
import { login, type LoginAnswer } from './benchServer.ts';
import { paintQcTrailerBody, type PaintQcTrailerBody } from '../../server/testing/paintQcTrailerBody.ts';

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  o: Record<string, unknown>,
) => Promise<CannonResult>;

/** One month of Job Material (the issue's heavy report: about 1.6 MB), ending at the seed's last month. */
const PULLERS = 10;
const MONTH = { from: '2026-10-01', to: '2026-10-31' };

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Pulls the report in a loop from `clients` concurrent clients until stopped; counts answers by status. */
function pullReports(baseUrl: string, token: string, clients: number) {
  let running = true;
  const statuses: Record<number, number> = {};
  const url = `${baseUrl}/api/reports/production/job-material?plant=2&from=${MONTH.from}&to=${MONTH.to}`;
  const loops = Array.from({ length: clients }, async () => {
    while (running) {
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
      if (res) await res.arrayBuffer();
      const status = res?.status ?? 0;
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  });
  return {
    statuses,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function timedLoop(seconds: number, fn: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/** A trailer work order with its paint QC input day, found through the report and the lookup. */
async function paintQcPayload(baseUrl: string, qc: LoginAnswer, reader: LoginAnswer): Promise<PaintQcTrailerBody> {
  const headers = { authorization: `Bearer ${qc.Token}` };
  const rows = (await (
    await fetch(`${baseUrl}/api/reports/production/job-material?plant=2&from=${MONTH.from}&to=${MONTH.to}`, {
      headers: { authorization: `Bearer ${reader.Token}` },
    })
  ).json()) as { WorkorderNumber: string }[];
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.WorkorderNumber) || seen.size > 50) continue;
    seen.add(row.WorkorderNumber);
    const found = (await (
      await fetch(
        `${baseUrl}/api/ns/QC/PaintQC/paintqclookup?searchValue=${row.WorkorderNumber}&searchBy=WorkOrder&plant=2`,
        { headers },
      )
    ).json()) as Record<string, unknown>;
    if (found.Type !== 'trailer') continue;
    return paintQcTrailerBody(
      {
        WorkorderNumber: row.WorkorderNumber,
        VIN: String(found.VIN),
        DateInput: String(found.DateInput),
        PartNo: String(found.PartNo),
      },
      { Guid: qc.User.Guid, UserName: `${qc.User.Firstname} ${qc.User.Lastname}` },
      'bench',
    );
  }
  throw new Error('no trailer work order found for the paint QC save');
}

/** The database behind the server, as /health names it ('pglite' or 'postgres'). */
export async function databaseKind(baseUrl: string): Promise<string> {
  return ((await (await fetch(`${baseUrl}/health`)).json()) as { database?: string }).database ?? 'unknown';
}

/** The issue's 1,000-row report figure: throughput of a 1,000-row, 20-column answer at 100 connections. */
export async function measureRowsThroughput(
  baseUrl: string,
  token: string,
  seconds: number,
  variant: { id: string; label: string },
): Promise<BenchFigure> {
  const url = `${baseUrl}/api/bench/rows?count=1000&cols=20`;
  const headers = { authorization: `Bearer ${token}` };
  await autocannon({ url, connections: 10, duration: 3, headers });
  const rows = await autocannon({ url, connections: 100, duration: seconds, headers });
  return {
    id: `isolation.rows1000.${variant.id}.rps`,
    label: `1,000-row report throughput (100 conn), ${variant.label}`,
    unit: 'req/s',
    median: rows.requests.average,
    runs: 1,
    higherIsBetter: true,
    note: `p99 ${rows.latency.p99} ms; errors ${rows.errors}, non-2xx ${rows.non2xx}`,
  };
}

export interface IsolationInput {
  baseUrl: string;
  /** A user who may pull Job Material (production role or super user). */
  puller: LoginAnswer;
  /** A user who may save paint QC readings (qc_paint_entry). */
  inspector: LoginAnswer;
  seconds: number;
}

export async function measureIsolation({
  baseUrl,
  puller,
  inspector,
  seconds,
}: IsolationInput): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  const database = await databaseKind(baseUrl);
  const me = `${baseUrl}/api/user/GetUserByToken/`;
  const auth = { authorization: `Bearer ${puller.Token}` };
  // Warm both paths, then the two throughputs back to back in the same run.
  await autocannon({ url: `${baseUrl}/health`, connections: 10, duration: 3 });
  await autocannon({ url: me, connections: 10, duration: 3, headers: auth });
  const health = await autocannon({ url: `${baseUrl}/health`, connections: 50, duration: seconds });
  const user = await autocannon({ url: me, connections: 50, duration: seconds, headers: auth });
  figures.push(
    {
      id: 'isolation.health.rps',
      label: '/health throughput (50 conn)',
      unit: 'req/s',
      median: health.requests.average,
      runs: 1,
    },
    {
      id: 'isolation.getUserByToken.rps',
      label: 'GetUserByToken throughput (50 conn)',
      unit: 'req/s',
      median: user.requests.average,
      runs: 1,
      higherIsBetter: true,
      anchor: health.requests.average,
      anchorLabel: '/health, same run',
      anchorMeasured: true,
      note: `non-2xx ${user.non2xx}`,
    },
    {
      id: 'isolation.getUserByToken.ratio',
      label: `GetUserByToken ÷ /health throughput (50 conn, same run), ${database}`,
      unit: 'ratio',
      median: user.requests.average / health.requests.average,
      runs: 1,
      goal: 0.5,
      higherIsBetter: true,
      anchor: 0.08,
      anchorLabel: 'issue: ≈ 0.08',
    },
  );
  figures.push(
    await measureRowsThroughput(baseUrl, puller.Token, seconds, {
      id: database,
      label: database === 'pglite' ? 'PGlite in its worker thread' : database,
    }),
  );

  const payload = await paintQcPayload(baseUrl, inspector, puller);
  const pull = pullReports(baseUrl, puller.Token, PULLERS);
  try {
    // Let the pullers fill the queue before timing.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const healthTimes = await timedLoop(seconds, async () => {
      await (await fetch(`${baseUrl}/health`)).arrayBuffer();
    });
    const saveStatuses: Record<number, number> = {};
    // Each save changes reading 1, as an inspector correcting it does: every save writes the record and its history
    // entry (docs/adr/016), not an unchanged re-save that writes nothing.
    let saves = 0;
    const saveTimes = await timedLoop(seconds, async () => {
      const res = await fetch(`${baseUrl}/api/ns/QC/PaintQC/tracking/trailer/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${inspector.Token}` },
        body: JSON.stringify({ ...payload, PaintMM1Front: saves++ % 2 ? 3.2 : 3.1 }),
      });
      await res.arrayBuffer();
      saveStatuses[res.status] = (saveStatuses[res.status] ?? 0) + 1;
    });
    const pulled = () =>
      Object.entries(pull.statuses)
        .map(([code, n]) => `${code}×${n}`)
        .join(' ');
    figures.push(
      {
        id: 'isolation.health.p99UnderReports',
        label: `/health p99 while ${PULLERS} clients pull one month of Job Material, ${database}`,
        unit: 'ms',
        median: percentile(healthTimes, 99),
        p95: percentile(healthTimes, 50),
        runs: healthTimes.length,
        goal: 100,
        anchor: 1800,
        anchorLabel: 'issue: 1.8–2.7 s',
        note: `p50 ${percentile(healthTimes, 50).toFixed(1)} ms (in the p95 column); reports answered ${pulled()}`,
      },
      {
        id: 'isolation.paintQcSave.p99UnderReports',
        label: `Paint QC save (a changed reading, with its history entry) p99 while ${PULLERS} clients pull one month of Job Material, ${database}`,
        unit: 'ms',
        median: percentile(saveTimes, 99),
        p95: percentile(saveTimes, 50),
        runs: saveTimes.length,
        goal: 150,
        note: `p50 ${percentile(saveTimes, 50).toFixed(1)} ms (in the p95 column); saves answered ${Object.entries(
          saveStatuses,
        )
          .map(([code, n]) => `${code}×${n}`)
          .join(' ')}`,
      },
    );
  } finally {
    await pull.stop();
  }
  return figures;
}

const flag = (name: string) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = flag('url') ?? 'http://127.0.0.1:8080';
  const seconds = Number(flag('seconds') ?? 20);
  const figures = await measureIsolation({
    baseUrl,
    puller: await login(baseUrl, 'admin'),
    inspector: await login(baseUrl, 'qc.inspector'),
    seconds,
  });
  console.log(formatTable(figures.map(withVerdict)));
}
