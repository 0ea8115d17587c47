// Unit-level shipping reports: the serial register (class 68), units that left the yard, each unit's way through the
// shipping steps, open order lines still to ship, Infor CO lines shipped, and IQMS shipments compared with Infor.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { requirePlant } from '../plant/plantQueries.js';
import { rangeParams, sqlDate, sqlNumber, sqlTimestamp } from '../shared/shippingSql.js';

/** A unit's order line, order, customer and (latest) load; `j` is the jobs row. */
const UNIT_JOINS = `
       LEFT JOIN customer_order_lines ol ON ol.id = j.co_line_id
       LEFT JOIN customer_orders co ON co.id = ol.co_id
       LEFT JOIN customers c ON c.id = co.customer_id
       LEFT JOIN LATERAL (SELECT l.* FROM load_units lu JOIN loads l ON l.id = lu.load_id
                           WHERE lu.job_id = j.id ORDER BY l.id DESC LIMIT 1) l ON true`;

export const listClass68Serials: OperationHandler<'listClass68Serials'> = async ({ db, query }) =>
  db.query(
    `SELECT j.vin AS "VIN", j.workorder_number AS "WorkorderNumber", j.part_no AS "PartNo", j.family AS "Family", j.status AS "Status",
            ${sqlDate('j.finish_date')} AS "FinishDate", ${sqlDate('j.ship_date')} AS "ShipDate", c.name AS "Dealer", c.cust_no AS "CustNo",
            l.load_no AS "LoadNo", s.front_axle_serial AS "FrontAxleSerial", s.middle_axle_serial AS "MiddleAxleSerial",
            s.rear_axle_serial AS "RearAxleSerial", s.power_unit_serial AS "PowerUnitSerial",
            ((s.front_axle_serial IS NOT NULL)::int + (s.middle_axle_serial IS NOT NULL)::int + (s.rear_axle_serial IS NOT NULL)::int
              + (s.power_unit_serial IS NOT NULL)::int) AS "SerialCount"
       FROM jobs j JOIN job_unit_serials s ON s.job_id = j.id ${UNIT_JOINS}
      WHERE j.eplant_id = $1 AND j.vin IS NOT NULL AND j.finish_date >= $2::date AND j.finish_date < $3::date + 1
      ORDER BY j.finish_date DESC, j.vin`,
    await rangeParams(db, query),
  );

export const listLeftYard: OperationHandler<'listLeftYard'> = async ({ db, query }) =>
  db.query(
    `SELECT ${sqlDate('j.ship_date')} AS "ShipDate", j.vin AS "VIN", j.workorder_number AS "WorkorderNumber", j.part_no AS "PartNo",
            j.config_code AS "ConfigCode", c.name AS "Dealer", c.cust_no AS "CustNo", l.load_no AS "LoadNo", ca.name AS "Carrier",
            l.driver_name AS "Driver", sh.bol_number AS "BOL", ${sqlTimestamp('d.scanned_at')} AS "LoadedAt",
            (j.ship_date - (j.finish_date AT TIME ZONE 'UTC')::date)::int AS "DaysInYard"
       FROM jobs j ${UNIT_JOINS}
       LEFT JOIN carriers ca ON ca.id = l.carrier_id
       LEFT JOIN shipments sh ON sh.load_id = l.id
       LEFT JOIN dock_scans d ON d.load_id = l.id AND d.job_id = j.id
      WHERE j.eplant_id = $1 AND j.status = 'Shipped' AND j.ship_date BETWEEN $2::date AND $3::date AND l.id IS NOT NULL
      ORDER BY j.ship_date DESC, l.load_no, j.vin`,
    await rangeParams(db, query),
  );

export const listShippingProcess: OperationHandler<'listShippingProcess'> = async ({ db, query }) =>
  db.query(
    `SELECT j.vin AS "VIN", j.workorder_number AS "WorkorderNumber", j.part_no AS "PartNo", l.load_no AS "LoadNo",
            c.name AS "Dealer", c.cust_no AS "CustNo", ${sqlDate('j.finish_date')} AS "Finished",
            ${sqlDate('(SELECT max(q.checked_at) FROM preship_qc_checks q WHERE q.job_id = j.id AND q.passed)')} AS "PreShipQc",
            ${sqlDate('l.sales_approved_at')} AS "LoadApproved",
            ${sqlDate('(SELECT min(p.scanned_at) FROM picklist_scans p JOIN unit_serials us ON us.id = p.serial_id WHERE p.load_id = l.id AND us.job_id = j.id)')} AS "Picked",
            ${sqlDate('(SELECT d.scanned_at FROM dock_scans d WHERE d.load_id = l.id AND d.job_id = j.id)')} AS "Loaded",
            ${sqlDate('j.ship_date')} AS "Shipped", (j.ship_date - (j.finish_date AT TIME ZONE 'UTC')::date)::int AS "DaysInYard"
       FROM jobs j ${UNIT_JOINS}
      WHERE j.eplant_id = $1 AND j.status = 'Shipped' AND j.ship_date BETWEEN $2::date AND $3::date AND l.id IS NOT NULL
      ORDER BY j.ship_date DESC, j.vin`,
    await rangeParams(db, query),
  );

