// The Production area's report and form operations through the HTTP API: every report answers rows for both plants
// within the contract, users without the area role get 403, and every write refuses bad input by field (writing
// nothing) and saves good input that reads back.
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, TestServer } from '../../../server/testing/testServer.js';
import { expectContract } from '../support/contractResponse.js';
import { areaSuite, itAnswersEachPlant, itRefusesWithoutTheRole } from '../support/areaSuite.js';

/** A U.S. (plant 2) user with the production role and without change_plant: mx.supervisor's counterpart. */
let usProduction: LoginResult;

const area = areaSuite({ users: ['mx.supervisor'] });
const { server, get, send, user } = area;
const mx = user('mx.supervisor');

beforeAll(async () => {
  const [found] = await server.db.query<{ username: string }>(
    `SELECT u.username FROM users u
      WHERE u.eplant_id = 2 AND u.is_active AND NOT u.is_suspended AND NOT u.is_super_user
        AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_guid = u.guid AND r.role_name = 'production')
        AND NOT EXISTS (SELECT 1 FROM user_roles r WHERE r.user_guid = u.guid AND r.role_name = 'change_plant')
      ORDER BY u.username LIMIT 1`,
  );
  usProduction = await server.login(found.username);
});

const iso = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const today = iso(0);
const month = `from=${iso(30)}&to=${today}`;
const year = `from=${iso(365)}&to=${today}`;
/** A 200 answer that matches the operation's contract (a 400 would match the contract too). */
function ok<T = any>(operationId: string, res: Awaited<ReturnType<TestServer['inject']>>): T {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return expectContract<T>(operationId, res);
}

