// Reports about the MX plant's side of shipping: IQMS shipments reconciled with Microsip (CFDI) invoices, pounds
// shipped by month and destination, and the parts bought from U.S. vendors that travel south through El Paso.
import type { OperationHandler, RowOf } from '../../http/OperationHandler.js';
import { LOAD_UNITS, rangeParams, sqlDate, sqlNumber } from '../shared/shippingSql.js';

/** A shipment's amounts differing by more than this count as a difference (rounding of exchange rates aside). */
const AMOUNT_TOLERANCE = 0.5;

export const compareIqmsMicrosip: OperationHandler<'compareIqmsMicrosip'> = async ({ db, query }) =>
  db
    .query<RowOf<'compareIqmsMicrosip'> & { iqms: number; invoiced: number }>(
      `SELECT x.*, ${sqlNumber('x.iqms - x.invoiced')} AS "Difference",
            ${sqlNumber('x.iqms')} AS "IqmsValue", ${sqlNumber('x.invoiced')} AS "InvoicedAmount",
            CASE WHEN x."UnitsInvoiced" = 0 THEN 'Not invoiced'
                 WHEN x."UnitsInvoiced" <> x."UnitsShipped" THEN 'Units differ'
                 WHEN abs(x.iqms - x.invoiced) > ${AMOUNT_TOLERANCE} THEN 'Amount differs'
                 ELSE 'Matched' END AS "Result"
       FROM (
         SELECT s.shipment_no AS "ShipmentNo", ${sqlDate('s.ship_date')} AS "ShipDate", l.load_no AS "LoadNo", c.name AS "Customer",
                c.cust_no AS "CustNo", c.currency AS "Currency", count(u.job_id)::int AS "UnitsShipped",
                count(il.id)::int AS "UnitsInvoiced", coalesce(sum(ol.unit_price * ol.qty), 0) AS iqms,
                coalesce(sum(il.amount), 0) AS invoiced,
                string_agg(DISTINCT i.invoice_no, ', ') AS "InvoiceNos", max(i.cfdi_uuid::text) AS "CfdiUuid"
           FROM shipments s JOIN loads l ON l.id = s.load_id JOIN customers c ON c.id = l.dealer_id
           JOIN ${LOAD_UNITS} u ON u.load_id = l.id
           LEFT JOIN customer_order_lines ol ON ol.id = u.co_line_id
           LEFT JOIN LATERAL (SELECT il.* FROM invoice_lines il WHERE il.co_line_id = u.co_line_id LIMIT 1) il ON true
           LEFT JOIN invoices i ON i.id = il.invoice_id
          WHERE s.eplant_id = $1 AND s.ship_date BETWEEN $2::date AND $3::date
          GROUP BY s.id, l.id, c.id) x
      ORDER BY (x."UnitsInvoiced" = x."UnitsShipped" AND abs(x.iqms - x.invoiced) <= ${AMOUNT_TOLERANCE}), x."ShipDate" DESC`,
      await rangeParams(db, query),
    )
    .then((rows) => rows.map(({ iqms: _iqms, invoiced: _invoiced, ...row }) => row));

export const listMexicoPounds: OperationHandler<'listMexicoPounds'> = async ({ db, query }) =>
  db.query(
    `SELECT to_char(s.ship_date, 'YYYY-MM') AS "Month", c.country AS "Country", c.name AS "Customer", j.family AS "Family",
            count(*)::int AS "Units", ${sqlNumber('coalesce(sum(i.weight_lb), 0)')} AS "WeightLb"
       FROM shipments s JOIN loads l ON l.id = s.load_id JOIN customers c ON c.id = l.dealer_id
       JOIN ${LOAD_UNITS} u ON u.load_id = l.id JOIN jobs j ON j.id = u.job_id JOIN items i ON i.arinvt_id = j.arinvt_id
      WHERE s.eplant_id = $1 AND s.ship_date BETWEEN $2::date AND $3::date
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
    await rangeParams(db, query),
  );

/** Receipts of the plant's POs placed with U.S. vendors, in the date range ($1 plant, $2 from, $3 to). */
const US_RECEIPTS = `
  SELECT r.receipt_date, r.qty, r.packing_slip, po.pono, v.company, v.city, v.state_code, d.item_no, d.descrip, d.uom,
         d.unit_cost, i.class, i.weight_lb, v.id AS vendor_id, d.arinvt_id
    FROM po_receipts r JOIN po_details d ON d.po_detail_id = r.po_detail_id JOIN purchase_orders po ON po.id = d.po_id
    JOIN vendors v ON v.id = po.vendor_id JOIN items i ON i.arinvt_id = d.arinvt_id
   WHERE r.eplant_id = $1 AND v.country = 'US' AND r.receipt_date BETWEEN $2::date AND $3::date`;

export const listUsParts: OperationHandler<'listUsParts'> = async ({ db, query }) =>
  db.query(
    `SELECT ${sqlDate('r.receipt_date')} AS "ReceiptDate", r.pono AS "PONO", r.company AS "Vendor",
            r.city || ', ' || r.state_code AS "VendorCity", r.item_no AS "ItemNo", r.descrip AS "Descrip", r.class AS "Class",
            r.uom AS "UOM", ${sqlNumber('r.qty')} AS "Qty", ${sqlNumber('r.unit_cost')} AS "UnitCost",
            ${sqlNumber('round(r.qty * r.unit_cost, 2)')} AS "Value", ${sqlNumber('round(r.qty * r.weight_lb, 2)')} AS "WeightLb",
            r.packing_slip AS "PackingSlip"
       FROM (${US_RECEIPTS}) r ORDER BY r.receipt_date DESC, r.pono, r.item_no`,
    await rangeParams(db, query),
  );

export const getUsPartsSummary: OperationHandler<'getUsPartsSummary'> = async ({ db, query }) =>
  db.query(
    `SELECT count(*)::int AS "Receipts", ${sqlNumber('coalesce(round(sum(r.qty * r.unit_cost), 2), 0)')} AS "Value",
            ${sqlNumber('coalesce(round(sum(r.qty * coalesce(r.weight_lb, 0)), 2), 0)')} AS "WeightLb",
            count(DISTINCT r.vendor_id)::int AS "Vendors", count(DISTINCT r.arinvt_id)::int AS "Items"
       FROM (${US_RECEIPTS}) r`,
    await rangeParams(db, query),
  );

export const listUsPartsByClass: OperationHandler<'listUsPartsByClass'> = async ({ db, query }) =>
  db.query(
    `SELECT r.class AS "Class", ic.description AS "ClassName", count(*)::int AS "Receipts", ${sqlNumber('sum(r.qty)')} AS "Qty",
            ${sqlNumber('round(sum(r.qty * r.unit_cost), 2)')} AS "Value",
            ${sqlNumber('round(sum(r.qty * coalesce(r.weight_lb, 0)), 2)')} AS "WeightLb",
            mode() WITHIN GROUP (ORDER BY r.company) AS "TopVendor"
       FROM (${US_RECEIPTS}) r JOIN item_classes ic ON ic.code = r.class
      GROUP BY r.class, ic.description ORDER BY sum(r.qty * r.unit_cost) DESC`,
    await rangeParams(db, query),
  );
