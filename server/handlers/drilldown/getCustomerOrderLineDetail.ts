// GET /drilldown/customer-order-line/{value}: the order line dialog. The value is the CoLine key '<CO number>-<line>'
// (e.g. CO2500123-2) that every grid showing order lines emits; the answer adds the unit (VIN, job) and where the
// line went: the loads that carry it and the invoice lines that billed it.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { notFound } from '../../http/HttpError.js';
import { maybeOne } from '../../db/Database.js';
import { sqlDate, sqlNumber } from '../plant/plantQueries.js';
import { coLineKeySql, parseCoLineKey } from './drillSql.js';

export const getCustomerOrderLineDetail: OperationHandler<'getCustomerOrderLineDetail'> = async ({ db, params }) => {
  const { coNum, line } = parseCoLineKey(String(params.value));
  const row = await maybeOne<Omit<AnswerOf<'getCustomerOrderLineDetail'>, 'Loads' | 'Invoices'> & { id: number }>(
    db,
    `SELECT l.id, ${coLineKeySql('co', 'l')} AS "CoLine", co.co_num AS "CoNum", l.co_line AS "Line",
            c.cust_no AS "CustNo", c.name AS "Customer", l.item_no AS "ItemNo", i.descrip AS "Descrip",
            l.config_code AS "ConfigCode", ${sqlNumber('l.qty')} AS "Qty", ${sqlNumber('l.unit_price')} AS "UnitPrice",
            ${sqlNumber('round(l.qty * l.unit_price, 2)')} AS "ExtPrice", co.currency AS "Currency", l.status AS "Status",
            ${sqlDate('l.due_date')} AS "DueDate", coalesce(l.vin, j.vin)::text AS "VIN",
            j.workorder_number AS "WorkorderNumber", j.status AS "JobStatus", l.eplant_id AS "EplantId"
       FROM customer_order_lines l
       JOIN customer_orders co ON co.id = l.co_id
       JOIN customers c ON c.id = co.customer_id
       JOIN items i ON i.arinvt_id = l.arinvt_id
       LEFT JOIN jobs j ON j.id = l.job_id
      WHERE upper(co.co_num) = upper($1) AND l.co_line = $2`,
    [coNum, line],
  );
  if (!row) throw notFound(`Customer order line ${coNum}-${line} not found`);
  const { id, ...header } = row;
  const [loads, invoices] = await Promise.all([
    db.query<AnswerOf<'getCustomerOrderLineDetail'>['Loads'][number]>(
      `SELECT ld.load_no AS "LoadNo", ${sqlDate('ld.ship_date')} AS "ShipDate", ld.status AS "Status",
              cr.name AS "Carrier", lu.position AS "Position", ld.sales_approved AS "SalesApproved"
         FROM load_units lu JOIN loads ld ON ld.id = lu.load_id LEFT JOIN carriers cr ON cr.id = ld.carrier_id
        WHERE lu.co_line_id = $1 ORDER BY ld.created_at`,
      [id],
    ),
    db.query<AnswerOf<'getCustomerOrderLineDetail'>['Invoices'][number]>(
      `SELECT iv.invoice_no AS "InvoiceNo", ${sqlDate('iv.invoice_date')} AS "InvoiceDate", ${sqlNumber('il.qty')} AS "Qty",
              ${sqlNumber('il.unit_price')} AS "UnitPrice", ${sqlNumber('il.amount')} AS "Amount", il.vin::text AS "VIN"
         FROM invoice_lines il JOIN invoices iv ON iv.id = il.invoice_id
        WHERE il.co_line_id = $1 ORDER BY iv.invoice_date, iv.invoice_no`,
      [id],
    ),
  ]);
  return { ...header, Loads: loads, Invoices: invoices };
};
