// HR report screens: employee roster, absence excuses, the attendance approval queue, job descriptions and postings,
// attendance points (ledger and standing) and clocked hours against labor reported on Infor job operations.
import type { OperationHandler } from '../../http/OperationHandler.js';
import type { Queryable } from '../../db/Database.js';
import { requireDateRange, requirePlant, sqlDate, sqlNumber, sqlTimestamp } from '../plant/plantQueries.js';

interface RangeQuery {
  plant: number;
  from: string;
  to: string;
}

async function range<Q extends RangeQuery>(db: Queryable, q: Q): Promise<Q> {
  requireDateRange(q.from, q.to);
  await requirePlant(db, q.plant);
  return q;
}

/** The seed's and the plant's "today" for tenure and waiting days: the latest attendance day recorded. */
const TODAY = `(SELECT coalesce(max(work_date), current_date) FROM attendance_days WHERE eplant_id = $1)`;

export const listEmployeeRoster: OperationHandler<'listEmployeeRoster'> = async ({ db, query }) => {
  const { plant, status = 'Active' } = query;
  await requirePlant(db, plant);
  return db.query(
    `SELECT e.id AS "Id", e.employee_number AS "EmployeeNumber", e.name AS "Employee", e.picture_url AS "Picture",
            d.name AS "Department", p.name AS "Position", s.name AS "Shift", f.name AS "Foreman", w.name AS "WorkCenter",
            c.code AS "WageCode", ${sqlNumber('c.hourly_rate')} AS "HourlyRate", c.currency AS "Currency", t.pay_frequency AS "PayFrequency",
            ${sqlDate('e.hire_date')} AS "HireDate", ${sqlDate('e.termination_date')} AS "TerminationDate",
            round(((coalesce(e.termination_date, ${TODAY}) - e.hire_date) / 365.25)::numeric, 1)::float8 AS "YearsOfService",
            e.active AS "Active", e.email AS "Email", e.phone AS "Phone"
       FROM employees e
       LEFT JOIN departments d ON d.id = e.department_id
       LEFT JOIN job_positions p ON p.id = e.position_id
       LEFT JOIN shifts s ON s.id = e.shift_id
       LEFT JOIN employees f ON f.id = e.foreman_id
       LEFT JOIN work_centers w ON w.id = e.work_center_id
       LEFT JOIN wage_codes c ON c.id = e.wage_code_id
       LEFT JOIN wage_types t ON t.id = e.wage_type_id
      WHERE e.eplant_id = $1 AND ($2 = 'All' OR e.active = ($2 = 'Active'))
      ORDER BY e.name`,
    [plant, status],
  );
};

export const listAbsenceExcuses: OperationHandler<'listAbsenceExcuses'> = async ({ db, query }) => {
  const q = await range(db, query);
  return db.query(
    `SELECT a.id AS "Id", ${sqlDate('a.absence_date')} AS "AbsenceDate", e.employee_number AS "EmployeeNumber", e.name AS "Employee",
            d.name AS "Department", f.name AS "Foreman", it.name AS "Incident", ${sqlNumber('it.points')} AS "Points",
            a.excuse AS "Excuse", a.excused AS "Excused", a.approved_by AS "ApprovedBy"
       FROM employee_absences a
       JOIN employees e ON e.id = a.employee_id
       JOIN incident_types it ON it.id = a.incident_type_id
       LEFT JOIN departments d ON d.id = e.department_id
       LEFT JOIN employees f ON f.id = e.foreman_id
      WHERE a.eplant_id = $1 AND a.absence_date BETWEEN $2::date AND $3::date
      ORDER BY a.absence_date DESC, e.name`,
    [q.plant, q.from, q.to],
  );
};

