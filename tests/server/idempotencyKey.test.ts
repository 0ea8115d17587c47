// The Idempotency-Key header on every operation whose contract declares it: a repeat of a write with the same key
// answers exactly what the first did (status and body) and leaves one record; the key reused with a different
// request is refused with 422 and writes nothing; a write that failed keeps its key free for the corrected entry.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listOperations, loadContract } from '../../server/contract/loadContract.js';
import { acceptsIdempotencyKey, KEY_REUSED_MESSAGE } from '../../server/app/idempotencyKey.js';
import { IDEMPOTENCY_KEY_DAYS, purgeSharedState } from '../../server/app/purgeSharedState.js';
import { areaSuite } from './support/areaSuite.js';

const area = areaSuite();
const { server, admin } = area;

interface Write {
  method: 'GET' | 'POST';
  url: string;
  body?: Record<string, unknown>;
  /** Another request under the same key. */
  other: { url: string; body?: Record<string, unknown> };
  /** Rows that show what the write left behind (a second write would change them). */
  records: () => Promise<unknown[]>;
}

const rows = (sql: string, params: unknown[] = []) => server.db.query(sql, params);

async function paintJob(type: 'trailer' | 'bed') {
  const [job] = await server.db.query<{ workorder_number: string; vin: string; part_no: string }>(
    `SELECT workorder_number, trim(vin) AS vin, part_no FROM jobs j
      WHERE eplant_id = 2 AND product_type = $1 AND vin IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM paint_qc_records p WHERE p.job_id = j.id)
      ORDER BY id DESC LIMIT 1`,
    [type],
  );
  return job;
}

async function paintWrite(type: 'trailer' | 'bed'): Promise<Write> {
  const job = await paintJob(type);
  const readings =
    type === 'trailer' ? { PaintMM5IBeamGooseNeck: 3.5, UserName: 'Admin' } : { PaintMM5Floor: 3.5, PaintMM7: 2.7 };
  const body = {
    WorkorderNumber: job.workorder_number,
    VIN: job.vin,
    DateInput: '2026-11-12',
    PartNo: job.part_no,
    PaintMM1Front: 2.1,
    PaintMM2DriveSide: 2.2,
    PaintMM3Rear: 2.3,
    PaintMM4PassengerSide: 2.4,
    PaintMM6: 2.6,
    ...readings,
    Plant: 2,
    Guid: admin.body.User.Guid,
  };
  return {
    method: 'POST',
    url: `/ns/QC/PaintQC/tracking/${type}/add`,
    body,
    other: { url: `/ns/QC/PaintQC/tracking/${type}/add`, body: { ...body, PaintMM1Front: 4.4 } },
    records: () =>
      rows('SELECT id, created_at, paint_mm1_front FROM paint_qc_records WHERE workorder_number = $1', [
        job.workorder_number,
      ]),
  };
}

async function approvedLoad() {
  const [load] = await server.db.query<{ load_no: string }>(
    `SELECT l.load_no FROM loads l WHERE l.eplant_id = 2 AND l.status = 'Approved'
        AND NOT EXISTS (SELECT 1 FROM dock_scans d WHERE d.load_id = l.id)
        AND NOT EXISTS (SELECT 1 FROM picklist_scans p WHERE p.load_id = l.id)
        AND (SELECT count(*) FROM load_units u WHERE u.load_id = l.id) > 1
        AND NOT EXISTS (SELECT 1 FROM load_units u WHERE u.load_id = l.id
                          AND NOT EXISTS (SELECT 1 FROM preship_qc_checks q WHERE q.job_id = u.job_id AND q.passed))
      ORDER BY l.id LIMIT 1`,
  );
  return load.load_no;
}

/** A plant-2 trailer (its VIN as the unit is keyed) with no serials and no tire DOT records yet. */
async function bareTrailer() {
  const [job] = await server.db.query<{ id: number; vin: string }>(
    `SELECT j.id, j.vin FROM jobs j WHERE j.eplant_id = 2 AND j.product_type = 'trailer' AND j.vin IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM unit_serials s WHERE s.job_id = j.id)
        AND NOT EXISTS (SELECT 1 FROM tire_dot_records t WHERE t.job_id = j.id)
      ORDER BY j.id DESC LIMIT 1`,
  );
  return job;
}

