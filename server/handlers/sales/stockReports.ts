// Finished-goods reports of the Sales area: the FG position per model, the stock list of unsold units, the weekly
// finished/shipped flow, old inventory with its carrying cost, build-to-available and the APS capacity overview.
// "In the yard" means a job with status Finished (built, not shipped); a unit is sold once its job has an order line.
import type { OperationHandler, RowOf } from '../../http/OperationHandler.js';
import { itemAbcClasses, keepClass } from '../shared/itemAbcClasses.js';
import { requirePlant, sqlDate } from '../plant/plantQueries.js';
import { checkPeriod } from './salesSql.js';

const IN_PROCESS = `('Planned', 'Released', 'InProcess')`;
/** Floorplan interest the company pays on a unit while it waits: 12% a year of its standard cost. */
const CARRYING_RATE_PER_DAY = 0.12 / 365;

export const listSalesFgTracker: OperationHandler<'listSalesFgTracker'> = async ({ db, query }) => {
  await requirePlant(db, query.plant);
  type Row = RowOf<'listSalesFgTracker'>;
  const classes = await itemAbcClasses(db, query.plant);
  const rows = await db.query<Omit<Row, 'AvgAgeDays' | 'AbcAge'> & { arinvt_id: number }>(
    `WITH fin AS (SELECT arinvt_id, count(*) AS n, count(*) FILTER (WHERE co_line_id IS NOT NULL) AS alloc
                    FROM jobs WHERE eplant_id = $1 AND status = 'Finished' GROUP BY 1),
          wip AS (SELECT arinvt_id, count(*) AS n FROM jobs WHERE eplant_id = $1 AND status IN ${IN_PROCESS} GROUP BY 1),
          ord AS (SELECT l.arinvt_id, sum(l.qty) AS n,
                         sum(l.qty) FILTER (WHERE l.job_id IS NULL OR j.status IN ${IN_PROCESS}) AS unbuilt
                    FROM customer_order_lines l LEFT JOIN jobs j ON j.id = l.job_id
                   WHERE l.eplant_id = $1 AND l.status <> 'C' GROUP BY 1),
          pos AS (SELECT i.arinvt_id, i.item_no, i.descrip, i.family, i.price, coalesce(fin.n, 0)::int AS fin, coalesce(fin.alloc, 0)::int AS alloc,
                         coalesce(wip.n, 0)::int AS wip, coalesce(ord.n, 0)::int AS ord, coalesce(ord.unbuilt, 0)::int AS unbuilt
                    FROM items i LEFT JOIN fin ON fin.arinvt_id = i.arinvt_id LEFT JOIN wip ON wip.arinvt_id = i.arinvt_id
                    LEFT JOIN ord ON ord.arinvt_id = i.arinvt_id
                   WHERE i.eplant_id = $1 AND i.class IN ('FG', 'FGB') AND (fin.n > 0 OR wip.n > 0 OR ord.n > 0))
     SELECT arinvt_id, item_no AS "ItemNo", descrip AS "Descrip", coalesce(family, '') AS "Family", fin AS "FinishedOnHand", alloc AS "Allocated",
            fin - alloc AS "Available", wip AS "InProduction", ord AS "OpenOrderUnits", unbuilt AS "Unbuilt",
            fin - alloc + wip - unbuilt AS "NetAvailable", price::float8 AS "ListPrice", ((fin - alloc) * coalesce(price, 0))::float8 AS "AvailableValue"
       FROM pos ORDER BY family, item_no`,
    [query.plant],
  );
  const withClass = rows.map(({ arinvt_id, ...row }): Row => {
    const item = classes.get(arinvt_id);
    return { ...row, AvgAgeDays: item?.avgAgeDays ?? null, AbcAge: item?.abcAge ?? 'D' };
  });
  return keepClass(withClass, query.abc, (row) => row.AbcAge);
};

export const listSalesStockList: OperationHandler<'listSalesStockList'> = async ({ db, query }) => {
  await requirePlant(db, query.plant);
  return db.query(
    `SELECT trim(j.vin) AS "VIN", j.workorder_number AS "WorkOrder", i.item_no AS "ItemNo", i.descrip AS "Descrip", j.family AS "Family",
            j.config_code AS "ConfigCode", ${sqlDate('j.finish_date')} AS "FinishDate", (current_date - j.finish_date::date)::int AS "DaysInStock",
            i.price::float8 AS "ListPrice", i.std_cost::float8 AS "StdCost", i.weight_lb::float8 AS "WeightLb"
       FROM jobs j JOIN items i ON i.arinvt_id = j.arinvt_id
      WHERE j.eplant_id = $1 AND j.status = 'Finished' AND j.co_line_id IS NULL AND j.vin IS NOT NULL
      ORDER BY j.family, i.item_no, j.finish_date`,
    [query.plant],
  );
};

export const listSalesFinishGoodsFlow: OperationHandler<'listSalesFinishGoodsFlow'> = async ({ db, query }) => {
  await checkPeriod(db, query);
  return db.query(
    `WITH w AS (SELECT generate_series(date_trunc('week', $2::date), $3::date, interval '7 days')::date AS ws),
          u AS (SELECT finish_date::date AS fin, ship_date FROM jobs WHERE eplant_id = $1 AND finish_date IS NOT NULL AND status <> 'Cancelled')
     SELECT ${sqlDate('w.ws')} AS "WeekStart",
            (SELECT count(*) FROM u WHERE u.fin >= w.ws AND u.fin < w.ws + 7)::int AS "Finished",
            (SELECT count(*) FROM u WHERE u.ship_date >= w.ws AND u.ship_date < w.ws + 7)::int AS "Shipped",
            (SELECT count(*) FROM u WHERE u.fin < w.ws + 7 AND (u.ship_date IS NULL OR u.ship_date >= w.ws + 7))::int AS "EndingStock"
       FROM w ORDER BY w.ws`,
    [query.plant, query.from, query.to],
  );
};