// A day needs a supervisor's approval when it is not approved yet and is anything but a plain on-time day.
export const listAttendanceApprovalQueue: OperationHandler<'listAttendanceApprovalQueue'> = async ({ db, query }) => {
  const q = await range(db, query);
  return db.query(
    `SELECT a.id AS "Id", ${sqlDate('a.work_date')} AS "WorkDate", e.employee_number AS "EmployeeNumber", e.name AS "Employee",
            f.name AS "Foreman", s.name AS "Shift", ${sqlTimestamp('a.clock_in')} AS "ClockIn", ${sqlTimestamp('a.clock_out')} AS "ClockOut",
            ${sqlNumber('a.hours_worked')} AS "HoursWorked", ${sqlNumber('a.overtime_hours')} AS "OvertimeHours", a.status AS "Status",
            it.name AS "Incident",
            CASE WHEN a.status IN ('Present', 'Late') AND (a.clock_in IS NULL OR a.clock_out IS NULL) THEN 'Missing punch'
                 WHEN a.status = 'Absent' THEN 'Absent'
                 WHEN a.status = 'Late' THEN 'Late'
                 WHEN a.overtime_hours > 0 THEN 'Overtime'
                 ELSE 'Excused' END AS "Reason",
            greatest(0, ${TODAY} - a.work_date)::int AS "DaysWaiting"
       FROM attendance_days a
       JOIN employees e ON e.id = a.employee_id
       LEFT JOIN employees f ON f.id = e.foreman_id
       LEFT JOIN shifts s ON s.id = a.shift_id
       LEFT JOIN incident_types it ON it.id = a.incident_type_id
      WHERE a.eplant_id = $1 AND a.work_date BETWEEN $2::date AND $3::date AND NOT a.approved
        AND (a.status <> 'Present' OR a.overtime_hours > 0 OR a.clock_in IS NULL OR a.clock_out IS NULL)
      ORDER BY a.work_date, f.name, e.name`,
    [q.plant, q.from, q.to],
  );
};

export const listJobDescriptions: OperationHandler<'listJobDescriptions'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return db.query(
    `SELECT j.id AS "Id", p.id AS "PositionId", d.name AS "Department", p.name AS "Position", p.is_supervisor AS "IsSupervisor",
            j.title AS "Title", j.summary AS "Summary", j.requirements AS "Requirements",
            (SELECT count(*) FROM employees e WHERE e.position_id = p.id AND e.active)::int AS "Employees",
            ${sqlTimestamp('j.updated_at')} AS "UpdatedAt"
       FROM job_descriptions j JOIN job_positions p ON p.id = j.position_id
       LEFT JOIN departments d ON d.id = p.department_id
      WHERE p.eplant_id = $1 ORDER BY d.name, p.is_supervisor DESC, p.name`,
    [plant],
  );
};

export const listJobPostings: OperationHandler<'listJobPostings'> = async ({ db, query }) => {
  const q = await range(db, query);
  return db.query(
    `SELECT j.id AS "Id", j.title AS "Title", d.name AS "Department", p.name AS "Position", s.name AS "Shift", j.openings AS "Openings",
            ${sqlDate('j.posted_on')} AS "PostedOn", ${sqlDate('j.closes_on')} AS "ClosesOn",
            greatest(0, (CASE WHEN j.status IN ('Open', 'On Hold') THEN ${TODAY} ELSE coalesce(j.closes_on, ${TODAY}) END) - j.posted_on)::int AS "DaysOpen",
            j.status AS "Status", ${sqlNumber('j.pay_min')} AS "PayMin", ${sqlNumber('j.pay_max')} AS "PayMax", j.currency AS "Currency",
            j.applicants AS "Applicants", j.hired AS "Hired", j.recruiter AS "Recruiter"
       FROM job_postings j JOIN job_positions p ON p.id = j.position_id
       LEFT JOIN departments d ON d.id = p.department_id
       LEFT JOIN shifts s ON s.id = j.shift_id
      WHERE j.eplant_id = $1 AND j.posted_on BETWEEN $2::date AND $3::date
      ORDER BY j.posted_on DESC, j.id DESC`,
    [q.plant, q.from, q.to],
  );
};

export const listAttendancePoints: OperationHandler<'listAttendancePoints'> = async ({ db, query }) => {
  const q = await range(db, query);
  return db.query(
    `SELECT pt.id AS "Id", ${sqlDate('pt.point_date')} AS "PointDate", e.employee_number AS "EmployeeNumber", e.name AS "Employee",
            d.name AS "Department", f.name AS "Foreman", it.name AS "Incident", ${sqlNumber('pt.points')} AS "Points",
            ${sqlDate('pt.expires_on')} AS "ExpiresOn", pt.expires_on > ${TODAY} AS "Active", pt.reason AS "Reason"
       FROM attendance_points pt
       JOIN employees e ON e.id = pt.employee_id
       JOIN incident_types it ON it.id = pt.incident_type_id
       LEFT JOIN departments d ON d.id = e.department_id
       LEFT JOIN employees f ON f.id = e.foreman_id
      WHERE pt.eplant_id = $1 AND pt.point_date BETWEEN $2::date AND $3::date
      ORDER BY pt.point_date DESC, e.name`,
    [q.plant, q.from, q.to],
  );
};

