// Database users: a PostgreSQL login is bound to its portal user by guid, a role the portal did not
// create is never altered or dropped (whatever the user is renamed to), a refused statement is a 400, and neither the
// statements nor their parameters ever carry the password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Queryable, Row } from '../../server/db/Database.js';
import { scramSha256Secret } from '../../server/db/scramSecret.js';
import { loginRoleStatement } from '../../server/handlers/users/dbRoleStatements.js';
import { startTestServer, type LoginResult, type TestServer } from '../../server/testing/testServer.js';
import { expectContract } from './support/contractResponse.js';

let server: TestServer;
let it1: LoginResult;
// Roles belong to the whole database cluster, not to the test's copy of the database: with DATABASE_URL they outlive
// a run, so each run starts and ends without them.
const dropRoles = () => server.db.exec('DROP ROLE IF EXISTS reporting_ro, dreyes, "owner.of.things", mlopez');
beforeAll(async () => {
  server = await startTestServer();
  await dropRoles();
  it1 = await server.login('it.support');
});
afterAll(async () => {
  await dropRoles().catch(() => undefined);
  await server?.close();
});

const setDbaUser = (payload: object) =>
  server.inject({ method: 'POST', url: '/api/user/dba_user/', headers: it1.headers, payload });

async function createPortalUser(Username: string): Promise<Record<string, unknown>> {
  const res = await server.inject({
    method: 'POST',
    url: '/api/user/',
    headers: it1.headers,
    payload: {
      Guid: null,
      Firstname: 'Dana',
      Lastname: 'Reyes',
      Username,
      Email: '',
      EplantId: 2,
      Password: 'Trailer2026',
    },
  });
  expect(res.statusCode).toBe(200);
  const { Password: _omitted, ...user } = res.json();
  return user;
}

/** Renames the user from the copy given, saved over whatever version the user has reached since. */
const rename = async (user: Record<string, unknown>, Username: string) => {
  const { Version } = (await server.inject({ url: `/api/user/${user.Guid}/`, headers: it1.headers })).json();
  return server.inject({
    method: 'PUT',
    url: `/api/user/${user.Guid}/`,
    headers: it1.headers,
    payload: { ...user, Username, Version },
  });
};

/**
 * Whether the role accepts this password. PostgreSQL (DATABASE_URL) is asked by logging in as the role; the embedded
 * database takes no logins, so there the stored SCRAM secret is recomputed with its own salt and compared.
 */
