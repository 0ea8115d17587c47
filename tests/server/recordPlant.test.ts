// Plant isolation for records read by id (docs/adr/014): every signed-in GET of the contract with a path parameter
// that designates a record is called for a real plant-2 record by a plant-3 user holding every role but change_plant
// (403 or 404, never the record) and by a plant-3 user holding change_plant (the record). Operations are enumerated
// from the contract and record keys come from the seeded database, so a new operation is covered without editing this
// file — unless it designates a record in a way ID_SOURCES below does not know, which fails naming it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { OperationEntry } from '../../server/contract/loadContract.js';
import { plantFields } from '../../server/app/plantScope.js';
import { recordParameters, recordPlantRule } from '../../server/app/recordPlant.js';
import { startTestServer, type LoginResult, type TestServer } from '../../server/testing/testServer.js';
import { contract, operations, responseProblems } from './support/contractResponse.js';

const ROLE_NAMES: string[] = (
  JSON.parse(readFileSync(new URL('../../schemas/roles.json', import.meta.url), 'utf8')) as {
    roles: Array<{ name: string }>;
  }
).roles.map((r) => r.name);

/**
 * Where a plant-2 record's key comes from, for operations whose contract does not name the record's table
 * (x-record-plant): one query answering a row whose columns are named after the operation's path parameters (and
 * required query parameters other than the plant). Operations with x-record-plant get theirs from that table.
 */
const ID_SOURCES: Record<string, string> = {
  getTestimonial: `SELECT id FROM testimonials WHERE eplant_id = 2 ORDER BY id LIMIT 1`,
  getTestimonialByVin: `SELECT trim(vin) AS "vinId" FROM testimonials WHERE eplant_id = 2 AND vin IS NOT NULL ORDER BY id LIMIT 1`,
  getManualRequest: `SELECT id FROM manual_requests WHERE eplant_id = 2 ORDER BY id LIMIT 1`,
  getMachine: `SELECT id FROM machines WHERE eplant_id = 2 ORDER BY id LIMIT 1`,
  getEmployee: `SELECT id FROM employees WHERE eplant_id = 2 ORDER BY id LIMIT 1`,
  getUser: `SELECT guid::text AS guid FROM users WHERE eplant_id = 2 AND username = 'qc.inspector'`,
  getVinDetail: `SELECT trim(vin) AS value FROM jobs WHERE eplant_id = 2 AND vin IS NOT NULL AND product_type = 'trailer' ORDER BY id LIMIT 1`,
  getSerialDetail: `SELECT s.serial_no AS value FROM unit_serials s JOIN jobs j ON j.id = s.job_id WHERE j.eplant_id = 2 ORDER BY s.id LIMIT 1`,
  getCustomerOrderDetail: `SELECT co_num AS value FROM customer_orders WHERE eplant_id = 2 ORDER BY id LIMIT 1`,
  getCustomerOrderLineDetail: `SELECT co.co_num || '-' || l.co_line AS value FROM customer_order_lines l
      JOIN customer_orders co ON co.id = l.co_id WHERE co.eplant_id = 2 ORDER BY l.id LIMIT 1`,
  getCustomerDetail: `SELECT cust_no AS value FROM customers WHERE eplant_id = 2 ORDER BY id LIMIT 1`,
  getInvoiceDetail: `SELECT invoice_no AS value FROM invoices WHERE eplant_id = 2 ORDER BY id LIMIT 1`,
  getLoadDetail: `SELECT load_no AS value FROM loads WHERE eplant_id = 2 ORDER BY id LIMIT 1`,
  // The request names the plant too (?plant=, /{plant}/): it is set to the record's plant, 2.
  getItemDetail: `SELECT item_no AS value FROM items WHERE eplant_id = 2 ORDER BY arinvt_id LIMIT 1`,
  getConfigCodeVins: `SELECT config_code AS value FROM jobs WHERE eplant_id = 2 AND vin IS NOT NULL AND config_code IS NOT NULL ORDER BY id LIMIT 1`,
  listPositionOptions: `SELECT id AS "departmentId" FROM departments WHERE eplant_id = 2 ORDER BY id LIMIT 1`,
  searchItems: `SELECT item_no AS search FROM items WHERE eplant_id = 2 ORDER BY arinvt_id LIMIT 1`,
  scanFinishGood: `SELECT tag_no AS value FROM physical_inventory_tags WHERE eplant_id = 2 ORDER BY id LIMIT 1`,
  getWarrantyCasePhoto: `SELECT c.case_no AS "caseNo" FROM warranty_cases c WHERE c.eplant_id = 2
      AND EXISTS (SELECT 1 FROM warranty_case_photos p WHERE p.case_id = c.id) ORDER BY c.id LIMIT 1`,
  // A record's history: its plant is the record's (a machine here), whatever history it has.
  listRecordHistory: `SELECT 'machines' AS entity, id::text AS key FROM machines WHERE eplant_id = 2 ORDER BY id LIMIT 1`,
  getPaintQcReport: `SELECT j.workorder_number AS "workorderNumber" FROM paint_qc_records q JOIN jobs j ON j.id = q.job_id
      WHERE q.eplant_id = 2 ORDER BY q.id LIMIT 1`,
  getLoadPackingList: `SELECT load_no AS "loadNo" FROM loads WHERE eplant_id = 2 ORDER BY id LIMIT 1`,
  getPurchaseOrderDocument: `SELECT pono AS "poNo" FROM purchase_orders WHERE eplant_id = 2 ORDER BY id LIMIT 1`,
  getWorkOrderTraveler: `SELECT workorder_number AS "workorderNumber" FROM jobs WHERE eplant_id = 2 ORDER BY id LIMIT 1`,
};