export const listSalesOldInventory: OperationHandler<'listSalesOldInventory'> = async ({ db, query }) => {
  await requirePlant(db, query.plant);
  return db.query(
    `SELECT trim(j.vin) AS "VIN", j.workorder_number AS "WorkOrder", i.item_no AS "ItemNo", i.descrip AS "Descrip", j.config_code AS "ConfigCode",
            ${sqlDate('j.finish_date')} AS "FinishDate", d.days AS "DaysInStock",
            CASE WHEN d.days >= 180 THEN '180+ days' WHEN d.days >= 120 THEN '120-179 days' WHEN d.days >= 90 THEN '90-119 days'
                 WHEN d.days >= 60 THEN '60-89 days' WHEN d.days >= 30 THEN '30-59 days' ELSE 'Under 30 days' END AS "AgeBucket",
            i.std_cost::float8 AS "StdCost", round(i.std_cost * d.days * ${CARRYING_RATE_PER_DAY}, 2)::float8 AS "CarryingCost",
            i.price::float8 AS "ListPrice", o.co_num AS "CoNum"
       FROM jobs j JOIN items i ON i.arinvt_id = j.arinvt_id
       CROSS JOIN LATERAL (SELECT (current_date - j.finish_date::date)::int AS days) d
       LEFT JOIN customer_order_lines l ON l.id = j.co_line_id LEFT JOIN customer_orders o ON o.id = l.co_id
      WHERE j.eplant_id = $1 AND j.status = 'Finished' AND d.days >= $2
      ORDER BY d.days DESC`,
    [query.plant, query.minDays ?? 90],
  );
};

export const listSalesBuildToAvailable: OperationHandler<'listSalesBuildToAvailable'> = async ({ db, query }) => {
  await requirePlant(db, query.plant);
  return db.query(
    `WITH stock AS (SELECT arinvt_id, count(*) FILTER (WHERE status IN ${IN_PROCESS}) AS wip, count(*) FILTER (WHERE status = 'Finished') AS fin
                      FROM jobs WHERE eplant_id = $1 AND co_line_id IS NULL GROUP BY 1),
          demand AS (SELECT l.arinvt_id, count(*) AS n FROM customer_order_lines l LEFT JOIN jobs j ON j.id = l.job_id
                      WHERE l.eplant_id = $1 AND l.status <> 'C' AND (l.job_id IS NULL OR j.status = 'Planned') GROUP BY 1),
          sold AS (SELECT il.arinvt_id, sum(il.qty) AS n FROM invoice_lines il JOIN invoices inv ON inv.id = il.invoice_id
                    WHERE inv.eplant_id = $1 AND inv.invoice_date > current_date - 365 GROUP BY 1),
          b AS (SELECT i.item_no, i.descrip, coalesce(i.family, '') AS family, coalesce(stock.wip, 0)::int AS wip, coalesce(stock.fin, 0)::int AS fin,
                       coalesce(demand.n, 0)::int AS dem, coalesce(sold.n, 0)::int AS sold
                  FROM items i LEFT JOIN stock ON stock.arinvt_id = i.arinvt_id LEFT JOIN demand ON demand.arinvt_id = i.arinvt_id
                  LEFT JOIN sold ON sold.arinvt_id = i.arinvt_id
                 WHERE i.eplant_id = $1 AND i.class IN ('FG', 'FGB') AND (stock.arinvt_id IS NOT NULL OR demand.n > 0 OR sold.n > 0))
     -- Suggested build: enough stock units to cover one month of the last year's sales after open demand is served.
     SELECT item_no AS "ItemNo", descrip AS "Descrip", family AS "Family", wip AS "StockBuildsInProcess", fin AS "StockUnitsFinished",
            dem AS "UncoveredOrderUnits", wip + fin - dem AS "Balance", greatest(0, round(sold / 12.0)::int - (wip + fin - dem)) AS "SuggestedBuild",
            sold AS "Sold12Months"
       FROM b ORDER BY "SuggestedBuild" DESC, item_no`,
    [query.plant],
  );
};

export const listSalesApsOverview: OperationHandler<'listSalesApsOverview'> = async ({ db, query }) => {
  await requirePlant(db, query.plant);
  // Weekly capacity is the plant's demonstrated pace: units finished per week over the last 13 weeks.
  return db.query(
    `WITH pace AS (SELECT greatest(1, round(count(*) / 13.0))::int AS cap FROM jobs
                    WHERE eplant_id = $1 AND finish_date >= current_date - 91 AND finish_date < current_date),
          w AS (SELECT generate_series(date_trunc('week', current_date), date_trunc('week', current_date) + interval '11 weeks', interval '7 days')::date AS ws),
          booked AS (SELECT date_trunc('week', greatest(l.due_date, current_date))::date AS ws, count(*) AS n
                       FROM customer_order_lines l LEFT JOIN jobs j ON j.id = l.job_id
                      WHERE l.eplant_id = $1 AND l.status IN ('O', 'P') AND (j.id IS NULL OR j.status IN ${IN_PROCESS}) GROUP BY 1)
     SELECT ${sqlDate('w.ws')} AS "WeekStart", pace.cap AS "Capacity", coalesce(booked.n, 0)::int AS "Booked",
            (pace.cap - coalesce(booked.n, 0))::int AS "Available"
       FROM w CROSS JOIN pace LEFT JOIN booked ON booked.ws = w.ws ORDER BY w.ws`,
    [query.plant],
  );
};