async function acceptsPassword(role: string, password: string): Promise<boolean> {
  if (server.db.kind === 'postgres') {
    const url = new URL(process.env.DATABASE_URL!);
    url.username = encodeURIComponent(role);
    url.password = encodeURIComponent(password);
    const client = new pg.Client({ connectionString: url.toString() });
    try {
      await client.connect();
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  const [row] = await server.db.query<{ rolpassword: string | null }>(
    'SELECT rolpassword FROM pg_authid WHERE rolname = $1',
    [role],
  );
  const match = /^SCRAM-SHA-256\$(\d+):([^$]+)\$/.exec(row?.rolpassword ?? '');
  if (!match) return false;
  return (
    scramSha256Secret(password, { iterations: Number(match[1]), salt: Buffer.from(match[2], 'base64') }) ===
    row!.rolpassword
  );
}

/** The server's own login still works with its own password (PostgreSQL), or its stored secret is unchanged (embedded). */
async function ownerUntouched(owner: string, embeddedSecretBefore: unknown): Promise<boolean> {
  if (server.db.kind === 'postgres')
    return acceptsPassword(owner, decodeURIComponent(new URL(process.env.DATABASE_URL!).password));
  const [row] = await server.db.query('SELECT rolpassword FROM pg_authid WHERE rolname = $1', [owner]);
  return row?.rolpassword === embeddedSecretBefore;
}

describe('database user takeover', () => {
  it('an IT user cannot take over a role the portal did not create by renaming a user to its name', async () => {
    // A role somebody else created on the database server (a reporting login, say).
    await server.db.query(`CREATE ROLE reporting_ro WITH LOGIN PASSWORD 'Their-own-2026'`);
    const user = await createPortalUser('dreyes');
    expect(
      expectContract('setDbaUser', await setDbaUser({ Guid: user.Guid, IsDbaUser: true, Password: 'First2026!' }))
        .message,
    ).toBe('DB User created!');
    expect(await acceptsPassword('dreyes', 'First2026!')).toBe(true);

    // While the database user exists, the username cannot change (the login is named after it).
    const refused = await rename(user, 'reporting_ro');
    expect(refused.statusCode).toBe(400);
    expect(expectContract('updateUser', refused).fieldErrors).toEqual([
      {
        field: 'Username',
        message: 'This user has a database user; remove the database user before changing the username',
      },
    ]);
    expect((await server.db.query('SELECT username FROM users WHERE guid = $1', [user.Guid]))[0].username).toBe(
      'dreyes',
    );
    // A change of case only is not a rename of the login.
    expect((await rename(user, 'DReyes')).statusCode).toBe(200);

    // Remove the database user, rename, and "create" again: refused, and the foreign role keeps its password.
    expect(expectContract('setDbaUser', await setDbaUser({ Guid: user.Guid, IsDbaUser: false })).message).toBe(
      'DB User eliminated!',
    );
    expect(await server.db.query(`SELECT 1 FROM pg_roles WHERE rolname = 'dreyes'`)).toEqual([]);
    expect((await rename({ ...user, Username: 'DReyes' }, 'reporting_ro')).statusCode).toBe(200);
    const takeover = await setDbaUser({ Guid: user.Guid, IsDbaUser: true, Password: 'Stolen2026!' });
    expect(takeover.statusCode).toBe(400);
    expect(expectContract('setDbaUser', takeover).fieldErrors).toEqual([
      {
        field: 'Guid',
        message: 'A database role with this name already exists and was not created by the portal; it is left alone',
      },
    ]);
    expect(await acceptsPassword('reporting_ro', 'Stolen2026!')).toBe(false);
    expect(await acceptsPassword('reporting_ro', 'Their-own-2026')).toBe(true);

    // Unticking never drops it either.
    expect((await setDbaUser({ Guid: user.Guid, IsDbaUser: false })).statusCode).toBe(400);
    expect(await acceptsPassword('reporting_ro', 'Their-own-2026')).toBe(true);
    expect((await server.db.query('SELECT is_dba_user FROM users WHERE guid = $1', [user.Guid]))[0].is_dba_user).toBe(
      false,
    );
  });

  it("never alters or drops the server's own role, even when a binding names it", async () => {
    const [{ owner }] = await server.db.query<{ owner: string }>('SELECT current_user AS owner');
    const [secret] =
      server.db.kind === 'pglite'
        ? await server.db.query('SELECT rolpassword FROM pg_authid WHERE rolname = $1', [owner])
        : [];
    const user = await createPortalUser('bound.owner');
    // As if the binding had been tampered with: the server's own login is still refused.
    await server.db.query('INSERT INTO portal_db_roles (user_guid, role_name) VALUES ($1, $2)', [user.Guid, owner]);
    expect((await setDbaUser({ Guid: user.Guid, IsDbaUser: true, Password: 'Owner2026!' })).statusCode).toBe(400);
    expect((await setDbaUser({ Guid: user.Guid, IsDbaUser: false })).statusCode).toBe(400);
    expect(await ownerUntouched(owner, secret?.rolpassword)).toBe(true);
    expect(await server.db.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [owner])).toHaveLength(1);
    await server.db.query('DELETE FROM portal_db_roles WHERE user_guid = $1', [user.Guid]);
  });

  it('answers a statement the database refuses with a 400 that says why, not a 500', async () => {
    const user = await createPortalUser('owner.of.things');
    expect((await setDbaUser({ Guid: user.Guid, IsDbaUser: true, Password: 'Owner2026!' })).statusCode).toBe(200);
    // The login now holds a privilege on a table, so DROP ROLE fails in PostgreSQL.
    await server.db.exec(
      `CREATE TABLE owned_by_db_user (id int); GRANT SELECT ON owned_by_db_user TO "owner.of.things"`,
    );
    const res = await setDbaUser({ Guid: user.Guid, IsDbaUser: false });
    expect(res.statusCode).toBe(400);
    expect(expectContract('setDbaUser', res).message).toBe(
      'The database user owns objects or holds privileges in the database; a database administrator must reassign or revoke them first',
    );
    // Nothing changed: the login and its binding are still there, so it can be removed once the table is gone.
    expect((await server.db.query('SELECT is_dba_user FROM users WHERE guid = $1', [user.Guid]))[0].is_dba_user).toBe(
      true,
    );
    await server.db.exec('DROP TABLE owned_by_db_user');
    expect((await setDbaUser({ Guid: user.Guid, IsDbaUser: false })).statusCode).toBe(200);
  });
});

describe('the password never reaches the database server in clear', () => {
  it('builds the statement with a SCRAM-SHA-256 secret, not the password', () => {
    const password = "Plain'Text pässword 2026";
    const sql = loginRoleStatement('CREATE', 'dreyes', password);
    expect(sql).toMatch(
      /^CREATE ROLE "dreyes" WITH LOGIN PASSWORD 'SCRAM-SHA-256\$4096:[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+'$/,
    );
    expect(sql).not.toContain('Plain');
    expect(sql).not.toContain('pässword');
    expect(loginRoleStatement('ALTER', 'dreyes', password)).toMatch(
      /^ALTER ROLE "dreyes" WITH LOGIN PASSWORD 'SCRAM-SHA-256\$/,
    );
  });

  it('computes the secret PostgreSQL does, so the login works with the password (ASCII and not)', async () => {
    for (const [i, password] of [
      'Trailer2026',
      "it's 'quoted'",
      'pässwörd',
      'ｐａｓｓ１２',
      'a\u00A0b',
      'שלום',
    ].entries()) {
      const role = `scram_check_${i}`;
      await server.db.exec(`DROP ROLE IF EXISTS ${role}`);
      // Embedded: PostgreSQL hashes the password itself and the test recomputes it. Server: the portal's statement
      // sets it and PostgreSQL must accept a login with the password.
      const sql =
        server.db.kind === 'pglite'
          ? `CREATE ROLE ${role} PASSWORD '${password.replace(/'/g, "''")}'`
          : loginRoleStatement('CREATE', role, password);
      await server.db.query(sql);
      expect(await acceptsPassword(role, password)).toBe(true);
      expect(await acceptsPassword(role, `${password}x`)).toBe(false);
      await server.db.query(`DROP ROLE ${role}`);
    }
  });

  it('sends no statement or parameter containing the password when creating or re-passwording a database user', async () => {
    const user = await createPortalUser('mlopez');
    const sent: string[] = [];
    const record = (q: Queryable): Queryable => ({
      query<T extends Row = Row>(sql: string, params?: unknown[]) {
        sent.push(sql, JSON.stringify(params ?? []));
        return q.query<T>(sql, params);
      },
    });
    // Every statement the handlers send through the server's database, with its parameters.
    const { db } = server;
    const original = { query: db.query, tx: db.tx };
    db.query = record({ query: original.query }).query;
    db.tx = (fn) => original.tx((tx) => fn(record(tx)));
    try {
      expect((await setDbaUser({ Guid: user.Guid, IsDbaUser: true, Password: 'Secret-Value-2026' })).statusCode).toBe(
        200,
      );
      expect((await setDbaUser({ Guid: user.Guid, IsDbaUser: true, Password: 'Other-Value-2026' })).statusCode).toBe(
        200,
      );
    } finally {
      db.query = original.query;
      db.tx = original.tx;
    }
    expect(sent.some((s) => s.startsWith('CREATE ROLE "mlopez" WITH LOGIN PASSWORD \'SCRAM-SHA-256$'))).toBe(true);
    expect(sent.some((s) => s.startsWith('ALTER ROLE "mlopez" WITH LOGIN PASSWORD \'SCRAM-SHA-256$'))).toBe(true);
    expect(sent.filter((s) => s.includes('Secret-Value') || s.includes('Other-Value'))).toEqual([]);
    expect(await acceptsPassword('mlopez', 'Other-Value-2026')).toBe(true);
  });
});
