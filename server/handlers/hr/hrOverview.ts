// HR overview numbers: the Summary dashboard's key figures and department table, and the monthly turnover trend.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { requireDateRange, requirePlant } from '../plant/plantQueries.js';

const TODAY = `(SELECT coalesce(max(work_date), current_date) FROM attendance_days WHERE eplant_id = $1)`;

export const getHrSummary: OperationHandler<'getHrSummary'> = async ({ db, query }) => {
  const q = query;
  requireDateRange(q.from, q.to);
  await requirePlant(db, q.plant);
  return db.query(
    `WITH att AS (
       SELECT count(*) AS days, count(*) FILTER (WHERE status IN ('Present', 'Late')) AS present,
              count(*) FILTER (WHERE status = 'Absent') AS absent, coalesce(sum(overtime_hours), 0) AS ot
         FROM attendance_days WHERE eplant_id = $1 AND work_date BETWEEN $2::date AND $3::date
     ), moves AS (
       SELECT count(*) FILTER (WHERE hire_date BETWEEN $2::date AND $3::date) AS hires,
              count(*) FILTER (WHERE termination_date BETWEEN $2::date AND $3::date) AS terms,
              count(*) FILTER (WHERE hire_date <= $3::date AND (termination_date IS NULL OR termination_date > $3::date)) AS headcount_end,
              count(*) FILTER (WHERE hire_date <= $2::date AND (termination_date IS NULL OR termination_date > $2::date)) AS headcount_start
         FROM employees WHERE eplant_id = $1
     ), points AS (
       SELECT count(*) AS at_warning FROM (
         SELECT pt.employee_id FROM attendance_points pt JOIN employees e ON e.id = pt.employee_id AND e.active
          WHERE pt.eplant_id = $1 AND pt.expires_on > ${TODAY} GROUP BY pt.employee_id HAVING sum(pt.points) >= 5) x
     )
     SELECT (SELECT count(*) FROM employees WHERE eplant_id = $1 AND active)::int AS "ActiveEmployees",
            moves.hires::int AS "Hires", moves.terms::int AS "Terminations",
            round(CASE WHEN moves.headcount_start + moves.headcount_end > 0
                       THEN 200.0 * moves.terms / (moves.headcount_start + moves.headcount_end) ELSE 0 END, 1)::float8 AS "TurnoverPct",
            round(CASE WHEN att.days > 0 THEN 100.0 * att.present / att.days ELSE 0 END, 1)::float8 AS "AttendancePct",
            att.absent::int AS "Absences", round(att.ot, 1)::float8 AS "OvertimeHours",
            (SELECT coalesce(sum(openings - hired), 0) FROM job_postings WHERE eplant_id = $1 AND status = 'Open')::int AS "OpenPositions",
            points.at_warning::int AS "EmployeesAtWarning"
       FROM att, moves, points`,
    [q.plant, q.from, q.to],
  );
};

export const listHeadcountByDepartment: OperationHandler<'listHeadcountByDepartment'> = async ({ db, query }) => {
  const q = query;
  requireDateRange(q.from, q.to);
  await requirePlant(db, q.plant);
  return db.query(
    `SELECT d.name AS "Department",
            (SELECT count(*) FROM employees e WHERE e.department_id = d.id AND e.active)::int AS "Headcount",
            (SELECT count(*) FROM employees e WHERE e.department_id = d.id AND e.active AND e.is_foreman)::int AS "Foremen",
            round(coalesce(100.0 * count(a.id) FILTER (WHERE a.status IN ('Present', 'Late')) / nullif(count(a.id), 0), 0), 1)::float8 AS "AttendancePct",
            round(coalesce(sum(a.overtime_hours), 0), 1)::float8 AS "OvertimeHours",
            count(a.id) FILTER (WHERE a.status = 'Absent')::int AS "Absences"
       FROM departments d
       LEFT JOIN employees e ON e.department_id = d.id
       LEFT JOIN attendance_days a ON a.employee_id = e.id AND a.work_date BETWEEN $2::date AND $3::date
      WHERE d.eplant_id = $1
      GROUP BY d.id, d.name
      ORDER BY 2 DESC, d.name`,
    [q.plant, q.from, q.to],
  );
};

// Turnover % of a month = terminations over the average of the opening and closing headcount.
export const getTurnoverTrend: OperationHandler<'getTurnoverTrend'> = async ({ db, query }) => {
  const q = query;
  requireDateRange(q.from, q.to);
  await requirePlant(db, q.plant);
  return db.query(
    `WITH months AS (
       SELECT m::date AS start, (m + interval '1 month' - interval '1 day')::date AS finish
         FROM generate_series(date_trunc('month', $2::date), date_trunc('month', $3::date), interval '1 month') m
     ), counts AS (
       SELECT m.start,
              count(*) FILTER (WHERE e.hire_date BETWEEN m.start AND m.finish) AS hires,
              count(*) FILTER (WHERE e.termination_date BETWEEN m.start AND m.finish) AS terms,
              count(*) FILTER (WHERE e.hire_date < m.start AND (e.termination_date IS NULL OR e.termination_date >= m.start)) AS opening,
              count(*) FILTER (WHERE e.hire_date <= m.finish AND (e.termination_date IS NULL OR e.termination_date > m.finish)) AS closing
         FROM months m CROSS JOIN employees e WHERE e.eplant_id = $1 GROUP BY m.start
     )
     SELECT to_char(start, 'YYYY-MM') AS "Month", closing::int AS "Headcount", hires::int AS "Hires", terms::int AS "Terminations",
            round(CASE WHEN opening + closing > 0 THEN 200.0 * terms / (opening + closing) ELSE 0 END, 2)::float8 AS "TurnoverPct"
       FROM counts ORDER BY start`,
    [q.plant, q.from, q.to],
  );
};
