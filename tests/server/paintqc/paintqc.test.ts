// Paint QC through the HTTP API: trailer and bed readings saved then looked up come back exactly as saved, readings
// outside 0.1–10.99 are refused with the SPEC hint and nothing is written, roles are enforced, and the paint check
// report answers rows for both plants in the contract's shape.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import { expectContract } from '../support/contractResponse.js';
import { seedDay } from '../support/seedCalendar.js';

const HINT = 'Min Number: 0.1 and Max Number: 10.99, Please';

let server: TestServer;
let qc: LoginResult;
let mx: LoginResult;

beforeAll(async () => {
  server = await startTestServer();
  qc = await server.login('qc.inspector');
  mx = await server.login('mx.supervisor');
});
afterAll(() => server?.close());

/** A unit of the plant and type that has no paint QC record yet. */
async function unpaintedJob(plant: number, type: 'trailer' | 'bed') {
  const rows = await server.db.query<{ workorder_number: string; vin: string; part_no: string }>(
    `SELECT workorder_number, trim(vin) AS vin, part_no FROM jobs j
      WHERE eplant_id = $1 AND product_type = $2 AND vin IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM paint_qc_records p WHERE p.job_id = j.id)
      ORDER BY id DESC LIMIT 1`,
    [plant, type],
  );
  expect(rows[0], `a ${type} job without readings in plant ${plant}`).toBeDefined();
  return rows[0];
}

