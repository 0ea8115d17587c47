// `npm run soak`: two server instances on one PostgreSQL database behind a small TCP load balancer, 60 s of reads and
// paint QC writes through it, hub clients listening, and one instance stopped with SIGTERM and restarted in the
// middle. Checks that every acknowledged write is stored exactly once and that the hub clients of the stopped
// instance reconnect; prints the figures as JSON. Needs DATABASE_URL (npm run soak starts a throwaway cluster).
// Flags: --seconds=60, --stop-at=20 (seconds into the run), --scale=0.2 (demo seed scale).
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer, type Socket } from 'node:net';
import { HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import pg from 'pg';
import { paintQcTrailerBody } from '../server/testing/paintQcTrailerBody.ts';

const flag = (name: string, fallback: number) => {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.split('=')[1]) : fallback;
};
const SECONDS = flag('seconds', 60);
const STOP_AT = flag('stop-at', 20);
const SCALE = flag('scale', 0.2);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('npm run soak needs DATABASE_URL (or run it through scripts/pg-test-cluster.mjs)');
  process.exit(2);
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Instance {
  name: string;
  port: number;
  child?: ChildProcess;
}

function startInstance(instance: Instance): void {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(instance.port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      NORSTAR_SEED: 'demo',
      NORSTAR_SEED_SCALE: String(SCALE),
      NORSTAR_CAPTCHA: 'off',
      NORSTAR_LOGIN_LIMIT: '100000',
      NORSTAR_LOG_LIMIT: '100000',
      NORSTAR_STATIC_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', () => undefined);
  child.stderr?.on('data', (data: Buffer) => {
    const text = data.toString();
    if (/error/i.test(text) && !/NORSTAR_CAPTCHA/.test(text)) process.stderr.write(`[${instance.name}] ${text}`);
  });
  instance.child = child;
}

async function waitHealthy(port: number, timeoutMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.ok) return Date.now() - start;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`instance on ${port} not healthy after ${timeoutMs} ms`);
}

/** A TCP load balancer: each connection goes to the next backend, or the other one when that refuses. */
function loadBalancer(ports: number[]): Promise<{ port: number; close(): void }> {
  let next = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    const attempt = (tries: number) => {
      const port = ports[next++ % ports.length];
      const upstream = connect(port, '127.0.0.1');
      let connected = false;
      upstream.once('connect', () => {
        connected = true;
        sockets.add(upstream);
        upstream.on('close', () => sockets.delete(upstream));
        client.pipe(upstream).pipe(client);
      });
      upstream.on('error', () => {
        // Refused (the instance is down): the next backend; a connection that broke later ends the client's too.
        if (!connected && tries < ports.length) attempt(tries + 1);
        else client.destroy();
      });
      upstream.on('close', () => connected && client.destroy());
    };
    attempt(1);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        close: () => {
          for (const s of sockets) s.destroy();
          server.close();
        },
      });
    }),
  );
}

