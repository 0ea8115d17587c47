// Accounting screens over documents and the ledger of either plant: GL postings, AP posted per vendor and month, open
// payables, inventory valuation, floorplan-financed invoices and the units sent to lenders, shipped units against
// their invoices, and sales per region.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { sqlDate, sqlTimestamp } from '../plant/plantQueries.js';
import { book, lender, money, plantQuery, rangeQuery } from '../shared/financeSql.js';

export const listGlPostings: OperationHandler<'listGlPostings'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  const source = query.source ?? null;
  return db.query(
    `SELECT p.id AS "Id", j.entry_no AS "EntryNo", ${sqlDate('j.entry_date')} AS "EntryDate", ${sqlDate('j.period')} AS "Period",
            j.source AS "Source", j.description AS "Description", a.account_no AS "AccountNo", a.description AS "Account",
            a.account_type AS "AccountType", ${money('p.debit')} AS "Debit", ${money('p.credit')} AS "Credit",
            ${money('p.debit - p.credit')} AS "Net", j.posted AS "Posted", ${sqlTimestamp('j.posted_at')} AS "PostedAt"
       FROM journal_entries j JOIN gl_postings p ON p.journal_entry_id = j.id JOIN gl_accounts a ON a.id = p.account_id
      WHERE j.eplant_id = $1 AND j.entry_date BETWEEN $2::date AND $3::date AND ($4::text IS NULL OR j.source = $4)
      ORDER BY j.entry_date DESC, j.entry_no, a.account_no`,
    [q.plant, q.from, q.to, source],
  );
};

export const listApPostedSummary: OperationHandler<'listApPostedSummary'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  return db.query(
    `WITH r AS (
       SELECT date_trunc('month', r.receipt_date)::date AS period, po.vendor_id, po.id AS po_id, r.qty * d.unit_cost AS amount, po.currency
         FROM po_receipts r JOIN po_details d ON d.po_detail_id = r.po_detail_id JOIN purchase_orders po ON po.id = d.po_id
        WHERE r.eplant_id = $1 AND r.receipt_date BETWEEN $2::date AND $3::date
     ), runs AS (
       SELECT right(description, 7) AS month, min(entry_date) AS paid_on FROM journal_entries
        WHERE eplant_id = $1 AND source = 'AP' AND description LIKE 'Vendor payments%' GROUP BY 1
     )
     SELECT ${sqlDate('r.period')} || '|' || v.vendor_no AS "Key", ${sqlDate('r.period')} AS "Period", v.vendor_no AS "VendorNo",
            v.company AS "Vendor", v.category AS "Category", v.currency AS "Currency", count(DISTINCT r.po_id)::int AS "PurchaseOrders",
            count(*)::int AS "Receipts", ${money('sum(r.amount)')} AS "DocumentAmount", ${money(`sum(${book('r.amount', 'r.currency')})`)} AS "PostedAmount",
            ${sqlDate('min(run.paid_on)')} AS "PaymentDate", (min(run.paid_on) IS NOT NULL) AS "Paid"
       FROM r JOIN vendors v ON v.id = r.vendor_id LEFT JOIN runs run ON run.month = to_char(r.period, 'YYYY-MM')
      GROUP BY r.period, v.id ORDER BY r.period DESC, sum(r.amount) DESC`,
    [q.plant, q.from, q.to],
  );
};

