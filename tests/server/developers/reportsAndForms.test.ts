// The Developers area's report and form operations through the HTTP API: every report answers rows within the
// contract for both plants and refuses users without the area role; every write rejects bad input naming the field
// without writing anything, and saves good input that the matching list then shows.
import { describe, expect, it } from 'vitest';
import { expectContract } from '../support/contractResponse.js';
import { areaSuite, type AreaReport, itAnswersEachPlant, itRefusesWithoutTheRole } from '../support/areaSuite.js';

const area = areaSuite({ users: ['it.support'] });
const { get, qc, user } = area;
const it2 = user('it.support');

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const FROM = day(-60);
const TO = day(1);
/** operationId, url (plant placeholder {p}), what differs (default: rows for both plants, 403 for qc.inspector). */
const REPORTS: AreaReport[] = [
  ['listInforValidations', '/reports/developers/infor-validations?plant={p}'],
  ['listZkTecoValidations', `/reports/developers/zkteco-validations?plant={p}&from=${FROM}&to=${TO}`],
];

describe('reports', () => {
  itAnswersEachPlant(area, REPORTS, '%s answers rows for plant %s within the contract');

  itRefusesWithoutTheRole(area, REPORTS, '%s refuses a user without the area role');

  it('lists the route catalogue and the functions log for developers only', async () => {
    const routes = expectContract<any[]>('listDeveloperRoutes', await get('/reports/developers/routes', it2));
    expect(routes.find((r) => r.RoutePath === '/Internal/Developers/Routes')?.Roles).toContain('developers');
    const log = expectContract<any[]>(
      'listApiAudit',
      await get(`/reports/developers/functions-log?from=${day(-1)}&to=${TO}`, it2),
    );
    expect(log.some((r) => r.OperationId === 'listDeveloperRoutes' && r.Status === 200)).toBe(true);
    expect((await get('/reports/developers/routes', qc)).statusCode).toBe(403);
    expect((await get(`/reports/developers/functions-log?from=${FROM}&to=${TO}`, qc)).statusCode).toBe(403);
  });
});
