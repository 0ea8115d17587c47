// IT and finance screens: budget against GL actuals, the cost roll-up of finished products (BOM material, routing
// labor and overhead), the daily pulse of a plant, purchased-item cost variance and the dealer-product data set.
import type { OperationHandler, RowOf } from '../../http/OperationHandler.js';
import { itemAbcClasses, keepClass } from '../shared/itemAbcClasses.js';
import { requirePlant, sqlDate } from '../plant/plantQueries.js';
import { BOOK_CURRENCY, BOOK_RATE, book, money, pct, plantQuery, rangeQuery } from '../shared/financeSql.js';

/** Overhead applied per dollar of direct labor (the ratio the ledger's overhead and labor cost of sales run at). */
const OVERHEAD_RATE = 0.42;

export const listBudgetVsActual: OperationHandler<'listBudgetVsActual'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  // Variance is favorable when positive: revenue above budget, expenses below it.
  return db.query(
    `WITH b AS (
       SELECT account_id, sum(amount) AS budget FROM budget_lines
        WHERE eplant_id = $1 AND period BETWEEN date_trunc('month', $2::date)::date AND $3::date GROUP BY 1
     ), act AS (
       SELECT p.account_id, sum(p.debit - p.credit) AS net FROM gl_postings p
        WHERE p.eplant_id = $1 AND p.period BETWEEN date_trunc('month', $2::date)::date AND $3::date GROUP BY 1
     ), x AS (
       SELECT a.account_no, a.description, a.statement_group, a.account_type, COALESCE(b.budget, 0) AS budget,
              CASE WHEN a.account_type = 'revenue' THEN -1 ELSE 1 END * COALESCE(act.net, 0) AS actual
         FROM gl_accounts a LEFT JOIN b ON b.account_id = a.id LEFT JOIN act ON act.account_id = a.id
        WHERE a.eplant_id = $1 AND a.account_type IN ('revenue', 'expense')
     )
     SELECT account_no AS "AccountNo", description AS "Account", statement_group AS "StatementGroup", account_type AS "AccountType",
            ${money('budget')} AS "Budget", ${money('actual')} AS "Actual",
            ${money(`CASE WHEN account_type = 'revenue' THEN actual - budget ELSE budget - actual END`)} AS "Variance",
            ${pct(`CASE WHEN account_type = 'revenue' THEN actual - budget ELSE budget - actual END`, 'budget')} AS "VariancePct",
            ${pct('actual', 'budget')} AS "UsedPct"
       FROM x ORDER BY CASE account_type WHEN 'revenue' THEN 0 ELSE 1 END, account_no`,
    [q.plant, q.from, q.to],
  );
};

export const listProductCostRollup: OperationHandler<'listProductCostRollup'> = async ({ db, query }) => {
  const q = await plantQuery(db, query);
  return db.query(
    `WITH RECURSIVE walk(top, child, qty, depth) AS (
       SELECT b.parent_arinvt_id, b.child_arinvt_id, b.qty::numeric, 1
         FROM bom b JOIN items p ON p.arinvt_id = b.parent_arinvt_id WHERE b.eplant_id = $1 AND p.class IN ('FG', 'FGB')
       UNION ALL
       SELECT w.top, b.child_arinvt_id, w.qty * b.qty, w.depth + 1 FROM walk w JOIN bom b ON b.parent_arinvt_id = w.child WHERE w.depth < 8
     ), material AS (
       SELECT w.top, count(DISTINCT w.child)::int AS components, sum(w.qty * c.std_cost) AS cost
         FROM walk w JOIN items c ON c.arinvt_id = w.child WHERE c.source = 'P' GROUP BY w.top
     ), rate AS (
       SELECT resource_group, avg(hourly_rate) AS rate FROM work_centers WHERE eplant_id = $1 GROUP BY 1
     ), labor AS (
       SELECT r.family, sum(r.std_hours) AS hours, sum(r.std_hours * COALESCE(rt.rate, 0)) AS cost
         FROM routing_steps r LEFT JOIN rate rt ON rt.resource_group = r.resource_group GROUP BY r.family
     ), x AS (
       SELECT i.item_no, i.descrip, i.family, COALESCE(m.components, 0) AS components, COALESCE(m.cost, 0) AS material,
              COALESCE(l.hours, 0) AS hours, COALESCE(l.cost, 0) AS labor, i.std_cost, i.price
         FROM items i LEFT JOIN material m ON m.top = i.arinvt_id LEFT JOIN labor l ON l.family = i.family
        WHERE i.eplant_id = $1 AND i.class IN ('FG', 'FGB') AND i.active
     )
     SELECT item_no AS "ItemNo", descrip AS "Description", family AS "Family", components AS "Components", ${money('material')} AS "MaterialCost",
            round(hours, 2)::float8 AS "LaborHours", ${money('labor')} AS "LaborCost", ${money(`labor * ${OVERHEAD_RATE}`)} AS "OverheadCost",
            ${money(`material + labor * ${1 + OVERHEAD_RATE}`)} AS "RolledCost", ${money('std_cost')} AS "StdCost",
            ${money(`material + labor * ${1 + OVERHEAD_RATE} - std_cost`)} AS "CostVariance", price::float8 AS "Price",
            ${pct(`price - (material + labor * ${1 + OVERHEAD_RATE})`, 'price')} AS "MarginPct"
       FROM x ORDER BY family, item_no`,
    [q.plant],
  );
};