async function main() {
  const a: Instance = { name: 'A', port: await freePort() };
  const b: Instance = { name: 'B', port: await freePort() };
  const startedAt = Date.now();
  // Both at once: the startup lock lets one migrate and seed while the other waits.
  startInstance(a);
  startInstance(b);
  await Promise.all([waitHealthy(a.port, 900_000), waitHealthy(b.port, 900_000)]);
  const coldStartMs = Date.now() - startedAt;
  const lb = await loadBalancer([a.port, b.port]);
  const base = `http://127.0.0.1:${lb.port}`;

  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const jobs = (
    await db.query<{ workorder_number: string; vin: string; part_no: string }>(
      `SELECT workorder_number, trim(vin) AS vin, part_no FROM jobs
        WHERE eplant_id = 2 AND product_type = 'trailer' AND vin IS NOT NULL ORDER BY id DESC LIMIT 3000`,
    )
  ).rows;
  const loginRes = await fetch(`${base}/api/User/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: 'qc.inspector', Password: 'Norstar2026' }),
  });
  const session = (await loginRes.json()) as { Token: string; User: { Guid: string } };
  const headers = { authorization: `Bearer ${session.Token}`, 'content-type': 'application/json' };

  const listeners: { connection: HubConnection; heard: number; reconnecting: number; reconnected: number }[] = [];
  for (let i = 0; i < 6; i++) {
    const connection = new HubConnectionBuilder()
      .withUrl(`${base}/hub`, { accessTokenFactory: () => session.Token })
      .withAutomaticReconnect([0, 500, 1000, 2000, 5000, 10_000])
      .configureLogging(LogLevel.None)
      .build();
    const entry = { connection, heard: 0, reconnecting: 0, reconnected: 0 };
    connection.on('paintQcSaved', () => entry.heard++);
    connection.onreconnecting(() => entry.reconnecting++);
    connection.onreconnected(() => {
      entry.reconnected++;
      void connection.invoke('Subscribe', 'shopfloor').catch(() => undefined);
    });
    await connection.start();
    await connection.invoke('Subscribe', 'shopfloor');
    listeners.push(entry);
  }

  const acked = new Map<string, string>();
  const failedWrites: Record<string, number> = {};
  let writes = 0;
  let reads = 0;
  let readFailures = 0;
  let seq = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const fail = (reason: string) => (failedWrites[reason] = (failedWrites[reason] ?? 0) + 1);

  const writer = async () => {
    while (Date.now() < deadline) {
      const job = jobs[seq % jobs.length];
      const comment = `soak-${process.pid}-${seq++}`;
      try {
        const lookup = await fetch(
          `${base}/api/ns/QC/PaintQC/paintqclookup?searchValue=${job.vin}&searchBy=VIN&plant=2`,
          { headers },
        );
        reads++;
        if (!lookup.ok) {
          readFailures++;
          continue;
        }
        const { DateInput } = (await lookup.json()) as { DateInput: string };
        writes++;
        const res = await fetch(`${base}/api/ns/QC/PaintQC/tracking/trailer/add`, {
          method: 'POST',
          headers,
          body: JSON.stringify(
            paintQcTrailerBody(
              { WorkorderNumber: job.workorder_number, VIN: job.vin, DateInput, PartNo: job.part_no },
              { Guid: session.User.Guid, UserName: 'Soak Test' },
              comment,
            ),
          ),
        });
        if (res.ok) acked.set(comment, job.workorder_number);
        else fail(`HTTP ${res.status}`);
      } catch (error) {
        fail((error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : 'network');
      }
    }
  };
  const reader = async () => {
    while (Date.now() < deadline) {
      try {
        const res = await fetch(`${base}/api/user/GetUserByToken/`, { headers });
        reads++;
        if (!res.ok) readFailures++;
        await res.arrayBuffer();
      } catch {
        reads++;
        readFailures++;
      }
    }
  };

  const restart = (async () => {
    await sleep(STOP_AT * 1000);
    const stopAt = Date.now();
    const exited = new Promise<number | null>((resolve) => a.child!.once('exit', (code) => resolve(code)));
    a.child!.kill('SIGTERM');
    const exitCode = await exited;
    const stopMs = Date.now() - stopAt;
    startInstance(a);
    const restartMs = await waitHealthy(a.port, 300_000);
    return { exitCode, stopMs, restartMs };
  })();

  await Promise.all([writer(), writer(), writer(), writer(), reader(), reader()]);
  const stopped = await restart;
  await sleep(2000);

  // The last write of a work order replaces its earlier readings, so an acknowledged write is "stored" when its
  // comment is there for a work order no later write replaced; any comment stored twice would be a duplicate.
  const stored = await db.query<{ comments: string; n: number }>(
    `SELECT comments, count(*)::int AS n FROM paint_qc_records WHERE comments LIKE $1 GROUP BY comments`,
    [`soak-${process.pid}-%`],
  );
  const counts = new Map(stored.rows.map((r) => [r.comments, r.n]));
  const lastAckedPerJob = new Map<string, string>();
  for (const [comment, workorder] of acked) lastAckedPerJob.set(workorder, comment);
  const latest = [...lastAckedPerJob.values()];
  const duplicates = [...counts.values()].filter((n) => n > 1).length;
  const latestMissing = latest.filter((c) => counts.get(c) === undefined);

  const result = {
    coldStartBothMs: coldStartMs,
    seconds: SECONDS,
    writesAttempted: writes,
    writesAcknowledged: acked.size,
    writesFailed: failedWrites,
    acknowledgedStoredOnce: [...acked.keys()].filter((c) => counts.get(c) === 1).length,
    workOrdersWritten: lastAckedPerJob.size,
    latestAcknowledgedStoredOnce: latest.filter((c) => counts.get(c) === 1).length,
    latestAcknowledgedMissing: latestMissing.length,
    commentsStoredMoreThanOnce: duplicates,
    reads,
    readFailures,
    stoppedInstance: { signal: 'SIGTERM', ...stopped },
    hubClients: listeners.map((l) => ({
      state: l.connection.state,
      reconnecting: l.reconnecting,
      reconnected: l.reconnected,
      heard: l.heard,
    })),
  };
  console.log(JSON.stringify(result, null, 2));
  const ok =
    latestMissing.length === 0 &&
    duplicates === 0 &&
    listeners.every((l) => l.connection.state === HubConnectionState.Connected) &&
    listeners.some((l) => l.reconnected > 0);

  for (const l of listeners) await l.connection.stop();
  lb.close();
  await db.end();
  for (const instance of [a, b]) instance.child?.kill('SIGTERM');
  await sleep(1000);
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
