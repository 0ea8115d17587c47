// The QC area's report and form operations through the HTTP API: every report answers rows within the contract for
// both plants and refuses users without the area role; every write rejects bad input naming the field without writing
// anything, and saves good input that the matching list then shows.
import { describe, expect, it } from 'vitest';
import { expectContract } from '../support/contractResponse.js';
import { areaSuite, type AreaReport, itAnswersEachPlant, itRefusesWithoutTheRole } from '../support/areaSuite.js';

const area = areaSuite({ users: ['it.support'] });
const { server, get, send, admin, qc, user } = area;
const it2 = user('it.support');

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const FROM = day(-60);
const TO = day(1);
const count = async (sql: string, params: unknown[] = []) =>
  (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n;

/** operationId, url (plant placeholder {p}), what differs (default: rows for both plants, 403 for qc.inspector). */
const REPORTS: AreaReport[] = [
  ['getQcTemplates', '/qc/templates?plant={p}', { forbidden: it2, rows: (body) => body.Templates }],
  ['listQcSchedule', `/reports/qc/schedule?plant={p}&from=${FROM}&to=${TO}`, { forbidden: it2 }],
  ['listQcAudits', `/reports/qc/audits?plant={p}&from=${FROM}&to=${TO}`, { forbidden: it2 }],
  ['listIAuditorScores', `/reports/qc/iauditor-scores?plant={p}&from=${day(-365)}&to=${TO}`, { forbidden: it2 }],
  ['listQcLabelUnits', `/reports/qc/label-units?plant={p}&from=${FROM}&to=${TO}`, { forbidden: it2 }],
  ['listQcHolds', `/reports/qc/holds?plant={p}&from=${FROM}&to=${TO}`, { forbidden: it2 }],
];

describe('reports', () => {
  itAnswersEachPlant(area, REPORTS, '%s answers rows for plant %s within the contract');

  itRefusesWithoutTheRole(area, REPORTS, '%s refuses a user without the area role');

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