/** One ready-to-send write per operation that declares the header, built from the seeded data. */
const WRITES: Record<string, () => Promise<Write>> = {
  addPaintQcTrailer: () => paintWrite('trailer'),
  addPaintQcBed: () => paintWrite('bed'),
  async scanFinishGood() {
    const [tag] = await server.db.query<{ tag_no: string }>(
      `SELECT t.tag_no FROM physical_inventory_tags t
        WHERE t.eplant_id = 2 AND t.count_date = (SELECT max(count_date) FROM physical_inventory_tags WHERE eplant_id = 2)
          AND NOT EXISTS (SELECT 1 FROM physical_inventory_scans s WHERE s.tag_id = t.id) ORDER BY t.id LIMIT 2`,
    );
    return {
      method: 'GET',
      url: `/inventory/physicalinventory/finishgoods/scan/2/${tag.tag_no}/`,
      other: { url: '/inventory/physicalinventory/finishgoods/scan/2/NOT-A-TAG-1/' },
      records: () => rows('SELECT id FROM physical_inventory_scans ORDER BY id'),
    };
  },
  async auditPhysicalTag() {
    const [tag] = await server.db.query<{ tag_no: string }>(
      `SELECT t.tag_no FROM physical_inventory_tags t WHERE t.eplant_id = 2
          AND t.count_date = (SELECT max(count_date) FROM physical_inventory_tags WHERE eplant_id = 2) ORDER BY t.id LIMIT 1`,
    );
    const url = '/inventory/physical/tag-audits?plant=2';
    return {
      method: 'POST',
      url,
      body: { TagNo: tag.tag_no, AuditedQty: 5 },
      other: { url, body: { TagNo: tag.tag_no, AuditedQty: 6 } },
      records: () => rows('SELECT id FROM physical_tag_audits ORDER BY id'),
    };
  },
  async identifyPart() {
    const url = '/inventory/physical/identify?plant=2';
    return {
      method: 'POST',
      url,
      body: { Value: 'mystery-idem-1' },
      other: { url, body: { Value: 'mystery-idem-2' } },
      records: () => rows('SELECT id FROM part_identifications ORDER BY id'),
    };
  },
  async recordCycleCount() {
    const [line] = await server.db.query<{ id: number; counter_id: number }>(
      `SELECT cl.id, cc.counter_id FROM cycle_count_lines cl JOIN cycle_counts cc ON cc.id = cl.cycle_count_id
        WHERE cc.eplant_id = 2 AND cc.status = 'Open' AND NOT cc.free_count AND cl.counted_qty IS NULL
        ORDER BY cl.id DESC LIMIT 1`,
    );
    const url = '/inventory/cyclecount/count?plant=2';
    const body = { LineId: line.id, CountedQty: 4, CounterId: line.counter_id };
    return {
      method: 'POST',
      url,
      body,
      other: { url, body: { ...body, CountedQty: 5 } },
      records: () => rows('SELECT counted_qty, counted_at FROM cycle_count_lines WHERE id = $1', [line.id]),
    };
  },
  async recordFreeCycleCount() {
    const [stock] = await server.db.query<{ item_no: string; location: string }>(
      `SELECT i.item_no, l.location FROM on_hand oh JOIN items i ON i.arinvt_id = oh.arinvt_id
         JOIN locations l ON l.id = oh.location_id
        WHERE oh.eplant_id = 2 AND i.source = 'P' ORDER BY 1 DESC, 2 LIMIT 1`,
    );
    const [counter] = await server.db.query<{ id: number }>(
      'SELECT id FROM cycle_count_counters WHERE eplant_id = 2 ORDER BY id LIMIT 1',
    );
    const url = '/inventory/cyclecount/free?plant=2';
    const body = { ItemNo: stock.item_no, Location: stock.location, CountedQty: 3, CounterId: counter.id };
    return {
      method: 'POST',
      url,
      body,
      other: { url, body: { ...body, CountedQty: 2 } },
      records: () => rows('SELECT id FROM cycle_count_lines ORDER BY id'),
    };
  },
  async assignUnitSerial() {
    const job = await bareTrailer();
    const url = '/inventory/serials?plant=2';
    const body = { VIN: job.vin.trim(), SerialType: 'front_axle', SerialNo: `AX-IDEM-${job.id}` };
    return {
      method: 'POST',
      url,
      body,
      other: { url, body: { ...body, SerialNo: `AX-IDEM-${job.id}-B` } },
      records: () => rows('SELECT serial_no, installed_at FROM unit_serials WHERE job_id = $1', [job.id]),
    };
  },
  async recordTireDot() {
    const job = await bareTrailer();
    const url = '/shipping/tire-dot?plant=2';
    const body = {
      VIN: job.vin.trim(),
      Position: 'LF',
      DotCode: 'DOT U2LL LMLR 2425',
      Brand: 'Sailun S637',
      TireSize: 'ST235/80R16 E',
    };
    return {
      method: 'POST',
      url,
      body,
      other: { url, body: { ...body, Position: 'RF' } },
      records: () => rows('SELECT id, position, recorded_at FROM tire_dot_records WHERE job_id = $1', [job.id]),
    };
  },
  async scanPickListSerial() {
    const loadNo = await approvedLoad();
    const list = (await area.get(`/shipping/pick-list?plant=2&load=${loadNo}`)).json<{ SerialNo: string }[]>();
    const url = '/shipping/pick-list/scan?plant=2';
    return {
      method: 'POST',
      url,
      body: { LoadNo: loadNo, SerialNo: list[0].SerialNo },
      other: { url, body: { LoadNo: loadNo, SerialNo: list[1].SerialNo } },
      records: () => rows('SELECT id FROM picklist_scans ORDER BY id'),
    };
  },
  async scanDockVin() {
    const loadNo = await approvedLoad();
    const units = (await area.get(`/shipping/loading-dock/units?plant=2&load=${loadNo}`)).json<{ VIN: string }[]>();
    const url = '/shipping/loading-dock/scan?plant=2';
    return {
      method: 'POST',
      url,
      body: { LoadNo: loadNo, VIN: units[0].VIN, DockDoor: 'Door 1' },
      other: { url, body: { LoadNo: loadNo, VIN: units[1].VIN, DockDoor: 'Door 1' } },
      records: () => rows('SELECT id FROM dock_scans ORDER BY id'),
    };
  },
};

