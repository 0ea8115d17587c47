// Attendance and payroll part of the demo seed: 12 months of weekday attendance per employee (clock in/out, late,
// absent, excused), time-clock devices and punches, absences with excuses, attendance points, weekly payroll periods,
// pre-payrolls with details and payroll lines. Deterministic hashing of (employee, day): the days are generated here
// and loaded by COPY (attendanceDayRows.ts), what derives from them is generated in SQL.
import type { SeedContext } from './SeedContext.js';
import { insertRows } from './insertRows.js';
import { insertAttendanceDays } from './attendanceDayRows.js';
import { ANCHOR_DAY, isoDay, SEED_NOW_ISO, weekday } from './calendar.js';

/** Days of punches kept: the clock devices' recent history (older days keep their attendance rows only). */
const PUNCH_DAYS = 56;

export async function seedAttendance(ctx: SeedContext): Promise<void> {
  const { q } = ctx;
  const to = isoDay(ANCHOR_DAY - 1);

  await insertRows(
    q,
    'clock_devices',
    ['id', 'eplant_id', 'name', 'model', 'serial_number', 'ip_address', 'location'],
    [
      [1, 2, 'Main Entrance', 'ZKTeco SpeedFace-V5L', 'CKJ5213960042', '10.2.10.21', 'Front gate'],
      [2, 2, 'Weld Shop', 'ZKTeco SpeedFace-V5L', 'CKJ5213960057', '10.2.10.22', 'Weld bay door'],
      [3, 2, 'Paint Line', 'ZKTeco MB460', 'AEYU183160219', '10.2.10.23', 'Paint line breakroom'],
      [4, 3, 'Acceso Principal', 'ZKTeco SpeedFace-V5L', 'CKJ5213961188', '10.3.10.21', 'Caseta de vigilancia'],
      [5, 3, 'Nave 2', 'ZKTeco MB460', 'AEYU183160377', '10.3.10.22', 'Comedor nave 2'],
    ],
  );

  await q.query('ANALYZE employees, shifts, incident_types, wage_codes');
  await insertAttendanceDays(q, ANCHOR_DAY - 365, ANCHOR_DAY - 1);

  await q.query('ANALYZE attendance_days');
  await q.query(`
    INSERT INTO attendance_punches (eplant_id, employee_id, device_id, punch_at, direction)
    SELECT a.eplant_id, a.employee_id, dev.id, p.at, p.dir
    FROM attendance_days a
    JOIN LATERAL (SELECT id FROM clock_devices c WHERE c.eplant_id = a.eplant_id
                  ORDER BY id OFFSET (a.employee_id % (SELECT count(*) FROM clock_devices c2 WHERE c2.eplant_id = a.eplant_id)) LIMIT 1) dev ON true
    CROSS JOIN LATERAL (VALUES (a.clock_in, 'IN'), (a.clock_out, 'OUT')) AS p(at, dir)
    WHERE a.clock_in IS NOT NULL AND a.work_date >= DATE '${to}' - ${PUNCH_DAYS}
  `);

  await q.query(`
    INSERT INTO employee_absences (eplant_id, employee_id, absence_date, incident_type_id, excuse, excused, approved_by)
    SELECT a.eplant_id, a.employee_id, a.work_date, a.incident_type_id,
           CASE WHEN a.status = 'Excused' THEN (ARRAY['Doctor note', 'Scheduled vacation', 'Family emergency', 'Funeral leave', 'Jury duty'])[1 + a.employee_id % 5] END,
           a.status = 'Excused',
           CASE WHEN a.status = 'Excused' THEN CASE WHEN a.eplant_id = 2 THEN 'HR - Brenda Holt' ELSE 'RH - Leticia Garza' END END
    FROM attendance_days a WHERE a.status IN ('Absent', 'Excused')
  `);

  await q.query(`
    INSERT INTO attendance_points (eplant_id, employee_id, point_date, incident_type_id, points, expires_on, reason)
    SELECT a.eplant_id, a.employee_id, a.work_date, a.incident_type_id, i.points, a.work_date + 365, i.name
    FROM attendance_days a JOIN incident_types i ON i.id = a.incident_type_id
    WHERE i.points > 0
  `);

  // Weekly payroll (Monday–Sunday weeks, paid the following Friday) for both plants.
  const firstMonday = ANCHOR_DAY - 364 - ((weekday(ANCHOR_DAY - 364) + 6) % 7);
  const periods: (string | number)[][] = [];
  let pid = 0;
  for (const plantId of [2, 3]) {
    for (let start = firstMonday; start + 6 < ANCHOR_DAY; start += 7) {
      const payDay = start + 11;
      const status = payDay < ANCHOR_DAY ? 'Paid' : start + 6 < ANCHOR_DAY - 1 ? 'Approved' : 'PrePayroll';
      periods.push([++pid, plantId, isoDay(start), isoDay(start + 6), isoDay(payDay), 'weekly', status]);
    }
  }
  await insertRows(
    q,
    'payroll_periods',
    ['id', 'eplant_id', 'period_start', 'period_end', 'pay_date', 'frequency', 'status'],
    periods,
  );

  await q.query(
    `
    INSERT INTO pre_payrolls (id, eplant_id, payroll_period_id, status, created_at, created_by, approved_by, approved_at)
    SELECT p.id, p.eplant_id, p.id, CASE p.status WHEN 'Paid' THEN 'Exported' WHEN 'Approved' THEN 'Approved' ELSE 'Draft' END,
           -- Run on the Monday after the week, or at the seed's "now" ($1) when that is earlier that Monday morning.
           LEAST((p.period_end + 1 + time '08:15') AT TIME ZONE 'America/Chicago', $1::timestamptz),
           CASE WHEN p.eplant_id = 2 THEN 'Brenda Holt' ELSE 'Leticia Garza' END,
           CASE WHEN p.status <> 'PrePayroll' THEN CASE WHEN p.eplant_id = 2 THEN 'Heather Collins' ELSE 'Claudia Treviño' END END,
           CASE WHEN p.status <> 'PrePayroll' THEN (p.period_end + 2 + time '14:00') AT TIME ZONE 'America/Chicago' END
    FROM payroll_periods p
  `,
    [SEED_NOW_ISO],
  );

  await q.query('ANALYZE payroll_periods, pre_payrolls');
  await q.query(`
    INSERT INTO pre_payroll_details (pre_payroll_id, employee_id, regular_hours, overtime_hours, absences, bonus_amount,
                                     deductions, gross_amount)
    SELECT pp.id, a.employee_id,
           sum(a.hours_worked - a.overtime_hours), sum(a.overtime_hours),
           count(*) FILTER (WHERE a.status = 'Absent'),
           CASE WHEN count(*) FILTER (WHERE a.status IN ('Absent', 'Late')) = 0 THEN CASE WHEN a.eplant_id = 2 THEN 25 ELSE 250 END ELSE 0 END,
           round(0.12 * sum(a.hours_worked * w.hourly_rate), 2),
           round(sum((a.hours_worked - a.overtime_hours) * w.hourly_rate + a.overtime_hours * w.hourly_rate * 1.5)
                 + CASE WHEN count(*) FILTER (WHERE a.status IN ('Absent', 'Late')) = 0 THEN CASE WHEN a.eplant_id = 2 THEN 25 ELSE 250 END ELSE 0 END, 2)
    FROM pre_payrolls pp
    JOIN payroll_periods p ON p.id = pp.payroll_period_id
    JOIN attendance_days a ON a.eplant_id = p.eplant_id AND a.work_date BETWEEN p.period_start AND p.period_end
    JOIN employees e ON e.id = a.employee_id
    JOIN wage_codes w ON w.id = e.wage_code_id
    GROUP BY pp.id, a.employee_id, a.eplant_id
    -- Ids in a stated order, not in the order the plan's hash aggregate happens to emit the groups.
    ORDER BY pp.id, a.employee_id
  `);

  await q.query('ANALYZE pre_payroll_details');
  await q.query(`
    INSERT INTO payroll_lines (eplant_id, payroll_period_id, employee_id, earning_code, hours, rate, amount, currency)
    SELECT p.eplant_id, p.id, d.employee_id, c.code, c.hours, c.rate, c.amount, w.currency
    FROM pre_payroll_details d
    JOIN pre_payrolls pp ON pp.id = d.pre_payroll_id
    JOIN payroll_periods p ON p.id = pp.payroll_period_id
    JOIN employees e ON e.id = d.employee_id
    JOIN wage_codes w ON w.id = e.wage_code_id
    CROSS JOIN LATERAL (VALUES
      (1, 'REG', d.regular_hours, w.hourly_rate, round(d.regular_hours * w.hourly_rate, 2)),
      (2, 'OT', d.overtime_hours, round(w.hourly_rate * 1.5, 2), round(d.overtime_hours * w.hourly_rate * 1.5, 2)),
      (3, 'BON', 0, 0, d.bonus_amount),
      (4, CASE WHEN p.eplant_id = 2 THEN 'TAX' ELSE 'ISR' END, 0, 0, -round(d.gross_amount * 0.09, 2)),
      (5, CASE WHEN p.eplant_id = 2 THEN 'FICA' ELSE 'IMSS' END, 0, 0, -round(d.gross_amount * CASE WHEN p.eplant_id = 2 THEN 0.0765 ELSE 0.03 END, 2))
    ) AS c(n, code, hours, rate, amount)
    WHERE p.status = 'Paid' AND c.amount <> 0
    -- Ids in a stated order (period, employee, line), not in the order of the plan's joins.
    ORDER BY p.id, d.employee_id, c.n
  `);
}
