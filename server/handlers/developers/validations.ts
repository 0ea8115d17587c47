// Data checks for developers: Infor/ERP records that contradict each other (InforValidations) and time-clock punches
// that do not add up to the attendance days (ZKTecoValidations). Each check is one SQL producing finding rows.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { requireDateRange, requirePlant, sqlDate } from '../plant/plantQueries.js';

/** One check: its finding rows select check, severity, entity, record key, detail and record date. */
const finding = (
  check: string,
  severity: 'Error' | 'Warning',
  entity: string,
  key: string,
  detail: string,
  date: string,
  from: string,
) =>
  `SELECT '${check}'::text AS "Check", '${severity}'::text AS "Severity", '${entity}'::text AS "Entity", (${key})::text AS "RecordKey",
          (${detail})::text AS "Detail", ${sqlDate(date)} AS "RecordDate" ${from}`;

const INFOR_CHECKS = [
  finding(
    'Past-due line without a job',
    'Warning',
    'CO line',
    "co.co_num || '-' || l.co_line",
    "'Item ' || l.item_no || ' due ' || to_char(l.due_date, 'MM/DD/YYYY') || ' has no job'",
    'l.due_date',
    `FROM customer_order_lines l JOIN customer_orders co ON co.id = l.co_id
     WHERE l.eplant_id = $1 AND l.status IN ('O', 'P') AND l.job_id IS NULL AND l.due_date < current_date`,
  ),
  finding(
    'Finished trailer without VIN',
    'Error',
    'Job',
    'j.workorder_number',
    "'Job ' || j.status || ' with no VIN'",
    "j.finish_date AT TIME ZONE 'UTC'",
    `FROM jobs j WHERE j.eplant_id = $1 AND j.product_type = 'trailer' AND j.status IN ('Finished', 'Shipped') AND j.vin IS NULL`,
  ),
  finding(
    'Past-due job not started',
    'Warning',
    'Job',
    'j.workorder_number',
    "'Job ' || j.status || ', due ' || to_char(j.due_date, 'MM/DD/YYYY')",
    'j.due_date',
    `FROM jobs j WHERE j.eplant_id = $1 AND j.status IN ('Planned', 'Released') AND j.due_date < current_date`,
  ),
  finding(
    'CO line VIN differs from its job',
    'Error',
    'CO line',
    "co.co_num || '-' || l.co_line",
    "'Line VIN ' || l.vin || ', job VIN ' || j.vin",
    'l.due_date',
    `FROM customer_order_lines l JOIN customer_orders co ON co.id = l.co_id JOIN jobs j ON j.id = l.job_id
     WHERE l.eplant_id = $1 AND l.vin IS NOT NULL AND j.vin IS NOT NULL AND l.vin <> j.vin`,
  ),
  finding(
    'Invoice total does not add up',
    'Error',
    'Invoice',
    'i.invoice_no',
    "'Amount ' || i.amount || ' + tax ' || i.tax || ' <> total ' || i.total",
    'i.invoice_date',
    `FROM invoices i WHERE i.eplant_id = $1 AND abs(i.amount + i.tax - i.total) > 0.01`,
  ),
  finding(
    'Invoice overpaid',
    'Warning',
    'Invoice',
    'i.invoice_no',
    "'Paid ' || i.paid_amount || ' of ' || i.total",
    'i.paid_date',
    `FROM invoices i WHERE i.eplant_id = $1 AND i.paid_amount > i.total + 0.01`,
  ),
  finding(
    'Purchased item without cost',
    'Warning',
    'Item',
    'it.item_no',
    'it.descrip',
    'NULL::date',
    `FROM items it WHERE it.eplant_id = $1 AND it.active AND it.source = 'P' AND it.std_cost <= 0`,
  ),
  finding(
    'Negative on hand',
    'Error',
    'Item',
    'it.item_no',
    "'On hand ' || oh.qty || ' at ' || l.location",
    "oh.last_move_at AT TIME ZONE 'UTC'",
    `FROM on_hand oh JOIN items it ON it.arinvt_id = oh.arinvt_id JOIN locations l ON l.id = oh.location_id WHERE oh.eplant_id = $1 AND oh.qty < 0`,
  ),
  finding(
    'Open PO fully received',
    'Warning',
    'Purchase order',
    'po.pono',
    "'All releases received; close the PO'",
    'po.po_date',
    `FROM purchase_orders po WHERE po.eplant_id = $1 AND po.status = 'Open'
       AND NOT EXISTS (SELECT 1 FROM po_details d JOIN po_releases r ON r.po_detail_id = d.po_detail_id
                        WHERE d.po_id = po.id AND r.qty > coalesce((SELECT sum(qty) FROM po_receipts rc WHERE rc.po_release_id = r.id), 0))
       AND EXISTS (SELECT 1 FROM po_details d WHERE d.po_id = po.id)`,
  ),
  finding(
    'Dealer without email',
    'Warning',
    'Customer',
    'c.cust_no',
    'c.name',
    'c.since_date',
    `FROM customers c WHERE c.eplant_id = $1 AND c.active AND (c.email IS NULL OR c.email = '')`,
  ),
];

export const listInforValidations: OperationHandler<'listInforValidations'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return db.query(
    `SELECT * FROM (${INFOR_CHECKS.join('\nUNION ALL\n')}) f ORDER BY "Severity", "Check", "RecordDate" DESC NULLS LAST, "RecordKey"`,
    [plant],
  );
};

