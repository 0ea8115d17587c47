// Plant isolation: a user of plant 2 without change_plant may neither read nor write plant 3's data
// through any operation that takes a plant, whatever roles it holds; its own plant still answers; change_plant and
// super users keep both plants. Operations are enumerated from the contract, so new ones are covered without editing
// this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { derefSchema, type OperationEntry } from '../../server/contract/loadContract.js';
import { plantFields, type PlantField } from '../../server/app/plantScope.js';
import { startTestServer, type LoginResult, type TestServer } from '../../server/testing/testServer.js';
import { contract, expectContract, operations, responseProblems, sampleRequest } from './support/contractResponse.js';

const ROLE_NAMES: string[] = (
  JSON.parse(readFileSync(new URL('../../schemas/roles.json', import.meta.url), 'utf8')) as {
    roles: Array<{ name: string }>;
  }
).roles.map((r) => r.name);

let server: TestServer;
/** Plant 2, not super user, every role of the catalogue except change_plant. */
let plant2: LoginResult;
let tableCounts: () => Promise<Record<string, number>>;

const userWithRoles = (plant: number, roles: string[]) => server.loginWithRoles(plant, roles, 'iso');

beforeAll(async () => {
  server = await startTestServer();
  plant2 = await userWithRoles(
    2,
    ROLE_NAMES.filter((r) => r !== 'change_plant'),
  );
  const tables = (
    await server.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
          AND table_name NOT IN ('api_audit', 'sessions', 'login_history')`,
    )
  ).map((r) => r.table_name);
  tableCounts = async () => {
    const sql = tables.map((t) => `SELECT '${t}' AS t, count(*)::int AS n FROM "${t}"`).join(' UNION ALL ');
    return Object.fromEntries((await server.db.query(sql)).map((r) => [r.t, r.n]));
  };
});
afterAll(() => server?.close());

const plantOps = operations()
  .map((op) => ({ op, fields: plantFields(contract(), op) }))
  .filter((entry) => entry.fields.length > 0);

/** The operation's sample request with every plant field (path, query, body) set to `plant`. */
function requestFor(op: OperationEntry, fields: PlantField[], plant: number) {
  const isPlant = (where: string, name: string) => fields.some((f) => f.in === where && f.name === name);
  const pinned: OperationEntry = {
    ...op,
    parameters: op.parameters.map((p) =>
      isPlant(p.in, p.name) ? { ...p, required: true, schema: { enum: [plant] } } : p,
    ),
  };
  const req = sampleRequest(pinned);
  const bodyFields = fields.filter((f) => f.in === 'body');
  const payload = bodyFields.length ? Object.fromEntries(bodyFields.map((f) => [f.name, plant])) : req.payload;
  return { method: req.method as 'GET', url: req.url, ...(payload !== undefined && { payload: payload as object }) };
}

describe('plant isolation over every operation that takes a plant', () => {
  it('finds the plant of every signed-in operation whose parameters or body name a plant', () => {
    // Independent of plantFields: any parameter or top-level body property with "plant" in its name.
    const mentioning = operations().filter((op) => {
      if (op.isPublic) return false;
      if (op.parameters.some((p) => /plant/i.test(p.name))) return true;
      const schema = op.operation.requestBody?.content?.['application/json']?.schema;
      if (!schema) return false;
      const body = derefSchema(contract(), schema);
      return [body, ...(body.allOf ?? [])].some((b) => Object.keys(b.properties ?? {}).some((k) => /plant/i.test(k)));
    });
    expect(plantOps.map((e) => e.op.operationId).sort()).toEqual(mentioning.map((op) => op.operationId).sort());
    const byQuery = plantOps.filter((e) => e.fields.some((f) => f.in === 'query' && f.name === 'plant')).length;
    console.log(`plant isolation: ${plantOps.length} operations take a plant (${byQuery} as ?plant=)`);
    expect(byQuery).toBeGreaterThanOrEqual(302);
    for (const { op } of plantOps)
      expect(op.operation.responses['403'], `${op.operationId} declares 403`).toBeDefined();
  });

  it('answers 403 naming the plant to a plant-2 user with every role but change_plant, for plant 3, and writes nothing', async () => {
    const before = await tableCounts();
    const failures: string[] = [];
    for (const { op, fields } of plantOps) {
      const req = requestFor(op, fields, 3);
      const res = await server.inject({ ...req, headers: plant2.headers });
      if (res.statusCode !== 403)
        failures.push(`${op.operationId} ${req.method} ${req.url}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      else if (!/Plant 3 is not your plant \(2\).*change_plant/.test(res.json().message))
        failures.push(`${op.operationId}: ${res.body}`);
      else failures.push(...responseProblems(op.operationId, res));
    }
    console.log(`plant isolation: ${plantOps.length} operations called with plant 3, ${failures.length} not refused`);
    expect(failures).toEqual([]);
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses another plant however it is spelled: repeated, padded, hexadecimal, as a string in a body', async () => {
    const urls = [
      '/api/reports/qc/paint-checks?plant=2&plant=3&from=2026-01-01&to=2026-12-31',
      '/api/reports/qc/paint-checks?plant=%203&from=2026-01-01&to=2026-12-31',
      '/api/reports/qc/paint-checks?plant=0x3&from=2026-01-01&to=2026-12-31',
      '/api/reports/qc/paint-checks?plant=3.0&from=2026-01-01&to=2026-12-31',
    ];
    for (const url of urls) expect((await server.inject({ url, headers: plant2.headers })).statusCode, url).toBe(403);
    const res = await server.inject({
      method: 'POST',
      url: '/api/ns/QC/PaintQC/tracking/trailer/add',
      headers: plant2.headers,
      payload: { Plant: '3' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('its own plant still answers (never 403) on every one of those operations', async () => {
    const refused: string[] = [];
    for (const { op, fields } of plantOps) {
      const req = requestFor(op, fields, 2);
      const res = await server.inject({ ...req, headers: plant2.headers });
      if (res.statusCode === 403 || res.statusCode >= 500)
        refused.push(`${op.operationId}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(refused).toEqual([]);
  });
});

describe('plant isolation for the demo users', () => {
  const paintChecks = (plant: number) => `/api/reports/qc/paint-checks?plant=${plant}&from=2020-01-01&to=2030-12-31`;

  it('qc.inspector (plant 2, no change_plant) reads its own paint checks but not plant 3', async () => {
    const qc = await server.login('qc.inspector');
    const own = await server.inject({ url: paintChecks(2), headers: qc.headers });
    expect(own.statusCode).toBe(200);
    expect(expectContract<unknown[]>('listPaintQcChecks', own).length).toBeGreaterThan(0);
    const other = await server.inject({ url: paintChecks(3), headers: qc.headers });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(
      "Plant 3 is not your plant (2): working with another plant's data needs the change_plant role",
    );
  });

  it('qc.inspector cannot save paint QC on a plant-3 work order', async () => {
    const qc = await server.login('qc.inspector');
    const [job] = await server.db.query<{ workorder_number: string; vin: string; part_no: string }>(
      `SELECT workorder_number, trim(vin) AS vin, part_no FROM jobs WHERE eplant_id = 3 AND product_type = 'trailer' AND vin IS NOT NULL
        ORDER BY id DESC LIMIT 1`,
    );
    const count = async () =>
      (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM paint_qc_records WHERE eplant_id = 3'))[0]
        .n;
    const before = await count();
    const res = await server.inject({
      method: 'POST',
      url: '/api/ns/QC/PaintQC/tracking/trailer/add',
      headers: qc.headers,
      payload: {
        WorkorderNumber: job.workorder_number,
        VIN: job.vin,
        DateInput: '2026-11-16',
        PartNo: job.part_no,
        PaintMM1Front: 3,
        PaintMM2DriveSide: 3,
        PaintMM3Rear: 3,
        PaintMM4PassengerSide: 3,
        PaintMM5IBeamGooseNeck: 3,
        PaintMM6: 3,
        Comments: 'from the wrong plant',
        Plant: 3,
        Guid: qc.body.User.Guid,
        UserName: 'Rhonda Pruitt',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('a left-out plant (every plant) narrows to the caller’s own plant unless it may change plant', async () => {
    const kpiPlants = async (who: LoginResult) => {
      const res = await server.inject({ url: '/api/reports/dashboard/kpis', headers: who.headers });
      return expectContract<Array<{ EplantId: number }>>('listHomeKpis', res).map((r) => r.EplantId);
    };
    expect(await kpiPlants(await server.login('qc.inspector'))).toEqual([2]);
    expect(await kpiPlants(await server.login('mx.supervisor'))).toEqual([3]);
    expect(await kpiPlants(await server.login('admin'))).toEqual([2, 3]);
    expect(await kpiPlants(await userWithRoles(2, ['change_plant']))).toEqual([2, 3]);
  });

  it('change_plant and super users keep both plants', async () => {
    const changer = await userWithRoles(2, ['qc', 'change_plant']);
    const admin = await server.login('admin');
    const itSupport = await server.login('it.support');
    for (const who of [changer, admin]) {
      for (const plant of [2, 3])
        expect((await server.inject({ url: paintChecks(plant), headers: who.headers })).statusCode).toBe(200);
    }
    expect((await server.inject({ url: '/api/user?plant=3&active=true', headers: itSupport.headers })).statusCode).toBe(
      200,
    );
    // Without change_plant the same IT role sees only its own plant's users.
    const itOnly = await userWithRoles(2, ['settings_users_it']);
    expect((await server.inject({ url: '/api/user?plant=3&active=true', headers: itOnly.headers })).statusCode).toBe(
      403,
    );
    expect((await server.inject({ url: '/api/user?plant=2&active=true', headers: itOnly.headers })).statusCode).toBe(
      200,
    );
  });
});