// The points system's steps: 3 active points a verbal warning, 5 written, 7 final, 9 a termination review.
export const listPointsStanding: OperationHandler<'listPointsStanding'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return db.query(
    `WITH active AS (
       SELECT pt.*, it.name AS incident FROM attendance_points pt JOIN incident_types it ON it.id = pt.incident_type_id
        WHERE pt.eplant_id = $1 AND pt.expires_on > ${TODAY}
     ), per AS (
       SELECT employee_id, sum(points) AS points, count(*)::int AS incidents, max(point_date) AS last_date, min(expires_on) AS next_expiry
         FROM active GROUP BY employee_id
     )
     SELECT e.id AS "EmployeeId", e.employee_number AS "EmployeeNumber", e.name AS "Employee", d.name AS "Department",
            f.name AS "Foreman", s.name AS "Shift", ${sqlNumber('per.points')} AS "ActivePoints", per.incidents AS "Incidents",
            (SELECT incident FROM active a WHERE a.employee_id = e.id ORDER BY a.point_date DESC, a.id DESC LIMIT 1) AS "LastIncident",
            ${sqlDate('per.last_date')} AS "LastIncidentDate", ${sqlDate('per.next_expiry')} AS "NextExpiry",
            CASE WHEN per.points >= 9 THEN 'Termination review' WHEN per.points >= 7 THEN 'Final warning'
                 WHEN per.points >= 5 THEN 'Written warning' WHEN per.points >= 3 THEN 'Verbal warning' ELSE 'Good standing' END AS "Step"
       FROM per JOIN employees e ON e.id = per.employee_id
       LEFT JOIN departments d ON d.id = e.department_id
       LEFT JOIN employees f ON f.id = e.foreman_id
       LEFT JOIN shifts s ON s.id = e.shift_id
      WHERE e.active AND per.points > 0
      ORDER BY per.points DESC, e.name`,
    [plant],
  );
};

export const listEmployeeLaborVsClock: OperationHandler<'listEmployeeLaborVsClock'> = async ({ db, query }) => {
  const q = await range(db, query);
  return db.query(
    `WITH clocked AS (
       SELECT employee_id, count(*) FILTER (WHERE hours_worked > 0)::int AS days, sum(hours_worked + overtime_hours) AS hours
         FROM attendance_days WHERE eplant_id = $1 AND work_date BETWEEN $2::date AND $3::date GROUP BY employee_id
     ), labor AS (
       SELECT employee_id, sum(coalesce(labor_hours, 0)) AS hours, count(*)::int AS ops
         FROM job_operations
        WHERE eplant_id = $1 AND status = 'Done' AND employee_id IS NOT NULL
          AND completed_at >= ($2::date)::timestamp AT TIME ZONE 'UTC' AND completed_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
        GROUP BY employee_id
     )
     SELECT e.id AS "EmployeeId", e.employee_number AS "EmployeeNumber", e.name AS "Employee", d.name AS "Department",
            w.name AS "WorkCenter", f.name AS "Foreman", coalesce(c.days, 0) AS "DaysWorked",
            round(coalesce(c.hours, 0), 2)::float8 AS "ClockedHours", round(coalesce(l.hours, 0), 2)::float8 AS "LaborHours",
            coalesce(l.ops, 0) AS "Operations", round(coalesce(c.hours, 0) - coalesce(l.hours, 0), 2)::float8 AS "UnreportedHours",
            round(CASE WHEN coalesce(c.hours, 0) > 0 THEN 100 * coalesce(l.hours, 0) / c.hours ELSE 0 END, 1)::float8 AS "UtilizationPct"
       FROM employees e
       LEFT JOIN clocked c ON c.employee_id = e.id
       LEFT JOIN labor l ON l.employee_id = e.id
       LEFT JOIN departments d ON d.id = e.department_id
       LEFT JOIN work_centers w ON w.id = e.work_center_id
       LEFT JOIN employees f ON f.id = e.foreman_id
      WHERE e.eplant_id = $1 AND (c.employee_id IS NOT NULL OR l.employee_id IS NOT NULL)
      ORDER BY e.name`,
    [q.plant, q.from, q.to],
  );
};