let server: TestServer;
/** Plant 3, every role of the catalogue but change_plant. */
let plant3: LoginResult;
/** Plant 3 with change_plant (and every other role). */
let everyPlant: LoginResult;

beforeAll(async () => {
  server = await startTestServer();
  plant3 = await server.loginWithRoles(
    3,
    ROLE_NAMES.filter((r) => r !== 'change_plant'),
    'rp',
  );
  everyPlant = await server.loginWithRoles(3, ROLE_NAMES, 'rp');
  // The seed takes no case photos: one plant-2 case gets one (a JPEG's first and last marker are enough to serve).
  await server.db.query(
    `INSERT INTO warranty_case_photos (case_id, data)
     SELECT id, '\\xffd8ffd9'::bytea FROM warranty_cases WHERE eplant_id = 2 ORDER BY id LIMIT 1`,
  );
});
afterAll(() => server?.close());

/** Signed-in GETs with a path parameter that designates a record (not only a plant), from the contract. */
const recordReads = operations().filter(
  (op) => !op.isPublic && op.method === 'get' && recordParameters(contract(), op).length > 0,
);

/** The key row of a plant-2 record for the operation: ID_SOURCES, else the contract's x-record-plant table. */
async function keyRow(op: OperationEntry): Promise<Record<string, unknown>> {
  const declared = op.operation['x-record-plant'] as { table: string; key: string; param?: string } | undefined;
  const sql =
    ID_SOURCES[op.operationId] ??
    (declared && typeof declared === 'object'
      ? `SELECT "${declared.key}"::text AS "${declared.param ?? recordParameters(contract(), op)[0]}"
           FROM "${declared.table}" WHERE eplant_id = 2 ORDER BY 1 LIMIT 1`
      : undefined);
  if (!sql)
    throw new Error(
      `${op.operationId} designates a record by {${recordParameters(contract(), op).join('}, {')}}: add where a plant-2 ` +
        'record key comes from to ID_SOURCES in tests/server/recordPlant.test.ts',
    );
  const [row] = await server.db.query(sql);
  if (!row) throw new Error(`${op.operationId}: the seed has no plant-2 record for: ${sql}`);
  return row;
}

