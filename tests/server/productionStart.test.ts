// A server pointed at a real database does not seed the demo (60 users sharing a public password)
// unless told to, prints the demo logins only for a database the demo was seeded into, and `npm run admin:create`
// makes the first administrator of an empty installation under the SPEC §5 password rules.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { buildApp } from '../../server/app/buildApp.js';
import { openDatabase } from '../../server/db/openDatabase.js';
import { demoLoginLines } from '../../server/seed/demoLoginLines.js';
import { DEMO_PASSWORD } from '../../server/seed/seedUsers.js';
import { openTestDatabase, type TestDatabase } from '../../server/testing/templateDatabase.js';

const ROOT = resolve(import.meta.dirname, '../..');

describe('seed defaults per database', () => {
  it('seeds nothing but plants and the role tree when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://erp@db.example/erp' }).seed).toBe('none');
  });

  it('seeds the demo into the embedded database by default', () => {
    expect(loadConfig({}).seed).toBe('demo');
  });

  it('seeds the demo into PostgreSQL only when NORSTAR_SEED=demo says so', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://erp@db.example/erp', NORSTAR_SEED: 'demo' }).seed).toBe('demo');
    expect(loadConfig({ NORSTAR_SEED: 'none' }).seed).toBe('none');
  });
});

describe('demo logins at start', () => {
  let demo: TestDatabase | undefined;
  let none: TestDatabase | undefined;
  beforeAll(async () => {
    demo = await openTestDatabase('demo');
    none = await openTestDatabase('none');
  });
  afterAll(async () => {
    await demo?.dispose();
    await none?.dispose();
  });

  it('lists the demo logins and their password for a database the demo was seeded into', async () => {
    const lines = await demoLoginLines(demo!.db, false);
    expect(lines[0]).toBe(`Demo logins (password ${DEMO_PASSWORD}):`);
    expect(lines.some((l) => l.trim().startsWith('admin'))).toBe(true);
  });

  it('prints nothing for a database without the demo, even when it has users named like the demo logins', async () => {
    await none!.db.query(
      `INSERT INTO users (guid, firstname, lastname, username, eplant_id, is_super_user)
       VALUES ('00000000-0000-4000-8000-0000000000aa', 'Real', 'Admin', 'admin', 2, true)`,
    );
    expect(await demoLoginLines(none!.db, false)).toEqual([]);
  });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function adminCreate(dataDir: string, args: string[], stdin: string): Promise<Run> {
  return new Promise((done, fail) => {
    const env: NodeJS.ProcessEnv = { ...process.env, NORSTAR_DATA_DIR: dataDir, NORSTAR_SEED: 'none' };
    delete env.DATABASE_URL;
    const child = spawn(
      process.execPath,
      [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/admin-create.ts', ...args],
      { cwd: ROOT, env },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

describe('npm run admin:create', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'norstar-admin-create-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a weak password with the SPEC messages and creates nobody', async () => {
    const run = await adminCreate(dataDir, ['--username', 'karen.ops', '--plant', '2'], 'weakpass\n');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Add an Uppercase letter please');
    expect(run.stderr).toContain('Add a number please');
  });

  it('creates a super user on an empty installation who can then sign in, and refuses the same username again', async () => {
    const created = await adminCreate(dataDir, ['--username', 'karen.ops', '--plant', '2'], 'Brookston2026\n');
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const again = await adminCreate(dataDir, ['--username', 'Karen.Ops', '--plant', '2'], 'Brookston2027\n');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('This username is already taken');

    const config = loadConfig({
      NORSTAR_DATA_DIR: dataDir,
      NORSTAR_CAPTCHA: 'off',
      NORSTAR_STATIC_DIR: join(dataDir, 'no-portal'),
    });
    const db = await openDatabase(config);
    const app = await buildApp(config, db, { logger: false });
    try {
      const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(n).toBe(1);
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/User/Authenticate',
        payload: { Username: 'karen.ops', Password: 'Brookston2027' },
      });
      expect(wrong.statusCode).toBe(400);
      const res = await app.inject({
        method: 'POST',
        url: '/api/User/Authenticate',
        payload: { Username: 'karen.ops', Password: 'Brookston2026' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().User).toMatchObject({ Username: 'karen.ops', EplantId: 2, IsSuperUser: true });
      expect(await demoLoginLines(db, false)).toEqual([]);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
