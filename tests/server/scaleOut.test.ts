// Two server instances on one PostgreSQL database act as one: a hub message published through A reaches a client of
// B, a session blocked through A is refused by B, login attempts spread over both meet one limit, and instances
// starting together apply each migration exactly once. Needs a real PostgreSQL (DATABASE_URL; npm run
// test:server:pg): the embedded database belongs to one process, so there is no second instance to start.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import pg from 'pg';
import { migrate, MIGRATIONS_DIR } from '../../server/db/migrate.js';
import { openPostgres } from '../../server/db/openDatabase.js';
import { DEMO_PASSWORD } from '../../server/seed/seedUsers.js';
import { startTwoInstances, type ServerInstance, type TwoInstances } from '../../server/testing/twoInstances.js';
import { findPaintQcTrailerUnit } from '../../server/testing/findPaintQcTrailerUnit.js';
import { paintQcTrailerSave } from '../../server/testing/paintQcTrailerBody.js';

const databaseUrl = process.env.DATABASE_URL;

async function login(instance: ServerInstance, username: string, password = DEMO_PASSWORD, ip = '192.0.2.10') {
  return instance.app.inject({
    method: 'POST',
    url: '/api/User/Authenticate',
    headers: { 'x-forwarded-for': ip },
    payload: { Username: username, Password: password },
  });
}

describe.skipIf(!databaseUrl)('two server instances on one PostgreSQL database (needs DATABASE_URL)', () => {
  let instances: TwoInstances;
  let a: ServerInstance;
  let b: ServerInstance;

  beforeAll(async () => {
    // As in production, so the login limit test meets the real limits; listening, for the SignalR client.
    instances = await startTwoInstances({ loginLimitPerMinute: 20, listen: true });
    ({ a, b } = instances);
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('a paint QC save through instance A reaches a SignalR client connected to instance B', async () => {
    const qc = (await login(a, 'qc.inspector')).json();
    const listener = (await login(b, 'qc.inspector')).json();
    const connection = new HubConnectionBuilder()
      .withUrl(`${b.baseUrl}/hub`, { accessTokenFactory: () => listener.Token })
      .configureLogging(LogLevel.None)
      .build();
    await connection.start();
    try {
      const heard = new Promise<Record<string, unknown>>((resolve) => connection.on('paintQcSaved', resolve));
      await connection.invoke('Subscribe', 'shopfloor');
      const headers = { authorization: `Bearer ${qc.Token}` };
      const unit = await findPaintQcTrailerUnit(a.db, (o) => a.app.inject(o), headers, { withoutRecord: true });
      const saved = await a.app.inject({
        ...paintQcTrailerSave(
          unit,
          { Guid: qc.User.Guid, UserName: `${qc.User.Firstname} ${qc.User.Lastname}` },
          'saved through instance A',
        ),
        headers,
      });
      expect(saved.statusCode).toBe(200);
      expect(await heard).toMatchObject({ WorkorderNumber: unit.WorkorderNumber, Type: 'trailer', Plant: 2 });
    } finally {
      await connection.stop();
    }
  });

  it('block_token through instance A makes the next request through instance B answer 401', async () => {
    const admin = (await login(a, 'admin')).json();
    const victim = (await login(b, 'it.support')).json();
    const headers = { authorization: `Bearer ${victim.Token}` };
    // B has just checked (and cached) the session: the block must still be seen on its very next request.
    expect((await b.app.inject({ url: '/api/user/GetUserByToken/', headers })).statusCode).toBe(200);
    const blocked = await a.app.inject({
      method: 'POST',
      url: `/api/user/block_token?guid=${victim.User.Guid}`,
      headers: { authorization: `Bearer ${admin.Token}` },
    });
    expect(blocked.statusCode).toBe(200);
    expect((await b.app.inject({ url: '/api/user/GetUserByToken/', headers })).statusCode).toBe(401);
  });

  it('25 wrong passwords spread over instances A and B hit the login limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++)
      statuses.push((await login(i % 2 ? b : a, 'mx.supervisor', 'Wrong-guess-2026', '203.0.113.44')).statusCode);
    // NORSTAR_LOGIN_LIMIT 20: twenty attempts per IP and username a minute, counted across both instances.
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
  });

  it('two instances starting at once apply each migration exactly once', async () => {
    const name = `norstar_migrate_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    const first = await openPostgres(url.toString());
    const second = await openPostgres(url.toString());
    try {
      const [one, two] = await Promise.all([migrate(first), migrate(second)]);
      const files = readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{3}_.+\.sql$/.test(f));
      expect([...one, ...two].sort()).toEqual(files.sort());
      const rows = await first.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
      expect(rows[0].n).toBe(files.length);
    } finally {
      await first.close();
      await second.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});

describe.skipIf(databaseUrl)('two server instances (skipped: needs PostgreSQL, run npm run test:server:pg)', () => {
  it.skip('runs only with DATABASE_URL: the embedded database belongs to one process', () => undefined);
});
