// A server killed between a write's commit and its answer: the caller gets no answer, and the database has both the
// write and its history entry (they commit together), never one without the other. The server is a real process on a
// copy of the test database (the embedded one reopened after the kill, or PostgreSQL), killed with SIGKILL.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/openDatabase.js';
import type { Database } from '../../../server/db/Database.js';
import { openTestDatabase, type TestDatabase } from '../../../server/testing/templateDatabase.js';
import { DEMO_PASSWORD } from '../../../server/testing/testServer.js';

const ROOT = resolve(import.meta.dirname, '../../..');
let copy: TestDatabase | undefined;
let reopened: Database | undefined;

afterAll(async () => {
  await reopened?.close();
  if (copy?.databaseUrl) await copy.dispose();
  else if (copy) rmSync(copy.dataDir, { recursive: true, force: true });
});

describe('a server killed after a commit, before its answer', () => {
  it('leaves the write and its history entry together', async () => {
    copy = await openTestDatabase('demo');
    const [group] = await copy.db.query(`SELECT id, name FROM user_groups ORDER BY id LIMIT 1`);
    const [{ seq: headBefore }] = await copy.db.query(`SELECT seq FROM record_history_head`);
    // The embedded database belongs to one process: the server's, until it dies.
    if (!copy.databaseUrl) await copy.db.close();

    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/support/crashAfterCommit.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        CRASH_AFTER_COMMIT_OF: 'renameUserGroup',
        NORSTAR_DATA_DIR: copy.dataDir,
        ...(copy.databaseUrl && { DATABASE_URL: copy.databaseUrl }),
      },
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const exited = new Promise<NodeJS.Signals | null>((done) => child.once('exit', (_code, signal) => done(signal)));
    const baseUrl = await new Promise<string>((done, fail) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk;
        const match = /crash server ready (\S+)/.exec(output);
        if (match) done(match[1]);
      });
      child.once('exit', () => fail(new Error(`the server did not start:\n${output}`)));
    });

    const login = await fetch(`${baseUrl}/api/User/Authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Username: 'it.support', Password: DEMO_PASSWORD }),
    });
    const { Token } = (await login.json()) as { Token: string };
    const renamed = `${group.name} (renamed before a crash)`;
    await expect(
      fetch(`${baseUrl}/api/usergroups/group/${group.id}/`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${Token}` },
        body: JSON.stringify({ Name: renamed }),
      }),
    ).rejects.toThrow();
    expect(await exited).toBe('SIGKILL');

    const db = copy.databaseUrl ? copy.db : (reopened = await openDatabase({ dataDir: copy.dataDir }));
    const [after] = await db.query(`SELECT name FROM user_groups WHERE id = $1`, [group.id]);
    expect(after.name).toBe(renamed);
    const entries = await db.query(
      `SELECT operation, username, changes FROM record_history WHERE seq > $1 AND entity = 'user-groups'`,
      [headBefore],
    );
    expect(entries).toEqual([
      {
        operation: 'renameUserGroup',
        username: 'it.support',
        changes: [{ Field: 'name', Old: group.name, New: renamed, Secret: false }],
      },
    ]);
  }, 180_000);
});
