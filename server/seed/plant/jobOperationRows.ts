// The routed operations of the demo work orders, generated here and loaded by COPY. They used to be derived in one
// INSERT … SELECT (window functions and two time-zone conversions per row, ~12 µs a row of the database's time); a
// COPY costs the database less than half of that, and the rows are made on the HTTP thread while the database loads
// the previous batch. The rows are the ones that statement stored, to the microsecond and the cent: its numeric
// rounding (half away from zero; a quotient rounded to 20 decimals), its float8 interval arithmetic and Central time
// with PostgreSQL's reading of the DST gap and overlap (centralToUtc).
import type { Queryable } from '../../db/Database.js';
import type { SeedContext } from './SeedContext.js';
import { insertRows, type SqlValue } from './insertRows.js';
import { SEED_NOW } from './calendar.js';
import { centralToUtc, utcMicrosLiteral } from './centralTime.js';
import type { SeededJob } from './seedJobs.js';

const US_PER_MINUTE = 60_000_000;
const US_PER_DAY = 1440 * US_PER_MINUTE;
const SIX_HOURS_US = 360 * US_PER_MINUTE;
/** Rows per COPY handed to the database while the next ones are generated. */
const BATCH = 20_000;
const SCRAP_GROUPS = new Set(['CUTTING', 'FORMING', 'WELD FRAME']);
const TEN_POW_20 = 10n ** 20n;

interface Step {
  seq: number;
  group: string;
  operation: string;
  stdHours: string;
  stdCents: number;
  weldCents: bigint;
}

const COLUMNS = [
  'id',
  'eplant_id',
  'job_id',
  'seq',
  'work_center_id',
  'operation',
  'std_hours',
  'labor_hours',
  'employee_id',
  'scrap_qty',
  'scrap_cost',
  'weld_minutes',
  'started_at',
  'completed_at',
  'status',
] as const;

const cents = (text: string): number => Math.round(Number(text) * 100);
const centsText = (value: number | bigint): string => {
  const s = String(value).padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
};

