// Invoiced-sales reports of the Sales area: trends and sales by product line (pivots), exports, the MX plant's
// invoices (all, and those for units sold into the U.S.), parts counter sales, the customers overview and the
// model/configuration templates order entry copies. Amounts of MXN invoices are converted to U.S. dollars where
// periods or plants are added together.
import type { OperationHandler, RowOf } from '../../http/OperationHandler.js';
import { itemAbcClasses, keepClass } from '../shared/itemAbcClasses.js';
import { sqlDate } from '../plant/plantQueries.js';
import { requireDateRange } from '../plant/plantQueries.js';
import { checkPeriod, familyName, usd } from './salesSql.js';

const MX_PLANT = 3;

export const listSalesTrends: OperationHandler<'listSalesTrends'> = async ({ db, query }) => {
  await checkPeriod(db, query);
  return db.query(
    `SELECT to_char(inv.invoice_date, 'YYYY-MM') AS "Month", c.region AS "Region", c.state_code AS "State", c.country AS "Country",
            c.salesperson AS "Salesperson", ${familyName('i.family')} AS "Family", sum(il.qty)::float8 AS "Units",
            round(sum(${usd('il.amount')}), 2)::float8 AS "Amount"
       FROM invoice_lines il JOIN invoices inv ON inv.id = il.invoice_id JOIN customers c ON c.id = inv.customer_id
       JOIN items i ON i.arinvt_id = il.arinvt_id
      WHERE inv.eplant_id = $1 AND inv.invoice_date BETWEEN $2::date AND $3::date
      GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3`,
    [query.plant, query.from, query.to],
  );
};

export const listSalesByLine: OperationHandler<'listSalesByLine'> = async ({ db, query }) => {
  await checkPeriod(db, query);
  return db.query(
    `SELECT coalesce(i.family, 'Other') AS "Family", ${familyName('i.family')} AS "FamilyName", to_char(inv.invoice_date, 'YYYY-MM') AS "Month",
            sum(il.qty)::float8 AS "Units", round(sum(${usd('il.amount')}), 2)::float8 AS "Amount",
            round(sum(il.qty * i.std_cost), 2)::float8 AS "StdCost", round(sum(${usd('il.amount')}) - sum(il.qty * i.std_cost), 2)::float8 AS "Margin"
       FROM invoice_lines il JOIN invoices inv ON inv.id = il.invoice_id JOIN items i ON i.arinvt_id = il.arinvt_id
      WHERE inv.eplant_id = $1 AND inv.invoice_date BETWEEN $2::date AND $3::date
      GROUP BY 1, 2, 3 ORDER BY 3, 1`,
    [query.plant, query.from, query.to],
  );
};

export const listSalesExports: OperationHandler<'listSalesExports'> = async ({ db, query }) => {
  await checkPeriod(db, query);
  return db.query(
    `SELECT inv.invoice_no AS "InvoiceNo", ${sqlDate('inv.invoice_date')} AS "InvoiceDate", c.cust_no AS "CustomerNo", c.name AS "CustomerName",
            c.country AS "Country", c.state_code AS "State", trim(il.vin) AS "VIN", i.item_no AS "ItemNo", il.amount::float8 AS "Amount",
            inv.currency AS "Currency", s.shipment_no AS "ShipmentNo", s.status AS "ShipmentStatus"
       FROM invoice_lines il JOIN invoices inv ON inv.id = il.invoice_id JOIN customers c ON c.id = inv.customer_id
       JOIN items i ON i.arinvt_id = il.arinvt_id JOIN plants p ON p.id = inv.eplant_id
       LEFT JOIN customer_order_lines col ON col.id = il.co_line_id
       LEFT JOIN LATERAL (SELECT sh.shipment_no, sh.status FROM load_units lu JOIN shipments sh ON sh.load_id = lu.load_id
                           WHERE lu.job_id = col.job_id ORDER BY sh.ship_date DESC LIMIT 1) s ON true
      WHERE inv.eplant_id = $1 AND inv.invoice_date BETWEEN $2::date AND $3::date
        AND c.country <> CASE WHEN p.id = ${MX_PLANT} THEN 'MX' ELSE 'US' END
      ORDER BY inv.invoice_date DESC, inv.invoice_no`,
    [query.plant, query.from, query.to],
  );
};

