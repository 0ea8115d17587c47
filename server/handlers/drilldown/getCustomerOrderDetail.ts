// GET /drilldown/customer-order/{value}: the customer order dialog — customer, dates, status, salesperson and
// totals, with every line (keyed by its CoLine drill value) and the invoices billed against the order.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { notFound } from '../../http/HttpError.js';
import { maybeOne } from '../../db/Database.js';
import { sqlDate, sqlNumber } from '../plant/plantQueries.js';
import { coLineKeySql } from './drillSql.js';

export const getCustomerOrderDetail: OperationHandler<'getCustomerOrderDetail'> = async ({ db, params }) => {
  const coNum = String(params.value).trim();
  const order = await maybeOne<Omit<AnswerOf<'getCustomerOrderDetail'>, 'Lines' | 'Invoices'> & { id: number }>(
    db,
    `SELECT co.id, co.co_num AS "CoNum", c.cust_no AS "CustNo", c.name AS "Customer", co.cust_po AS "CustPO",
            ${sqlDate('co.order_date')} AS "OrderDate", co.status AS "Status", co.salesperson AS "Salesperson",
            co.currency AS "Currency",
            (SELECT count(*) FROM customer_order_lines l WHERE l.co_id = co.id)::int AS "LineCount",
            coalesce((SELECT sum(l.qty * l.unit_price) FROM customer_order_lines l WHERE l.co_id = co.id), 0)::float8 AS "OrderTotal",
            coalesce((SELECT sum(iv.total) FROM invoices iv WHERE iv.co_id = co.id), 0)::float8 AS "InvoicedTotal",
            co.eplant_id AS "EplantId"
       FROM customer_orders co JOIN customers c ON c.id = co.customer_id
      WHERE upper(co.co_num) = upper($1)`,
    [coNum],
  );
  if (!order) throw notFound(`Customer order ${coNum} not found`);
  const { id, ...header } = order;
  const [lines, invoices] = await Promise.all([
    db.query<AnswerOf<'getCustomerOrderDetail'>['Lines'][number]>(
      `SELECT ${coLineKeySql('co', 'l')} AS "CoLine", l.co_line AS "Line", l.item_no AS "ItemNo", i.descrip AS "Descrip",
              l.config_code AS "ConfigCode", ${sqlNumber('l.qty')} AS "Qty", ${sqlNumber('l.unit_price')} AS "UnitPrice",
              ${sqlNumber('round(l.qty * l.unit_price, 2)')} AS "ExtPrice", l.status AS "Status",
              ${sqlDate('l.due_date')} AS "DueDate", l.vin::text AS "VIN", j.workorder_number AS "WorkorderNumber"
         FROM customer_order_lines l
         JOIN customer_orders co ON co.id = l.co_id
         JOIN items i ON i.arinvt_id = l.arinvt_id
         LEFT JOIN jobs j ON j.id = l.job_id
        WHERE l.co_id = $1 ORDER BY l.co_line`,
      [id],
    ),
    db.query<AnswerOf<'getCustomerOrderDetail'>['Invoices'][number]>(
      `SELECT iv.invoice_no AS "InvoiceNo", ${sqlDate('iv.invoice_date')} AS "InvoiceDate", ${sqlDate('iv.due_date')} AS "DueDate",
              ${sqlNumber('iv.total')} AS "Total", ${sqlNumber('iv.paid_amount')} AS "PaidAmount",
              ${sqlNumber('iv.total - iv.paid_amount')} AS "Balance"
         FROM invoices iv WHERE iv.co_id = $1 ORDER BY iv.invoice_date, iv.invoice_no`,
      [id],
    ),
  ]);
  return { ...header, Lines: lines, Invoices: invoices };
};
