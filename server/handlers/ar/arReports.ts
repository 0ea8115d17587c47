// AR screens: the invoice log with payment status, open balances aged per customer, invoiced and collected amounts per
// week and region, and the serialized units (VINs) on invoices with how long they have been outstanding.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { sqlDate } from '../plant/plantQueries.js';
import { BOOK_CURRENCY, book, money, plantQuery, rangeQuery } from '../shared/financeSql.js';

export const listArInvoiceLog: OperationHandler<'listArInvoiceLog'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  return db.query(
    `SELECT i.invoice_no AS "InvoiceNo", ${sqlDate('i.invoice_date')} AS "InvoiceDate", ${sqlDate('i.due_date')} AS "DueDate",
            c.cust_no AS "CustNo", c.name AS "Customer", co.co_num AS "CoNum", co.cust_po AS "CustPo", c.salesperson AS "Salesperson",
            c.credit_terms AS "Terms", ${money('i.amount')} AS "Amount", ${money('i.tax')} AS "Tax", ${money('i.total')} AS "Total",
            ${money('i.paid_amount')} AS "PaidAmount", ${money('i.total - i.paid_amount')} AS "Balance", ${sqlDate('i.paid_date')} AS "PaidDate",
            (i.paid_date - i.invoice_date) AS "DaysToPay",
            CASE WHEN i.paid_amount >= i.total THEN 0 ELSE GREATEST(current_date - i.due_date, 0) END AS "DaysPastDue",
            CASE WHEN i.paid_amount >= i.total THEN 'Paid' WHEN current_date > i.due_date THEN 'Past due' ELSE 'Open' END AS "Status",
            i.currency AS "Currency", i.sent_to_floorplan AS "Floorplan"
       FROM invoices i JOIN customers c ON c.id = i.customer_id LEFT JOIN customer_orders co ON co.id = i.co_id
      WHERE i.eplant_id = $1 AND i.invoice_date BETWEEN $2::date AND $3::date
      ORDER BY i.invoice_date DESC, i.invoice_no DESC`,
    [q.plant, q.from, q.to],
  );
};

export const listArCustomerAging: OperationHandler<'listArCustomerAging'> = async ({ db, query }) => {
  const q = await plantQuery(db, query);
  return db.query(
    `WITH open AS (
       SELECT customer_id, total - paid_amount AS bal, current_date - due_date AS late, due_date
         FROM invoices WHERE eplant_id = $1 AND paid_amount < total
     ), last_paid AS (
       SELECT customer_id, max(paid_date) AS paid FROM invoices WHERE eplant_id = $1 AND paid_date IS NOT NULL GROUP BY 1
     )
     SELECT c.cust_no AS "CustNo", c.name AS "Customer", c.region AS "Region", c.salesperson AS "Salesperson",
            c.credit_terms AS "CreditTerms", c.currency AS "Currency", ${money('c.credit_limit')} AS "CreditLimit",
            ${money('COALESCE(sum(o.bal) FILTER (WHERE o.late <= 0), 0)')} AS "Current",
            ${money('COALESCE(sum(o.bal) FILTER (WHERE o.late BETWEEN 1 AND 30), 0)')} AS "Days1To30",
            ${money('COALESCE(sum(o.bal) FILTER (WHERE o.late BETWEEN 31 AND 60), 0)')} AS "Days31To60",
            ${money('COALESCE(sum(o.bal) FILTER (WHERE o.late BETWEEN 61 AND 90), 0)')} AS "Days61To90",
            ${money('COALESCE(sum(o.bal) FILTER (WHERE o.late > 90), 0)')} AS "Over90",
            ${money('sum(o.bal)')} AS "OpenBalance", ${money('c.credit_limit - sum(o.bal)')} AS "AvailableCredit",
            count(*)::int AS "OpenInvoices", ${sqlDate('min(o.due_date)')} AS "OldestDueDate", ${sqlDate('max(lp.paid)')} AS "LastPaymentDate"
       FROM open o JOIN customers c ON c.id = o.customer_id LEFT JOIN last_paid lp ON lp.customer_id = o.customer_id
      GROUP BY c.id ORDER BY sum(o.bal) DESC`,
    [q.plant],
  );
};

export const listArWeeklyTrend: OperationHandler<'listArWeeklyTrend'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  return db.query(
    `WITH ev AS (
       SELECT date_trunc('week', invoice_date)::date AS wk, customer_id, ${book('total', 'currency')} AS inv, 0 AS col, 1 AS n
         FROM invoices WHERE eplant_id = $1 AND invoice_date BETWEEN $2::date AND $3::date
       UNION ALL
       SELECT date_trunc('week', paid_date)::date, customer_id, 0, ${book('paid_amount', 'currency')}, 0
         FROM invoices WHERE eplant_id = $1 AND paid_date BETWEEN $2::date AND $3::date
     )
     SELECT ${sqlDate('e.wk')} || '|' || c.region AS "Key", ${sqlDate('e.wk')} AS "Week", c.region AS "Region", c.country AS "Country",
            sum(e.n)::int AS "Invoices", ${money('sum(e.inv)')} AS "Invoiced", ${money('sum(e.col)')} AS "Collected", ${BOOK_CURRENCY} AS "Currency"
       FROM ev e JOIN customers c ON c.id = e.customer_id
      GROUP BY e.wk, c.region, c.country ORDER BY e.wk, c.region`,
    [q.plant, q.from, q.to],
  );
};

export const listArInvoicedUnits: OperationHandler<'listArInvoicedUnits'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  return db.query(
    `SELECT l.vin AS "Vin", i.invoice_no AS "InvoiceNo", ${sqlDate('i.invoice_date')} AS "InvoiceDate", c.cust_no AS "CustNo", c.name AS "Customer",
            CASE WHEN col.id IS NOT NULL THEN co.co_num || '-' || col.co_line END AS "CoLine", it.item_no AS "ItemNo", it.descrip AS "Description",
            it.family AS "Family", COALESCE(col.config_code, j.config_code) AS "ConfigCode", ${sqlDate('j.ship_date')} AS "ShipDate",
            ${money('l.amount')} AS "Amount", i.currency AS "Currency", (i.paid_amount >= i.total) AS "Paid", ${sqlDate('i.paid_date')} AS "PaidDate",
            (COALESCE(i.paid_date, current_date) - i.invoice_date) AS "DaysOutstanding", i.sent_to_floorplan AS "Floorplan"
       FROM invoice_lines l
       JOIN invoices i ON i.id = l.invoice_id
       JOIN customers c ON c.id = i.customer_id
       JOIN items it ON it.arinvt_id = l.arinvt_id
       LEFT JOIN customer_order_lines col ON col.id = l.co_line_id
       LEFT JOIN customer_orders co ON co.id = col.co_id
       LEFT JOIN jobs j ON j.vin = l.vin
      WHERE i.eplant_id = $1 AND l.vin IS NOT NULL AND i.invoice_date BETWEEN $2::date AND $3::date
      ORDER BY i.invoice_date DESC, i.invoice_no DESC, l.vin`,
    [q.plant, q.from, q.to],
  );
};
