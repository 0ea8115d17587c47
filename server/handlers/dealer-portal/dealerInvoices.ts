// A dealer's invoices (issue #36): the list of a period and one invoice as a PDF built from the invoice data (header,
// its units with VIN, amounts, payment). Dealers see their own only (docs/adr/015); staff see every dealer's.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { maybeOne } from '../../db/Database.js';
import { notFound } from '../../http/HttpError.js';
import { sqlDate } from '../plant/plantQueries.js';
import { PdfPage } from '../documents/PdfPage.js';
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

const money = (n: number, currency: string) =>
  `${currency === 'MXN' ? 'MX$' : '$'}${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const getDealerInvoiceFile: OperationHandler<'getDealerInvoiceFile'> = async ({ db, params, reply }) => {
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
    plant: string;
  }>(
    db,
    `SELECT i.id, i.invoice_no, ${sqlDate('i.invoice_date')} AS invoice_date, ${sqlDate('i.due_date')} AS due_date, c.name AS dealer, c.cust_no,
            c.address, c.city || ', ' || c.state_code || ' ' || c.zip AS city, o.co_num, i.amount::float8 AS amount, i.tax::float8 AS tax,
            i.total::float8 AS total, i.paid_amount::float8 AS paid, i.currency, p.name AS plant
       FROM invoices i JOIN customers c ON c.id = i.customer_id JOIN plants p ON p.id = i.eplant_id
       LEFT JOIN customer_orders o ON o.id = i.co_id WHERE i.invoice_no = $1`,
    [params.invoiceNo],
  );
  if (!inv) throw notFound(`Invoice ${params.invoiceNo} not found`);
  const lines = await db.query<{ item_no: string; vin: string | null; qty: number; amount: number }>(
    `SELECT it.item_no, trim(il.vin) AS vin, il.qty::float8 AS qty, il.amount::float8 AS amount
       FROM invoice_lines il JOIN items it ON it.arinvt_id = il.arinvt_id WHERE il.invoice_id = $1 ORDER BY il.id`,
    [inv.id],
  );
  const page = new PdfPage();
  page.box(0, 0, PdfPage.WIDTH, 70, [0.04, 0.24, 0.42]);
  page.text(48, 40, 'NORSTAR', { size: 20, font: 'bold', color: [1, 1, 1] });
  page.text(48, 58, inv.plant, { size: 10, color: [0.85, 0.9, 0.96] });
  page.text(360, 44, `Invoice ${inv.invoice_no}`, { size: 14, font: 'bold', color: [1, 1, 1] });
  page.text(48, 104, `Bill to: ${inv.dealer} (${inv.cust_no})`, { size: 11, font: 'bold' });
  page.text(48, 120, inv.address, { size: 10 });
  page.text(48, 134, inv.city, { size: 10 });
  page.text(360, 104, `Date: ${inv.invoice_date}`, { size: 10 });
  page.text(360, 120, `Due: ${inv.due_date}`, { size: 10 });
  page.text(360, 134, `Order: ${inv.co_num ?? '-'}`, { size: 10 });
  page.line(48, 150, PdfPage.WIDTH - 48, 150, { gray: 0.8 });
  let y = 170;
  page.text(48, y, 'Model', { size: 10, font: 'bold' });
  page.text(220, y, 'VIN', { size: 10, font: 'bold' });
  page.text(400, y, 'Qty', { size: 10, font: 'bold' });
  page.text(470, y, 'Amount', { size: 10, font: 'bold' });
  for (const line of lines.slice(0, 30)) {
    y += 16;
    page.text(48, y, line.item_no, { size: 10 });
    page.text(220, y, line.vin ?? '', { size: 10 });
    page.text(400, y, String(line.qty), { size: 10 });
    page.text(470, y, money(line.amount, inv.currency), { size: 10 });
  }
  y += 24;
  page.line(48, y - 12, PdfPage.WIDTH - 48, y - 12, { gray: 0.8 });
  for (const [label, value] of [
    ['Subtotal', inv.amount],
    ['Tax', inv.tax],
    ['Total', inv.total],
    ['Paid', inv.paid],
    ['Balance due', inv.total - inv.paid],
  ] as const) {
    page.text(360, y, label, { size: 10, font: label === 'Balance due' ? 'bold' : 'regular' });
    page.text(470, y, money(value, inv.currency), { size: 10 });
    y += 16;
  }
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="Invoice-${inv.invoice_no}.pdf"`);
  return page.toBuffer({ title: `Invoice ${inv.invoice_no}` });
};