/** The last day on or before $2 with units finished or invoices issued in plant $1 (weekends and holidays roll back). */
const BUSINESS_DAY = `(SELECT GREATEST(
    (SELECT max((finish_date AT TIME ZONE 'America/Chicago')::date) FROM jobs WHERE eplant_id = $1 AND finish_date < ($2::date + 1)::timestamp AT TIME ZONE 'America/Chicago'),
    (SELECT max(invoice_date) FROM invoices WHERE eplant_id = $1 AND invoice_date <= $2::date)))`;

export const getDailyPulse: OperationHandler<'getDailyPulse'> = async ({ db, query }) => {
  const { plant, date } = query;
  await requirePlant(db, plant);
  return db.query(
    `WITH d AS (SELECT COALESCE(${BUSINESS_DAY}, $2::date) AS day)
     SELECT ${sqlDate('d.day')} AS "BusinessDay",
            (SELECT count(*) FROM jobs WHERE eplant_id = $1 AND (finish_date AT TIME ZONE 'America/Chicago')::date = d.day)::int AS "UnitsFinished",
            (SELECT count(*) FROM jobs WHERE eplant_id = $1 AND ship_date = d.day)::int AS "UnitsShipped",
            (SELECT count(*) FROM customer_orders WHERE eplant_id = $1 AND order_date = d.day)::int AS "OrdersBooked",
            (SELECT ${money(`COALESCE(sum(${book('l.qty * l.unit_price', 'co.currency')}), 0)`)} FROM customer_orders co
               JOIN customer_order_lines l ON l.co_id = co.id WHERE co.eplant_id = $1 AND co.order_date = d.day) AS "OrderValue",
            (SELECT ${money(`COALESCE(sum(${book('total', 'currency')}), 0)`)} FROM invoices WHERE eplant_id = $1 AND invoice_date = d.day) AS "Invoiced",
            (SELECT ${money(`COALESCE(sum(${book('paid_amount', 'currency')}), 0)`)} FROM invoices WHERE eplant_id = $1 AND paid_date = d.day) AS "Collected",
            (SELECT ${pct(`count(*) FILTER (WHERE status IN ('Present', 'Late'))`, 'count(*)')} FROM attendance_days WHERE eplant_id = $1 AND work_date = d.day) AS "AttendancePct",
            (SELECT count(*) FROM paint_qc_records WHERE eplant_id = $1 AND date_input = d.day)::int AS "QcChecks",
            (SELECT count(*) FROM customer_orders WHERE eplant_id = $1 AND status = 'O')::int AS "OpenOrders",
            ${BOOK_CURRENCY} AS "Currency"
       FROM d`,
    [plant, date],
  );
};

export const listDailyPulseTrend: OperationHandler<'listDailyPulseTrend'> = async ({ db, query }) => {
  const { plant, date } = query;
  await requirePlant(db, plant);
  return db.query(
    `WITH d AS (SELECT COALESCE(${BUSINESS_DAY}, $2::date) AS day),
     days AS (SELECT generate_series(d.day - 29, d.day, interval '1 day')::date AS day FROM d)
     SELECT ${sqlDate('days.day')} AS "Day", to_char(days.day, 'Mon DD') AS "DayLabel",
            (SELECT count(*) FROM jobs WHERE eplant_id = $1 AND (finish_date AT TIME ZONE 'America/Chicago')::date = days.day)::int AS "UnitsFinished",
            (SELECT count(*) FROM jobs WHERE eplant_id = $1 AND ship_date = days.day)::int AS "UnitsShipped",
            (SELECT COALESCE(sum(l.qty), 0) FROM customer_orders co JOIN customer_order_lines l ON l.co_id = co.id
              WHERE co.eplant_id = $1 AND co.order_date = days.day)::int AS "UnitsOrdered",
            (SELECT ${money(`COALESCE(sum(${book('total', 'currency')}), 0)`)} FROM invoices WHERE eplant_id = $1 AND invoice_date = days.day) AS "Invoiced"
       FROM days WHERE extract(isodow FROM days.day) < 6 ORDER BY days.day`,
    [plant, date],
  );
};

