// Record history on the real server and database: a write's entries carry who, when, the request and each field old →
// new (a line of a record under its record, a password as "changed" without values), are read per record and
// searched, are refused to another plant and to roles that do not write the record, and cannot be altered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import type { components } from '../../../generated/erp-api.js';
import { expectContract, operations } from '../support/contractResponse.js';
import { entityWriters } from '../../../server/history/operationHistory.js';
import { verifyHistory } from '../../../server/history/verifyHistory.js';
import { pruneHistory } from '../../../server/history/pruneHistory.js';

type HistoryEntry = components['schemas']['HistoryEntry'];

let server: TestServer;
let it2: LoginResult;

beforeAll(async () => {
  server = await startTestServer();
  it2 = await server.login('it.support');
});
afterAll(() => server?.close());

const history = async (entity: string, key: string, who: LoginResult = it2) =>
  expectContract<HistoryEntry[]>(
    'listRecordHistory',
    await server.inject({ url: `/api/history/records/${entity}/${encodeURIComponent(key)}`, headers: who.headers }),
  );

describe('record history', () => {
  it('keeps who, when, the request and old → new of a record and of its lines, newest first', async () => {
    const created = await server.inject({
      method: 'POST',
      url: '/api/usergroups',
      headers: it2.headers,
      payload: { Name: 'Paint Line Leads', EplantId: 2 },
    });
    const group = expectContract('createUserGroup', created);
    const renamed = await server.inject({
      method: 'PUT',
      url: `/api/usergroups/group/${group.Id}/`,
      headers: it2.headers,
      payload: { Name: 'Paint Leads' },
    });
    expect(renamed.statusCode).toBe(200);
    const [member] = await server.db.query(`SELECT guid, username FROM users WHERE username = 'qc.inspector'`);
    const added = await server.inject({
      method: 'POST',
      url: '/api/usergroups/insertusers/',
      headers: it2.headers,
      payload: { Guid: member.guid, UserGroupId: group.Id },
    });
    expect(added.statusCode).toBe(200);

    const entries = await history('user-groups', String(group.Id));
    expect(entries.map((e) => [e.Action, e.Line, e.Operation])).toEqual([
      ['created', 'members', 'addUserToGroup'],
      ['changed', null, 'renameUserGroup'],
      ['created', null, 'createUserGroup'],
    ]);
    const [membership, rename, creation] = entries;
    expect(membership.LineKey).toBe(member.guid);
    expect(rename.Changes).toEqual([{ Field: 'name', Old: 'Paint Line Leads', New: 'Paint Leads', Secret: false }]);
    expect(rename).toMatchObject({ User: 'it.support', Plant: 2, OnBehalfOf: null, Key: String(group.Id) });
    expect(rename.RequestId).toBe(renamed.headers['x-request-id']);
    expect(creation.Changes).toContainEqual({ Field: 'name', Old: null, New: 'Paint Line Leads', Secret: false });
    expect(Date.now() - Date.parse(rename.At)).toBeLessThan(60_000);
  });

  it('keeps a catalogue rename to the one field that changed, with no entries for rows left as they were', async () => {
    const admin = await server.login('admin');
    const catalog = expectContract(
      'getDepartmentCatalog',
      await server.inject({ url: '/api/hr/catalogs/departments?plant=2', headers: admin.headers }),
    );
    const [first] = catalog.Departments;
    const saved = await server.inject({
      method: 'PUT',
      url: '/api/hr/catalogs/departments?plant=2',
      headers: admin.headers,
      payload: {
        Version: catalog.Version,
        Departments: catalog.Departments.map((d: { Id: number; Code: string; Name: string }) =>
          d.Id === first.Id ? { ...d, Name: `${d.Name} (renamed)` } : d,
        ),
      },
    });
    expect(saved.statusCode).toBe(200);
    const entries = await server.db.query(`SELECT record_key, changes FROM record_history WHERE request_id = $1`, [
      saved.headers['x-request-id'],
    ]);
    expect(entries).toEqual([
      {
        record_key: String(first.Id),
        changes: [{ Field: 'name', Old: first.Name, New: `${first.Name} (renamed)`, Secret: false }],
      },
    ]);
  });

  it('shows a password change as changed, never its value', async () => {
    const [user] = await server.db.query(
      `SELECT guid FROM users WHERE eplant_id = 2 AND dealer_id IS NULL AND NOT is_super_user
          AND username NOT IN ('it.support', 'qc.inspector', 'mx.supervisor') ORDER BY username LIMIT 1`,
    );
    const res = await server.inject({
      method: 'PUT',
      url: `/api/user/${user.guid}/`,
      headers: it2.headers,
      payload: await userPayload(user.guid, { Password: 'Brand-new-2026!' }),
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await history('users', user.guid);
    expect(entry.Changes).toContainEqual({ Field: 'password_hash', Old: null, New: null, Secret: true });
    expect(JSON.stringify(entry)).not.toContain('Brand-new-2026!');
  });

  it('refuses a role that does not write the entity (403)', async () => {
    const [group] = await server.db.query(`SELECT id FROM user_groups ORDER BY id LIMIT 1`);
    for (const username of ['qc.inspector', 'mx.supervisor']) {
      const who = await server.login(username);
      const refused = await server.inject({
        url: `/api/history/records/user-groups/${group.id}`,
        headers: who.headers,
      });
      expect(refused.statusCode).toBe(403);
    }
  });

  it('finds changes by user, entity and label in the admin search', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await server.inject({
      url: `/api/history?plant=2&from=${today}&to=${today}&user=it.support&entity=user-groups`,
      headers: it2.headers,
    });
    const rows = expectContract<HistoryEntry[]>('searchHistory', res);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.Entity === 'user-groups' && r.User === 'it.support')).toBe(true);
  });

  it('cannot be altered or removed by the server', async () => {
    await expect(server.db.query(`UPDATE record_history SET username = 'someone.else'`)).rejects.toThrow(/append-only/);
    await expect(server.db.query(`DELETE FROM record_history`)).rejects.toThrow(/append-only/);
    await expect(server.db.query(`TRUNCATE record_history`)).rejects.toThrow(/append-only/);
  });
});