/** C's rint(): to the nearest integer, ties to even (the last step of PostgreSQL's interval × float8). */
function rint(x: number): number {
  const r = Math.round(x);
  return r - x === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

/** round(weld × (0.85 + h / 3300.0), 2) as numeric computes it: the quotient rounded half up to 20 decimals first. */
function weldMinutes(weldCents: bigint, h: number): bigint {
  const quotient = (BigInt(h) * TEN_POW_20 * 2n + 3300n) / 6600n; // h / 3300 in units of 1e-20, rounded half up
  const factor = 85n * 10n ** 18n + quotient; // 0.85 + h / 3300.0, units of 1e-20
  return (weldCents * factor + 5n * 10n ** 19n) / TEN_POW_20; // cents, rounded half up (all values positive)
}

/**
 * Operations = jobs × their family routing, each on one of the plant's work centers of that resource group (chosen
 * by job id), worked by an employee of that work center. Hours, scrap and weld minutes vary by a deterministic hash of
 * job id and step. Ids in (job, step) order.
 */
export async function insertJobOperations(ctx: SeedContext, jobs: readonly SeededJob[]): Promise<number> {
  const { q } = ctx;
  const { routings, centers, crews } = await readCatalogues(q);
  const nowUs = SEED_NOW * 1000;
  let rows: SqlValue[][] = [];
  let id = 0;
  for (const j of jobs) {
    if (j.status === 'Cancelled') continue;
    const steps: [Step, number][] = [];
    for (const step of routings.get(j.model.family) ?? []) {
      const list = centers.get(`${j.plantId}|${step.group}`);
      if (list) steps.push([step, list[j.id % list.length]]);
    }
    const half = Math.floor(steps.length / 2);
    const span = Math.max(j.due - j.start, 1);
    const finishUs = j.finish === null ? null : (((j.finish * 1440 + j.finishMinute + 360) * US_PER_MINUTE) as number);
    steps.forEach(([step, wcId], index) => {
      const stepNo = index + 1;
      const h = (j.id * 7919 + step.seq * 104729) % 1000;
      let t0: number | null = null;
      let t1: number | null = null;
      if (j.status !== 'Planned') {
        const dayUs = (j.start + Math.floor((index * span) / steps.length)) * US_PER_DAY + SIX_HOURS_US;
        // (h % 480 + std_hours * 60) * interval '1 minute': the numeric becomes a float8, the product is rounded.
        const minutes = 100 * (h % 480) + 60 * step.stdCents;
        const factor = Number(`${Math.floor(minutes / 100)}.${String(minutes % 100).padStart(2, '0')}`);
        t0 = centralToUtc(dayUs + (h % 480) * US_PER_MINUTE);
        t1 = centralToUtc(dayUs + rint(US_PER_MINUTE * factor));
        if (finishUs !== null) {
          t0 = Math.min(t0, finishUs);
          t1 = Math.min(t1, finishUs);
        }
      }
      const inProcess = j.status === 'InProcess';
      const done =
        j.status === 'Finished' || j.status === 'Shipped' || (inProcess && stepNo < half && t1 !== null && t1 <= nowUs);
      const working = inProcess && stepNo <= half && t0 !== null && t0 <= nowUs;
      const factor = 7800 + 5 * h + (j.plantId === 3 ? 1200 : 0); // 0.78 + h / 2000.0 (+ 0.12), units of 1e-4
      const scrap = done && SCRAP_GROUPS.has(step.group) && h % 29 === 0 ? 1 + (h % 3) : 0;
      const crew = crews.get(wcId);
      rows.push([
        ++id,
        j.plantId,
        j.id,
        step.seq,
        wcId,
        step.operation,
        step.stdHours,
        done ? centsText(Math.floor((step.stdCents * factor + 5000) / 10000)) : null,
        crew ? crew[j.id % crew.length] : null,
        scrap,
        scrap * (35 + (h % 140)),
        done ? centsText(weldMinutes(step.weldCents, h)) : 0,
        (done || working) && t0 !== null ? utcMicrosLiteral(t0) : null,
        done && t1 !== null ? utcMicrosLiteral(t1) : null,
        done ? 'Done' : working ? 'InProcess' : 'Pending',
      ]);
    });
    if (rows.length >= BATCH) {
      await insertRows(q, 'job_operations', COLUMNS, rows);
      rows = [];
    }
  }
  await insertRows(q, 'job_operations', COLUMNS, rows);
  return id;
}

/** The family routings, each plant's work centers per resource group and each work center's crew, by id. */
async function readCatalogues(q: Queryable) {
  const routings = new Map<string, Step[]>();
  for (const r of await q.query<{
    family: string;
    seq: number;
    resource_group: string;
    operation: string;
    std_hours: string;
    weld_minutes: string;
  }>(
    `SELECT family, seq, resource_group, operation, std_hours::text AS std_hours, weld_minutes::text AS weld_minutes
     FROM routing_steps ORDER BY family, seq`,
  )) {
    const list = routings.get(r.family) ?? [];
    list.push({
      seq: r.seq,
      group: r.resource_group,
      operation: r.operation,
      stdHours: r.std_hours,
      stdCents: cents(r.std_hours),
      weldCents: BigInt(cents(r.weld_minutes)),
    });
    routings.set(r.family, list);
  }
  const centers = new Map<string, number[]>();
  for (const w of await q.query<{ id: number; eplant_id: number; resource_group: string }>(
    'SELECT id, eplant_id, resource_group FROM work_centers ORDER BY id',
  )) {
    const key = `${w.eplant_id}|${w.resource_group}`;
    centers.set(key, [...(centers.get(key) ?? []), w.id]);
  }
  const crews = new Map<number, number[]>();
  for (const e of await q.query<{ id: number; work_center_id: number }>(
    `SELECT id, work_center_id FROM employees
     WHERE active AND NOT is_foreman AND work_center_id IS NOT NULL ORDER BY id`,
  )) {
    crews.set(e.work_center_id, [...(crews.get(e.work_center_id) ?? []), e.id]);
  }
  return { routings, centers, crews };
}
