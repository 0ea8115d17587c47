// Production through the HTTP API: machines, work centers, nest job process reporting (writes a transaction and
// pushes to 'shopfloor') and the labor / finish log reports for both plants.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import { expectContract } from '../support/contractResponse.js';
import { seedDay } from '../support/seedCalendar.js';

let server: TestServer;
let admin: LoginResult;
let mx: LoginResult;

// The first run after a seed or route change builds the shared template database: minutes on a busy machine.
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  mx = await server.login('mx.supervisor');
}, 900_000);
afterAll(() => server?.close());

const get = (url: string, who = admin) => server.inject({ method: 'GET', url: `/api${url}`, headers: who.headers });

describe('production reports', () => {
  it.each([2, 3])('labor per work center and week for plant %s', async (plant) => {
    const rows = expectContract<any[]>(
      'listWorkCenterLabor',
      await get(`/reports/production/labor?plant=${plant}&from=${seedDay(-107)}&to=${seedDay(0)}`),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.Hours > 0 && r.LaborCost > 0)).toBe(true);
    expect(rows.every((r) => new Date(`${r.Week}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  });

  it.each([2, 3])('finish log for plant %s', async (plant) => {
    const rows = expectContract<any[]>(
      'listFinishLog',
      await get(`/reports/production/finish-log?plant=${plant}&from=${seedDay(-46)}&to=${seedDay(0)}`),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.DateFinished >= seedDay(-46) && r.DateFinished <= seedDay(0))).toBe(true);
  });

  it('answers 404 for an unknown plant', async () => {
    const res = await get('/reports/production/finish-log?plant=99&from=2026-10-01&to=2026-11-16');
    expect(res.statusCode).toBe(404);
  });
});

describe('machines and work centers', () => {
  it('lists work centers and their open operations', async () => {
    const centers = expectContract<any[]>('listWorkCenters', await get('/ns/workcenter?plant=3', mx));
    expect(centers.length).toBeGreaterThan(0);
    const ids = centers
      .slice(0, 5)
      .map((c) => c.Id)
      .join(',');
    expectContract('listWorkCenterProcesses', await get(`/workcenter/workcenters/${ids}/processlist/`, mx));
    expectContract('listWorkCenterOptions', await get('/workcenter/select_options/?plant=3', mx));
  });

  it("does not show the queue of another plant's work centers to a plant-3 user (404, as for any record of another plant)", async () => {
    const [wc2] = expectContract<any[]>('listWorkCenters', await get('/ns/workcenter?plant=2'));
    const [wc3] = expectContract<any[]>('listWorkCenters', await get('/ns/workcenter?plant=3', mx));
    expect((await get(`/workcenter/workcenters/${wc3.Id},${wc2.Id}/processlist/`, mx)).statusCode).toBe(404);
    expectContract('listWorkCenterProcesses', await get(`/workcenter/workcenters/${wc3.Id}/processlist/`, mx));
  });

  it('creates, reads and updates a machine, refusing a work center of another plant by field', async () => {
    const [wc] = expectContract<any[]>('listWorkCenters', await get('/ns/workcenter?plant=2'));
    const input = {
      Code: 'TEST-LAS-9',
      Name: 'Fiber laser 9',
      EplantId: 2,
      WorkCenterId: wc.Id,
      Manufacturer: 'Trumpf',
      Model: 'TruLaser 3030',
      SerialNumber: 'TL-88231',
      Status: 'Idle',
      InstalledOn: '2026-10-01',
    };
    const created = expectContract(
      'createMachine',
      await server.inject({ method: 'POST', url: '/api/machines/', headers: admin.headers, payload: input }),
    );
    expect(created).toMatchObject({ ...input, WorkCenter: wc.WorkCenter });
    const updated = expectContract(
      'updateMachine',
      await server.inject({
        method: 'PUT',
        url: '/api/machines/',
        headers: admin.headers,
        payload: { ...input, Id: created.Id, Status: 'Running' },
      }),
    );
    expect(updated.Status).toBe('Running');
    expect(expectContract('getMachine', await get(`/machines/${created.Id}/`)).Status).toBe('Running');
    const [mxWc] = expectContract<any[]>('listWorkCenters', await get('/ns/workcenter?plant=3'));
    const bad = await server.inject({
      method: 'POST',
      url: '/api/machines/',
      headers: admin.headers,
      payload: { ...input, Code: 'TEST-LAS-10', WorkCenterId: mxWc.Id },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('WorkCenterId');
    expect((await get('/machines/999999/')).statusCode).toBe(404);
  });

  it("does not show another plant's machine to a plant-3 user (404), refuses to change it (403) and leaves it unchanged", async () => {
    const [machine] = expectContract<any[]>('listMachines', await get('/machines/list/?plant=2'));
    expect((await get(`/machines/${machine.Id}/`, mx)).statusCode).toBe(404);
    const [mxWc] = expectContract<any[]>('listWorkCenters', await get('/ns/workcenter?plant=3', mx));
    const { Id, WorkCenter: _wc, ...input } = machine;
    // Moving a plant-2 machine into plant 3 names the caller's own plant in the body, so only the record's plant tells.
    const moved = await server.inject({
      method: 'PUT',
      url: '/api/machines/',
      headers: mx.headers,
      payload: { ...input, Id, EplantId: 3, WorkCenterId: mxWc.Id, Name: 'Taken over' },
    });
    expect(moved.statusCode).toBe(403);
    expect(expectContract('getMachine', await get(`/machines/${Id}/`))).toEqual(machine);
  });

  it('names the missing field of a machine', async () => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/machines/',
      headers: admin.headers,
      payload: { Name: 'No code' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.map((f: { field: string }) => f.field)).toContain('Code');
  });
});

describe('process reporting', () => {
  it('finishes a nest job: writes the report and the plate issue, pushes to shopfloor', async () => {
    const [nest] = await server.db.query<{ id: number; parts_count: number; plate_arinvt_id: number }>(
      `SELECT id, parts_count, plate_arinvt_id FROM nest_jobs n WHERE status = 'Released' AND eplant_id = 3
          AND NOT EXISTS (SELECT 1 FROM process_reports r WHERE r.nest_job_id = n.id) ORDER BY id LIMIT 1`,
    );
    expect(nest).toBeDefined();
    const item = expectContract(
      'getProcessReportingItem',
      await get(`/process_reporting/arinvt/${nest.plate_arinvt_id}/`, mx),
    );
    expect(item.NestJobs.some((n: any) => n.NestJobId === nest.id)).toBe(true);

    const publish = vi.spyOn(server.app.services, 'publish');
    const tooMany = await server.inject({
      method: 'POST',
      url: '/api/process_reporting/nestjobs/finish/',
      headers: mx.headers,
      payload: { NestJobId: nest.id, Qty: nest.parts_count + 1 },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldErrors[0].field).toBe('Qty');

    const res = await server.inject({
      method: 'POST',
      url: '/api/process_reporting/nestjobs/finish/',
      headers: mx.headers,
      payload: { NestJobId: nest.id, Qty: nest.parts_count },
    });
    const result = expectContract('finishNestJob', res);
    expect(result).toMatchObject({ ok: true, Status: 'Finished', QtyFinished: nest.parts_count });
    expect(result.TransactionId).toEqual(expect.any(Number));
    const [trans] = await server.db.query('SELECT trans_type, arinvt_id FROM inventory_transactions WHERE id = $1', [
      result.TransactionId,
    ]);
    expect(trans).toMatchObject({ trans_type: 'ISSUE', arinvt_id: nest.plate_arinvt_id });
    expect(publish).toHaveBeenCalledWith(
      'shopfloor',
      'nestJobReported',
      expect.objectContaining({ NestJobId: nest.id, Action: 'finish' }),
    );
    publish.mockRestore();

    const again = await server.inject({
      method: 'POST',
      url: '/api/process_reporting/nestjobs/reject/',
      headers: mx.headers,
      payload: { NestJobId: nest.id, Qty: 1, Reason: 'Warped plate' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('rejects a nest job with its reason', async () => {
    const [nest] = await server.db.query<{ id: number }>(
      `SELECT id FROM nest_jobs n WHERE status = 'Released' AND NOT EXISTS (SELECT 1 FROM process_reports r WHERE r.nest_job_id = n.id) ORDER BY id DESC LIMIT 1`,
    );
    const noReason = await server.inject({
      method: 'POST',
      url: '/api/process_reporting/nestjobs/reject/',
      headers: admin.headers,
      payload: { NestJobId: nest.id, Qty: 1 },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors.map((f: { field: string }) => f.field)).toContain('Reason');
    const res = await server.inject({
      method: 'POST',
      url: '/api/process_reporting/nestjobs/reject/',
      headers: admin.headers,
      payload: { NestJobId: nest.id, Qty: 2, Reason: 'Plate out of flatness' },
    });
    expect(expectContract('rejectNestJob', res)).toMatchObject({ Status: 'Rejected', QtyRejected: 2 });
    const [rep] = await server.db.query('SELECT action, reason FROM process_reports WHERE nest_job_id = $1', [nest.id]);
    expect(rep).toEqual({ action: 'reject', reason: 'Plate out of flatness' });
  });

  it('refuses a nest of another plant (403) and does not show its plate item (404), writing nothing', async () => {
    const [nest] = await server.db.query<{ id: number; plate_arinvt_id: number }>(
      `SELECT id, plate_arinvt_id FROM nest_jobs WHERE status = 'Released' AND eplant_id = 2 ORDER BY id LIMIT 1`,
    );
    const before = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM process_reports'))[0].n;
    for (const [url, payload] of [
      ['/api/process_reporting/nestjobs/finish/', { NestJobId: nest.id, Qty: 1 }],
      ['/api/process_reporting/nestjobs/reject/', { NestJobId: nest.id, Qty: 1, Reason: 'Not ours' }],
    ] as const) {
      const res = await server.inject({ method: 'POST', url, headers: mx.headers, payload });
      expect(res.statusCode).toBe(403);
    }
    expect((await get(`/process_reporting/arinvt/${nest.plate_arinvt_id}/`, mx)).statusCode).toBe(404);
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM process_reports'))[0].n).toBe(before);
    const [{ status }] = await server.db.query<{ status: string }>('SELECT status FROM nest_jobs WHERE id = $1', [
      nest.id,
    ]);
    expect(status).toBe('Released');
  });

  it('refuses qc.inspector with 403 and writes nothing', async () => {
    const qc = await server.login('qc.inspector');
    const before = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM process_reports'))[0].n;
    const res = await server.inject({
      method: 'POST',
      url: '/api/process_reporting/nestjobs/finish/',
      headers: qc.headers,
      payload: { NestJobId: 1, Qty: 1 },
    });
    expect(res.statusCode).toBe(403);
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM process_reports'))[0].n).toBe(before);
  });
});
