// The Shipping area's report and form operations through the HTTP API: every report answers both plants in the
// contract's shape and refuses users without the area role; the tire DOT, pre-ship QC, pick-list and loading-dock
// writes validate before writing, save, and read back.
import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../server/testing/testServer.js';
import { expectContract } from '../support/contractResponse.js';
import { areaSuite, type AreaReport, itAnswersBothPlants, itRefusesWithoutTheRole } from '../support/areaSuite.js';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const RECENT = `from=${day(-60)}&to=${day(20)}`;
const YEAR = `from=${day(-365)}&to=${day(20)}`;

const area = areaSuite();
const { server, get, send, admin } = area;

/** operationId, url without plant, the plants that must answer rows when not both. */
const REPORTS: AreaReport[] = [
  ['listShippingCalendar', `/reports/shipping/calendar?${RECENT}`],
  ['listClass68Serials', `/reports/shipping/class68-serials?${RECENT}`],
  ['listShipments', `/reports/shipping/shipments?${RECENT}`],
  ['listTireDotRecords', `/reports/shipping/tire-dot?${RECENT}`],
  ['listMexicoShipments', `/reports/shipping/mexico?${RECENT}`, { rowsIn: [3] }],
  ['compareIqmsMicrosip', `/reports/shipping/iqms-vs-microsip?${RECENT}`, { rowsIn: [3] }],
  ['listMexicoPounds', `/reports/shipping/mexico-pounds?${YEAR}`, { rowsIn: [3] }],
  ['listCarrierScorecard', `/reports/shipping/carriers?${YEAR}`],
  ['listElPasoCrossings', `/reports/shipping/el-paso?${RECENT}`, { rowsIn: [3] }],
  ['listUsParts', `/reports/shipping/us-parts?${YEAR}`, { rowsIn: [3] }],
  ['getUsPartsSummary', `/reports/shipping/parts-summary?${YEAR}`],
  ['listUsPartsByClass', `/reports/shipping/parts-by-class?${YEAR}`, { rowsIn: [3] }],
  ['listFreightBills', `/reports/shipping/freight-bills?${RECENT}`],
  ['getShippingOverview', '/reports/shipping/overview?'],
  ['listShippedByWeek', '/reports/shipping/shipped-by-week?'],
  ['compareShippedInvoiced', `/reports/shipping/compare?${RECENT}`],
  ['listInforShipments', `/reports/shipping/infor-shipments?${RECENT}`],
  ['listShippingStatus', '/reports/shipping/status?'],
  ['listFreightBook', `/reports/shipping/freight-book?${RECENT}`],
  ['listShippingProcess', `/reports/shipping/process?${RECENT}`],
  ['listPreShipQcChecks', `/reports/shipping/preship-qc?${RECENT}`],
  ['listShipmentReview', `/reports/shipping/review?${YEAR}`],
  ['listDockLoads', '/shipping/loading-dock/loads?'],
  ['listTraktorDrivers', `/reports/shipping/traktor?${RECENT}`],
  ['listLeftYard', `/reports/shipping/left-yard?${RECENT}`],
  ['listShippingFollowUp', '/reports/shipping/follow-up?'],
  ['listCoItemsToShip', '/reports/shipping/co-items?'],
  ['listFreightGl', `/reports/shipping/freight-gl?${YEAR}`],
];

const post = (url: string, body: unknown, who: LoginResult = admin) => send('POST', url, body, who);