const countRecords = async () =>
  (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM paint_qc_records'))[0].n;

function lookup(who: LoginResult, searchValue: string, searchBy: 'VIN' | 'WorkOrder', plant: number) {
  return server.inject({
    method: 'GET',
    url: `/api/ns/QC/PaintQC/paintqclookup?searchValue=${encodeURIComponent(searchValue)}&searchBy=${searchBy}&plant=${plant}`,
    headers: who.headers,
  });
}

describe('paint QC lookup and save', () => {
  it('saves trailer readings and the lookup returns exactly what was saved, with Type trailer', async () => {
    const job = await unpaintedJob(2, 'trailer');
    const before = expectContract('lookupPaintQc', await lookup(qc, job.vin, 'VIN', 2));
    expect(before).toMatchObject({
      Type: 'trailer',
      WorkOrderId: job.workorder_number,
      VIN: job.vin,
      PartNo: job.part_no,
      PaintMM1Front: null,
    });

    const publish = vi.spyOn(server.app.services, 'publish');
    const payload = {
      WorkorderNumber: job.workorder_number,
      VIN: job.vin,
      DateInput: before.DateInput,
      PartNo: job.part_no,
      PaintMM1Front: 3.25,
      PaintMM2DriveSide: 4.1,
      PaintMM3Rear: 0.1,
      PaintMM4PassengerSide: 10.99,
      PaintMM5IBeamGooseNeck: 5.5,
      PaintMM6: 6.02,
      FrontAxleSerial: 'DX-F-778812',
      MiddleAxleSerial: null,
      RearAxleSerial: 'DX-R-778813',
      PowerUnitSerial: 'PU-55120',
      Comments: 'Light orange peel on the driver side fender',
      Plant: 2,
      Guid: qc.body.User.Guid,
      UserName: `${qc.body.User.Firstname} ${qc.body.User.Lastname}`,
    };
    const res = await server.inject({
      method: 'POST',
      url: '/api/ns/QC/PaintQC/tracking/trailer/add',
      headers: qc.headers,
      payload,
    });
    expect(expectContract('addPaintQcTrailer', res)).toMatchObject({ ok: true, message: 'Save!', Type: 'trailer' });
    expect(publish).toHaveBeenCalledWith(
      'shopfloor',
      'paintQcSaved',
      expect.objectContaining({ WorkorderNumber: job.workorder_number, Type: 'trailer' }),
    );
    publish.mockRestore();

    const after = expectContract('lookupPaintQc', await lookup(qc, job.workorder_number, 'WorkOrder', 2));
    const { Plant: _p, Guid: _g, UserName, WorkorderNumber, ...saved } = payload;
    expect(after).toMatchObject({ ...saved, Type: 'trailer', WorkOrderId: WorkorderNumber, WorkorderNumber, UserName });
  });

  it('saves bed readings (seven, the fifth on the floor) and the lookup returns them with Type bed', async () => {
    const job = await unpaintedJob(3, 'bed');
    const before = expectContract('lookupPaintQc', await lookup(mx, job.workorder_number, 'WorkOrder', 3));
    expect(before.Type).toBe('bed');
    const payload = {
      WorkorderNumber: job.workorder_number,
      VIN: job.vin,
      DateInput: '2026-11-12',
      PartNo: job.part_no,
      PaintMM1Front: 2.2,
      PaintMM2DriveSide: 2.3,
      PaintMM3Rear: 2.4,
      PaintMM4PassengerSide: 2.5,
      PaintMM5Floor: 7.75,
      PaintMM6: 2.6,
      PaintMM7: 2.7,
      Comments: null,
      Plant: 3,
      Guid: mx.body.User.Guid,
    };
    const res = await server.inject({
      method: 'POST',
      url: '/api/ns/QC/PaintQC/tracking/bed/add',
      headers: mx.headers,
      payload,
    });
    expect(expectContract('addPaintQcBed', res)).toMatchObject({ ok: true, message: 'Save!', Type: 'bed' });
    const after = expectContract('lookupPaintQc', await lookup(mx, job.vin, 'VIN', 3));
    const { Plant: _p, Guid: _g, WorkorderNumber, ...saved } = payload;
    expect(after).toMatchObject({ ...saved, Type: 'bed', WorkOrderId: WorkorderNumber });
    expect(after).not.toHaveProperty('PaintMM5IBeamGooseNeck');
  });

  it.each([0.05, 11])(
    'refuses a reading of %s with the SPEC hint naming the field, and writes nothing',
    async (reading) => {
      const job = await unpaintedJob(2, 'trailer');
      const before = await countRecords();
      const payload = {
        WorkorderNumber: job.workorder_number,
        VIN: job.vin,
        DateInput: '2026-11-12',
        PartNo: job.part_no,
        PaintMM1Front: 3,
        PaintMM2DriveSide: reading,
        PaintMM3Rear: 3,
        PaintMM4PassengerSide: 3,
        PaintMM5IBeamGooseNeck: 3,
        PaintMM6: 3,
        Comments: null,
        Plant: 2,
        Guid: qc.body.User.Guid,
        UserName: 'Quality Inspector',
      };
      const res = await server.inject({
        method: 'POST',
        url: '/api/ns/QC/PaintQC/tracking/trailer/add',
        headers: qc.headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
      const body = expectContract('addPaintQcTrailer', res);
      expect(body.fieldErrors).toContainEqual({ field: 'PaintMM2DriveSide', message: HINT });
      expect(await countRecords()).toBe(before);
    },
  );

  it('refuses trailer readings for a truck bed work order, naming the field', async () => {
    const job = await unpaintedJob(2, 'bed');
    const payload = {
      WorkorderNumber: job.workorder_number,
      VIN: job.vin,
      DateInput: '2026-11-12',
      PartNo: job.part_no,
      PaintMM1Front: 3,
      PaintMM2DriveSide: 3,
      PaintMM3Rear: 3,
      PaintMM4PassengerSide: 3,
      PaintMM5IBeamGooseNeck: 3,
      PaintMM6: 3,
      Plant: 2,
      Guid: qc.body.User.Guid,
      UserName: 'Quality Inspector',
    };
    const res = await server.inject({
      method: 'POST',
      url: '/api/ns/QC/PaintQC/tracking/trailer/add',
      headers: qc.headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('WorkorderNumber');
  });

  it('answers 404 for an unknown VIN and 400 naming searchBy for an unknown search kind', async () => {
    expectContract('lookupPaintQc', await lookup(qc, '1N9XXXXXXXXXXXXXX', 'VIN', 2));
    expect((await lookup(qc, '1N9XXXXXXXXXXXXXX', 'VIN', 2)).statusCode).toBe(404);
    const bad = await server.inject({
      method: 'GET',
      url: '/api/ns/QC/PaintQC/paintqclookup?searchValue=1&searchBy=Serial&plant=2',
      headers: qc.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.map((f: { field: string }) => f.field)).toContain('searchBy');
  });

  it('does not let a user without qc_paint_entry save readings', async () => {
    const itSupport = await server.login('it.support');
    const res = await server.inject({
      method: 'POST',
      url: '/api/ns/QC/PaintQC/tracking/bed/add',
      headers: itSupport.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('paint check report', () => {
  it.each([2, 3])('returns the checks of plant %s with every declared field', async (plant) => {
    const who = plant === 2 ? qc : mx;
    const res = await server.inject({
      method: 'GET',
      url: `/api/reports/qc/paint-checks?plant=${plant}&from=${seedDay(-380)}&to=${seedDay(14)}`,
      headers: who.headers,
    });
    const rows = expectContract<any[]>('listPaintQcChecks', res);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.Type))).toEqual(new Set(['trailer', 'bed']));
    for (const r of rows.slice(0, 50)) expect(r.MinReading).toBeLessThanOrEqual(r.MaxReading);
  });

  it('refuses a backwards date range naming the from field', async () => {
    const res = await server.inject({
      method: 'GET',
      url: '/api/reports/qc/paint-checks?plant=2&from=2026-11-30&to=2026-11-01',
      headers: qc.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('from');
  });
});
