// GET /drilldown/invoice/{value}: the invoice dialog — customer, order, dates, amount before tax, tax, total, what
// is paid and still due, currency (and the CFDI folio of M.X. invoices), with its lines.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { notFound } from '../../http/HttpError.js';
import { maybeOne } from '../../db/Database.js';
import { sqlDate, sqlNumber } from '../plant/plantQueries.js';
import { coLineKeySql } from './drillSql.js';

export const getInvoiceDetail: OperationHandler<'getInvoiceDetail'> = async ({ db, params }) => {
  const invoiceNo = String(params.value).trim();
  const invoice = await maybeOne<Omit<AnswerOf<'getInvoiceDetail'>, 'Lines'> & { id: number }>(
    db,
    `SELECT iv.id, iv.invoice_no AS "InvoiceNo", c.cust_no AS "CustNo", c.name AS "Customer", co.co_num AS "CoNum",
            ${sqlDate('iv.invoice_date')} AS "InvoiceDate", ${sqlDate('iv.due_date')} AS "DueDate",
            ${sqlNumber('iv.amount')} AS "Amount", ${sqlNumber('iv.tax')} AS "Tax", ${sqlNumber('iv.total')} AS "Total",
            ${sqlNumber('iv.paid_amount')} AS "PaidAmount", ${sqlNumber('iv.total - iv.paid_amount')} AS "Balance",
            ${sqlDate('iv.paid_date')} AS "PaidDate", iv.currency AS "Currency", ${sqlNumber('iv.exchange_rate')} AS "ExchangeRate",
            iv.cfdi_uuid::text AS "CfdiUuid", iv.sent_to_floorplan AS "SentToFloorplan", iv.eplant_id AS "EplantId"
       FROM invoices iv
       JOIN customers c ON c.id = iv.customer_id
       LEFT JOIN customer_orders co ON co.id = iv.co_id
      WHERE upper(iv.invoice_no) = upper($1)`,
    [invoiceNo],
  );
  if (!invoice) throw notFound(`Invoice ${invoiceNo} not found`);
  const { id, ...header } = invoice;
  const lines = await db.query<AnswerOf<'getInvoiceDetail'>['Lines'][number]>(
    `SELECT CASE WHEN l.id IS NULL THEN NULL ELSE ${coLineKeySql('co', 'l')} END AS "CoLine", i.item_no AS "ItemNo",
            i.descrip AS "Descrip", il.vin::text AS "VIN", ${sqlNumber('il.qty')} AS "Qty",
            ${sqlNumber('il.unit_price')} AS "UnitPrice", ${sqlNumber('il.amount')} AS "Amount"
       FROM invoice_lines il
       JOIN items i ON i.arinvt_id = il.arinvt_id
       LEFT JOIN customer_order_lines l ON l.id = il.co_line_id
       LEFT JOIN customer_orders co ON co.id = l.co_id
      WHERE il.invoice_id = $1 ORDER BY il.id`,
    [id],
  );
  return { ...header, Lines: lines };
};