export const listAccountsPayableOpen: OperationHandler<'listAccountsPayableOpen'> = async ({ db, query }) => {
  const q = await plantQuery(db, query);
  // Vendors are paid in one run at the end of the month after the receipt; a receipt is open until its run posts.
  return db.query(
    `WITH runs AS (
       SELECT DISTINCT right(description, 7) AS month FROM journal_entries
        WHERE eplant_id = $1 AND source = 'AP' AND description LIKE 'Vendor payments%'
     )
     SELECT r.id AS "Id", v.vendor_no AS "VendorNo", v.company AS "Vendor", v.terms AS "Terms", po.pono AS "PONO", d.line_no AS "PoLine",
            ${sqlDate('r.receipt_date')} AS "ReceiptDate", r.packing_slip AS "PackingSlip", d.item_no AS "ItemNo", d.descrip AS "Description",
            r.qty::float8 AS "Qty", d.unit_cost::float8 AS "UnitCost", ${money('r.qty * d.unit_cost')} AS "Amount", po.currency AS "Currency",
            ${sqlDate(`(date_trunc('month', r.receipt_date) + interval '2 month' - interval '1 day')::date`)} AS "ScheduledPayment",
            ((date_trunc('month', r.receipt_date) + interval '2 month' - interval '1 day')::date - current_date) AS "DaysUntilPayment"
       FROM po_receipts r JOIN po_details d ON d.po_detail_id = r.po_detail_id JOIN purchase_orders po ON po.id = d.po_id
       JOIN vendors v ON v.id = po.vendor_id
      WHERE r.eplant_id = $1 AND r.receipt_date >= current_date - 120
        AND NOT EXISTS (SELECT 1 FROM runs WHERE runs.month = to_char(r.receipt_date, 'YYYY-MM'))
      ORDER BY 15, v.company, r.receipt_date`,
    [q.plant],
  );
};

export const listInventoryValuation: OperationHandler<'listInventoryValuation'> = async ({ db, query }) => {
  const q = await plantQuery(db, query);
  return db.query(
    `SELECT o.id::text AS "Key", i.class AS "Class", ic.description AS "ClassDescription",
            CASE WHEN i.class IN ('FG', 'FGB') THEN '1220 Finished Goods' WHEN i.class = 'SA' THEN '1210 Work in Process' ELSE '1200 Raw Materials' END AS "GlAccount",
            i.item_no AS "ItemNo", i.descrip AS "Description", i.source AS "Source", l.warehouse AS "Warehouse", l.location AS "Location",
            o.qty::float8 AS "Qty", i.uom AS "Uom", i.std_cost::float8 AS "StdCost", ${money('o.qty * i.std_cost')} AS "ExtendedValue",
            ${sqlDate('o.last_move_at::date')} AS "LastMove"
       FROM on_hand o JOIN items i ON i.arinvt_id = o.arinvt_id JOIN item_classes ic ON ic.code = i.class JOIN locations l ON l.id = o.location_id
      WHERE o.eplant_id = $1 AND o.qty <> 0
      ORDER BY i.class, i.item_no, l.location`,
    [q.plant],
  );
};

export const listInvoiceFinancing: OperationHandler<'listInvoiceFinancing'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  return db.query(
    `SELECT i.invoice_no AS "InvoiceNo", ${sqlDate('i.invoice_date')} AS "InvoiceDate", c.cust_no AS "CustNo", c.name AS "Customer",
            ${lender('c.id')} AS "Lender", co.co_num AS "CoNum",
            (SELECT count(*) FROM invoice_lines l WHERE l.invoice_id = i.id AND l.vin IS NOT NULL)::int AS "Units",
            ${money('i.total')} AS "Total", i.currency AS "Currency", (i.paid_amount >= i.total) AS "Funded", ${sqlDate('i.paid_date')} AS "FundedDate",
            (i.paid_date - i.invoice_date) AS "DaysToFund", ${money('i.total - i.paid_amount')} AS "Outstanding",
            (COALESCE(i.paid_date, current_date) - i.invoice_date) AS "DaysOutstanding"
       FROM invoices i JOIN customers c ON c.id = i.customer_id LEFT JOIN customer_orders co ON co.id = i.co_id
      WHERE i.eplant_id = $1 AND i.sent_to_floorplan AND i.invoice_date BETWEEN $2::date AND $3::date
      ORDER BY i.invoice_date DESC, i.invoice_no DESC`,
    [q.plant, q.from, q.to],
  );
};