export const listCoItemsToShip: OperationHandler<'listCoItemsToShip'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return db.query(
    `SELECT co.co_num AS "CoNum", co.co_num || '-' || ol.co_line AS "CoLine", c.name AS "Customer", c.cust_no AS "CustNo",
            ol.item_no AS "ItemNo", ol.config_code AS "ConfigCode", ol.vin AS "VIN", ${sqlDate('ol.due_date')} AS "DueDate",
            ol.status AS "LineStatus", j.status AS "JobStatus", l.load_no AS "LoadNo", l.status AS "LoadStatus",
            ${sqlDate('l.ship_date')} AS "LoadShipDate", ${sqlNumber('ol.unit_price')} AS "UnitPrice", co.currency AS "Currency"
       FROM customer_order_lines ol JOIN customer_orders co ON co.id = ol.co_id JOIN customers c ON c.id = co.customer_id
       LEFT JOIN jobs j ON j.id = ol.job_id
       LEFT JOIN LATERAL (SELECT l.* FROM load_units lu JOIN loads l ON l.id = lu.load_id
                           WHERE lu.co_line_id = ol.id ORDER BY l.id DESC LIMIT 1) l ON true
      WHERE ol.eplant_id = $1 AND ol.status <> 'C'
      ORDER BY ol.due_date, co.co_num, ol.co_line`,
    [plant],
  );
};

export const listInforShipments: OperationHandler<'listInforShipments'> = async ({ db, query }) =>
  db.query(
    `SELECT co.co_num AS "CoNum", co.co_num || '-' || ol.co_line AS "CoLine", c.name AS "Customer", c.cust_no AS "CustNo",
            ol.item_no AS "ItemNo", ol.config_code AS "ConfigCode", ol.vin AS "VIN", ${sqlNumber('ol.qty')} AS "Qty",
            ${sqlNumber('ol.unit_price')} AS "UnitPrice", ${sqlNumber('ol.qty * ol.unit_price')} AS "ExtPrice", co.currency AS "Currency",
            ${sqlDate('j.ship_date')} AS "ShipDate", sh.shipment_no AS "ShipmentNo", inv.invoice_no AS "InvoiceNo",
            ol.rowpointer::text AS "Rowpointer"
       FROM customer_order_lines ol JOIN customer_orders co ON co.id = ol.co_id JOIN customers c ON c.id = co.customer_id
       JOIN jobs j ON j.id = ol.job_id
       LEFT JOIN LATERAL (SELECT s.shipment_no FROM load_units lu JOIN shipments s ON s.load_id = lu.load_id
                           WHERE lu.co_line_id = ol.id LIMIT 1) sh ON true
       LEFT JOIN LATERAL (SELECT i.invoice_no FROM invoice_lines il JOIN invoices i ON i.id = il.invoice_id
                           WHERE il.co_line_id = ol.id LIMIT 1) inv ON true
      WHERE ol.eplant_id = $1 AND j.status = 'Shipped' AND j.ship_date BETWEEN $2::date AND $3::date
      ORDER BY j.ship_date DESC, co.co_num, ol.co_line`,
    await rangeParams(db, query),
  );

export const compareShippedInvoiced: OperationHandler<'compareShippedInvoiced'> = async ({ db, query }) =>
  db.query(
    `SELECT x.*, (x."Issue" = 'OK') AS "Matched" FROM (
       SELECT j.vin AS "VIN", j.workorder_number AS "WorkorderNumber", j.part_no AS "PartNo", ${sqlDate('j.ship_date')} AS "ShipDate",
              l.load_no AS "LoadNo", co.co_num AS "CoNum", co.co_num || '-' || ol.co_line AS "CoLine", ol.status::text AS "CoLineStatus",
              inv.invoice_no AS "InvoiceNo", ${sqlDate('inv.invoice_date')} AS "InvoiceDate", ${sqlNumber('inv.amount')} AS "InvoicedAmount",
              CASE WHEN ol.id IS NULL THEN 'No order line'
                   WHEN inv.invoice_no IS NULL THEN 'Not invoiced'
                   WHEN ol.status <> 'C' THEN 'Line not completed'
                   WHEN inv.invoice_date <> j.ship_date THEN 'Invoice date differs'
                   ELSE 'OK' END AS "Issue"
         FROM jobs j ${UNIT_JOINS}
         LEFT JOIN LATERAL (SELECT i.invoice_no, i.invoice_date, il.amount FROM invoice_lines il JOIN invoices i ON i.id = il.invoice_id
                             WHERE il.co_line_id = ol.id ORDER BY i.invoice_date LIMIT 1) inv ON true
        WHERE j.eplant_id = $1 AND j.status = 'Shipped' AND j.ship_date BETWEEN $2::date AND $3::date) x
      ORDER BY (x."Issue" = 'OK'), x."ShipDate" DESC, x."VIN"`,
    await rangeParams(db, query),
  );
