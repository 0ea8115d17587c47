// A year of weekday attendance per employee, generated here and loaded by COPY (as the job operations are,
// jobOperationRows.ts): the INSERT … SELECT that derived them cost the database more than twice a COPY of the same
// rows. The rows are the ones that statement stored: the same hash of employee and day, numeric rounding and Central
// time (centralToUtc), ids in (day, employee) order.
import type { Queryable } from '../../db/Database.js';
import { insertRows, type SqlValue } from './insertRows.js';
import { isoDay, weekday } from './calendar.js';
import { centralToUtc, utcMicrosLiteral } from './centralTime.js';

const US_PER_MINUTE = 60_000_000;
const US_PER_DAY = 1440 * US_PER_MINUTE;
/** Day number of 2020-01-01, the origin of the (employee, day) hash. */
const HASH_ORIGIN_DAY = Date.UTC(2020, 0, 1) / 86_400_000;
/** Rows per COPY handed to the database while the next ones are generated. */
const BATCH = 20_000;

const COLUMNS = [
  'id',
  'eplant_id',
  'employee_id',
  'work_date',
  'shift_id',
  'clock_in',
  'clock_out',
  'hours_worked',
  'overtime_hours',
  'status',
  'incident_type_id',
  'approved',
] as const;

const dayNumber = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Every weekday in [from, to] (day numbers) of every employee employed that day. h, a stable 0–999 hash of employee
 * and day, decides the status: < 12 absent, < 30 excused, < 62 late, else present. Returns the number of rows.
 */
export async function insertAttendanceDays(q: Queryable, from: number, to: number): Promise<number> {
  const employees = await q.query<{
    id: number;
    eplant_id: number;
    shift_id: number;
    hire: string;
    term: string | null;
  }>(
    `SELECT id, eplant_id, shift_id, hire_date::text AS hire, termination_date::text AS term
     FROM employees WHERE shift_id IS NOT NULL ORDER BY id`,
  );
  const starts = new Map<number, number>();
  for (const s of await q.query<{ id: number; start_time: string }>(
    'SELECT id, start_time::text AS start_time FROM shifts',
  ))
    starts.set(s.id, minutesOf(s.start_time));
  const incidents = new Map<string, number>();
  for (const i of await q.query<{ id: number; code: string }>('SELECT id, code FROM incident_types'))
    incidents.set(i.code, i.id);
  const staff = employees
    .filter((e) => starts.has(e.shift_id))
    .map((e) => ({ ...e, hired: dayNumber(e.hire), left: e.term === null ? Infinity : dayNumber(e.term) }));
  let rows: SqlValue[][] = [];
  let id = 0;
  for (let day = from; day <= to; day++) {
    const w = weekday(day);
    if (w === 0 || w === 6) continue;
    const date = isoDay(day);
    const approved = day < to - 7;
    for (const e of staff) {
      if (day < e.hired || day >= e.left) continue;
      const h = (e.id * 7919 + (day - HASH_ORIGIN_DAY) * 104729) % 1000;
      const status = h < 12 ? 'Absent' : h < 30 ? 'Excused' : h < 62 ? 'Late' : 'Present';
      const inOffset = h < 30 ? 0 : h < 62 ? 3 + (h % 40) : -12 + (h % 14);
      const ot = h % 5 === 0 ? 2 : h % 7 === 0 ? 1 : 0;
      const worked = status === 'Present' || status === 'Late';
      const code =
        status === 'Absent'
          ? h < 3
            ? 'NCNS'
            : 'ABS'
          : status === 'Excused'
            ? h < 22
              ? 'SICK'
              : 'VAC'
            : status === 'Late'
              ? inOffset > 15
                ? 'LATE'
                : 'TARDY'
              : null;
      const shiftStart = day * US_PER_DAY + (starts.get(e.shift_id) ?? 0) * US_PER_MINUTE;
      // round(8 - GREATEST(in_offset, 0) / 60.0 + ot, 2) in hundredths: (300 (8 + ot) - 5 late) / 3, never a tie.
      const hundredths = Math.floor((2 * (300 * (8 + ot) - 5 * Math.max(inOffset, 0)) + 3) / 6);
      rows.push([
        ++id,
        e.eplant_id,
        e.id,
        date,
        e.shift_id,
        worked ? utcMicrosLiteral(centralToUtc(shiftStart + inOffset * US_PER_MINUTE)) : null,
        worked ? utcMicrosLiteral(centralToUtc(shiftStart + (510 + ot * 60 + (h % 9)) * US_PER_MINUTE)) : null,
        worked ? hundredths / 100 : 0,
        worked ? ot : 0,
        status,
        code === null ? null : (incidents.get(code) ?? null),
        approved,
      ]);
      if (rows.length >= BATCH) {
        await insertRows(q, 'attendance_days', COLUMNS, rows);
        rows = [];
      }
    }
  }
  await insertRows(q, 'attendance_days', COLUMNS, rows);
  return id;
}
