// GET /drilldown/customer/{value}: the customer (dealer) dialog — address, region, salesperson, credit terms and
// limit, the open balance, with the orders not yet completed, the invoices and the loads, newest first.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { notFound } from '../../http/HttpError.js';
import { maybeOne } from '../../db/Database.js';
import { sqlDate, sqlNumber } from '../plant/plantQueries.js';

/** Enough history for a dialog; older invoices and loads belong to the AR and shipping reports. */
const HISTORY_ROWS = 200;

export const getCustomerDetail: OperationHandler<'getCustomerDetail'> = async ({ db, params }) => {
  const custNo = String(params.value).trim();
  const customer = await maybeOne<
    Omit<AnswerOf<'getCustomerDetail'>, 'OpenOrders' | 'Invoices' | 'Loads'> & { id: number }
  >(
    db,
    `SELECT c.id, c.cust_no AS "CustNo", c.name AS "Name", c.is_dealer AS "IsDealer", c.address AS "Address",
            c.city AS "City", c.state_code AS "StateCode", c.country AS "Country", c.zip AS "Zip", c.phone AS "Phone",
            c.email AS "Email", c.region AS "Region", c.salesperson AS "Salesperson", c.credit_terms AS "CreditTerms",
            ${sqlNumber('c.credit_limit')} AS "CreditLimit", c.currency AS "Currency", ${sqlDate('c.since_date')} AS "SinceDate",
            c.active AS "Active",
            coalesce((SELECT sum(iv.total - iv.paid_amount) FROM invoices iv WHERE iv.customer_id = c.id), 0)::float8 AS "OpenBalance",
            c.eplant_id AS "EplantId"
       FROM customers c WHERE upper(c.cust_no) = upper($1)`,
    [custNo],
  );
  if (!customer) throw notFound(`Customer ${custNo} not found`);
  const { id, ...header } = customer;
  const [orders, invoices, loads] = await Promise.all([
    db.query<AnswerOf<'getCustomerDetail'>['OpenOrders'][number]>(
      `SELECT co.co_num AS "CoNum", ${sqlDate('co.order_date')} AS "OrderDate", co.status AS "Status", co.cust_po AS "CustPO",
              count(l.id)::int AS "Lines", coalesce(sum(l.qty * l.unit_price), 0)::float8 AS "Total",
              ${sqlDate("min(l.due_date) FILTER (WHERE l.status <> 'C')")} AS "NextDue"
         FROM customer_orders co LEFT JOIN customer_order_lines l ON l.co_id = co.id
        WHERE co.customer_id = $1 AND co.status <> 'C'
        GROUP BY co.id ORDER BY co.order_date DESC, co.co_num DESC`,
      [id],
    ),
    db.query<AnswerOf<'getCustomerDetail'>['Invoices'][number]>(
      `SELECT iv.invoice_no AS "InvoiceNo", co.co_num AS "CoNum", ${sqlDate('iv.invoice_date')} AS "InvoiceDate",
              ${sqlDate('iv.due_date')} AS "DueDate", ${sqlNumber('iv.total')} AS "Total",
              ${sqlNumber('iv.paid_amount')} AS "PaidAmount", ${sqlNumber('iv.total - iv.paid_amount')} AS "Balance",
              iv.currency AS "Currency"
         FROM invoices iv LEFT JOIN customer_orders co ON co.id = iv.co_id
        WHERE iv.customer_id = $1 ORDER BY iv.invoice_date DESC, iv.invoice_no DESC LIMIT ${HISTORY_ROWS}`,
      [id],
    ),
    db.query<AnswerOf<'getCustomerDetail'>['Loads'][number]>(
      `SELECT ld.load_no AS "LoadNo", ${sqlDate('ld.ship_date')} AS "ShipDate", ld.status AS "Status", cr.name AS "Carrier",
              (SELECT count(*) FROM load_units lu WHERE lu.load_id = ld.id)::int AS "Units", ld.sales_approved AS "SalesApproved"
         FROM loads ld LEFT JOIN carriers cr ON cr.id = ld.carrier_id
        WHERE ld.dealer_id = $1 ORDER BY ld.ship_date DESC NULLS FIRST, ld.load_no DESC LIMIT ${HISTORY_ROWS}`,
      [id],
    ),
  ]);
  return { ...header, OpenOrders: orders, Invoices: invoices, Loads: loads };
};
