// Load-level shipping reports: the calendar of loads by ship date, open loads and how far they are, the freight book
// (quoted vs billed freight) and the loads leaving the MX plant with their border crossing.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { requirePlant } from '../plant/plantQueries.js';
import { LOAD_UNITS, destination, rangeParams, sqlDate, sqlNumber } from '../shared/shippingSql.js';

export const listShippingCalendar: OperationHandler<'listShippingCalendar'> = async ({ db, query }) =>
  db.query(
    `SELECT ${sqlDate('l.ship_date')} AS "ShipDate", trim(to_char(l.ship_date, 'Day')) AS "Weekday", l.load_no AS "LoadNo",
            l.status AS "Status", c.name AS "Dealer", c.cust_no AS "CustNo", ${destination('c')} AS "Destination",
            (SELECT count(*)::int FROM ${LOAD_UNITS} u WHERE u.load_id = l.id) AS "Units", ca.name AS "Carrier",
            l.sales_approved AS "SalesApproved", ${sqlNumber('l.freight_cost')} AS "FreightCost"
       FROM loads l JOIN customers c ON c.id = l.dealer_id LEFT JOIN carriers ca ON ca.id = l.carrier_id
      WHERE l.eplant_id = $1 AND l.ship_date BETWEEN $2::date AND $3::date
      ORDER BY l.ship_date, l.load_no`,
    await rangeParams(db, query),
  );

export const listShippingStatus: OperationHandler<'listShippingStatus'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return db.query(
    `SELECT l.load_no AS "LoadNo", l.status AS "Status", ${sqlDate('l.ship_date')} AS "ShipDate",
            (l.ship_date - current_date)::int AS "DaysToShip", c.name AS "Dealer", c.cust_no AS "CustNo",
            ${destination('c')} AS "Destination", count(u.job_id)::int AS "Units",
            count(u.job_id) FILTER (WHERE j.status IN ('Finished', 'Shipped'))::int AS "UnitsFinished",
            count(u.job_id) FILTER (WHERE EXISTS (SELECT 1 FROM preship_qc_checks q WHERE q.job_id = u.job_id AND q.passed))::int AS "UnitsQcPassed",
            count(d.id)::int AS "UnitsOnTruck", l.submitted_online AS "SubmittedOnline", l.sales_approved AS "SalesApproved",
            l.sales_approver_name AS "ApprovedBy", ca.name AS "Carrier"
       FROM loads l JOIN customers c ON c.id = l.dealer_id LEFT JOIN carriers ca ON ca.id = l.carrier_id
       LEFT JOIN ${LOAD_UNITS} u ON u.load_id = l.id LEFT JOIN jobs j ON j.id = u.job_id
       LEFT JOIN dock_scans d ON d.load_id = l.id AND d.job_id = u.job_id
      WHERE l.eplant_id = $1 AND l.status NOT IN ('Shipped', 'Delivered')
      GROUP BY l.id, c.id, ca.id
      ORDER BY l.ship_date NULLS LAST, l.load_no`,
    [plant],
  );
};

export const listFreightBook: OperationHandler<'listFreightBook'> = async ({ db, query }) =>
  db.query(
    `SELECT l.load_no AS "LoadNo", ${sqlDate('l.ship_date')} AS "ShipDate", l.status AS "Status", c.name AS "Dealer",
            c.cust_no AS "CustNo", ${destination('c')} AS "Destination", c.country AS "Country", ca.name AS "Carrier",
            l.driver_name AS "Driver", n.units AS "Units", ${sqlNumber('l.freight_cost')} AS "QuotedFreight",
            ${sqlNumber('round(l.freight_cost / nullif(n.units, 0), 2)')} AS "FreightPerUnit",
            ${sqlNumber('b.billed')} AS "BilledFreight", ${sqlNumber('b.billed - l.freight_cost')} AS "Variance"
       FROM loads l JOIN customers c ON c.id = l.dealer_id LEFT JOIN carriers ca ON ca.id = l.carrier_id
       CROSS JOIN LATERAL (SELECT count(*)::int AS units FROM ${LOAD_UNITS} u WHERE u.load_id = l.id) n
       LEFT JOIN LATERAL (SELECT sum(f.linehaul + f.fuel_surcharge + f.accessorial) AS billed
                            FROM shipments s JOIN freight_bills f ON f.shipment_id = s.id WHERE s.load_id = l.id) b ON true
      WHERE l.eplant_id = $1 AND l.ship_date BETWEEN $2::date AND $3::date AND l.status <> 'Draft'
      ORDER BY l.ship_date DESC, l.load_no`,
    await rangeParams(db, query),
  );

export const listMexicoShipments: OperationHandler<'listMexicoShipments'> = async ({ db, query }) =>
  db.query(
    `SELECT l.load_no AS "LoadNo", ${sqlDate('l.ship_date')} AS "ShipDate", l.status AS "LoadStatus", c.name AS "Customer",
            c.cust_no AS "CustNo", ${destination('c')} AS "Destination", c.country AS "Country",
            CASE WHEN c.country = 'MX' THEN 'Domestic (MX)' ELSE 'El Paso / Cd. Juárez' END AS "Crossing",
            n.units AS "Units", ${sqlNumber('n.weight')} AS "WeightLb", ca.name AS "Carrier", l.driver_name AS "Driver",
            s.status AS "ShipmentStatus", ${sqlNumber('l.freight_cost')} AS "FreightCost"
       FROM loads l JOIN customers c ON c.id = l.dealer_id LEFT JOIN carriers ca ON ca.id = l.carrier_id
       LEFT JOIN shipments s ON s.load_id = l.id
       CROSS JOIN LATERAL (SELECT count(*)::int AS units, coalesce(sum(i.weight_lb), 0) AS weight
                             FROM ${LOAD_UNITS} u JOIN jobs j ON j.id = u.job_id JOIN items i ON i.arinvt_id = j.arinvt_id
                            WHERE u.load_id = l.id) n
      WHERE l.eplant_id = $1 AND l.ship_date BETWEEN $2::date AND $3::date
      ORDER BY l.ship_date DESC, l.load_no`,
    await rangeParams(db, query),
  );