export const listSalesMxInvoices: OperationHandler<'listSalesMxInvoices'> = async ({ db, query }) => {
  requireDateRange(query.from, query.to);
  return db.query(
    `SELECT inv.invoice_no AS "InvoiceNo", ${sqlDate('inv.invoice_date')} AS "InvoiceDate", inv.cfdi_uuid::text AS "CfdiUuid",
            o.co_num AS "CoNum", c.cust_no AS "CustomerNo", c.name AS "CustomerName", c.country AS "Country", inv.currency AS "Currency",
            inv.amount::float8 AS "Amount", inv.tax::float8 AS "Iva", inv.total::float8 AS "Total", inv.exchange_rate::float8 AS "ExchangeRate",
            round(${usd('inv.total')}, 2)::float8 AS "TotalUSD", inv.paid_amount::float8 AS "PaidAmount", (inv.total - inv.paid_amount)::float8 AS "Balance"
       FROM invoices inv JOIN customers c ON c.id = inv.customer_id LEFT JOIN customer_orders o ON o.id = inv.co_id
      WHERE inv.eplant_id = ${MX_PLANT} AND inv.invoice_date BETWEEN $1::date AND $2::date
      ORDER BY inv.invoice_date DESC, inv.invoice_no DESC`,
    [query.from, query.to],
  );
};

export const listSalesMxToUsInvoices: OperationHandler<'listSalesMxToUsInvoices'> = async ({ db, query }) => {
  requireDateRange(query.from, query.to);
  return db.query(
    `SELECT inv.invoice_no AS "InvoiceNo", ${sqlDate('inv.invoice_date')} AS "InvoiceDate", inv.cfdi_uuid::text AS "CfdiUuid",
            o.co_num AS "CoNum", c.cust_no AS "CustomerNo", c.name AS "CustomerName", c.state_code AS "State",
            (SELECT count(*) FROM invoice_lines il WHERE il.invoice_id = inv.id)::int AS "Units", round(${usd('inv.total')}, 2)::float8 AS "TotalUSD",
            (SELECT round(sum(il.qty * i.std_cost), 2) FROM invoice_lines il JOIN items i ON i.arinvt_id = il.arinvt_id WHERE il.invoice_id = inv.id)::float8 AS "TransferCost",
            s.shipment_no AS "ShipmentNo", s.status AS "ShipmentStatus", ${sqlDate('s.delivered_date')} AS "DeliveredDate"
       FROM invoices inv JOIN customers c ON c.id = inv.customer_id LEFT JOIN customer_orders o ON o.id = inv.co_id
       LEFT JOIN LATERAL (SELECT sh.shipment_no, sh.status, sh.delivered_date FROM invoice_lines il JOIN customer_order_lines col ON col.id = il.co_line_id JOIN load_units lu ON lu.job_id = col.job_id
                           JOIN shipments sh ON sh.load_id = lu.load_id WHERE il.invoice_id = inv.id ORDER BY sh.ship_date DESC LIMIT 1) s ON true
      WHERE inv.eplant_id = ${MX_PLANT} AND c.country = 'US' AND inv.invoice_date BETWEEN $1::date AND $2::date
      ORDER BY inv.invoice_date DESC, inv.invoice_no DESC`,
    [query.from, query.to],
  );
};

