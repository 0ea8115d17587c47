// Financials: invoices past due with their aging bucket, monthly cash flow from the cash account's postings, and the
// invoices financed by dealers' floorplan lenders with their funding status.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { requirePlant } from '../plant/plantQueries.js';
import { rangeParams, sqlDate, sqlNumber } from '../shared/shippingSql.js';

export const listPastDueInvoices: OperationHandler<'listPastDueInvoices'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return db.query(
    `SELECT i.invoice_no AS "InvoiceNo", c.name AS "Customer", c.cust_no AS "CustNo", co.co_num AS "CoNum", c.salesperson AS "Salesperson",
            ${sqlDate('i.invoice_date')} AS "InvoiceDate", ${sqlDate('i.due_date')} AS "DueDate",
            (current_date - i.due_date)::int AS "DaysPastDue",
            CASE WHEN current_date - i.due_date <= 30 THEN '1-30' WHEN current_date - i.due_date <= 60 THEN '31-60'
                 WHEN current_date - i.due_date <= 90 THEN '61-90' ELSE '90+' END AS "Bucket",
            ${sqlNumber('i.total')} AS "Total", ${sqlNumber('i.paid_amount')} AS "Paid", ${sqlNumber('i.total - i.paid_amount')} AS "Balance",
            i.currency AS "Currency", i.sent_to_floorplan AS "Floorplan"
       FROM invoices i JOIN customers c ON c.id = i.customer_id LEFT JOIN customer_orders co ON co.id = i.co_id
      WHERE i.eplant_id = $1 AND i.due_date < current_date AND i.total - i.paid_amount > 0
      ORDER BY i.due_date, i.invoice_no`,
    [plant],
  );
};

export const listCashFlow: OperationHandler<'listCashFlow'> = async ({ db, query }) => {
  const params = await rangeParams(db, query);
  // Cash account 1000: debits are cash in, credits cash out; the source journal says where the money came from or went.
  return db.query(
    `WITH cash AS (
       SELECT p.period, j.entry_date, j.source, p.debit, p.credit
         FROM gl_postings p JOIN gl_accounts a ON a.id = p.account_id JOIN journal_entries j ON j.id = p.journal_entry_id
        WHERE p.eplant_id = $1 AND a.account_no = '1000'),
     months AS (
       SELECT to_char(entry_date, 'YYYY-MM') AS month, sum(debit) AS cash_in, sum(credit) AS cash_out,
              sum(debit) FILTER (WHERE source = 'AR') AS collections, sum(credit) FILTER (WHERE source = 'AP') AS payables,
              sum(credit) FILTER (WHERE source = 'PR') AS payroll
         FROM cash GROUP BY 1)
     SELECT month AS "Month", ${sqlNumber('cash_in')} AS "CashIn", ${sqlNumber('cash_out')} AS "CashOut",
            ${sqlNumber('cash_in - cash_out')} AS "Net", ${sqlNumber('coalesce(collections, 0)')} AS "Collections",
            ${sqlNumber('coalesce(payables, 0)')} AS "Payables", ${sqlNumber('coalesce(payroll, 0)')} AS "Payroll",
            ${sqlNumber('(cash_in - coalesce(collections, 0)) - (cash_out - coalesce(payables, 0) - coalesce(payroll, 0))')} AS "Other"
       FROM months WHERE month BETWEEN to_char($2::date, 'YYYY-MM') AND to_char($3::date, 'YYYY-MM')
      ORDER BY month`,
    params,
  );
};

export const listCustomerFinancing: OperationHandler<'listCustomerFinancing'> = async ({ db, query }) =>
  db.query(
    `SELECT i.invoice_no AS "InvoiceNo", ${sqlDate('i.invoice_date')} AS "InvoiceDate", c.name AS "Customer", c.cust_no AS "CustNo",
            co.co_num AS "CoNum", (SELECT count(*)::int FROM invoice_lines il WHERE il.invoice_id = i.id) AS "Units",
            (SELECT string_agg(il.vin, ', ' ORDER BY il.vin) FROM invoice_lines il WHERE il.invoice_id = i.id) AS "VINs",
            ${sqlNumber('i.total')} AS "Total", ${sqlNumber('i.paid_amount')} AS "Funded", ${sqlNumber('i.total - i.paid_amount')} AS "Balance",
            ${sqlDate('i.paid_date')} AS "FundedDate", (i.paid_date - i.invoice_date)::int AS "DaysToFund", i.currency AS "Currency",
            CASE WHEN i.paid_amount >= i.total THEN 'Funded' WHEN i.paid_amount > 0 THEN 'Partially funded' ELSE 'Awaiting funding' END AS "Status"
       FROM invoices i JOIN customers c ON c.id = i.customer_id LEFT JOIN customer_orders co ON co.id = i.co_id
      WHERE i.eplant_id = $1 AND i.sent_to_floorplan AND i.invoice_date BETWEEN $2::date AND $3::date
      ORDER BY i.invoice_date DESC, i.invoice_no`,
    await rangeParams(db, query),
  );