describe('coverage', () => {
  /** The server's own bookkeeping, which records no business change (210_record_history.sql). */
  const UNTRACKED = [
    'api_audit',
    'catalog_versions',
    'dealer_user_logs',
    'document_counters',
    'hub_messages',
    'idempotency_keys',
    'login_limits',
    'login_logs',
    'plants',
    'record_history',
    'record_history_head',
    'request_log_windows',
    'request_logs',
    'role_tree_nodes',
    'route_logs',
    'schema_migrations',
    'server_secrets',
    'session_epoch',
    'sessions',
    'spent_challenges',
  ];
  const tracked = async () =>
    server.db.query<{ table: string; entity: string }>(
      `SELECT c.relname AS table, split_part(encode(t.tgargs, 'escape'), '\\000', 1) AS entity
         FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE t.tgname = 'record_history'`,
    );

  it('tracks every table but the server bookkeeping, so a new table is a decision', async () => {
    const tables = await server.db.query<{ relname: string }>(
      `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') ORDER BY 1`,
    );
    const trackedTables = new Set((await tracked()).map((t) => t.table));
    expect(tables.map((t) => t.relname).filter((t) => !trackedTables.has(t))).toEqual(UNTRACKED);
  });

  it('names in x-history only entities the database tracks', async () => {
    const entities = new Set((await tracked()).map((t) => t.entity));
    const declared = [...entityWriters(operations()).keys()];
    expect(declared.filter((e) => !entities.has(e))).toEqual([]);
  });
});

describe('the history chain', () => {
  it('verifies, names an entry a superuser altered, and still verifies after a prune of old entries', async () => {
    expect(await verifyHistory(server.db)).toMatchObject({ ok: true });
    const [{ seq }] = await server.db.query(`SELECT min(seq) AS seq FROM record_history`);
    // What a superuser can still do: switch the guard off and change an entry.
    await server.db.exec(`ALTER TABLE record_history DISABLE TRIGGER USER;
      UPDATE record_history SET username = 'someone.else' WHERE seq = ${Number(seq) + 1};
      ALTER TABLE record_history ENABLE TRIGGER USER;`);
    expect(await verifyHistory(server.db)).toMatchObject({ ok: false, brokenSeq: Number(seq) + 1 });

    // Entries dated three years back (the chain rebuilt as if they had been written then), pruned at two years:
    // what remains verifies from its anchor.
    await server.db.exec(`ALTER TABLE record_history DISABLE TRIGGER USER;
      UPDATE record_history SET username = 'it.support' WHERE seq = ${Number(seq) + 1};
      UPDATE record_history SET at = at - interval '3 years' WHERE seq <= ${Number(seq) + 2};
      DO $$ DECLARE r record; prev text := repeat('0', 64); h text; BEGIN
        FOR r IN SELECT * FROM record_history ORDER BY seq LOOP
          h := history_digest(prev, r.seq, r.at, r.entity, r.record_key, r.label, r.eplant_id, r.action, r.line,
                              r.line_key, r.user_guid, r.username, r.on_behalf_of, r.operation, r.request_id, r.changes);
          UPDATE record_history SET prev_hash = prev, hash = h WHERE seq = r.seq;
          prev := h;
        END LOOP;
        UPDATE record_history_head SET hash = prev;
      END $$;
      ALTER TABLE record_history ENABLE TRIGGER USER;`);
    const before = await verifyHistory(server.db);
    expect(before).toMatchObject({ ok: true });
    await expect(pruneHistory(server.db, 29)).rejects.toThrow(/at least 30 days/);
    expect(await pruneHistory(server.db, 730)).toBe(3);
    const after = await verifyHistory(server.db);
    expect(after).toMatchObject({ ok: true, firstSeq: Number(seq) + 3 });
    // A recent entry cannot be removed even by stating a retention.
    await expect(
      server.db.tx(async (tx) => {
        await tx.query("SELECT set_config('norstar.history_retention_days', '30', true)");
        await tx.query('DELETE FROM record_history');
      }),
    ).rejects.toThrow(/append-only/);
  });
});

async function userPayload(guid: string, extra: object) {
  const [u] = await server.db.query(
    `SELECT guid, firstname, lastname, username, email, eplant_id, row_version FROM users WHERE guid = $1`,
    [guid],
  );
  return {
    Guid: u.guid,
    Firstname: u.firstname,
    Lastname: u.lastname,
    Username: u.username,
    Email: u.email,
    EplantId: u.eplant_id,
    Version: u.row_version,
    ...extra,
  };
}
