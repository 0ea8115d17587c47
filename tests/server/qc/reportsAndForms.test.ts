// The QC area's report and form operations through the HTTP API: every report answers rows within the contract for
// both plants and refuses users without the area role; every write rejects bad input naming the field without writing
// anything, and saves good input that the matching list then shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import { expectContract } from '../support/contractResponse.js';

let server: TestServer;
let admin: LoginResult;
let qc: LoginResult;
let it2: LoginResult;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  qc = await server.login('qc.inspector');
  it2 = await server.login('it.support');
  // The first run after a seed change builds the shared template database, which takes minutes on a busy machine.
}, 600_000);

afterAll(() => server?.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const FROM = day(-60);
const TO = day(1);
const get = (url: string, who = admin) => server.inject({ method: 'GET', url: `/api${url}`, headers: who.headers });

const send = (method: 'POST' | 'PUT', url: string, payload: unknown, who = admin) =>
  server.inject({ method, url: `/api${url}`, headers: who.headers, payload: payload as object });

const count = async (sql: string, params: unknown[] = []) =>
  (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n;

/** operationId, url (plant placeholder {p}), a user without the role. */
const REPORTS: [string, string, () => LoginResult][] = [
  ['getQcTemplates', '/qc/templates?plant={p}', () => it2],
  ['listQcSchedule', `/reports/qc/schedule?plant={p}&from=${FROM}&to=${TO}`, () => it2],
  ['listQcAudits', `/reports/qc/audits?plant={p}&from=${FROM}&to=${TO}`, () => it2],
  ['listIAuditorScores', `/reports/qc/iauditor-scores?plant={p}&from=${day(-365)}&to=${TO}`, () => it2],
  ['listQcLabelUnits', `/reports/qc/label-units?plant={p}&from=${FROM}&to=${TO}`, () => it2],
  ['listQcHolds', `/reports/qc/holds?plant={p}&from=${FROM}&to=${TO}`, () => it2],
];

const rowsOf = (body: any): unknown[] => (Array.isArray(body) ? body : (body.Targets ?? body.Templates));

describe('reports', () => {
  it.each(REPORTS.flatMap(([op, url, who]) => [2, 3].map((p) => [op, p, url.replace('{p}', String(p)), who] as const)))(
    '%s answers rows for plant %s within the contract',
    async (op, _plant, url) => {
      const body = expectContract(op, await get(url));
      expect(rowsOf(body).length).toBeGreaterThan(0);
    },
  );

  it.each(REPORTS)('%s refuses a user without the area role', async (_op, url, who) => {
    expect((await get(url.replace('{p}', '2'), who())).statusCode).toBe(403);
  });

  it('rejects a backwards date range naming from', async () => {
    const res = await get(`/reports/qc/audits?plant=2&from=${TO}&to=${FROM}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('from');
  });
});

describe('QC', () => {
  it('saves templates, rejecting a duplicate name, and deactivates the ones left out', async () => {
    const { Templates } = expectContract<any>('getQcTemplates', await get('/qc/templates?plant=3'));
    const dup = await send('PUT', '/qc/templates?plant=3', {
      Templates: [Templates[0], { ...Templates[0], Id: null }],
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().fieldErrors[0].field).toBe('Templates.1.Name');
    const kept = Templates.slice(1);
    const extra = {
      Id: null,
      Name: 'Coupler audit',
      Kind: 'Weld audit',
      ProductType: 'trailer',
      Checkpoints: [{ Text: 'Coupler welds complete', Required: true }],
    };
    const saved = expectContract<any>(
      'saveQcTemplates',
      await send('PUT', '/qc/templates?plant=3', { Templates: [...kept, extra] }),
    );
    expect(saved.Templates.map((t: any) => t.Name)).toContain('Coupler audit');
    expect(saved.Templates.map((t: any) => t.Id)).not.toContain(Templates[0].Id);
    expect(await count('qc_templates WHERE id = $1 AND NOT active', [Templates[0].Id])).toBe(1);
  });

  it('records an audit with the template of the unit type and lists it', async () => {
    const [job] = await server.db.query<{ vin: string }>(
      "SELECT trim(vin) AS vin FROM jobs WHERE eplant_id = 2 AND product_type = 'bed' AND vin IS NOT NULL ORDER BY id DESC LIMIT 1",
    );
    const before = await count('qc_audits');
    const tooMany = await send('POST', '/qc/audits?plant=2', {
      VIN: job.vin,
      Kind: 'Paint audit',
      FailedCheckpoints: 25,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldErrors[0].field).toBe('FailedCheckpoints');
    const unknown = await send('POST', '/qc/audits?plant=2', {
      VIN: '1ZZZZZZZZZZZZZZZZ',
      Kind: 'Paint audit',
      FailedCheckpoints: 0,
    });
    expect(unknown.json().fieldErrors[0].field).toBe('VIN');
    expect(await count('qc_audits')).toBe(before);
    const audit = expectContract<any>(
      'createQcAudit',
      await send(
        'POST',
        '/qc/audits?plant=2',
        { VIN: job.vin, Kind: 'Paint audit', FailedCheckpoints: 1, Notes: 'Thin film at rear' },
        admin,
      ),
    );
    expect(audit).toMatchObject({
      Template: 'Bed paint audit',
      Checkpoints: 3,
      Failed: 1,
      Score: 66.67,
      Result: 'Fail',
      Source: 'Portal',
    });
    const list = expectContract<any[]>(
      'listQcAudits',
      await get(`/reports/qc/audits?plant=2&from=${day(-1)}&to=${TO}`, qc),
    );
    expect(list[0].Id).toBe(audit.Id);
  });
});