const count = async (sql: string, params: unknown[] = []) =>
  (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n;

// [operationId, url without plant, who may call it besides admin]
const READS: [string, string][] = [
  ['listFillRate', `/reports/production/fill-rate?${month}`],
  ['listSigmanestNests', `/reports/production/sigmanest-nests?${month}`],
  ['listScrapSummary', `/reports/production/scrap-summary?${year}`],
  ['listFinitePurchasing', '/reports/production/finite-purchasing?'],
  ['listJobMaterial', `/reports/production/job-material?${month}`],
  ['listResourceGroupDispatch', '/reports/production/resource-group-dispatch?'],
  ['getShopFloorStatus', `/reports/production/shop-floor/status?date=${today}`],
  ['listShopFloorResourceGroups', `/reports/production/shop-floor/resource-groups?date=${today}`],
  ['listShopFloorInProcess', '/reports/production/shop-floor/in-process?'],
  ['listWorkCenterUtilization', `/reports/production/work-center-utilization?${month}`],
  ['listWeldTimes', `/reports/production/weld-times?${month}`],
  ['listWeldLines', `/reports/production/weld-lines?date=${today}`],
  ['listWeldLineQueue', '/reports/production/weld-lines/queue?'],
  ['listInforShortages', '/reports/production/infor-shortages?'],
  ['listProductionDemand', '/reports/production/demand?'],
  ['listMaterialUsage', `/reports/production/material-usage?${month}`],
  ['getQcPointsSummary', `/reports/production/points/summary?${month}`],
  ['listQcPointsByWorkCenter', `/reports/production/points/work-centers?${month}`],
  ['listQcPointsDefects', `/reports/production/points/defects?${month}`],
  ['listBomFlat', '/reports/bom/flat?'],
];

describe('plant-floor reports', () => {
  itAnswersEachPlant(area, READS);

  it('live shop floor names the production day it shows', async () => {
    const [status] = ok<any[]>(
      'getShopFloorStatus',
      await get(`/reports/production/shop-floor/status?plant=2&date=${today}`),
    );
    expect(status.ProductionDay <= today).toBe(true);
    expect(status.OperationsDone).toBeGreaterThan(0);
  });

  it('flattens one BOM with the material cost on its leaves', async () => {
    const rows = ok<any[]>('listBomFlat', await get('/reports/bom/flat?plant=2&itemNo=DG9614-16K'));
    expect(new Set(rows.map((r) => r.ParentItemNo))).toEqual(new Set(['DG9614-16K']));
    expect(Math.max(...rows.map((r) => r.Level))).toBeGreaterThan(1);
    expect(rows.filter((r) => r.Source === 'M').every((r) => r.ExtCost === 0)).toBe(true);
  });

  it('mx.supervisor (production, bom, scheduling) reads plant 3', async () => {
    ok('listWeldLineQueue', await get('/reports/production/weld-lines/queue?plant=3', mx));
    ok('listBomFlat', await get('/reports/bom/flat?plant=3', mx));
    ok('listProductionSchedule', await get('/reports/scheduling/schedule?plant=3', mx));
    ok('listGoalDays', await get(`/reports/goals/days?plant=3&${month}`, mx));
  });

  itRefusesWithoutTheRole(area, READS, '%s is forbidden to qc.inspector');
});

describe('quality points', () => {
  it('refuses an unknown unit or defect code by field and writes nothing', async () => {
    const before = await count('qc_point_checks');
    const unknownUnit = await send('POST', '/production/points/checks?plant=2', { Unit: 'NOPE-1', Defects: [] });
    expect(unknownUnit.statusCode).toBe(400);
    expect(unknownUnit.json().fieldErrors[0].field).toBe('Unit');
    const [job] = await server.db.query<{ wo: string }>(
      `SELECT workorder_number AS wo FROM jobs WHERE eplant_id = 2 AND status = 'Finished' LIMIT 1`,
    );
    const badCode = await send('POST', '/production/points/checks?plant=2', {
      Unit: job.wo,
      Defects: [{ Code: 'NOT-A-CODE', Qty: 1 }],
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().fieldErrors[0].field).toBe('Defects');
    const badQty = await send('POST', '/production/points/checks?plant=2', {
      Unit: job.wo,
      Defects: [{ Code: 'WELD-POR', Qty: 0 }],
    });
    expect(badQty.statusCode).toBe(400);
    expect(await count('qc_point_checks')).toBe(before);
  });

  it('saves a check by VIN, fails it over the limit and reads it back in the summary', async () => {
    const [job] = await server.db.query<{ vin: string; wo: string }>(
      `SELECT trim(vin) AS vin, workorder_number AS wo FROM jobs WHERE eplant_id = 2 AND status = 'Finished' AND vin IS NOT NULL LIMIT 1`,
    );
    // The plant works on Central time: a check saved now may fall on yesterday's plant day.
    const summary = `/reports/production/points/summary?plant=2&from=${iso(1)}&to=${today}`;
    const before = ok<any[]>('getQcPointsSummary', await get(summary))[0];
    const result = ok<any>(
      'addQcPointCheck',
      await send(
        'POST',
        '/production/points/checks?plant=2',
        { Unit: job.vin.toLowerCase(), Defects: [{ Code: 'weld-miss', Qty: 2 }], Comments: 'Frame gusset not welded' },
        usProduction,
      ),
    );
    expect(result).toMatchObject({ WorkorderNumber: job.wo, TotalPoints: 20, FailLimit: 10, Passed: false });
    const [after] = ok<any[]>('getQcPointsSummary', await get(summary));
    expect(after.UnitsChecked).toBe(before.UnitsChecked + 1);
    expect(after.Failed).toBe(before.Failed + 1);
  });

  it('setup refuses a duplicate code or an unknown resource group, and saves a new defect', async () => {
    const setup = ok<any>('getQcPointSetup', await get('/production/points/setup?plant=3'));
    expect(setup.Defects.length).toBeGreaterThan(5);
    const dup = await send('PUT', '/production/points/setup?plant=3', {
      ...setup,
      Defects: [...setup.Defects, setup.Defects[0]],
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().fieldErrors[0].field).toBe('Defects');
    const badGroup = await send('PUT', '/production/points/setup?plant=3', {
      ...setup,
      Defects: [
        ...setup.Defects,
        { Code: 'NEW-1', Description: 'New', ResourceGroup: 'MOON BASE', Points: 2, Active: true },
      ],
    });
    expect(badGroup.statusCode).toBe(400);
    const badLimit = await send('PUT', '/production/points/setup?plant=3', { ...setup, FailLimit: 0 });
    expect(badLimit.statusCode).toBe(400);
    expect(await count("qc_point_defects WHERE code = 'NEW-1'")).toBe(0);

    const kept = setup.Defects.slice(1);
    const saved = ok<any>(
      'saveQcPointSetup',
      await send('PUT', '/production/points/setup?plant=3', {
        FailLimit: 12,
        Defects: [
          ...kept,
          { Code: 'PNT-CHIP', Description: 'Paint chipped at hitch', ResourceGroup: 'PAINT', Points: 3, Active: true },
        ],
      }),
    );
    expect(saved.FailLimit).toBe(12);
    expect(saved.Defects.find((d: any) => d.Code === 'PNT-CHIP')).toMatchObject({ Points: 3, Active: true });
    expect(saved.Defects.find((d: any) => d.Code === setup.Defects[0].Code).Active).toBe(false);
    const reread = ok<any>('getQcPointSetup', await get('/production/points/setup?plant=3'));
    expect(reread).toEqual(saved);
  });
});

describe('reverse operation', () => {
  it('refuses a missing work order, an open operation or one with later work done, writing nothing', async () => {
    const [job] = await server.db.query<{ wo: string; first: number; last: number; open: number }>(
      `SELECT j.workorder_number AS wo, min(op.seq) FILTER (WHERE op.status = 'Done') AS first,
              max(op.seq) FILTER (WHERE op.status = 'Done') AS last, min(op.seq) FILTER (WHERE op.status <> 'Done') AS open
         FROM jobs j JOIN job_operations op ON op.job_id = j.id
        WHERE j.eplant_id = 2 AND j.status = 'InProcess' GROUP BY j.id
       HAVING count(*) FILTER (WHERE op.status = 'Done') >= 2 LIMIT 1`,
    );
    const before = await count('operation_reversals');
    const cases: [unknown, string][] = [
      [{ WorkorderNumber: 'TX0000000', OpSeq: 10, Reason: 'Scanned twice' }, 'WorkorderNumber'],
      [{ WorkorderNumber: job.wo, OpSeq: job.open, Reason: 'Scanned twice' }, 'OpSeq'],
      [{ WorkorderNumber: job.wo, OpSeq: job.first, Reason: 'Scanned twice' }, 'OpSeq'],
      [{ WorkorderNumber: job.wo, OpSeq: 999, Reason: 'Scanned twice' }, 'OpSeq'],
    ];
    for (const [payload, field] of cases) {
      const res = await send('POST', '/production/operations/reverse?plant=2', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[0].field).toBe(field);
    }
    expect(
      (
        await send('POST', '/production/operations/reverse?plant=2', {
          WorkorderNumber: job.wo,
          OpSeq: job.last,
          Reason: '',
        })
      ).statusCode,
    ).toBe(400);
    expect(await count('operation_reversals')).toBe(before);
  });

  it('puts the last completed operation back to pending and reopens a finished unit', async () => {
    const [job] = await server.db.query<{ id: number; wo: string; last: number }>(
      `SELECT j.id, j.workorder_number AS wo, max(op.seq) AS last FROM jobs j JOIN job_operations op ON op.job_id = j.id
        WHERE j.eplant_id = 2 AND j.status = 'Finished' GROUP BY j.id LIMIT 1`,
    );
    const result = ok<any>(
      'reverseOperation',
      await send('POST', '/production/operations/reverse?plant=2', {
        WorkorderNumber: job.wo.toLowerCase(),
        OpSeq: job.last,
        Reason: 'Reported on the wrong unit',
      }),
    );
    expect(result).toMatchObject({ WorkorderNumber: job.wo, OpSeq: job.last, JobStatus: 'InProcess' });
    const [op] = await server.db.query<{ status: string }>(
      'SELECT status FROM job_operations WHERE job_id = $1 AND seq = $2',
      [job.id, job.last],
    );
    expect(op.status).toBe('Pending');
    const [unit] = await server.db.query<{ status: string; finish_date: unknown }>(
      'SELECT status, finish_date FROM jobs WHERE id = $1',
      [job.id],
    );
    expect(unit).toEqual({ status: 'InProcess', finish_date: null });
    expect(
      await count('operation_reversals WHERE job_operation_id IS NOT NULL AND workorder_number = $1', [job.wo]),
    ).toBe(1);
  });
});