export const listItemCostVariance: OperationHandler<'listItemCostVariance'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  type Row = RowOf<'listItemCostVariance'>;
  const classes = await itemAbcClasses(db, q.plant);
  // Standard costs are kept in U.S. dollars in both plants, so peso PO prices are converted before comparing.
  const rows = await db.query<Omit<Row, 'Sales12m' | 'AbcSales'> & { arinvt_id: number }>(
    `WITH rec AS (
       SELECT d.arinvt_id, r.receipt_date, r.qty, CASE WHEN po.currency = 'MXN' THEN d.unit_cost / ${BOOK_RATE} ELSE d.unit_cost END AS unit_cost, r.id,
              row_number() OVER (PARTITION BY d.arinvt_id ORDER BY r.receipt_date DESC, r.id DESC) AS rn
         FROM po_receipts r JOIN po_details d ON d.po_detail_id = r.po_detail_id JOIN purchase_orders po ON po.id = d.po_id
        WHERE r.eplant_id = $1 AND r.receipt_date BETWEEN $2::date AND $3::date
     ), agg AS (
       SELECT arinvt_id, sum(qty) AS qty, sum(qty * unit_cost) / NULLIF(sum(qty), 0) AS avg_cost,
              max(unit_cost) FILTER (WHERE rn = 1) AS last_cost, max(receipt_date) AS last_date
         FROM rec GROUP BY 1
     ), oh AS (SELECT arinvt_id, sum(qty) AS qty FROM on_hand WHERE eplant_id = $1 GROUP BY 1)
     SELECT i.arinvt_id, i.item_no AS "ItemNo", i.descrip AS "Description", i.class AS "Class", i.uom AS "Uom", i.std_cost::float8 AS "StdCost",
            round(a.last_cost, 4)::float8 AS "LastPoCost", ${sqlDate('a.last_date')} AS "LastReceiptDate", round(a.avg_cost, 4)::float8 AS "AvgPoCost",
            ${pct('a.avg_cost - i.std_cost', 'i.std_cost')} AS "VariancePct", a.qty::float8 AS "QtyReceived",
            ${money('(a.avg_cost - i.std_cost) * a.qty')} AS "PurchaseVariance", COALESCE(oh.qty, 0)::float8 AS "OnHandQty",
            ${money('COALESCE(oh.qty, 0) * i.std_cost')} AS "OnHandValue"
       FROM agg a JOIN items i ON i.arinvt_id = a.arinvt_id LEFT JOIN oh ON oh.arinvt_id = a.arinvt_id
      ORDER BY abs((a.avg_cost - i.std_cost) * a.qty) DESC, i.item_no`,
    [q.plant, q.from, q.to],
  );
  const withClass = rows.map(({ arinvt_id, ...row }): Row => {
    const item = classes.get(arinvt_id);
    return { ...row, Sales12m: item?.sales12m ?? 0, AbcSales: item?.abcSales ?? 'D' };
  });
  return keepClass(withClass, query.abc, (row) => row.AbcSales);
};

export const listDealerProducts: OperationHandler<'listDealerProducts'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  return db.query(
    `SELECT c.cust_no || '|' || i.item_no || '|' || co.currency AS "Key", c.cust_no AS "CustNo", c.name AS "Dealer", c.state_code AS "StateCode",
            c.region AS "Region", i.family AS "Family", i.item_no AS "ItemNo", i.descrip AS "Description", sum(l.qty)::float8 AS "Units",
            ${money('sum(l.qty * l.unit_price)')} AS "Sales", co.currency AS "Currency", ${sqlDate('max(co.order_date)')} AS "LastOrderDate"
       FROM customer_orders co JOIN customer_order_lines l ON l.co_id = co.id JOIN customers c ON c.id = co.customer_id
       JOIN items i ON i.arinvt_id = l.arinvt_id
      WHERE co.eplant_id = $1 AND co.order_date BETWEEN $2::date AND $3::date
      GROUP BY c.id, i.arinvt_id, co.currency ORDER BY c.name, i.item_no`,
    [q.plant, q.from, q.to],
  );
};
