// Attendance days, an employee's payroll lines and the foreman bonus dashboard.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { notFound } from '../../http/HttpError.js';
import { maybeOne } from '../../db/Database.js';
import { requireRecordPlant } from '../plant/requireRecordPlant.js';
import { requireDateRange, requirePlant, sqlDate, sqlNumber, sqlTimestamp } from '../plant/plantQueries.js';

export const listAttendanceDetails: OperationHandler<'listAttendanceDetails'> = async ({ db, query }) => {
  const q = query;
  requireDateRange(q.from, q.to);
  await requirePlant(db, q.plant);
  return db.query(
    `SELECT a.id AS "Id", e.id AS "EmployeeId", e.employee_number AS "EmployeeNumber", e.name AS "Employee",
            f.name AS "Foreman", s.name AS "Shift", d.name AS "Department", ${sqlDate('a.work_date')} AS "WorkDate",
            ${sqlTimestamp('a.clock_in')} AS "ClockIn", ${sqlTimestamp('a.clock_out')} AS "ClockOut",
            ${sqlNumber('a.hours_worked')} AS "HoursWorked", ${sqlNumber('a.overtime_hours')} AS "OvertimeHours",
            a.status AS "Status", it.name AS "Incident", a.approved AS "Approved"
       FROM attendance_days a
       JOIN employees e ON e.id = a.employee_id
       LEFT JOIN employees f ON f.id = e.foreman_id
       LEFT JOIN shifts s ON s.id = a.shift_id
       LEFT JOIN departments d ON d.id = e.department_id
       LEFT JOIN incident_types it ON it.id = a.incident_type_id
      WHERE a.eplant_id = $1 AND a.work_date BETWEEN $2::date AND $3::date
        AND ($4::int IS NULL OR a.employee_id = $4)
        AND ($5::int IS NULL OR e.foreman_id = $5)
        AND ($6::text IS NULL OR a.status = $6)
      ORDER BY a.work_date, e.name`,
    [q.plant, q.from, q.to, q.employeeId ?? null, q.foremanId ?? null, q.status ?? null],
  );
};

export const listEmployeePayroll: OperationHandler<'listEmployeePayroll'> = async ({ db, query, user }) => {
  const employeeId = query.employeeId;
  const employee = await maybeOne<{ eplant_id: number }>(db, 'SELECT eplant_id FROM employees WHERE id = $1', [
    employeeId,
  ]);
  if (!employee) throw notFound(`Employee ${employeeId} not found`);
  requireRecordPlant(user, employee.eplant_id);
  return db.query(
    `SELECT l.id AS "Id", ${sqlDate('p.period_start')} AS "PeriodStart", ${sqlDate('p.period_end')} AS "PeriodEnd",
            ${sqlDate('p.pay_date')} AS "PayDate", p.frequency AS "Frequency", l.earning_code AS "EarningCode",
            ${sqlNumber('l.hours')} AS "Hours", ${sqlNumber('l.rate')} AS "Rate", ${sqlNumber('l.amount')} AS "Amount",
            l.currency AS "Currency"
       FROM payroll_lines l JOIN payroll_periods p ON p.id = l.payroll_period_id
      WHERE l.employee_id = $1
      ORDER BY p.period_start DESC, l.amount DESC`,
    [employeeId],
  );
};

// Score = crew attendance % less one point per 100 of scrap cost, clamped to 0–100; the level is the highest of the
// plant's foreman bonus type whose minimum score is met.
export const getForemanBonusDashboard: OperationHandler<'getForemanBonusDashboard'> = async ({ db, query }) => {
  const { plant, from, to } = query;
  requireDateRange(from, to);
  await requirePlant(db, plant);
  return db.query(
    `WITH crew AS (
       SELECT f.id AS foreman_id, f.name AS foreman, s.name AS shift,
              (SELECT count(*) FROM employees e WHERE e.foreman_id = f.id AND e.active)::int AS employees,
              (SELECT coalesce(100.0 * count(*) FILTER (WHERE a.status IN ('Present', 'Late')) / nullif(count(*), 0), 0)
                 FROM attendance_days a JOIN employees e ON e.id = a.employee_id
                WHERE e.foreman_id = f.id AND a.work_date BETWEEN $2::date AND $3::date) AS attendance_pct,
              (SELECT count(*) FROM jobs j WHERE j.foreman_id = f.id
                  AND j.finish_date >= ($2::date)::timestamp AT TIME ZONE 'UTC'
                  AND j.finish_date < ($3::date + 1)::timestamp AT TIME ZONE 'UTC')::int AS units,
              (SELECT coalesce(sum(op.scrap_cost), 0) FROM job_operations op JOIN jobs j ON j.id = op.job_id
                WHERE j.foreman_id = f.id
                  AND op.completed_at >= ($2::date)::timestamp AT TIME ZONE 'UTC'
                  AND op.completed_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC') AS scrap_cost
         FROM foremen f LEFT JOIN shifts s ON s.id = f.shift_id
        WHERE f.eplant_id = $1
     ), scored AS (
       SELECT crew.*, greatest(0, least(100, attendance_pct - scrap_cost / 100)) AS score FROM crew
     ), foreman_type AS (
       SELECT id FROM bonus_types WHERE eplant_id = $1 AND active
        ORDER BY (name ILIKE '%foreman%') DESC, id LIMIT 1
     )
     SELECT sc.foreman_id AS "ForemanId", sc.foreman AS "Foreman", sc.shift AS "Shift", sc.employees AS "Employees",
            ${sqlNumber('round(sc.attendance_pct, 1)')} AS "AttendancePct", sc.units AS "UnitsFinished",
            ${sqlNumber('round(sc.scrap_cost, 2)')} AS "ScrapCost", ${sqlNumber('round(sc.score, 1)')} AS "Score",
            lvl.name AS "BonusLevel", ${sqlNumber('coalesce(lvl.amount, 0)')} AS "BonusAmount", lvl.currency AS "Currency"
       FROM scored sc
       LEFT JOIN LATERAL (SELECT l.name, l.amount, l.currency FROM bonus_levels l
                           WHERE l.bonus_type_id = (SELECT id FROM foreman_type) AND l.min_score <= sc.score
                           ORDER BY l.level DESC LIMIT 1) lvl ON true
      ORDER BY sc.score DESC, sc.foreman`,
    [plant, from, to],
  );
};
