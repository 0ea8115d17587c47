// Production part of the demo seed: three years of work orders (about 30 units per weekday across both plants) with
// part numbers, config codes, VINs and axle / power-unit serials, and their routed operations with labor hours,
// scrap and weld minutes (from the family routing: jobOperationRows.ts).
import type { SeedContext } from './SeedContext.js';
import { insertRows, type SqlValue } from './insertRows.js';
import { insertJobOperations } from './jobOperationRows.js';
import { ANCHOR_DAY, happened, isoDay, isoTime, SEED_DAY, weekdaysBetween, yy } from './calendar.js';
import { lengthOf, makeVin, type ProductModel } from './products.js';
import type { ItemSeed } from './seedItems.js';
import type { HrSeed } from './seedHr.js';

export type JobStatus = 'Planned' | 'Released' | 'InProcess' | 'Finished' | 'Shipped' | 'Cancelled';

export interface SeededJob {
  id: number;
  plantId: number;
  wo: string;
  model: ProductModel;
  arinvtId: number;
  configCode: string;
  vin: string;
  status: JobStatus;
  created: number;
  start: number;
  due: number;
  finish: number | null; // day
  finishMinute: number;
  foremanId: number | null;
  shiftId: number;
  serials: { front?: string; middle?: string; rear?: string; power?: string };
  /** Set by the order planner before the jobs are written. */
  coLineId: number | null;
  shipDay: number | null;
}

/** First day of production history: three years before the anchor. */
export const HISTORY_START = ANCHOR_DAY - 3 * 365;

/** Plans the work orders in memory; insertJobs writes them once the order planner has linked lines and loads. */
export function buildJobs(ctx: SeedContext, items: ItemSeed, hr: HrSeed): SeededJob[] {
  const { scale } = ctx;
  const rng = ctx.rng.fork('jobs');
  const days = weekdaysBetween(HISTORY_START, ANCHOR_DAY + 28);
  const jobs: SeededJob[] = [];
  const vinSeq: Record<string, number> = {};
  const woSeq: Record<string, number> = {};
  const serialSeq: Record<string, number> = {};
  const foremen = hr.employees.filter((e) => e.isForeman && e.active);
  const modelsByPlant: Record<number, [ProductModel, number][]> = { 2: [], 3: [] };
  for (const m of items.models)
    for (const p of m.builtIn) {
      // Popular sizes sell more: mid lengths and the common GVWRs carry more weight.
      const weight =
        (m.family === 'GN' ? 3 : m.family === 'DU' || m.family === 'UT' ? 2.5 : m.type === 'bed' ? 1.6 : 1.2) *
        (m.partNo.includes('-25K') || m.partNo.includes('-14K') || m.partNo.includes('-7K') ? 2 : 1);
      modelsByPlant[p].push([m, weight]);
    }
  let id = 0;
  for (const day of days) {
    for (const plantId of [2, 3]) {
      // Seasonal curve: spring is the busy season for trailers; a slow December.
      const month = Number(isoDay(day).slice(5, 7));
      const season = [0.85, 0.95, 1.15, 1.2, 1.15, 1.05, 0.95, 0.95, 1.0, 1.0, 0.9, 0.75][month - 1];
      const perDay = Math.round((plantId === 2 ? 18 : 12) * scale * season * rng.float(0.8, 1.2));
      for (let k = 0; k < perDay; k++) {
        const model = rng.weighted(modelsByPlant[plantId]);
        const due = day;
        const start = due - rng.int(2, 6);
        // Work orders for the weeks ahead exist already, but none was created after the seed's day.
        const created = Math.min(start - rng.int(10, 45), SEED_DAY);
        let status: JobStatus;
        if (rng.chance(0.01) && due > ANCHOR_DAY - 400) status = 'Cancelled';
        else if (due > ANCHOR_DAY + 10) status = 'Planned';
        else if (due > ANCHOR_DAY + 2) status = 'Released';
        else if (due > ANCHOR_DAY - 3) status = rng.chance(0.5) ? 'InProcess' : 'Finished';
        else if (due > ANCHOR_DAY - 40) status = rng.chance(0.55) ? 'Shipped' : 'Finished';
        else status = rng.chance(0.985) ? 'Shipped' : 'Finished';
        let finish =
          status === 'Finished' || status === 'Shipped'
            ? Math.min(
                ANCHOR_DAY,
                due +
                  rng.weighted([
                    [-1, 2],
                    [0, 6],
                    [1, 2],
                    [3, 1],
                  ] as const),
              )
            : null;
        const yr = Number(isoDay(start).slice(0, 4));
        const modelYear = Number(isoDay(start).slice(5, 7)) >= 7 ? yr + 1 : yr;
        const vinKey = `${plantId}|${modelYear}`;
        vinSeq[vinKey] = (vinSeq[vinKey] ?? (plantId === 2 ? 100000 : 500000)) + 1;
        const woKey = `${plantId}|${yy(created)}`;
        woSeq[woKey] = (woSeq[woKey] ?? 0) + 1;
        const shiftId = rng.weighted([
          [hr.shiftIds[plantId][0], 6],
          [hr.shiftIds[plantId][1], 3],
          [hr.shiftIds[plantId][2], 1],
        ] as const);
        const shiftForemen = foremen.filter((f) => f.plantId === plantId && f.shiftId === shiftId);
        const started = status !== 'Planned' && status !== 'Released' && status !== 'Cancelled';
        const serials: SeededJob['serials'] = {};
        if (started && model.type === 'trailer') {
          // Axle makers number serials sequentially per year; gaps come from axles going to other customers.
          const ax = () => {
            const maker = model.axleRating >= 10000 ? 'DX' : 'LC';
            const key = `${maker}${isoDay(start).slice(2, 4)}`;
            serialSeq[key] = (serialSeq[key] ?? rng.int(100000, 400000)) + rng.int(1, 40);
            return `${key}${String(serialSeq[key]).padStart(7, '0')}`;
          };
          serials.front = ax();
          if (model.axles === 3) serials.middle = ax();
          if (model.axles >= 2) serials.rear = ax();
        }
        if (started && model.hasPowerUnit) {
          const key = `PU${isoDay(start).slice(2, 4)}`;
          serialSeq[key] = (serialSeq[key] ?? rng.int(10000, 90000)) + rng.int(1, 5);
          serials.power = `${key}${String(serialSeq[key]).padStart(6, '0')}`;
        }
        const configCode = rng.pick(model.configCodes);
        const finishMinute = rng.int(7 * 60, 22 * 60);
        if (finish !== null && !happened(finish, finishMinute)) {
          // Its finish moment is still ahead of the seed's "now" (a Monday-morning seed): the unit is on the line.
          status = 'InProcess';
          finish = null;
        }
        jobs.push({
          id: ++id,
          plantId,
          wo: `${plantId === 2 ? 'TX' : 'MX'}${yy(created)}${String(woSeq[woKey]).padStart(5, '0')}`,
          model,
          arinvtId: items.idOf(plantId, model.partNo),
          configCode,
          vin: makeVin(model, plantId, modelYear, vinSeq[vinKey], lengthOf(model)),
          status,
          created,
          start,
          due,
          finish,
          finishMinute,
          foremanId: shiftForemen.length ? rng.pick(shiftForemen).id : null,
          shiftId,
          serials,
          coLineId: null,
          shipDay: null,
        });
      }
    }
  }

  return jobs;
}