describe('shipping and financials reports', () => {
  itAnswersBothPlants(area, REPORTS, '%s answers rows in the contract shape');

  itRefusesWithoutTheRole(area, REPORTS, '%s refuses qc.inspector with 403');

  it('refuses a backwards date range naming from', async () => {
    const res = await get(`/reports/shipping/shipments?plant=2&from=${day(0)}&to=${day(-10)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.map((f: { field: string }) => f.field)).toContain('from');
  });

  it('lets mx.supervisor (shipping) in but not into financials', async () => {
    const mx = await server.login('mx.supervisor');
    expect((await get('/reports/shipping/status?plant=3', mx)).statusCode).toBe(200);
    expect((await get('/reports/financials/past-due?plant=3', mx)).statusCode).toBe(403);
  });
});

describe('tire DOT entry', () => {
  it('refuses a bad DOT code and an unknown VIN without writing', async () => {
    const [before] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tire_dot_records');
    const [unit] = await server.db.query<{ vin: string }>(
      `SELECT vin FROM jobs WHERE eplant_id = 2 AND product_type = 'trailer' AND vin IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const bad = await post('/shipping/tire-dot?plant=2', {
      VIN: unit.vin,
      Position: 'LF',
      DotCode: 'DOT ABCD EFGH 6026',
      Brand: 'Carlisle',
      TireSize: 'ST235/80R16',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('DotCode');
    const unknown = await post('/shipping/tire-dot?plant=2', {
      VIN: '1NRXXXXXXXXXXXXXX',
      Position: 'LF',
      DotCode: 'DOT U2LL LMLR 2425',
      Brand: 'Carlisle',
      TireSize: 'ST235/80R16',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors[0].field).toBe('VIN');
    const [after] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tire_dot_records');
    expect(after.n).toBe(before.n);
  });

  it('saves a DOT code (normalized) and replaces it when the position is recorded again', async () => {
    const [unit] = await server.db.query<{ vin: string }>(
      `SELECT vin FROM jobs WHERE eplant_id = 2 AND product_type = 'trailer' AND status = 'Finished' ORDER BY id LIMIT 1`,
    );
    const saved = expectContract(
      'recordTireDot',
      await post('/shipping/tire-dot?plant=2', {
        VIN: unit.vin.toLowerCase(),
        Position: 'RR',
        DotCode: 'dot u2ll lmlr 2425',
        Brand: 'Goodyear Endurance',
        TireSize: 'st235/80r16',
      }),
    );
    expect(saved).toMatchObject({
      VIN: unit.vin,
      Position: 'RR',
      DotCode: 'DOT U2LL LMLR 2425',
      TireWeek: '24/25',
      TireSize: 'ST235/80R16',
      RecordedBy: expect.any(String),
    });
    const again = expectContract(
      'recordTireDot',
      await post('/shipping/tire-dot?plant=2', {
        VIN: unit.vin,
        Position: 'RR',
        DotCode: 'DOT 4D2X R7H3 0326',
        Brand: 'Sailun S637',
        TireSize: 'ST235/80R16',
      }),
    );
    expect(again.DotCode).toBe('DOT 4D2X R7H3 0326');
    const rows = await server.db.query(
      `SELECT t.dot_code FROM tire_dot_records t JOIN jobs j ON j.id = t.job_id WHERE j.vin = $1 AND t.position = 'RR'`,
      [unit.vin],
    );
    expect(rows).toEqual([{ dot_code: 'DOT 4D2X R7H3 0326' }]);
  });
});

describe('pre-ship QC', () => {
  it('looks a unit up by VIN and answers 404 for an unknown one', async () => {
    const [unit] = await server.db.query<{ vin: string }>(
      `SELECT vin FROM jobs WHERE eplant_id = 2 AND status = 'Finished' ORDER BY id LIMIT 1`,
    );
    const found = expectContract('getPreShipUnit', await get(`/shipping/preship-qc/unit?plant=2&vin=${unit.vin}`));
    expect(found.VIN).toBe(unit.vin);
    const missing = await get('/shipping/preship-qc/unit?plant=2&vin=NOSUCHVIN');
    expect(missing.statusCode).toBe(404);
  });

  it('needs a note for a failed checkpoint, refuses shipped units, and saves a passing check', async () => {
    const [unit] = await server.db.query<{ vin: string }>(
      `SELECT vin FROM jobs WHERE eplant_id = 2 AND status = 'Finished' ORDER BY id DESC LIMIT 1`,
    );
    const [shipped] = await server.db.query<{ vin: string }>(
      `SELECT vin FROM jobs WHERE eplant_id = 2 AND status = 'Shipped' ORDER BY id LIMIT 1`,
    );
    const all = { LightsOk: true, BrakesOk: true, TiresOk: true, DecalsOk: true, PaintOk: true, DocumentsOk: true };
    const [before] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM preship_qc_checks');
    const noNote = await post('/shipping/preship-qc?plant=2', { VIN: unit.vin, ...all, BrakesOk: false });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().fieldErrors).toEqual([{ field: 'Notes', message: 'Describe what failed' }]);
    const gone = await post('/shipping/preship-qc?plant=2', { VIN: shipped.vin, ...all });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().fieldErrors[0].message).toBe(`VIN ${shipped.vin} has already shipped`);
    const [mid] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM preship_qc_checks');
    expect(mid.n).toBe(before.n);
    const failed = expectContract(
      'savePreShipQc',
      await post('/shipping/preship-qc?plant=2', {
        VIN: unit.vin,
        ...all,
        BrakesOk: false,
        Notes: 'Breakaway cable loose',
      }),
    );
    expect(failed).toMatchObject({ Passed: false, Failed: 'Brakes', Notes: 'Breakaway cable loose' });
    const passed = expectContract(
      'savePreShipQc',
      await post('/shipping/preship-qc?plant=2', { VIN: unit.vin, ...all }),
    );
    expect(passed).toMatchObject({ VIN: unit.vin, Passed: true, Failed: null });
    const last = expectContract('getPreShipUnit', await get(`/shipping/preship-qc/unit?plant=2&vin=${unit.vin}`));
    expect(last.LastCheckPassed).toBe(true);
  });
});

describe('pick list and loading dock', () => {
  async function openLoad() {
    // An approved load whose units all passed pre-ship QC and none is scanned or picked yet.
    const [load] = await server.db.query<{ load_no: string }>(
      `SELECT l.load_no FROM loads l WHERE l.eplant_id = 2 AND l.status = 'Approved'
          AND NOT EXISTS (SELECT 1 FROM dock_scans d WHERE d.load_id = l.id)
          AND NOT EXISTS (SELECT 1 FROM load_units u WHERE u.load_id = l.id
                            AND NOT EXISTS (SELECT 1 FROM preship_qc_checks q WHERE q.job_id = u.job_id AND q.passed))
        ORDER BY l.id LIMIT 1`,
    );
    return load.load_no;
  }

  it('picks the serials of a load and refuses a serial of another load or one already picked', async () => {
    const loadNo = await openLoad();
    const list = expectContract('getPickList', await get(`/shipping/pick-list?plant=2&load=${loadNo}`));
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r: { Picked: boolean }) => !r.Picked)).toBe(true);
    const [foreign] = await server.db.query<{ serial_no: string }>(
      `SELECT s.serial_no FROM unit_serials s WHERE NOT EXISTS (SELECT 1 FROM load_units u JOIN loads l ON l.id = u.load_id
         WHERE u.job_id = s.job_id AND l.load_no = $1) ORDER BY s.id LIMIT 1`,
      [loadNo],
    );
    const wrong = await post('/shipping/pick-list/scan?plant=2', { LoadNo: loadNo, SerialNo: foreign.serial_no });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors[0]).toEqual({
      field: 'SerialNo',
      message: `Serial ${foreign.serial_no} is not on load ${loadNo}`,
    });
    const picked = expectContract(
      'scanPickListSerial',
      await post('/shipping/pick-list/scan?plant=2', { LoadNo: loadNo, SerialNo: list[0].SerialNo }),
    );
    expect(picked).toMatchObject({ SerialNo: list[0].SerialNo, Picked: true });
    const twice = await post('/shipping/pick-list/scan?plant=2', { LoadNo: loadNo, SerialNo: list[0].SerialNo });
    expect(twice.json().fieldErrors[0].message).toBe(`Serial ${list[0].SerialNo} was already picked`);
    const after = expectContract('getPickList', await get(`/shipping/pick-list?plant=2&load=${loadNo}`));
    expect(after.filter((r: { Picked: boolean }) => r.Picked)).toHaveLength(1);
  });

  it('scans every unit of a load onto the truck and marks the load Loaded', async () => {
    const loadNo = await openLoad();
    const units = expectContract('listDockLoadUnits', await get(`/shipping/loading-dock/units?plant=2&load=${loadNo}`));
    const notOnLoad = await post('/shipping/loading-dock/scan?plant=2', {
      LoadNo: loadNo,
      VIN: '1NRZZZZZZZZZZZZZZ',
      DockDoor: 'Door 2',
    });
    expect(notOnLoad.statusCode).toBe(400);
    expect(notOnLoad.json().fieldErrors[0]).toEqual({
      field: 'VIN',
      message: `VIN 1NRZZZZZZZZZZZZZZ is not on load ${loadNo}`,
    });
    let last: any;
    for (const unit of units) {
      last = expectContract(
        'scanDockVin',
        await post('/shipping/loading-dock/scan?plant=2', { LoadNo: loadNo, VIN: unit.VIN, DockDoor: 'Door 2' }),
      );
      expect(last.Unit).toMatchObject({ VIN: unit.VIN, Scanned: true, DockDoor: 'Door 2' });
    }
    expect(last.LoadComplete).toBe(true);
    expect(last.Load).toMatchObject({ LoadNo: loadNo, Status: 'Loaded', UnitsScanned: units.length });
    const again = await post('/shipping/loading-dock/scan?plant=2', {
      LoadNo: loadNo,
      VIN: units[0].VIN,
      DockDoor: 'Door 2',
    });
    expect(again.json().fieldErrors[0].message).toBe(`VIN ${units[0].VIN} is already on the truck`);
  });

  it('refuses a unit that has not passed pre-ship QC', async () => {
    const [row] = await server.db.query<{ load_no: string; vin: string }>(
      `SELECT l.load_no, j.vin FROM loads l JOIN load_units u ON u.load_id = l.id JOIN jobs j ON j.id = u.job_id
        WHERE l.eplant_id = 2 AND l.status = 'Approved'
          AND NOT EXISTS (SELECT 1 FROM preship_qc_checks q WHERE q.job_id = j.id AND q.passed) ORDER BY l.id LIMIT 1`,
    );
    const res = await post('/shipping/loading-dock/scan?plant=2', {
      LoadNo: row.load_no,
      VIN: row.vin,
      DockDoor: 'Door 1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].message).toBe(`VIN ${row.vin} has not passed pre-ship QC`);
  });
});
