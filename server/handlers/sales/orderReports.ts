// Customer-order reports of the Sales area: the order list, one order's header/lines/invoices/loads (OrderEntry
// detail), open order lines, the backlog by due month, open units by due week and the customer-order dashboard.
import type { OperationContext, OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { maybeOne, one } from '../../db/Database.js';
import { notFound } from '../../http/HttpError.js';
import { requirePlant, sqlDate } from '../plant/plantQueries.js';
import { checkPeriod, familyName } from './salesSql.js';

const ORDER_TOTALS = `
  count(l.id)::int AS "Lines", coalesce(sum(l.qty), 0)::float8 AS "Units",
  coalesce(sum(l.qty * l.unit_price), 0)::float8 AS "OrderAmount",
  coalesce((SELECT sum(i.amount) FROM invoices i WHERE i.co_id = o.id), 0)::float8 AS "InvoicedAmount",
  coalesce(sum(l.qty * l.unit_price) FILTER (WHERE l.status <> 'C'), 0)::float8 AS "OpenAmount"`;

export const listSalesCustomerOrders: OperationHandler<'listSalesCustomerOrders'> = async ({ db, query }) => {
  await checkPeriod(db, query);
  return db.query(
    `SELECT o.co_num AS "CoNum", ${sqlDate('o.order_date')} AS "OrderDate", c.cust_no AS "CustomerNo", c.name AS "CustomerName",
            o.cust_po AS "CustPO", o.salesperson AS "Salesperson", o.status AS "Status", ${ORDER_TOTALS},
            ${sqlDate("min(l.due_date) FILTER (WHERE l.status <> 'C')")} AS "NextDueDate", o.currency AS "Currency"
       FROM customer_orders o JOIN customers c ON c.id = o.customer_id
       LEFT JOIN customer_order_lines l ON l.co_id = o.id
      WHERE o.eplant_id = $1 AND o.order_date BETWEEN $2::date AND $3::date
      GROUP BY o.id, c.id ORDER BY o.order_date DESC, o.co_num DESC`,
    [query.plant, query.from, query.to],
  );
};

type CoParams = { coNum: string };

async function orderId(ctx: OperationContext<CoParams>): Promise<number> {
  const row = await maybeOne<{ id: number }>(ctx.db, 'SELECT id FROM customer_orders WHERE co_num = $1', [
    ctx.params.coNum.trim(),
  ]);
  if (!row) throw notFound(`Customer order ${ctx.params.coNum} not found`);
  return row.id;
}

export const getSalesOrder: OperationHandler<'getSalesOrder'> = async (ctx) => {
  const id = await orderId(ctx);
  // orderId has found the order: the aggregate reads exactly one row.
  return one<AnswerOf<'getSalesOrder'>>(
    ctx.db,
    `SELECT o.co_num AS "CoNum", ${sqlDate('o.order_date')} AS "OrderDate", o.status AS "Status", c.cust_no AS "CustomerNo",
            c.name AS "CustomerName", c.city AS "City", c.state_code AS "State", o.cust_po AS "CustPO", o.salesperson AS "Salesperson",
            o.currency AS "Currency", ${ORDER_TOTALS}, nullif(trim(coalesce(u.firstname, '') || ' ' || coalesce(u.lastname, '')), '') AS "EnteredBy"
       FROM customer_orders o JOIN customers c ON c.id = o.customer_id
       LEFT JOIN customer_order_lines l ON l.co_id = o.id
       LEFT JOIN users u ON u.guid = o.entered_by
      WHERE o.id = $1 GROUP BY o.id, c.id, u.guid`,
    [id],
  );
};

export const listSalesOrderLines: OperationHandler<'listSalesOrderLines'> = async (ctx) =>
  ctx.db.query(
    `SELECT l.co_line AS "CoLine", l.item_no AS "ItemNo", i.descrip AS "Descrip", l.config_code AS "ConfigCode", l.qty::float8 AS "Qty",
            l.unit_price::float8 AS "UnitPrice", (l.qty * l.unit_price)::float8 AS "Amount", l.status AS "Status",
            ${sqlDate('l.due_date')} AS "DueDate", trim(l.vin) AS "VIN", j.workorder_number AS "WorkOrder", j.status AS "JobStatus"
       FROM customer_order_lines l JOIN items i ON i.arinvt_id = l.arinvt_id LEFT JOIN jobs j ON j.id = l.job_id
      WHERE l.co_id = $1 ORDER BY l.co_line`,
    [await orderId(ctx)],
  );

export const listSalesOrderInvoices: OperationHandler<'listSalesOrderInvoices'> = async (ctx) =>
  ctx.db.query(
    `SELECT i.invoice_no AS "InvoiceNo", ${sqlDate('i.invoice_date')} AS "InvoiceDate", ${sqlDate('i.due_date')} AS "DueDate",
            i.amount::float8 AS "Amount", i.tax::float8 AS "Tax", i.total::float8 AS "Total", i.paid_amount::float8 AS "PaidAmount",
            (i.total - i.paid_amount)::float8 AS "Balance", i.currency AS "Currency"
       FROM invoices i WHERE i.co_id = $1 ORDER BY i.invoice_date, i.invoice_no`,
    [await orderId(ctx)],
  );

export const listSalesOrderLoads: OperationHandler<'listSalesOrderLoads'> = async (ctx) =>
  ctx.db.query(
    `SELECT ld.load_no AS "LoadNo", ${sqlDate('ld.ship_date')} AS "ShipDate", ld.status AS "Status", ca.name AS "Carrier",
            count(lu.id)::int AS "Units", ld.sales_approved AS "SalesApproved", ld.sales_approver_name AS "ApprovedBy",
            max(s.tracking_number) AS "TrackingNumber", ${sqlDate('max(s.delivered_date)')} AS "DeliveredDate"
       FROM load_units lu JOIN customer_order_lines l ON l.id = lu.co_line_id JOIN loads ld ON ld.id = lu.load_id
       LEFT JOIN carriers ca ON ca.id = ld.carrier_id LEFT JOIN shipments s ON s.load_id = ld.id
      WHERE l.co_id = $1 GROUP BY ld.id, ca.name ORDER BY ld.ship_date NULLS LAST, ld.load_no`,
    [await orderId(ctx)],
  );

export const listSalesOpenOrderLines: OperationHandler<'listSalesOpenOrderLines'> = async ({ db, query }) => {
  await requirePlant(db, query.plant);
  return db.query(
    `SELECT o.co_num AS "CoNum", l.co_line AS "CoLine", ${sqlDate('o.order_date')} AS "OrderDate", c.cust_no AS "CustomerNo",
            c.name AS "CustomerName", o.salesperson AS "Salesperson", l.item_no AS "ItemNo", l.config_code AS "ConfigCode",
            l.status AS "Status", ${sqlDate('l.due_date')} AS "DueDate", greatest(current_date - l.due_date, 0)::int AS "DaysLate",
            l.unit_price::float8 AS "UnitPrice", trim(l.vin) AS "VIN", j.status AS "JobStatus",
            (SELECT ld.load_no FROM load_units lu JOIN loads ld ON ld.id = lu.load_id WHERE lu.job_id = l.job_id ORDER BY ld.id DESC LIMIT 1) AS "LoadNo"
       FROM customer_order_lines l JOIN customer_orders o ON o.id = l.co_id JOIN customers c ON c.id = o.customer_id
       LEFT JOIN jobs j ON j.id = l.job_id
      WHERE l.eplant_id = $1 AND l.status <> 'C'
      ORDER BY l.due_date, o.co_num, l.co_line`,
    [query.plant],
  );
};

export const listSalesBacklog: OperationHandler<'listSalesBacklog'> = async ({ db, query }) => {
  await requirePlant(db, query.plant);
  return db.query(
    `SELECT to_char(date_trunc('month', l.due_date), 'YYYY-MM') AS "DueMonth", sum(l.qty)::int AS "Units",
            sum(l.qty * l.unit_price)::float8 AS "Amount", (count(*) FILTER (WHERE l.due_date < current_date))::int AS "LateUnits",
            (count(*) FILTER (WHERE l.status = 'F'))::int AS "Finished"
       FROM customer_order_lines l
      WHERE l.eplant_id = $1 AND l.status <> 'C'
      GROUP BY 1 ORDER BY 1`,
    [query.plant],
  );
};

export const listSalesOpenUnitsByWeek: OperationHandler<'listSalesOpenUnitsByWeek'> = async ({ db, query }) => {
  await requirePlant(db, query.plant);
  return db.query(
    `SELECT to_char(date_trunc('week', l.due_date), 'YYYY-MM-DD') AS "DueWeek", coalesce(i.family, 'Other') AS "Family",
            ${familyName('i.family')} AS "FamilyName", sum(l.qty)::int AS "Units", sum(l.qty * l.unit_price)::float8 AS "Amount",
            (count(*) FILTER (WHERE l.due_date < current_date))::int AS "Late"
       FROM customer_order_lines l JOIN items i ON i.arinvt_id = l.arinvt_id
      WHERE l.eplant_id = $1 AND l.status <> 'C'
      GROUP BY 1, 2, 3 ORDER BY 1, 2`,
    [query.plant],
  );
};

const STATUS_LABEL = `CASE o.status WHEN 'O' THEN 'Ordered' WHEN 'C' THEN 'Completed' WHEN 'F' THEN 'Filled' ELSE 'Planned' END`;

export const getSalesOrderDashboard: OperationHandler<'getSalesOrderDashboard'> = async ({ db, query }) => {
  await checkPeriod(db, query);
  const p = [query.plant, query.from, query.to];
  const booked = `FROM customer_orders o JOIN customer_order_lines l ON l.co_id = o.id
                  WHERE o.eplant_id = $1 AND o.order_date BETWEEN $2::date AND $3::date`;
  type Kpis = AnswerOf<'getSalesOrderDashboard'>['Kpis'][number];
  const [kpis, open] = await Promise.all([
    db.query<Pick<Kpis, 'OrdersBooked' | 'UnitsBooked' | 'AmountBooked' | 'AvgOrderValue'>>(
      `SELECT count(DISTINCT o.id)::int AS "OrdersBooked", coalesce(sum(l.qty), 0)::float8 AS "UnitsBooked",
              coalesce(sum(l.qty * l.unit_price), 0)::float8 AS "AmountBooked",
              coalesce(sum(l.qty * l.unit_price) / nullif(count(DISTINCT o.id), 0), 0)::float8 AS "AvgOrderValue" ${booked}`,
      p,
    ),
    db.query<Pick<Kpis, 'OpenOrders' | 'OpenAmount' | 'LateLines'>>(
      `SELECT count(DISTINCT l.co_id)::int AS "OpenOrders", coalesce(sum(l.qty * l.unit_price), 0)::float8 AS "OpenAmount",
              (count(*) FILTER (WHERE l.due_date < current_date))::int AS "LateLines"
         FROM customer_order_lines l WHERE l.eplant_id = $1 AND l.status <> 'C'`,
      [query.plant],
    ),
  ]);
  const Weeks = await db.query<AnswerOf<'getSalesOrderDashboard'>['Weeks'][number]>(
    `SELECT ${sqlDate("date_trunc('week', o.order_date)")} AS "WeekStart", count(DISTINCT o.id)::int AS "Orders",
            sum(l.qty)::float8 AS "Units", sum(l.qty * l.unit_price)::float8 AS "Amount" ${booked} GROUP BY 1 ORDER BY 1`,
    p,
  );
  const TopDealers = await db.query<AnswerOf<'getSalesOrderDashboard'>['TopDealers'][number]>(
    `SELECT c.cust_no AS "CustomerNo", c.name AS "CustomerName", count(DISTINCT o.id)::int AS "Orders", sum(l.qty)::float8 AS "Units",
            sum(l.qty * l.unit_price)::float8 AS "Amount"
       FROM customer_orders o JOIN customer_order_lines l ON l.co_id = o.id JOIN customers c ON c.id = o.customer_id
      WHERE o.eplant_id = $1 AND o.order_date BETWEEN $2::date AND $3::date
      GROUP BY c.id ORDER BY 5 DESC LIMIT 10`,
    p,
  );
  const ByStatus = await db.query<NonNullable<AnswerOf<'getSalesOrderDashboard'>['ByStatus']>[number]>(
    `SELECT o.status AS "Status", ${STATUS_LABEL} AS "Label", count(*)::int AS "Orders"
       FROM customer_orders o WHERE o.eplant_id = $1 AND o.order_date BETWEEN $2::date AND $3::date GROUP BY 1, 2 ORDER BY 1`,
    p,
  );
  return { Kpis: [{ ...kpis[0], ...open[0] }], Weeks, TopDealers, ByStatus };
};