export const listInvoicesSentFloorplan: OperationHandler<'listInvoicesSentFloorplan'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  return db.query(
    `SELECT l.id::text AS "Key", ${sqlDate('i.invoice_date')} AS "SentDate", ${lender('c.id')} AS "Lender", c.cust_no AS "CustNo",
            c.name AS "Customer", i.invoice_no AS "InvoiceNo", l.vin AS "Vin", it.item_no AS "ItemNo", it.descrip AS "Description",
            ${money('l.amount')} AS "Amount", i.currency AS "Currency",
            CASE WHEN i.paid_amount >= i.total THEN 'Funded - MCO sent to lender' ELSE 'Awaiting funding - MCO held' END AS "McoStatus",
            ${sqlDate('i.paid_date')} AS "PaidDate"
       FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id JOIN customers c ON c.id = i.customer_id JOIN items it ON it.arinvt_id = l.arinvt_id
      WHERE i.eplant_id = $1 AND i.sent_to_floorplan AND i.invoice_date BETWEEN $2::date AND $3::date
      ORDER BY 3, i.invoice_date DESC, i.invoice_no, l.id`,
    [q.plant, q.from, q.to],
  );
};

export const listUnitsShippedInvoicing: OperationHandler<'listUnitsShippedInvoicing'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  // A unit is billed on or after the day it ships: only invoices from the start of the period on can hold it.
  return db.query(
    `WITH inv AS (
       SELECT DISTINCT ON (l.vin) l.vin, i.invoice_no, i.invoice_date FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
        WHERE i.eplant_id = $1 AND i.invoice_date >= $2::date - 30 AND l.vin IS NOT NULL ORDER BY l.vin, i.invoice_date
     )
     SELECT j.vin AS "Vin", ${sqlDate('j.ship_date')} AS "ShipDate", ld.load_no AS "LoadNo", co.co_num AS "CoNum",
            CASE WHEN col.id IS NOT NULL THEN co.co_num || '-' || col.co_line END AS "CoLine", c.cust_no AS "CustNo", c.name AS "Customer",
            j.part_no AS "ItemNo", j.config_code AS "ConfigCode", col.unit_price::float8 AS "UnitPrice", inv.invoice_no AS "InvoiceNo",
            ${sqlDate('inv.invoice_date')} AS "InvoiceDate", (inv.invoice_date - j.ship_date) AS "DaysToInvoice",
            -- The waiting groups sort ahead of 'Invoiced' in the grid, so the clerk's work list comes first.
            CASE WHEN inv.invoice_no IS NOT NULL THEN 'Invoiced' WHEN j.ship_date < current_date - 3 THEN 'Awaiting invoice (late)' ELSE 'Awaiting invoice' END AS "Status"
       FROM jobs j
       LEFT JOIN customer_order_lines col ON col.id = j.co_line_id
       LEFT JOIN customer_orders co ON co.id = col.co_id
       LEFT JOIN customers c ON c.id = co.customer_id
       LEFT JOIN LATERAL (SELECT lo.load_no FROM load_units lu JOIN loads lo ON lo.id = lu.load_id WHERE lu.job_id = j.id LIMIT 1) ld ON true
       LEFT JOIN inv ON inv.vin = j.vin
      WHERE j.eplant_id = $1 AND j.vin IS NOT NULL AND j.ship_date BETWEEN $2::date AND $3::date
      ORDER BY j.ship_date DESC, j.vin`,
    [q.plant, q.from, q.to],
  );
};

export const listSalesByRegion: OperationHandler<'listSalesByRegion'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  return db.query(
    `WITH inv AS (
       SELECT i.id, i.customer_id, to_char(i.invoice_date, 'YYYY-MM') AS month, ${book('i.amount', 'i.currency')} AS sales,
              (SELECT COALESCE(sum(l.qty), 0) FROM invoice_lines l WHERE l.invoice_id = i.id) AS units
         FROM invoices i WHERE i.eplant_id = $1 AND i.invoice_date BETWEEN $2::date AND $3::date
     )
     SELECT inv.month || '|' || c.region || '|' || c.state_code AS "Key", inv.month AS "Month", c.region AS "Region", c.country AS "Country",
            c.state_code AS "StateCode", count(*)::int AS "Invoices", sum(inv.units)::float8 AS "Units", ${money('sum(inv.sales)')} AS "Sales"
       FROM inv JOIN customers c ON c.id = inv.customer_id
      GROUP BY inv.month, c.region, c.country, c.state_code ORDER BY inv.month, c.region, c.state_code`,
    [q.plant, q.from, q.to],
  );
};
