// The Inventory area's report and form operations through the HTTP API: every report answers rows within the contract
// for both plants and refuses users without the area role; every write rejects bad input naming the field without
// writing anything, and saves good input that the matching list then shows.
import { describe, expect, it, vi } from 'vitest';
import { expectContract } from '../support/contractResponse.js';
import { areaSuite, type AreaReport, itAnswersEachPlant, itRefusesWithoutTheRole } from '../support/areaSuite.js';

const area = areaSuite();
const { server, get, send } = area;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const FROM = day(-60);
const TO = day(1);
const count = async (sql: string, params: unknown[] = []) =>
  (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n;

/** operationId, url (plant placeholder {p}), what differs (default: rows for both plants, 403 for qc.inspector). */
const REPORTS: AreaReport[] = [
  ['listInventoryDrain', '/reports/inventory/drain?plant={p}'],
  ['listInventoryLocations', '/reports/inventory/locations?plant={p}'],
  ['getFgTargets', '/inventory/fg-targets?plant={p}', { rows: (body) => body.Targets }],
  ['listFgTargetStatus', '/reports/inventory/fg-target-status?plant={p}'],
  ['listLabelPrints', `/reports/inventory/labels?plant={p}&from=${FROM}&to=${TO}`],
  ['listPhysicalProgress', '/reports/inventory/physical/progress?plant={p}'],
  ['listPhysicalFinishGoodsVariance', '/reports/inventory/physical/finish-goods-variance?plant={p}'],
  ['listPhysicalFloorAuditors', '/reports/inventory/physical/floor-auditors?plant={p}'],
  ['listPhysicalTagAudits', '/reports/inventory/physical/tag-audits?plant={p}'],
  ['listPartIdentifications', '/reports/inventory/physical/identifications?plant={p}'],
  ['listPhysicalLeaders', '/reports/inventory/physical/leaders?plant={p}'],
  ['listCycleCountLines', '/reports/inventory/cyclecount/lines?plant={p}'],
  ['listFreeCycleCounts', `/reports/inventory/cyclecount/free?plant={p}&from=${FROM}&to=${TO}`],
  ['listInventoryMoves', `/reports/inventory/moves?plant={p}&from=${FROM}&to=${TO}`],
  ['listUnitSerials', `/reports/inventory/serials?plant={p}&from=${FROM}&to=${TO}`],
  ['listScanCodes', '/inventory/scan-codes?plant={p}', { rows: (body) => body.Items }],
];

describe('reports', () => {
  itAnswersEachPlant(area, REPORTS, '%s answers rows for plant %s within the contract');

  itRefusesWithoutTheRole(area, REPORTS, '%s refuses a user without the area role');
});

describe('scan codes', () => {
  it('lists every item number and location of the plant asked for', async () => {
    const codes = expectContract<{ Items: string[]; Locations: string[] }>(
      'listScanCodes',
      await get('/inventory/scan-codes?plant=3'),
    );
    const codesOf = async (table: string, column: string, plant: number) =>
      (
        await server.db.query<{ code: string }>(`SELECT ${column} AS code FROM ${table} WHERE eplant_id = $1`, [plant])
      ).map((r) => r.code);
    expect([...codes.Items].sort()).toEqual((await codesOf('items', 'item_no', 3)).sort());
    expect([...codes.Locations].sort()).toEqual((await codesOf('locations', 'location', 3)).sort());
  });
});

describe('finish goods targets', () => {
  it('rejects a minimum above the target and saves a valid list', async () => {
    const before = expectContract<any>('getFgTargets', await get('/inventory/fg-targets?plant=2')).Targets;
    const bad = await send('PUT', '/inventory/fg-targets?plant=2', {
      Targets: [{ Family: 'GN', TargetQty: 5, MinQty: 9 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('Targets.0.MinQty');
    expect(await count('fg_targets WHERE eplant_id = 2')).toBe(before.length);
    const targets = [
      ...before.map((t: any) => ({ Family: t.Family, TargetQty: t.TargetQty, MinQty: t.MinQty })),
      { Family: 'ZZ', TargetQty: 7, MinQty: 3 },
    ];
    const saved = expectContract<any>(
      'saveFgTargets',
      await send('PUT', '/inventory/fg-targets?plant=2', { Targets: targets }),
    );
    expect(saved.Targets.find((t: any) => t.Family === 'ZZ')).toMatchObject({
      TargetQty: 7,
      MinQty: 3,
      UpdatedBy: expect.any(String),
    });
    const status = expectContract<any[]>(
      'listFgTargetStatus',
      await get('/reports/inventory/fg-target-status?plant=2'),
    );
    expect(status.every((r) => ['Below minimum', 'Below target', 'On target', 'Over target'].includes(r.Status))).toBe(
      true,
    );
  });
});

describe('item images', () => {
  const PNG =
    'data:image/png;name=axle.png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  it('rejects an unknown item and a non-image, and stores a picture on the item', async () => {
    const [item] = await server.db.query<{ item_no: string }>(
      "SELECT item_no FROM items WHERE eplant_id = 2 AND source = 'P' ORDER BY arinvt_id LIMIT 1",
    );
    const unknown = await send('POST', '/inventory/item-images?plant=2', { ItemNo: 'NO-SUCH-ITEM', Image: PNG });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors[0].field).toBe('ItemNo');
    const text = await send('POST', '/inventory/item-images?plant=2', {
      ItemNo: item.item_no,
      Image: 'data:text/plain;base64,aGVsbG8=',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().fieldErrors[0].field).toBe('Image');
    const ok = expectContract<any>(
      'uploadItemImage',
      await send('POST', '/inventory/item-images?plant=2', { ItemNo: item.item_no.toLowerCase(), Image: PNG }),
    );
    expect(ok.ImageUrl).toMatch(/^data:image\/png;base64,/);
    const [stored] = await server.db.query<{ image_url: string }>('SELECT image_url FROM items WHERE arinvt_id = $1', [
      ok.ARINVT_ID,
    ]);
    expect(stored.image_url).toBe(ok.ImageUrl);
  });
});

describe('labels', () => {
  it('resolves an item, a location or a VIN and records the print', async () => {
    const [job] = await server.db.query<{ vin: string }>(
      'SELECT trim(vin) AS vin FROM jobs WHERE eplant_id = 2 AND vin IS NOT NULL LIMIT 1',
    );
    const bad = await send('POST', '/inventory/labels?plant=2', { Value: 'NOT-A-THING', Copies: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('Value');
    const vin = expectContract<any>(
      'printInventoryLabel',
      await send('POST', '/inventory/labels?plant=2', { Value: job.vin, Copies: 2 }),
    );
    expect(vin).toMatchObject({ LabelType: 'vin', VIN: job.vin, Copies: 2 });
    const loc = expectContract<any>(
      'printInventoryLabel',
      await send('POST', '/inventory/labels?plant=2', { Value: 'rcv-dock', Copies: 1 }),
    );
    expect(loc).toMatchObject({ LabelType: 'location', Location: 'RCV-DOCK' });
    const list = expectContract<any[]>(
      'listLabelPrints',
      await get(`/reports/inventory/labels?plant=2&from=${day(0)}&to=${TO}`),
    );
    expect(list.map((r) => r.Id)).toEqual(expect.arrayContaining([vin.Id, loc.Id]));
  });
});

describe('physical inventory', () => {
  it('records a tag audit, pushes it to physical and lists it', async () => {
    const [tag] = await server.db.query<{ tag_no: string }>(
      `SELECT t.tag_no FROM physical_inventory_tags t WHERE t.eplant_id = 2
          AND t.count_date = (SELECT max(count_date) FROM physical_inventory_tags WHERE eplant_id = 2) ORDER BY t.id LIMIT 1`,
    );
    const before = await count('physical_tag_audits');
    const bad = await send('POST', '/inventory/physical/tag-audits?plant=2', { TagNo: 'FG9-999999', AuditedQty: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('TagNo');
    expect(await count('physical_tag_audits')).toBe(before);
    const publish = vi.spyOn(server.app.services, 'publish');
    const audit = expectContract<any>(
      'auditPhysicalTag',
      await send('POST', '/inventory/physical/tag-audits?plant=2', { TagNo: tag.tag_no, AuditedQty: 5 }),
    );
    expect(audit).toMatchObject({ TagNo: tag.tag_no, AuditedQty: 5, Result: 'Mismatch' });
    expect(publish).toHaveBeenCalledWith('physical', 'tagAudited', expect.objectContaining({ TagNo: tag.tag_no }));
    const list = expectContract<any[]>(
      'listPhysicalTagAudits',
      await get('/reports/inventory/physical/tag-audits?plant=2'),
    );
    expect(list[0].Id).toBe(audit.Id);
  });

  it('identifies a part by its number, records an unknown label, and rejects an unknown location', async () => {
    const [item] = await server.db.query<{ item_no: string }>(
      "SELECT item_no FROM items WHERE eplant_id = 2 AND source = 'P' ORDER BY arinvt_id DESC LIMIT 1",
    );
    const bad = await send('POST', '/inventory/physical/identify?plant=2', {
      Value: item.item_no,
      Location: 'NOWHERE-9',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('Location');
    const found = expectContract<any>(
      'identifyPart',
      await send('POST', '/inventory/physical/identify?plant=2', { Value: item.item_no, Location: 'RCV-DOCK', Qty: 3 }),
    );
    expect(found).toMatchObject({ Identified: true, ItemNo: item.item_no, Location: 'RCV-DOCK', Qty: 3 });
    const unknown = expectContract<any>(
      'identifyPart',
      await send('POST', '/inventory/physical/identify?plant=2', { Value: 'mystery-123' }),
    );
    expect(unknown).toMatchObject({ Identified: false, ScannedValue: 'MYSTERY-123', ItemNo: null });
    const list = expectContract<any[]>(
      'listPartIdentifications',
      await get('/reports/inventory/physical/identifications?plant=2'),
    );
    expect(
      list
        .slice(0, 2)
        .map((r) => r.Id)
        .sort(),
    ).toEqual([found.Id, unknown.Id].sort());
  });
});

describe('cycle counts', () => {
  it('records a count on an open line and marks the count counted when its last line is in', async () => {
    const [line] = await server.db.query<{ id: number; cycle_count_id: number; counter_id: number }>(
      `SELECT cl.id, cl.cycle_count_id, cc.counter_id FROM cycle_count_lines cl JOIN cycle_counts cc ON cc.id = cl.cycle_count_id
        WHERE cc.eplant_id = 2 AND cc.status = 'Open' AND NOT cc.free_count AND cl.counted_qty IS NULL ORDER BY cl.id LIMIT 1`,
    );
    const badCounter = await send('POST', '/inventory/cyclecount/count?plant=2', {
      LineId: line.id,
      CountedQty: 4,
      CounterId: 999999,
    });
    expect(badCounter.statusCode).toBe(400);
    expect(badCounter.json().fieldErrors[0].field).toBe('CounterId');
    expect(
      (await server.db.query('SELECT counted_qty FROM cycle_count_lines WHERE id = $1', [line.id]))[0].counted_qty,
    ).toBeNull();
    const saved = expectContract<any>(
      'recordCycleCount',
      await send('POST', '/inventory/cyclecount/count?plant=2', {
        LineId: line.id,
        CountedQty: 4,
        CounterId: line.counter_id,
      }),
    );
    expect(saved).toMatchObject({ LineId: line.id, CountedQty: 4 });
    const others = await server.db.query<{ id: number }>(
      'SELECT id FROM cycle_count_lines WHERE cycle_count_id = $1 AND counted_qty IS NULL',
      [line.cycle_count_id],
    );
    for (const o of others)
      await send('POST', '/inventory/cyclecount/count?plant=2', {
        LineId: o.id,
        CountedQty: 1,
        CounterId: line.counter_id,
      });
    expect(
      (await server.db.query('SELECT status FROM cycle_counts WHERE id = $1', [line.cycle_count_id]))[0].status,
    ).toBe('Counted');
  });

  it('records a free count against the system quantity', async () => {
    const [stock] = await server.db.query<{ item_no: string; location: string; qty: number }>(
      `SELECT i.item_no, l.location, sum(oh.qty)::float8 AS qty FROM on_hand oh JOIN items i ON i.arinvt_id = oh.arinvt_id JOIN locations l ON l.id = oh.location_id
        WHERE oh.eplant_id = 2 AND i.source = 'P' GROUP BY i.item_no, l.location HAVING sum(oh.qty) > 5 ORDER BY 1, 2 LIMIT 1`,
    );
    const [counter] = await server.db.query<{ id: number }>(
      'SELECT id FROM cycle_count_counters WHERE eplant_id = 2 ORDER BY id LIMIT 1',
    );
    const bad = await send('POST', '/inventory/cyclecount/free?plant=2', {
      ItemNo: 'NO-SUCH-ITEM',
      Location: stock.location,
      CountedQty: 1,
      CounterId: counter.id,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('ItemNo');
    const saved = expectContract<any>(
      'recordFreeCycleCount',
      await send('POST', '/inventory/cyclecount/free?plant=2', {
        ItemNo: stock.item_no,
        Location: stock.location,
        CountedQty: stock.qty - 2,
        CounterId: counter.id,
      }),
    );
    expect(saved).toMatchObject({ SystemQty: stock.qty, Variance: -2 });
    const list = expectContract<any[]>(
      'listFreeCycleCounts',
      await get(`/reports/inventory/cyclecount/free?plant=2&from=${day(-1)}&to=${TO}`),
    );
    expect(list[0].LineId).toBe(saved.LineId);
  });
});

describe('moves and serials', () => {
  it('refuses to move more than the from location holds, and moves stock between locations', async () => {
    const [stock] = await server.db.query<{ item_no: string; location: string; qty: number }>(
      `SELECT i.item_no, l.location, sum(oh.qty)::float8 AS qty FROM on_hand oh JOIN items i ON i.arinvt_id = oh.arinvt_id JOIN locations l ON l.id = oh.location_id
        WHERE oh.eplant_id = 2 AND i.source = 'P' AND NOT l.is_finish_goods GROUP BY i.item_no, l.location HAVING sum(oh.qty) > 10 ORDER BY 1 DESC, 2 LIMIT 1`,
    );
    const moves = await count("inventory_transactions WHERE trans_type = 'MOVE'");
    const tooMuch = await send('POST', '/inventory/moves?plant=2', {
      ItemNo: stock.item_no,
      FromLocation: stock.location,
      ToLocation: 'RCV-DOCK',
      Qty: stock.qty + 1,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fieldErrors[0].field).toBe('Qty');
    expect(await count("inventory_transactions WHERE trans_type = 'MOVE'")).toBe(moves);
    const moved = expectContract<any>(
      'moveInventory',
      await send('POST', '/inventory/moves?plant=2', {
        ItemNo: stock.item_no,
        FromLocation: stock.location,
        ToLocation: 'RCV-DOCK',
        Qty: 10,
      }),
    );
    expect(moved).toMatchObject({ TransType: 'MOVE', FromLocation: stock.location, ToLocation: 'RCV-DOCK', Qty: 10 });
    const [left] = await server.db.query<{ qty: number }>(
      'SELECT sum(qty)::float8 AS qty FROM on_hand oh JOIN items i ON i.arinvt_id = oh.arinvt_id JOIN locations l ON l.id = oh.location_id WHERE i.item_no = $1 AND l.location = $2 AND oh.eplant_id = 2',
      [stock.item_no, stock.location],
    );
    expect(left.qty).toBeCloseTo(stock.qty - 10, 4);
    const list = expectContract<any[]>(
      'listInventoryMoves',
      await get(`/reports/inventory/moves?plant=2&from=${day(-1)}&to=${TO}`),
    );
    expect(list[0].Id).toBe(moved.Id);
  });

  it('records an axle serial on a unit and refuses a serial already on another unit', async () => {
    const [a, b] = await server.db.query<{ vin: string; serial: string | null }>(
      `SELECT trim(j.vin) AS vin, s.rear_axle_serial AS serial FROM jobs j JOIN job_unit_serials s ON s.job_id = j.id
        WHERE j.eplant_id = 2 AND j.product_type = 'trailer' AND j.vin IS NOT NULL AND s.rear_axle_serial IS NOT NULL ORDER BY j.id DESC LIMIT 2`,
    );
    const taken = await send('POST', '/inventory/serials?plant=2', {
      VIN: a.vin,
      SerialType: 'rear_axle',
      SerialNo: b.serial,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors[0].field).toBe('SerialNo');
    const saved = expectContract<any>(
      'assignUnitSerial',
      await send('POST', '/inventory/serials?plant=2', {
        VIN: a.vin,
        SerialType: 'rear_axle',
        SerialNo: 'lc-test-0001',
      }),
    );
    expect(saved).toMatchObject({ VIN: a.vin, RearAxleSerial: 'LC-TEST-0001' });
  });
});
