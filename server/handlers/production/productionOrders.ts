// Order-driven production reports: the fill rate of customer order lines (FillRate) and the demand per finished part
// against open work orders and finished stock (Demand).
import type { OperationHandler } from '../../http/OperationHandler.js';
import { sqlDate, sqlNumber } from '../plant/plantQueries.js';
import { plantQuery, rangeQuery } from '../shared/shopFloorQueries.js';

// A line is filled on time when its unit shipped on or before the due date; days late count to today while open.
export const listFillRate: OperationHandler<'listFillRate'> = async (ctx) => {
  const { plant, from, to } = await rangeQuery(ctx);
  return ctx.db.query(
    `SELECT ${sqlDate("date_trunc('week', l.due_date)")} AS "DueWeek", ${sqlDate('l.due_date')} AS "DueDate",
            co.co_num AS "CoNum", l.co_line AS "CoLine", co.co_num || '-' || l.co_line AS "CoLineKey", c.cust_no AS "CustNo", c.name AS "Customer",
            coalesce(i.family, i.class) AS "Family", l.item_no AS "ItemNo", l.config_code AS "ConfigCode",
            ${sqlNumber('l.qty')} AS "Qty", ${sqlDate('j.ship_date')} AS "ShipDate",
            CASE WHEN j.ship_date IS NOT NULL THEN greatest(j.ship_date - l.due_date, 0)
                 WHEN l.due_date < current_date THEN current_date - l.due_date END AS "DaysLate",
            (j.ship_date IS NOT NULL) AS "Shipped",
            coalesce(j.ship_date <= l.due_date, false) AS "OnTime",
            (CASE WHEN j.ship_date <= l.due_date THEN 1 ELSE 0 END)::float8 AS "OnTimePct"
       FROM customer_order_lines l
       JOIN customer_orders co ON co.id = l.co_id
       JOIN customers c ON c.id = co.customer_id
       JOIN items i ON i.arinvt_id = l.arinvt_id
       LEFT JOIN jobs j ON j.id = l.job_id
      WHERE l.eplant_id = $1 AND l.due_date BETWEEN $2::date AND $3::date
      ORDER BY l.due_date, co.co_num, l.co_line`,
    [plant, from, to],
  );
};

// Open lines (Ordered or Planned) per finished part; finished stock is units built and not yet shipped.
export const listProductionDemand: OperationHandler<'listProductionDemand'> = async (ctx) => {
  const { plant } = await plantQuery(ctx);
  return ctx.db.query(
    `WITH open_lines AS (
       SELECT l.arinvt_id, sum(l.qty) AS qty, count(*) AS lines, count(DISTINCT co.customer_id) AS customers,
              min(l.due_date) AS first_due, sum(l.qty * l.unit_price) AS value
         FROM customer_order_lines l JOIN customer_orders co ON co.id = l.co_id
        WHERE l.eplant_id = $1 AND l.status IN ('O', 'P')
        GROUP BY l.arinvt_id),
     open_jobs AS (
       SELECT arinvt_id, count(*) FILTER (WHERE status IN ('Planned', 'Released', 'InProcess')) AS open_jobs,
              count(*) FILTER (WHERE status IN ('Planned', 'Released', 'InProcess') AND co_line_id IS NULL) AS unassigned,
              count(*) FILTER (WHERE status = 'Finished') AS finished
         FROM jobs WHERE eplant_id = $1 GROUP BY arinvt_id)
     SELECT i.item_no AS "PartNo", i.descrip AS "Descrip", coalesce(i.family, '') AS "Family",
            CASE WHEN i.class = 'FGB' THEN 'bed' ELSE 'trailer' END AS "ProductType",
            ${sqlNumber('coalesce(ol.qty, 0)')} AS "OpenOrderQty", coalesce(ol.lines, 0)::int AS "OpenOrderLines",
            coalesce(ol.customers, 0)::int AS "Customers", ${sqlDate('ol.first_due')} AS "FirstDueDate",
            coalesce(oj.open_jobs, 0)::int AS "OpenJobs", coalesce(oj.unassigned, 0)::int AS "JobsUnassigned",
            coalesce(oj.finished, 0)::int AS "FinishedStock",
            ${sqlNumber('greatest(coalesce(ol.qty, 0) - coalesce(oj.open_jobs, 0) - coalesce(oj.finished, 0), 0)')} AS "NetDemand",
            ${sqlNumber('coalesce(ol.value, 0)')} AS "OrderValue"
       FROM items i
       LEFT JOIN open_lines ol ON ol.arinvt_id = i.arinvt_id
       LEFT JOIN open_jobs oj ON oj.arinvt_id = i.arinvt_id
      WHERE i.eplant_id = $1 AND i.class IN ('FG', 'FGB') AND (ol.qty IS NOT NULL OR oj.open_jobs > 0 OR oj.finished > 0)
      ORDER BY coalesce(ol.qty, 0) DESC, i.item_no`,
    [plant],
  );
};
