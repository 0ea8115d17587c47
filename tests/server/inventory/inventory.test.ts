// Inventory through the HTTP API: the on-hand report for both plants, cycle count managers and counters, and the
// finish-goods physical inventory scan (recorded, pushed to 'physical', counted once).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import { expectContract } from '../support/contractResponse.js';

let server: TestServer;
let admin: LoginResult;
let mx: LoginResult;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  mx = await server.login('mx.supervisor');
});
afterAll(() => server?.close());

const get = (url: string, who = admin) => server.inject({ method: 'GET', url: `/api${url}`, headers: who.headers });

describe('on-hand report', () => {
  it.each([2, 3])('values the on-hand of plant %s at standard cost', async (plant) => {
    const rows = expectContract<any[]>('listInventoryOnHand', await get(`/reports/inventory/on-hand?plant=${plant}`));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.Source)).size).toBeGreaterThan(1);
    for (const r of rows.slice(0, 100)) expect(r.ExtValue).toBeCloseTo(r.OnHand * r.StdCost, 0);
  });

  it('refuses qc.inspector with 403', async () => {
    const qc = await server.login('qc.inspector');
    expect((await get('/reports/inventory/on-hand?plant=2', qc)).statusCode).toBe(403);
  });
});

describe('cycle count people', () => {
  it('lists managers of a plant and the counters of a manager', async () => {
    const managers = expectContract<any[]>(
      'listCycleCountManagers',
      await get('/ns/inventory/cyclecount/getmanagers?plant=3', mx),
    );
    expect(managers.length).toBeGreaterThan(0);
    expect(Object.keys(managers[0]).sort()).toEqual(['Name', 'id']);
    const counters = expectContract<any[]>(
      'listCycleCountCounters',
      await get(`/ns/inventory/cyclecount/getcounters?manager_id=${managers[0].id}`, mx),
    );
    for (const c of counters) expect(Object.keys(c).sort()).toEqual(['CounterName', 'Guid', 'id']);
    expect((await get('/ns/inventory/cyclecount/getcounters?manager_id=999999', mx)).statusCode).toBe(404);
  });
});

describe('finish goods physical inventory', () => {
  it('records a tag scan once, pushes it to physical, and shows it in the current counts', async () => {
    const [tag] = await server.db.query<{ tag_no: string; eplant_id: number }>(
      `SELECT t.tag_no, t.eplant_id FROM physical_inventory_tags t
        WHERE t.count_date = (SELECT max(count_date) FROM physical_inventory_tags x WHERE x.eplant_id = t.eplant_id)
          AND NOT EXISTS (SELECT 1 FROM physical_inventory_scans s WHERE s.tag_id = t.id) AND t.eplant_id = 3 LIMIT 1`,
    );
    expect(tag).toBeDefined();
    const publish = vi.spyOn(server.app.services, 'publish');
    const first = expectContract(
      'scanFinishGood',
      await get(`/inventory/physicalinventory/finishgoods/scan/3/${tag.tag_no}/`, mx),
    );
    expect(first).toMatchObject({ ok: true, Matched: true, AlreadyScanned: false, ScanCount: 1, TagNo: tag.tag_no });
    expect(publish).toHaveBeenCalledWith(
      'physical',
      'finishGoodScanned',
      expect.objectContaining({ TagNo: tag.tag_no }),
    );
    publish.mockRestore();
    const second = expectContract(
      'scanFinishGood',
      await get(`/inventory/physicalinventory/finishgoods/scan/3/${tag.tag_no}/`, mx),
    );
    expect(second).toMatchObject({ AlreadyScanned: true, ScanCount: 2 });

    const counts = expectContract<any[]>(
      'listFinishGoodsCounts',
      await get('/inventory/physicalinventory/finishgoods/currentcounts/?plant=3', mx),
    );
    const row = counts.find((c) => c.TagNo === tag.tag_no);
    expect(row).toMatchObject({ Scans: 2, CountedQty: 1 });
  });

  it('records an unknown value as an unmatched scan', async () => {
    const res = expectContract(
      'scanFinishGood',
      await get('/inventory/physicalinventory/finishgoods/scan/3/1NSXX0000ZZ999999/', mx),
    );
    expect(res).toMatchObject({ Matched: false, TagNo: null });
  });

  it('refuses a scan from a user without inventory_count and writes nothing', async () => {
    const qc = await server.login('qc.inspector');
    const before = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM physical_inventory_scans'))[0]
      .n;
    expect((await get('/inventory/physicalinventory/finishgoods/scan/2/ANY/', qc)).statusCode).toBe(403);
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM physical_inventory_scans'))[0].n).toBe(
      before,
    );
  });
});
