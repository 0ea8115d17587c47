// Files and logs: the embedded database's directory and files are readable by the server's OS
// user only, also for a data directory left world-writable by an older version; and no credential from a URL — the
// hub's ?access_token=, any token parameter, any JWT — reaches the request log.
import { chmodSync, lstatSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/openDatabase.js';
import { redactUrl } from '../../server/app/redactUrl.js';
import { TEST_RESULTS } from '../../server/testing/templateDatabase.js';
import { startTestServer } from '../../server/testing/testServer.js';

/** Every directory and file under `dir` (itself included) with its permission bits. */
function modesUnder(dir: string): Array<{ path: string; dir: boolean; mode: number }> {
  const out: Array<{ path: string; dir: boolean; mode: number }> = [];
  const pending = [dir];
  while (pending.length) {
    const path = pending.pop()!;
    const stat = lstatSync(path);
    out.push({ path, dir: stat.isDirectory(), mode: stat.mode & 0o777 });
    if (stat.isDirectory()) for (const name of readdirSync(path)) pending.push(join(path, name));
  }
  return out;
}

/** Entries that group or others may use in any way, as `path mode` lines (empty when all are owner-only). */
function openToOthers(dir: string): string[] {
  return modesUnder(dir)
    .filter((e) => e.mode & 0o077)
    .map((e) => `${e.path.slice(dir.length) || '/'} ${e.mode.toString(8)}`);
}

const skipOnWindows = process.platform === 'win32' || Boolean(process.env.DATABASE_URL);

describe.skipIf(skipOnWindows)('embedded database files', () => {
  const dataDir = join(TEST_RESULTS, 'server-db', `modes-${process.pid}-${randomBytes(4).toString('hex')}`);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('a fresh data directory is created 0700 with every file 0600, while open and after closing', async () => {
    const db = await openDatabase({ dataDir });
    // Write something so the database creates files of its own after the initial cluster.
    await db.exec(
      `CREATE TABLE modes_probe (id int PRIMARY KEY, note text); INSERT INTO modes_probe SELECT g, repeat('x', 200) FROM generate_series(1, 5000) g;`,
    );
    await db.query('CHECKPOINT');
    const entries = modesUnder(dataDir);
    expect(entries.filter((e) => !e.dir).length).toBeGreaterThan(500);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    await db.close();
    expect(openToOthers(dataDir)).toEqual([]);
    expect(
      modesUnder(dataDir)
        .filter((e) => e.dir)
        .every((e) => e.mode === 0o700),
    ).toBe(true);
    expect(
      modesUnder(dataDir)
        .filter((e) => !e.dir)
        .every((e) => e.mode === 0o600),
    ).toBe(true);
  });

  it('a data directory left world-writable by an older version is tightened when the server opens it', async () => {
    for (const e of modesUnder(dataDir)) chmodSync(e.path, e.dir ? 0o777 : 0o666);
    expect(openToOthers(dataDir).length).toBeGreaterThan(500);
    const db = await openDatabase({ dataDir });
    expect(openToOthers(dataDir)).toEqual([]);
    expect(await db.query('SELECT count(*)::int AS n FROM modes_probe')).toEqual([{ n: 5000 }]);
    await db.close();
  });
});

describe('credentials in logged URLs', () => {
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

  it('the request log shows /hub?access_token=[REDACTED], never the token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const server = await startTestServer({ logger: { level: 'info', stream } });
    try {
      await server.inject(`/hub?access_token=${jwt}`);
      await server.inject('/api/plants/?token=opaque-secret-value&plant=2');
      await server.inject(`/api/no/such/${jwt}`);
    } finally {
      await server.close();
    }
    const log = lines.join('');
    expect(log).toContain('"url":"/hub?access_token=[REDACTED]"');
    expect(log).toContain('"url":"/api/plants/?token=[REDACTED]&plant=2"');
    expect(log).toContain('"url":"/api/no/such/[REDACTED]"');
    expect(log).not.toContain('eyJ');
    expect(log).not.toContain('opaque-secret-value');
  });

  it('redactUrl masks credential parameters by name and JWT-looking values anywhere', () => {
    expect(redactUrl(`/hub?id=1&ACCESS_TOKEN=${jwt}&x=2`)).toBe('/hub?id=1&ACCESS_TOKEN=[REDACTED]&x=2');
    expect(redactUrl(`/api/x?q=${jwt}`)).toBe('/api/x?q=[REDACTED]');
    expect(redactUrl('/api/x?access%5Ftoken=abc&password=p%40ss')).toBe(
      '/api/x?access%5Ftoken=[REDACTED]&password=[REDACTED]',
    );
    expect(redactUrl('/api/user?plant=2&search=eyJ')).toBe('/api/user?plant=2&search=eyJ');
    expect(redactUrl('/api/x?%E0%A4%A=1')).toBe('/api/x?%E0%A4%A=1');
  });
});