export async function insertJobs(ctx: SeedContext, items: ItemSeed, hr: HrSeed, jobs: SeededJob[]): Promise<void> {
  const { q } = ctx;
  const finishWc: Record<number, number> = {};
  for (const w of hr.workCenters) if (w.group === 'FINISH' && !finishWc[w.plantId]) finishWc[w.plantId] = w.id;
  const rows: SqlValue[][] = jobs.map((j) => [
    j.id,
    j.plantId,
    j.wo,
    j.arinvtId,
    j.model.partNo,
    j.configCode,
    j.model.family,
    j.model.type,
    j.vin,
    1,
    j.status,
    isoDay(j.created),
    j.status === 'Planned' ? null : isoDay(j.start),
    isoDay(j.due),
    j.finish === null ? null : isoTime(j.finish, j.finishMinute),
    j.shipDay === null ? null : isoDay(j.shipDay),
    finishWc[j.plantId],
    j.foremanId,
    j.shiftId,
    j.coLineId,
  ]);
  await insertRows(
    q,
    'jobs',
    [
      'id',
      'eplant_id',
      'workorder_number',
      'arinvt_id',
      'part_no',
      'config_code',
      'family',
      'product_type',
      'vin',
      'qty',
      'status',
      'created_date',
      'start_date',
      'due_date',
      'finish_date',
      'ship_date',
      'work_center_id',
      'foreman_id',
      'shift_id',
      'co_line_id',
    ],
    rows,
  );

  const serialRows: SqlValue[][] = [];
  let sid = 0;
  for (const j of jobs) {
    // Axles and the power unit go on at 10:00 the day after the start, or by the finish if that came first; not yet
    // on a unit whose installation moment is after the seed's "now".
    const [atDay, atMinute] =
      j.finish !== null && j.finish * 1440 + j.finishMinute < (j.start + 1) * 1440 + 600
        ? [j.finish, j.finishMinute]
        : [j.start + 1, 600];
    if (!happened(atDay, atMinute)) continue;
    const at = isoTime(atDay, atMinute);
    const axleItem = j.model.axles
      ? items.idOf(
          j.plantId,
          `AX-${[3500, 5200, 6000, 7000, 8000, 10000, 12000].find((r) => r >= j.model.axleRating) ?? 12000}-EZ`,
        )
      : null;
    if (j.serials.front) serialRows.push([++sid, j.plantId, j.id, 'front_axle', j.serials.front, axleItem, at]);
    if (j.serials.middle) serialRows.push([++sid, j.plantId, j.id, 'middle_axle', j.serials.middle, axleItem, at]);
    if (j.serials.rear) serialRows.push([++sid, j.plantId, j.id, 'rear_axle', j.serials.rear, axleItem, at]);
    if (j.serials.power)
      serialRows.push([
        ++sid,
        j.plantId,
        j.id,
        'power_unit',
        j.serials.power,
        items.idOf(j.plantId, 'HY-PU-12V-DA'),
        at,
      ]);
  }
  await insertRows(
    q,
    'unit_serials',
    ['id', 'eplant_id', 'job_id', 'serial_type', 'serial_no', 'arinvt_id', 'installed_at'],
    serialRows,
  );

  // Fresh planner statistics: without them PostgreSQL plans the later seed statements over jobs as if it were empty.
  await q.query('ANALYZE jobs, work_centers, employees, routing_steps');
  await insertJobOperations(ctx, jobs);
}
