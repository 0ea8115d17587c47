// A dealer's invoices: the list of a period and one invoice as a PDF built from the invoice data (header,
// its units with VIN, amounts, payment). Dealers see their own only (docs/adr/015); staff see every dealer's.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { maybeOne } from '../../db/Database.js';
import { notFound } from '../../http/HttpError.js';
import { sqlDate } from '../plant/plantQueries.js';
import { dealerInvoice } from '../../documents/dealerInvoice.js';
import { readerOf, sendDocument, usDate } from '../../documents/sendDocument.js';
import { DEALER, report } from '../shared/dealersSql.js';

export const listDealerInvoices = report<'listDealerInvoices'>(
  `SELECT i.invoice_no AS "InvoiceNo", ${sqlDate('i.invoice_date')} AS "InvoiceDate", ${sqlDate('i.due_date')} AS "DueDate",
          c.cust_no AS "DealerNo", c.name AS "DealerName", o.co_num AS "CoNum",
          (SELECT count(*) FROM invoice_lines il WHERE il.invoice_id = i.id AND il.vin IS NOT NULL)::int AS "Units",
          i.total::float8 AS "Total", i.paid_amount::float8 AS "PaidAmount", (i.total - i.paid_amount)::float8 AS "Balance",
          i.currency AS "Currency", 'Invoice-' || i.invoice_no || '.pdf' AS "FileName"
     FROM invoices i JOIN customers c ON c.id = i.customer_id AND c.is_dealer LEFT JOIN customer_orders o ON o.id = i.co_id
    WHERE i.eplant_id = $1 AND i.invoice_date BETWEEN $2::date AND $3::date AND ($4::text IS NULL OR c.cust_no = $4)
    ORDER BY i.invoice_date DESC, i.id DESC`,
  ['plant', 'from', 'to', DEALER],
);

export const getDealerInvoiceFile: OperationHandler<'getDealerInvoiceFile'> = async (ctx) => {
  const { db, params, reply } = ctx;
  const inv = await maybeOne<{
    id: number;
    invoice_no: string;
    invoice_date: string;
    due_date: string;
    dealer: string;
    cust_no: string;
    address: string;
    city: string;
    co_num: string | null;
    amount: number;
    tax: number;
    total: number;
    paid: number;
    currency: string;
    plant: number;
  }>(
    db,
    `SELECT i.id, i.invoice_no, ${sqlDate('i.invoice_date')} AS invoice_date, ${sqlDate('i.due_date')} AS due_date, c.name AS dealer, c.cust_no,
            c.address, c.city || ', ' || c.state_code || ' ' || c.zip AS city, o.co_num, i.amount::float8 AS amount, i.tax::float8 AS tax,
            i.total::float8 AS total, i.paid_amount::float8 AS paid, i.currency, i.eplant_id AS plant
       FROM invoices i JOIN customers c ON c.id = i.customer_id
       LEFT JOIN customer_orders o ON o.id = i.co_id WHERE i.invoice_no = $1`,
    [params.invoiceNo],
  );
  if (!inv) throw notFound(`Invoice ${params.invoiceNo} not found`);
  const lines = await db.query<{ item_no: string; vin: string | null; qty: number; amount: number }>(
    `SELECT it.item_no, trim(il.vin) AS vin, il.qty::float8 AS qty, il.amount::float8 AS amount
       FROM invoice_lines il JOIN items it ON it.arinvt_id = il.arinvt_id WHERE il.invoice_id = $1 ORDER BY il.id`,
    [inv.id],
  );
  const layout = dealerInvoice(
    {
      plant: inv.plant,
      invoiceNo: inv.invoice_no,
      invoiceDate: usDate(inv.invoice_date),
      dueDate: usDate(inv.due_date),
      dealer: inv.dealer,
      custNo: inv.cust_no,
      address: inv.address,
      city: inv.city,
      coNum: inv.co_num,
      currency: inv.currency,
      amount: inv.amount,
      tax: inv.tax,
      total: inv.total,
      paid: inv.paid,
      lines: lines.map((l) => ({ itemNo: l.item_no, vin: l.vin, qty: l.qty, amount: l.amount })),
    },
    readerOf(ctx),
  );
  return sendDocument(reply, layout, `Invoice-${inv.invoice_no}.pdf`);
};
