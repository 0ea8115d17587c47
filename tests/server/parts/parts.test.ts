// Parts through the HTTP API: item searches, multi-level bills of material (an empty list when there is none),
// routing, costing and config codes, for both plants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import { expectContract } from '../support/contractResponse.js';

let server: TestServer;
let mx: LoginResult;
let admin: LoginResult;

beforeAll(async () => {
  server = await startTestServer();
  mx = await server.login('mx.supervisor');
  admin = await server.login('admin');
});
afterAll(() => server?.close());

const get = (url: string, who = mx) => server.inject({ method: 'GET', url: `/api${url}`, headers: who.headers });

/** A finished unit item with a BOM of at least two levels in the plant. */
async function unitWithBom(plant: number) {
  const [row] = await server.db.query<{ arinvt_id: number; item_no: string }>(
    `SELECT i.arinvt_id, i.item_no FROM items i
      WHERE i.eplant_id = $1 AND i.family IS NOT NULL
        AND EXISTS (SELECT 1 FROM bom b JOIN bom c ON c.parent_arinvt_id = b.child_arinvt_id WHERE b.parent_arinvt_id = i.arinvt_id)
      ORDER BY i.arinvt_id LIMIT 1`,
    [plant],
  );
  expect(row, `a multi-level BOM in plant ${plant}`).toBeDefined();
  return row;
}

describe('bill of material', () => {
  it.each([2, 3])('walks every level for plant %s and only the first when asked', async (plant) => {
    const unit = await unitWithBom(plant);
    const all = expectContract<any[]>(
      'getBillOfMaterial',
      await get(`/parts/iqms/arinvt/${unit.arinvt_id}/bill_ofmaterial/0/`, admin),
    );
    expect(Math.max(...all.map((r) => r.Level))).toBeGreaterThan(1);
    expect(all.filter((r) => r.Level === 1).every((r) => r.ParentItemNo === unit.item_no)).toBe(true);
    const first = expectContract<any[]>(
      'getBillOfMaterial',
      await get(`/parts/iqms/arinvt/${unit.arinvt_id}/bill_ofmaterial/1/`, admin),
    );
    expect(first.every((r) => r.Level === 1)).toBe(true);
    expect(first.length).toBe(all.filter((r) => r.Level === 1).length);
  });

  it('answers an empty list for an item without a BOM', async () => {
    const res = await get('/parts/iqms/arinvt/999999/bill_ofmaterial/0/');
    expect(expectContract('getBillOfMaterial', res)).toEqual([]);
  });

  it('costs a unit from its BOM and routing and lists costed BOM details by part number', async () => {
    const unit = await unitWithBom(3);
    const cost = expectContract('getItemCosting', await get(`/iqms/costing/arinvt/${unit.arinvt_id}/`));
    expect(cost.MaterialCost).toBeGreaterThan(0);
    expect(cost.RolledCost).toBeCloseTo(cost.MaterialCost + cost.LaborCost, 1);
    const steps = expectContract<any[]>(
      'getItemProcessList',
      await get(`/parts/iqms/arinvt/${unit.arinvt_id}/process_list/5/`),
    );
    for (const s of steps) expect(s.TotalHours).toBeCloseTo(s.StdHours * 5, 1);
    expect(
      expectContract<any[]>(
        'getCostingBomDetails',
        await get(`/costing/bomdetails/?plant=3&partNo=${encodeURIComponent(unit.item_no)}`),
      ).length,
    ).toBeGreaterThan(0);
    expect((await get('/costing/bomdetails/?plant=3&partNo=NO-SUCH-PART')).statusCode).toBe(404);
    expect((await get('/iqms/costing/arinvt/999999/')).statusCode).toBe(404);
  });
});

describe('item searches', () => {
  it('finds items by text, by the filter form, and lists items with locations', async () => {
    const [item] = await server.db.query<{ item_no: string; class: string }>(
      'SELECT item_no, class FROM items WHERE eplant_id = 2 ORDER BY arinvt_id LIMIT 1',
    );
    const byText = expectContract<any[]>(
      'searchItems',
      await get(`/parts/iqms/arinvt/filter/2/${encodeURIComponent(item.item_no)}/`, admin),
    );
    expect(byText.some((r) => r.ItemNo === item.item_no)).toBe(true);
    const filtered = expectContract<any[]>(
      'filterItems',
      await get(`/parts/iqms/arinvt/filter/?plant=2&Class=${encodeURIComponent(item.class)}&Source=P&limit=20`, admin),
    );
    expect(filtered.every((r) => r.Class === item.class && r.Source === 'P')).toBe(true);
    const withLocations = expectContract<any[]>('listItems', await get('/ns/items?plant=3&Locations=true'));
    expect(withLocations.some((r) => r.Locations.length > 0)).toBe(true);
    expect(
      expectContract<any[]>('listConfigCodeOptions', await get('/iqms/costing/configCode/options/?plant=3')).length,
    ).toBeGreaterThan(0);
  });

  it('names Source when it is not M, P or T', async () => {
    const res = await get('/parts/iqms/arinvt/filter/?plant=2&Source=X', admin);
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .fieldErrors.map((f: { field: string }) => f.field)
        .join(' '),
    ).toContain('Source');
  });

  it('refuses qc.inspector (no production, bom or sales role) with 403', async () => {
    const qc = await server.login('qc.inspector');
    expect((await get('/parts/iqms/arinvt/1/bill_ofmaterial/0/', qc)).statusCode).toBe(403);
  });
});