export const listSalesPartsSales: OperationHandler<'listSalesPartsSales'> = async ({ db, query }) => {
  await checkPeriod(db, query);
  type Row = RowOf<'listSalesPartsSales'>;
  const classes = await itemAbcClasses(db, query.plant);
  const rows = await db.query<Omit<Row, 'Sales12m' | 'AbcSales'> & { arinvt_id: number }>(
    `SELECT ps.arinvt_id, ps.id AS "Id", ps.invoice_no AS "InvoiceNo", ${sqlDate('ps.invoice_date')} AS "InvoiceDate", c.cust_no AS "CustomerNo",
            c.name AS "CustomerName", i.item_no AS "ItemNo", i.descrip AS "Descrip", i.class AS "Class", ps.qty::float8 AS "Qty",
            ps.unit_price::float8 AS "UnitPrice", round(ps.qty * ps.unit_price, 2)::float8 AS "Amount", round(ps.qty * ps.unit_cost, 2)::float8 AS "Cost",
            round(ps.qty * (ps.unit_price - ps.unit_cost), 2)::float8 AS "Margin"
       FROM parts_sales ps JOIN customers c ON c.id = ps.customer_id JOIN items i ON i.arinvt_id = ps.arinvt_id
      WHERE ps.eplant_id = $1 AND ps.invoice_date BETWEEN $2::date AND $3::date
      ORDER BY ps.invoice_date DESC, ps.invoice_no, ps.id`,
    [query.plant, query.from, query.to],
  );
  const withClass = rows.map(({ arinvt_id, ...row }): Row => {
    const item = classes.get(arinvt_id);
    return { ...row, Sales12m: item?.sales12m ?? 0, AbcSales: item?.abcSales ?? 'D' };
  });
  return keepClass(withClass, query.abc, (row) => row.AbcSales);
};

export const listSalesCustomersOverview: OperationHandler<'listSalesCustomersOverview'> = async ({ db, query }) => {
  await checkPeriod(db, query);
  return db.query(
    `SELECT c.cust_no AS "CustomerNo", c.name AS "Name", c.city AS "City", c.state_code AS "State", c.country AS "Country", c.region AS "Region",
            c.salesperson AS "Salesperson", c.is_dealer AS "IsDealer",
            (SELECT count(*) FROM customer_orders o WHERE o.customer_id = c.id AND o.order_date BETWEEN $2::date AND $3::date)::int AS "Orders",
            coalesce(s.units, 0)::float8 AS "UnitsSold", coalesce(s.amount, 0)::float8 AS "SalesAmount",
            ${sqlDate('(SELECT max(o.order_date) FROM customer_orders o WHERE o.customer_id = c.id)')} AS "LastOrderDate",
            coalesce((SELECT sum(l.qty * l.unit_price) FROM customer_orders o JOIN customer_order_lines l ON l.co_id = o.id
                       WHERE o.customer_id = c.id AND l.status <> 'C'), 0)::float8 AS "OpenOrderAmount",
            coalesce((SELECT sum(inv.total - inv.paid_amount) FROM invoices inv WHERE inv.customer_id = c.id), 0)::float8 AS "OpenAR",
            c.credit_limit::float8 AS "CreditLimit", c.currency AS "Currency"
       FROM customers c
       LEFT JOIN LATERAL (SELECT sum(il.qty) AS units, sum(il.amount) AS amount FROM invoices inv JOIN invoice_lines il ON il.invoice_id = inv.id
                           WHERE inv.customer_id = c.id AND inv.invoice_date BETWEEN $2::date AND $3::date) s ON true
      WHERE c.eplant_id = $1 AND c.active
      ORDER BY "SalesAmount" DESC, c.name`,
    [query.plant, query.from, query.to],
  );
};

export const listSalesTemplates: OperationHandler<'listSalesTemplates'> = async ({ db, query }) => {
  await checkPeriod(db, query);
  return db.query(
    `SELECT l.item_no AS "ItemNo", l.config_code AS "ConfigCode", i.descrip AS "Descrip", coalesce(i.family, '') AS "Family",
            count(DISTINCT o.id)::int AS "TimesOrdered", sum(l.qty)::float8 AS "UnitsOrdered", round(avg(l.unit_price), 2)::float8 AS "AvgPrice",
            i.price::float8 AS "ListPrice", ${sqlDate('max(o.order_date)')} AS "LastOrdered", count(DISTINCT o.customer_id)::int AS "Customers"
       FROM customer_order_lines l JOIN customer_orders o ON o.id = l.co_id JOIN items i ON i.arinvt_id = l.arinvt_id
      WHERE o.eplant_id = $1 AND o.order_date BETWEEN $2::date AND $3::date AND l.config_code IS NOT NULL
      GROUP BY l.item_no, l.config_code, i.arinvt_id ORDER BY "UnitsOrdered" DESC, l.item_no, l.config_code`,
    [query.plant, query.from, query.to],
  );
};