/** The request for the operation's plant-2 record: path from the key row (other parameters their minimum), plants 2. */
async function requestFor(op: OperationEntry) {
  const row = await keyRow(op);
  const plants = plantFields(contract(), op);
  const isPlant = (where: string, name: string) => plants.some((f) => f.in === where && f.name === name);
  const fill = (p: OperationEntry['parameters'][number]) => {
    if (isPlant(p.in, p.name)) return '2';
    if (row[p.name] !== undefined && row[p.name] !== null) return String(row[p.name]);
    if (p.schema?.type === 'integer') return String(p.schema.minimum ?? 1);
    throw new Error(`${op.operationId}: no value for parameter ${p.name}: add it to its ID_SOURCES row`);
  };
  let url = `/api${op.path}`;
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(fill(p)));
    else if (p.in === 'query' && (p.required || isPlant(p.in, p.name))) query.set(p.name, fill(p));
  }
  const qs = query.toString();
  return { method: 'GET' as const, url: qs ? `${url}?${qs}` : url };
}

describe('plant isolation of records read by id', () => {
  it('knows where every record-keyed operation of the contract puts its plant (or the server does not start)', () => {
    expect(recordReads.length).toBeGreaterThanOrEqual(39);
    for (const op of operations()) expect(() => recordPlantRule(contract(), op), op.operationId).not.toThrow();
  });

  it('refuses to register a record-keyed operation whose contract does not say where its plant is', () => {
    const doc = structuredClone(contract());
    const item = doc.paths['/machines/{id}/'];
    // The answer without its plant and no x-record-plant: nothing tells the pipeline the machine's plant.
    item.get = {
      ...item.get!,
      responses: { '200': { description: 'x', content: { 'application/json': { schema: { type: 'object' } } } } },
    };
    const op = operations().find((o) => o.operationId === 'getMachine')!;
    expect(() => recordPlantRule(doc, { ...op, operation: item.get! } as OperationEntry)).toThrow(
      /getMachine: GET \/machines\/\{id\}\/ designates a record by \{id\}.*x-record-plant/,
    );
  });

  it('answers 403 or 404 to a plant-3 user without change_plant for every plant-2 record read by id, and the record to change_plant', async () => {
    const failures: string[] = [];
    for (const op of recordReads) {
      let req;
      try {
        req = await requestFor(op);
      } catch (error) {
        failures.push((error as Error).message);
        continue;
      }
      const refused = await server.inject({ ...req, headers: plant3.headers });
      if (refused.statusCode !== 403 && refused.statusCode !== 404)
        failures.push(`${op.operationId} ${req.url} as plant 3: ${refused.statusCode} ${refused.body.slice(0, 200)}`);
      else failures.push(...responseProblems(op.operationId, refused));
      const allowed = await server.inject({ ...req, headers: everyPlant.headers });
      if (allowed.statusCode !== 200)
        failures.push(
          `${op.operationId} ${req.url} with change_plant: ${allowed.statusCode} ${allowed.body.slice(0, 200)}`,
        );
    }
    console.log(`record plant: ${recordReads.length} record reads by id, ${failures.length} failures`);
    expect(failures).toEqual([]);
  });

  it('answers a plant-3 user its own plant-3 machine, and mx.supervisor (plant 3) 404 for plant-2 machine 25', async () => {
    const [own] = await server.db.query<{ id: number }>(
      'SELECT id FROM machines WHERE eplant_id = 3 ORDER BY id LIMIT 1',
    );
    const mine = await server.inject({ url: `/api/machines/${own.id}/`, headers: plant3.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().EplantId).toBe(3);
    const [machine] = await server.db.query<{ eplant_id: number }>('SELECT eplant_id FROM machines WHERE id = 25');
    expect(machine.eplant_id).toBe(2);
    const mx = await server.login('mx.supervisor');
    const other = await server.inject({ url: '/api/machines/25/', headers: mx.headers });
    expect(other.statusCode).toBe(404);
    expect(other.json()).not.toHaveProperty('EplantId');
  });

  it('refuses a write by id to a record of another plant with 404 and changes nothing', async () => {
    const [group] = await server.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM user_groups WHERE eplant_id = 2 ORDER BY id LIMIT 1',
    );
    const rename = await server.inject({
      method: 'PUT',
      url: `/api/usergroups/group/${group.id}/`,
      headers: plant3.headers,
      payload: { Name: 'Renamed from plant 3' },
    });
    expect(rename.statusCode).toBe(404);
    const [after] = await server.db.query<{ name: string }>('SELECT name FROM user_groups WHERE id = $1', [group.id]);
    expect(after.name).toBe(group.name);
  });
});
