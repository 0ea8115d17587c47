// A paint check's input date is a day end to end: saved on the Monday that starts the plant's week,
// it counts in the home dashboard's "Paint QC checks this week", an unchanged re-save (the lookup's values sent back)
// keeps it there and on the same day in the paint check report, the VIN detail and the printed report; the report
// prints when it was measured on the plant's clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import { expectContract } from '../support/contractResponse.js';
import { pdfText } from '../support/pdfReader.js';

let server: TestServer;
let qc: LoginResult;
let mx: LoginResult;

beforeAll(async () => {
  server = await startTestServer();
  qc = await server.login('qc.inspector');
  mx = await server.login('mx.supervisor');
});
afterAll(() => server?.close());

const ZONES: Record<number, string> = { 2: 'America/Chicago', 3: 'America/Mexico_City' };

/** The Monday of the plant's current week, 'YYYY-MM-DD', from the plant's own calendar. */
async function plantWeekStart(plant: number): Promise<string> {
  const rows = await server.db.query<{ day: string }>(
    `SELECT to_char(date_trunc('week', (now() AT TIME ZONE $1)::date), 'YYYY-MM-DD') AS day`,
    [ZONES[plant]],
  );
  return rows[0].day;
}

async function unpaintedTrailer(plant: number) {
  const rows = await server.db.query<{ workorder_number: string; vin: string; part_no: string }>(
    `SELECT workorder_number, trim(vin) AS vin, part_no FROM jobs j
      WHERE eplant_id = $1 AND product_type = 'trailer' AND vin IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM paint_qc_records p WHERE p.job_id = j.id)
      ORDER BY id DESC LIMIT 1`,
    [plant],
  );
  expect(rows[0], `a trailer without readings in plant ${plant}`).toBeDefined();
  return rows[0];
}

async function checksThisWeek(who: LoginResult, plant: number): Promise<number> {
  const res = await server.inject({
    method: 'GET',
    url: `/api/reports/dashboard/kpis?plant=${plant}`,
    headers: who.headers,
  });
  const [row] = expectContract<{ PaintQcChecksWeek: number }[]>('listHomeKpis', res);
  return row.PaintQcChecksWeek;
}

async function lookup(who: LoginResult, workorder: string, plant: number) {
  const res = await server.inject({
    method: 'GET',
    url: `/api/ns/QC/PaintQC/paintqclookup?searchValue=${encodeURIComponent(workorder)}&searchBy=WorkOrder&plant=${plant}`,
    headers: who.headers,
  });
  return expectContract<Record<string, unknown>>('lookupPaintQc', res);
}

async function save(who: LoginResult, plant: number, record: Record<string, unknown>) {
  const payload = {
    WorkorderNumber: record.WorkorderNumber,
    VIN: record.VIN,
    DateInput: record.DateInput,
    PartNo: record.PartNo,
    PaintMM1Front: record.PaintMM1Front ?? 3.1,
    PaintMM2DriveSide: record.PaintMM2DriveSide ?? 3.2,
    PaintMM3Rear: record.PaintMM3Rear ?? 3.3,
    PaintMM4PassengerSide: record.PaintMM4PassengerSide ?? 3.4,
    PaintMM5IBeamGooseNeck: record.PaintMM5IBeamGooseNeck ?? 3.5,
    PaintMM6: record.PaintMM6 ?? 3.6,
    FrontAxleSerial: record.FrontAxleSerial ?? null,
    MiddleAxleSerial: record.MiddleAxleSerial ?? null,
    RearAxleSerial: record.RearAxleSerial ?? null,
    PowerUnitSerial: record.PowerUnitSerial ?? null,
    Comments: record.Comments ?? null,
    Plant: plant,
    Guid: who.body.User.Guid,
    UserName: `${who.body.User.Firstname} ${who.body.User.Lastname}`,
  };
  const res = await server.inject({
    method: 'POST',
    url: '/api/ns/QC/PaintQC/tracking/trailer/add',
    headers: who.headers,
    payload,
  });
  expect(expectContract('addPaintQcTrailer', res)).toMatchObject({ ok: true, message: 'Save!' });
}

describe('paint check input date is a day', () => {
  it.each([2, 3])(
    "plant %s: a check saved on the week's Monday counts this week and an unchanged re-save keeps it there",
    async (plant) => {
      const who = plant === 2 ? qc : mx;
      const monday = await plantWeekStart(plant);
      const job = await unpaintedTrailer(plant);
      const before = await checksThisWeek(who, plant);

      const first = await lookup(who, job.workorder_number, plant);
      await save(who, plant, { ...first, DateInput: monday });
      expect(await checksThisWeek(who, plant)).toBe(before + 1);

      // What the screen does on an unchanged re-save: open the unit and save what the lookup answered.
      const saved = await lookup(who, job.workorder_number, plant);
      expect(saved.DateInput).toBe(monday);
      await save(who, plant, saved);
      expect((await lookup(who, job.workorder_number, plant)).DateInput).toBe(monday);
      expect(await checksThisWeek(who, plant)).toBe(before + 1);

      const report = await server.inject({
        method: 'GET',
        url: `/api/reports/qc/paint-checks?plant=${plant}&from=${monday}&to=${monday}`,
        headers: who.headers,
      });
      const rows = expectContract<{ WorkorderNumber: string; DateInput: string }[]>('listPaintQcChecks', report);
      expect(rows.filter((r) => r.WorkorderNumber === job.workorder_number)).toEqual([
        expect.objectContaining({ DateInput: monday }),
      ]);

      const vin = await server.inject({
        method: 'GET',
        url: `/api/drilldown/vin/${job.vin}`,
        headers: (await server.login('admin')).headers,
      });
      const detail = expectContract<{ PaintReadings: { DateInput: string }[] }>('getVinDetail', vin);
      expect(detail.PaintReadings[0].DateInput).toBe(monday);
    },
  );

  it("prints the input day and the time measured on the plant's clock", async () => {
    const job = await unpaintedTrailer(2);
    const first = await lookup(qc, job.workorder_number, 2);
    await save(qc, 2, { ...first, DateInput: '2026-03-09' });
    const [{ local }] = await server.db.query<{ local: string }>(
      `SELECT to_char(created_at AT TIME ZONE 'America/Chicago', 'MM/DD/YYYY HH24:MI') AS local
         FROM paint_qc_records WHERE workorder_number = $1`,
      [job.workorder_number],
    );
    const res = await server.inject({
      method: 'GET',
      url: `/api/documents/paintqc/${encodeURIComponent(job.workorder_number)}/file?plant=2`,
      headers: qc.headers,
    });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('03/09/2026');
    expect(text).toContain(`${local} US Central time`);
  });
});