const DECLARING = listOperations(loadContract())
  .filter(acceptsIdempotencyKey)
  .map((op) => op.operationId)
  .sort();

function send(write: { url: string; body?: Record<string, unknown> }, method: 'GET' | 'POST', key?: string) {
  return server.inject({
    method,
    url: `/api${write.url}`,
    headers: { ...admin.headers, ...(key && { 'idempotency-key': key }) },
    ...(write.body && { payload: write.body }),
  });
}

describe('Idempotency-Key', () => {
  it('is declared on the plant-floor writes, and each has a case here', () => {
    expect(DECLARING).toEqual(Object.keys(WRITES).sort());
  });

  it.each(Object.keys(WRITES))('%s: a repeat answers the first answer and leaves one record', async (operationId) => {
    const write = await WRITES[operationId]();
    const key = randomUUID();
    const first = await send(write, write.method, key);
    expect(first.statusCode, first.body).toBe(200);
    const after = await write.records();
    const again = await send(write, write.method, key);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await write.records()).toEqual(after);
  });

  it.each(Object.keys(WRITES))(
    '%s: the key reused with a different request is refused with 422',
    async (operationId) => {
      const write = await WRITES[operationId]();
      const key = randomUUID();
      expect((await send(write, write.method, key)).statusCode).toBe(200);
      const after = await write.records();
      const reused = await send(write.other, write.method, key);
      expect(reused.statusCode).toBe(422);
      expect(reused.json().message).toBe(KEY_REUSED_MESSAGE);
      expect(await write.records()).toEqual(after);
    },
  );

  it('keeps the key free when the write is refused, so the corrected entry goes through under it', async () => {
    const write = await WRITES.addPaintQcTrailer();
    const key = randomUUID();
    const refused = await send({ url: write.url, body: { ...write.body, PaintMM1Front: 12 } }, 'POST', key);
    expect(refused.statusCode).toBe(400);
    expect(await write.records()).toEqual([]);
    const corrected = await send(write, 'POST', key);
    expect(corrected.statusCode).toBe(200);
    expect(await write.records()).toHaveLength(1);
  });

  it('keeps keys per user: another user sending the same key writes their own entry', async () => {
    const write = await WRITES.identifyPart();
    const key = randomUUID();
    expect((await send(write, 'POST', key)).statusCode).toBe(200);
    const before = await write.records();
    const other = await server.loginWithRoles(2, ['inventory_count']);
    const theirs = await server.inject({
      method: 'POST',
      url: `/api${write.url}`,
      headers: { ...other.headers, 'idempotency-key': key },
      payload: write.body,
    });
    expect(theirs.statusCode).toBe(200);
    expect(await write.records()).toHaveLength(before.length + 1);
  });

  it('refuses a malformed key before writing anything', async () => {
    const write = await WRITES.identifyPart();
    const before = await write.records();
    const res = await send(write, 'POST', 'has spaces in it');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Idempotency-Key must be 1 to 200 visible ASCII characters');
    expect(await write.records()).toEqual(before);
  });

  it('forgets a key after its keep time: the purge removes keys older than it and keeps newer ones', async () => {
    const write = await WRITES.identifyPart();
    const [oldKey, newKey] = [randomUUID(), randomUUID()];
    expect((await send(write, 'POST', oldKey)).statusCode).toBe(200);
    expect((await send(write.other, 'POST', newKey)).statusCode).toBe(200);
    await server.db.query('UPDATE idempotency_keys SET created_at = now() - make_interval(days => $2) WHERE key = $1', [
      oldKey,
      IDEMPOTENCY_KEY_DAYS + 1,
    ]);
    await purgeSharedState(server.db);
    const kept = await server.db.query<{ key: string }>('SELECT key FROM idempotency_keys WHERE key = ANY($1)', [
      [oldKey, newKey],
    ]);
    expect(kept.map((k) => k.key)).toEqual([newKey]);
  });
});
