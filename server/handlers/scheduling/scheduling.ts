// Scheduling: the open production schedule, its load by week and family, customer order lines against their work
// orders, and the weekly load of the work centers against capacity.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { sqlDate, sqlNumber } from '../plant/plantQueries.js';
import { pct, plantQuery } from '../shared/shopFloorQueries.js';

const OPEN_JOB = `j.status IN ('Planned', 'Released', 'InProcess')`;

export const listProductionSchedule: OperationHandler<'listProductionSchedule'> = async (ctx) => {
  const { plant } = await plantQuery(ctx);
  return ctx.db.query(
    `SELECT ${sqlDate('j.start_date')} AS "StartDate", ${sqlDate('j.due_date')} AS "DueDate", j.workorder_number AS "WorkorderNumber",
            j.status AS "Status", j.part_no AS "PartNo", j.config_code AS "ConfigCode", trim(j.vin) AS "VIN",
            co.co_num AS "CoNum", l.co_line AS "CoLine", c.name AS "Customer", c.cust_no AS "CustNo",
            nxt.operation AS "CurrentOperation", ops.done::int AS "OpsDone", ops.total::int AS "OpsTotal",
            ${pct('ops.done', 'ops.total')} AS "PctComplete", (j.due_date < current_date) AS "Late"
       FROM jobs j
       LEFT JOIN customer_order_lines l ON l.id = j.co_line_id
       LEFT JOIN customer_orders co ON co.id = l.co_id
       LEFT JOIN customers c ON c.id = co.customer_id
       LEFT JOIN LATERAL (SELECT count(*) FILTER (WHERE status = 'Done') AS done, count(*) AS total
                            FROM job_operations WHERE job_id = j.id) ops ON true
       LEFT JOIN LATERAL (SELECT op.operation || ' @ ' || wc.code AS operation FROM job_operations op
                            JOIN work_centers wc ON wc.id = op.work_center_id
                           WHERE op.job_id = j.id AND op.status <> 'Done' ORDER BY op.seq LIMIT 1) nxt ON true
      WHERE j.eplant_id = $1 AND ${OPEN_JOB}
      ORDER BY coalesce(j.start_date, j.due_date), j.due_date, j.workorder_number`,
    [plant],
  );
};

export const listScheduleLoad: OperationHandler<'listScheduleLoad'> = async (ctx) => {
  const { plant } = await plantQuery(ctx);
  return ctx.db.query(
    `SELECT ${sqlDate("date_trunc('week', j.due_date)")} AS "Week", j.product_type AS "ProductType", j.family AS "Family",
            j.status AS "Status", count(*)::int AS "Units",
            ${sqlNumber("coalesce(sum((SELECT sum(op.std_hours) FROM job_operations op WHERE op.job_id = j.id AND op.status <> 'Done')), 0)")} AS "StdHours"
       FROM jobs j
      WHERE j.eplant_id = $1 AND ${OPEN_JOB}
      GROUP BY 1, j.product_type, j.family, j.status
      ORDER BY 1, j.product_type, j.family, j.status`,
    [plant],
  );
};

export const listScheduleCustomerOrders: OperationHandler<'listScheduleCustomerOrders'> = async (ctx) => {
  const { plant } = await plantQuery(ctx);
  return ctx.db.query(
    `SELECT co.co_num AS "CoNum", l.co_line AS "CoLine", co.co_num || '-' || l.co_line AS "CoLineKey", ${sqlDate('co.order_date')} AS "OrderDate", c.name AS "Customer",
            c.cust_no AS "CustNo", l.item_no AS "ItemNo", l.config_code AS "ConfigCode", ${sqlNumber('l.qty')} AS "Qty",
            ${sqlDate('l.due_date')} AS "DueDate", l.status AS "LineStatus", j.workorder_number AS "WorkorderNumber",
            j.status AS "JobStatus", ${sqlDate('j.due_date')} AS "JobDueDate", (l.due_date - j.due_date)::int AS "SlackDays",
            trim(coalesce(j.vin, l.vin)) AS "VIN", (j.id IS NOT NULL) AS "Scheduled"
       FROM customer_order_lines l
       JOIN customer_orders co ON co.id = l.co_id
       JOIN customers c ON c.id = co.customer_id
       LEFT JOIN LATERAL (SELECT * FROM jobs x WHERE (x.id = l.job_id OR x.co_line_id = l.id) AND x.status <> 'Cancelled'
                           ORDER BY x.id = l.job_id DESC LIMIT 1) j ON true
      WHERE l.eplant_id = $1 AND l.status IN ('O', 'P')
      ORDER BY l.due_date, co.co_num, l.co_line`,
    [plant],
  );
};

// Remaining operations load the week their work order is due (overdue work lands in the current week); capacity is
// five days of each active work center.
export const listScheduleCapacity: OperationHandler<'listScheduleCapacity'> = async (ctx) => {
  const q = await plantQuery(ctx);
  const group =
    typeof q.resourceGroup === 'string' && q.resourceGroup.trim() ? q.resourceGroup.trim().toUpperCase() : null;
  return ctx.db.query(
    `WITH weeks AS (SELECT w::date AS week FROM generate_series(date_trunc('week', current_date), date_trunc('week', current_date) + interval '7 weeks', interval '1 week') w),
          cap AS (SELECT sum(capacity_hours_per_day) * 5 AS hours FROM work_centers
                   WHERE eplant_id = $1 AND active AND ($2::text IS NULL OR resource_group = $2)),
          load AS (SELECT greatest(date_trunc('week', j.due_date), date_trunc('week', current_date))::date AS week,
                          sum(op.std_hours) AS hours, count(*) AS n
                     FROM job_operations op
                     JOIN jobs j ON j.id = op.job_id AND ${OPEN_JOB}
                     JOIN work_centers wc ON wc.id = op.work_center_id
                    WHERE op.eplant_id = $1 AND op.status <> 'Done' AND ($2::text IS NULL OR wc.resource_group = $2)
                    GROUP BY 1)
     SELECT ${sqlDate('w.week')} AS "Week", ${sqlNumber('round(coalesce(l.hours, 0), 1)')} AS "RequiredHours",
            ${sqlNumber('coalesce(cap.hours, 0)')} AS "CapacityHours", ${pct('l.hours', 'cap.hours')} AS "LoadPct",
            coalesce(l.n, 0)::int AS "Operations"
       FROM weeks w CROSS JOIN cap LEFT JOIN load l ON l.week = w.week
      ORDER BY w.week`,
    [q.plant, group],
  );
};
