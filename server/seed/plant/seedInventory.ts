// Inventory part of the demo seed: finish-goods on hand (finished units in the yard), inventory transactions derived
// from receipts, job completions and shipments plus location moves, cycle count managers/counters/counts, physical
// inventory tags and scans of finish goods, and Sigmanest nest jobs with their process reports.
import type { SeedContext } from './SeedContext.js';
import { pickUser } from './SeedContext.js';
import { insertRows, type SqlValue } from './insertRows.js';
import { ANCHOR_DAY, happened, isoDay, isoTime, weekdaysBetween } from './calendar.js';
import type { ItemSeed } from './seedItems.js';
import type { HrSeed } from './seedHr.js';
import type { SeededJob } from './seedJobs.js';

/**
 * A unit's row in the yard: the (job id mod 12)-th finished-goods location of its plant, none when the plant has
 * fewer. A join, not a subquery per unit (each sorted the plant's locations again); ids follow the jobs' order.
 */
const YARD_JOIN = `LEFT JOIN (SELECT id, eplant_id, row_number() OVER (PARTITION BY eplant_id ORDER BY id) - 1 AS rn
                              FROM locations WHERE is_finish_goods) yard
                   ON yard.eplant_id = j.eplant_id AND yard.rn = j.id % 12`;

export async function seedInventory(ctx: SeedContext, items: ItemSeed, hr: HrSeed, jobs: SeededJob[]): Promise<void> {
  const { q } = ctx;
  const rng = ctx.rng.fork('inventory');

  await q.query('ANALYZE locations, po_receipts, po_details, purchase_orders');
  // Finished units not yet shipped stand in the yard: one on-hand row per unit (lot = VIN), row by family.
  await q.query(`
    INSERT INTO on_hand (eplant_id, arinvt_id, location_id, lot_no, qty, last_move_at)
    SELECT j.eplant_id, j.arinvt_id,
           yard.id,
           j.vin, 1, j.finish_date
    FROM jobs j ${YARD_JOIN} WHERE j.status = 'Finished' ORDER BY j.id
  `);

  // Transactions: PO receipts, unit completions and shipments come straight from their documents.
  await q.query(`
    INSERT INTO inventory_transactions (eplant_id, trans_type, trans_date, arinvt_id, from_location_id, to_location_id, qty, reference)
    SELECT r.eplant_id, 'RECEIPT', (r.receipt_date + time '09:30') AT TIME ZONE 'America/Chicago', d.arinvt_id, NULL, r.location_id, r.qty, 'PO ' || po.pono
    FROM po_receipts r JOIN po_details d ON d.po_detail_id = r.po_detail_id JOIN purchase_orders po ON po.id = d.po_id
  `);
  await q.query(`
    INSERT INTO inventory_transactions (eplant_id, trans_type, trans_date, arinvt_id, from_location_id, to_location_id, qty, reference)
    SELECT j.eplant_id, 'FINISH', j.finish_date, j.arinvt_id, NULL,
           yard.id,
           1, j.workorder_number
    FROM jobs j ${YARD_JOIN} WHERE j.finish_date IS NOT NULL ORDER BY j.id
  `);
  await q.query(`
    INSERT INTO inventory_transactions (eplant_id, trans_type, trans_date, arinvt_id, from_location_id, to_location_id, qty, reference)
    SELECT j.eplant_id, 'SHIP', (j.ship_date + time '15:00') AT TIME ZONE 'America/Chicago', j.arinvt_id,
           yard.id,
           NULL, -1, j.vin
    FROM jobs j ${YARD_JOIN} WHERE j.ship_date IS NOT NULL ORDER BY j.id
  `);

  // Location moves and count adjustments of the last 90 days, entered by portal users.
  const moveRows: SqlValue[][] = [];
  const stock = items.items.filter((i) => i.source === 'P');
  const bins = items.locations.filter((l) => !l.fg);
  for (const day of weekdaysBetween(ANCHOR_DAY - 90, ANCHOR_DAY - 1)) {
    for (const plantId of [2, 3]) {
      for (let k = 0; k < Math.round(12 * ctx.scale); k++) {
        const item = rng.pick(stock.filter((s) => s.plantId === plantId));
        const from = rng.pick(bins.filter((b) => b.plantId === plantId));
        const to = rng.pick(bins.filter((b) => b.plantId === plantId && b.id !== from.id));
        const adjust = rng.chance(0.15);
        moveRows.push([
          plantId,
          adjust ? 'ADJUST' : 'MOVE',
          isoTime(day, rng.int(400, 1300)),
          item.id,
          adjust ? null : from.id,
          adjust ? from.id : to.id,
          adjust ? rng.int(-12, 12) || 1 : rng.int(1, 200),
          adjust ? 'Cycle count adjustment' : 'Location move',
          pickUser(ctx, rng, plantId)?.guid ?? null,
        ]);
      }
    }
  }
  await insertRows(
    q,
    'inventory_transactions',
    [
      'eplant_id',
      'trans_type',
      'trans_date',
      'arinvt_id',
      'from_location_id',
      'to_location_id',
      'qty',
      'reference',
      'user_guid',
    ],
    moveRows,
  );

  // Cycle count managers (SPEC §3: id, Name) and counters (id, CounterName, Guid).
  const managerRows: SqlValue[][] = [];
  const counterRows: SqlValue[][] = [];
  const counters: { id: number; plantId: number; managerId: number }[] = [];
  let mid = 0;
  let cid = 0;
  for (const plantId of [2, 3]) {
    const pool = hr.employees.filter((e) => e.plantId === plantId && e.active);
    for (let m = 0; m < 3; m++) {
      const manager = pool[(m * 37 + 5) % pool.length];
      const user = pickUser(ctx, rng, plantId);
      managerRows.push([++mid, plantId, manager.name, m === 0 ? (user?.guid ?? null) : null]);
      for (let c = 0; c < 4; c++) {
        const person = pool[(m * 53 + c * 11 + 17) % pool.length];
        const cu = pickUser(ctx, rng, plantId);
        counterRows.push([++cid, plantId, mid, person.name, cu?.guid ?? null]);
        counters.push({ id: cid, plantId, managerId: mid });
      }
    }
  }
  await insertRows(q, 'cycle_count_managers', ['id', 'eplant_id', 'name', 'user_guid'], managerRows);
  await insertRows(
    q,
    'cycle_count_counters',
    ['id', 'eplant_id', 'manager_id', 'counter_name', 'user_guid'],
    counterRows,
  );

  const countRows: SqlValue[][] = [];
  const lineRows: SqlValue[][] = [];
  let countId = 0;
  let lineId = 0;
  const classes = ['STL', 'AXL', 'TIR', 'ELE', 'HDW', 'PNT', 'HYD', 'CPL'];
  for (const day of weekdaysBetween(ANCHOR_DAY - 120, ANCHOR_DAY)) {
    for (const plantId of [2, 3]) {
      const counter = rng.pick(counters.filter((c) => c.plantId === plantId));
      const cls = classes[(day + plantId) % classes.length];
      const status = day >= ANCHOR_DAY - 1 ? 'Open' : day >= ANCHOR_DAY - 5 ? 'Counted' : 'Posted';
      countRows.push([++countId, plantId, counter.managerId, counter.id, isoDay(day), status, cls, rng.chance(0.1)]);
      const pool = stock.filter((s) => s.plantId === plantId && s.cls === cls);
      for (const item of rng.sample(pool, Math.round(8 * ctx.scale))) {
        const expected = item.cost > 100 ? rng.int(2, 40) : rng.int(20, 1500);
        const counted = status === 'Open' ? null : rng.chance(0.85) ? expected : expected + rng.int(-5, 5);
        lineRows.push([
          ++lineId,
          countId,
          item.id,
          rng.pick(bins.filter((b) => b.plantId === plantId)).id,
          expected,
          counted,
          counted === null ? null : isoTime(day, rng.int(420, 900)),
          counted === null ? null : counter.id,
        ]);
      }
    }
  }
  await insertRows(
    q,
    'cycle_counts',
    ['id', 'eplant_id', 'manager_id', 'counter_id', 'count_date', 'status', 'class', 'free_count'],
    countRows,
  );
  await insertRows(
    q,
    'cycle_count_lines',
    ['id', 'cycle_count_id', 'arinvt_id', 'location_id', 'expected_qty', 'counted_qty', 'counted_at', 'counter_id'],
    lineRows,
  );

  // Physical inventory of finish goods, taken last Friday: a tag per unit in the yard, most of them scanned.
  const countDay = ANCHOR_DAY - 3;
  const tagRows: SqlValue[][] = [];
  const scanRows: SqlValue[][] = [];
  const fgLoc = items.locations.filter((l) => l.fg);
  let tagId = 0;
  let scanId = 0;
  for (const job of jobs) {
    if (job.finish === null || job.finish > countDay || job.status !== 'Finished') continue;
    const locs = fgLoc.filter((l) => l.plantId === job.plantId);
    const loc = locs[job.id % Math.min(12, locs.length)];
    tagRows.push([
      ++tagId,
      job.plantId,
      `FG${job.plantId}-${String(tagId).padStart(6, '0')}`,
      isoDay(countDay),
      job.arinvtId,
      loc.id,
      job.id,
      job.vin,
      1,
    ]);
    if (rng.chance(0.9)) {
      const counter = rng.pick(counters.filter((c) => c.plantId === job.plantId));
      scanRows.push([
        ++scanId,
        job.plantId,
        tagId,
        job.vin,
        1,
        counter.id,
        pickUser(ctx, rng, job.plantId)?.guid ?? null,
        isoTime(countDay, rng.int(420, 840)),
      ]);
    }
  }
  await insertRows(
    q,
    'physical_inventory_tags',
    ['id', 'eplant_id', 'tag_no', 'count_date', 'arinvt_id', 'location_id', 'job_id', 'vin', 'expected_qty'],
    tagRows,
  );
  await insertRows(
    q,
    'physical_inventory_scans',
    ['id', 'eplant_id', 'tag_id', 'scanned_value', 'qty', 'counter_id', 'user_guid', 'scanned_at'],
    scanRows,
  );

  // Sigmanest nests of the last 60 days: plate programs cut on the plasma tables, finished or rejected.
  const nestRows: SqlValue[][] = [];
  const reportRows: SqlValue[][] = [];
  let nestId = 0;
  let reportId = 0;
  for (const day of weekdaysBetween(ANCHOR_DAY - 60, ANCHOR_DAY)) {
    for (const plantId of [2, 3]) {
      const cutting = hr.workCenters.filter((w) => w.plantId === plantId && w.group === 'CUTTING');
      const plates = stock.filter((s) => s.plantId === plantId && s.itemNo.startsWith('ST-PL-'));
      const operators = hr.employees.filter(
        (e) => e.plantId === plantId && e.active && cutting.some((c) => c.id === e.workCenterId),
      );
      for (let k = 0; k < Math.round((plantId === 2 ? 6 : 4) * ctx.scale); k++) {
        const planned =
          day >= ANCHOR_DAY - 1 && rng.chance(0.6) ? 'Released' : rng.chance(0.04) ? 'Rejected' : 'Finished';
        const createdMinute = rng.int(300, 900);
        // Nests are programmed and reported at their moment: none after the seed's "now".
        if (!happened(day, createdMinute)) continue;
        const nest: SqlValue[] = [
          ++nestId,
          plantId,
          `N${isoDay(day).replace(/-/g, '').slice(2)}-${plantId}${String(k + 1).padStart(2, '0')}`,
          `${rng.pick(['GN', 'DU', 'FB', 'UT', 'TB'])}-${rng.pick(['XMB', 'FND', 'NCK', 'PLT', 'GUS'])}-${rng.digits(3)}.cnc`,
          rng.pick(plates).id,
          rng.pick(cutting).id,
          rng.int(1, 6),
          rng.int(12, 140),
          rng.float(68, 91, 2),
          planned,
          isoTime(day, createdMinute),
        ];
        nestRows.push(nest);
        if (planned !== 'Released') {
          const op = operators.length ? rng.pick(operators) : null;
          const report: SqlValue[] = [
            ++reportId,
            plantId,
            nestId,
            planned === 'Finished' ? 'finish' : 'reject',
            rng.int(1, 6),
            planned === 'Rejected'
              ? rng.pick(['Plate warped', 'Torch consumable failure', 'Wrong thickness loaded', 'Program error'])
              : null,
            op?.id ?? null,
            pickUser(ctx, rng, plantId)?.guid ?? null,
          ];
          const reportMinute = rng.int(900, 1300);
          // Cut later today: still released on the table.
          if (happened(day, reportMinute)) reportRows.push([...report, isoTime(day, reportMinute)]);
          else {
            reportId--;
            nest[9] = 'Released';
          }
        }
      }
    }
  }
  await insertRows(
    q,
    'nest_jobs',
    [
      'id',
      'eplant_id',
      'nest_no',
      'program',
      'plate_arinvt_id',
      'work_center_id',
      'sheets',
      'parts_count',
      'utilization_pct',
      'status',
      'created_at',
    ],
    nestRows,
  );
  await insertRows(
    q,
    'process_reports',
    ['id', 'eplant_id', 'nest_job_id', 'action', 'qty', 'reason', 'employee_id', 'user_guid', 'reported_at'],
    reportRows,
  );
}