/** Each punch with the employee's next punch, so an IN is paired with the OUT that follows it across midnight. */
const PUNCH_PAIRS = `(SELECT p.employee_id, p.punch_at, p.direction, p.device_id,
    lead(p.punch_at) OVER w AS next_at, lead(p.direction) OVER w AS next_direction
   FROM attendance_punches p
  WHERE p.eplant_id = $1 AND p.punch_at >= $2::date - 1 AND p.punch_at < $3::date + 2
  WINDOW w AS (PARTITION BY p.employee_id ORDER BY p.punch_at))`;

const EMPLOYEE = "e.employee_number || ' ' || e.name";
const PUNCH_DAY = "(p.punch_at AT TIME ZONE 'UTC' - interval '6 hours')";
const IN_RANGE = `p.punch_at >= $2::date AND p.punch_at < $3::date + 1`;

const ZKTECO_CHECKS = [
  finding(
    'Two punches in the same direction',
    'Error',
    'Employee',
    EMPLOYEE,
    "p.direction || ' at ' || to_char(" + PUNCH_DAY + ", 'MM/DD HH24:MI') || ' followed by another ' || p.direction",
    PUNCH_DAY,
    `FROM ${PUNCH_PAIRS} p JOIN employees e ON e.id = p.employee_id WHERE ${IN_RANGE} AND p.next_direction = p.direction`,
  ),
  finding(
    'Clock-in without clock-out',
    'Error',
    'Employee',
    EMPLOYEE,
    "'IN at ' || to_char(" + PUNCH_DAY + ", 'MM/DD HH24:MI') || ' has no OUT'",
    PUNCH_DAY,
    `FROM ${PUNCH_PAIRS} p JOIN employees e ON e.id = p.employee_id
     WHERE ${IN_RANGE} AND p.direction = 'IN' AND p.next_at IS NULL AND p.punch_at < now() - interval '16 hours'`,
  ),
  finding(
    'Shift longer than 14 hours',
    'Warning',
    'Employee',
    EMPLOYEE,
    "round((extract(epoch FROM p.next_at - p.punch_at) / 3600)::numeric, 1) || ' h between IN and OUT'",
    PUNCH_DAY,
    `FROM ${PUNCH_PAIRS} p JOIN employees e ON e.id = p.employee_id
     WHERE ${IN_RANGE} AND p.direction = 'IN' AND p.next_direction = 'OUT' AND p.next_at - p.punch_at > interval '14 hours'`,
  ),
  finding(
    'Punch without a clock device',
    'Warning',
    'Employee',
    EMPLOYEE,
    "p.direction || ' punch has no clock device'",
    PUNCH_DAY,
    `FROM ${PUNCH_PAIRS} p JOIN employees e ON e.id = p.employee_id WHERE ${IN_RANGE} AND p.device_id IS NULL`,
  ),
  finding(
    'Present without punches',
    'Error',
    'Employee',
    EMPLOYEE,
    "'Attendance says ' || a.status || ' but no IN punch is near the clock-in'",
    'a.work_date',
    `FROM attendance_days a JOIN employees e ON e.id = a.employee_id
     WHERE a.eplant_id = $1 AND a.work_date BETWEEN $2::date AND $3::date AND a.status IN ('Present', 'Late')
       AND NOT EXISTS (SELECT 1 FROM attendance_punches p WHERE p.employee_id = a.employee_id AND p.direction = 'IN'
                        AND p.punch_at BETWEEN a.clock_in - interval '30 minutes' AND a.clock_in + interval '30 minutes')`,
  ),
  finding(
    'Punches on an absent day',
    'Warning',
    'Employee',
    EMPLOYEE,
    "'Marked ' || a.status || ' but clocked in'",
    'a.work_date',
    `FROM attendance_days a JOIN employees e ON e.id = a.employee_id
     WHERE a.eplant_id = $1 AND a.work_date BETWEEN $2::date AND $3::date AND a.status IN ('Absent', 'Excused')
       AND EXISTS (SELECT 1 FROM attendance_punches p WHERE p.employee_id = a.employee_id AND p.direction = 'IN'
                    AND p.punch_at >= a.work_date + interval '4 hours' AND p.punch_at < a.work_date + interval '28 hours')`,
  ),
  finding(
    'Overtime of 2 hours or more not approved',
    'Warning',
    'Employee',
    EMPLOYEE,
    "a.overtime_hours || ' h overtime waiting for approval'",
    'a.work_date',
    `FROM attendance_days a JOIN employees e ON e.id = a.employee_id
     WHERE a.eplant_id = $1 AND a.work_date BETWEEN $2::date AND $3::date AND a.overtime_hours >= 2 AND NOT a.approved`,
  ),
  finding(
    'Inactive employee punching',
    'Error',
    'Employee',
    EMPLOYEE,
    "'Terminated ' || coalesce(to_char(e.termination_date, 'MM/DD/YYYY'), 'unknown') || ', still punching'",
    PUNCH_DAY,
    `FROM ${PUNCH_PAIRS} p JOIN employees e ON e.id = p.employee_id
     WHERE ${IN_RANGE} AND NOT e.active AND (e.termination_date IS NULL OR p.punch_at > e.termination_date + 1)`,
  ),
];

export const listZkTecoValidations: OperationHandler<'listZkTecoValidations'> = async ({ db, query }) => {
  const { plant, from, to } = query;
  requireDateRange(from, to);
  await requirePlant(db, plant);
  return db.query(
    `SELECT * FROM (${ZKTECO_CHECKS.join('\nUNION ALL\n')}) f ORDER BY "Severity", "Check", "RecordDate" DESC NULLS LAST, "RecordKey"`,
    [plant, from, to],
  );
};
