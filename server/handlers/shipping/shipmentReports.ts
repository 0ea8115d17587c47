// Shipment-level shipping reports: the shipment log, export crossings at El Paso, open shipments to follow up,
// the monthly review by region and carrier, the carrier scorecard and the drivers (tractors) hauling for the plant.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { requirePlant } from '../plant/plantQueries.js';
import { LOAD_UNITS, destination, rangeParams, sqlDate, sqlNumber } from '../shared/shippingSql.js';

/** Units per shipment (through its load). */
const SHIPMENT_UNITS = `(SELECT count(*)::int FROM ${LOAD_UNITS} u WHERE u.load_id = s.load_id)`;

/** Delivered within this many days counts as on time. */
const ON_TIME_DAYS = 4;

export const listShipments: OperationHandler<'listShipments'> = async ({ db, query }) =>
  db.query(
    `SELECT s.shipment_no AS "ShipmentNo", ${sqlDate('s.ship_date')} AS "ShipDate", l.load_no AS "LoadNo", c.name AS "Dealer",
            c.cust_no AS "CustNo", ${destination('c')} AS "Destination", c.country AS "Country", ca.name AS "Carrier",
            s.bol_number AS "BOL", s.tracking_number AS "TrackingNumber", ${SHIPMENT_UNITS} AS "Units",
            ${sqlNumber('s.weight_lb')} AS "WeightLb", ${sqlNumber('s.freight_amount')} AS "Freight", s.status AS "Status",
            ${sqlDate('s.delivered_date')} AS "DeliveredDate", (s.delivered_date - s.ship_date)::int AS "TransitDays"
       FROM shipments s JOIN loads l ON l.id = s.load_id JOIN customers c ON c.id = l.dealer_id
       LEFT JOIN carriers ca ON ca.id = s.carrier_id
      WHERE s.eplant_id = $1 AND s.ship_date BETWEEN $2::date AND $3::date
      ORDER BY s.ship_date DESC, s.shipment_no`,
    await rangeParams(db, query),
  );

export const listElPasoCrossings: OperationHandler<'listElPasoCrossings'> = async ({ db, query }) =>
  db.query(
    `SELECT s.shipment_no AS "ShipmentNo", ${sqlDate('s.ship_date')} AS "ShipDate", l.load_no AS "LoadNo", c.name AS "Dealer",
            c.cust_no AS "CustNo", c.state_code || ' (' || c.country || ')' AS "DestinationState", ${SHIPMENT_UNITS} AS "Units",
            ca.name AS "Carrier", s.bol_number AS "BOL", s.status AS "Status",
            (coalesce(s.delivered_date, current_date) - s.ship_date)::int AS "DaysOnRoad",
            ${sqlDate('s.delivered_date')} AS "DeliveredDate", ${sqlNumber('s.freight_amount')} AS "Freight"
       FROM shipments s JOIN loads l ON l.id = s.load_id JOIN customers c ON c.id = l.dealer_id
       LEFT JOIN carriers ca ON ca.id = s.carrier_id
      WHERE s.eplant_id = $1 AND s.ship_date BETWEEN $2::date AND $3::date AND c.country <> 'MX'
      ORDER BY (s.status = 'AtBorder') DESC, s.ship_date DESC, s.shipment_no`,
    await rangeParams(db, query),
  );

export const listShippingFollowUp: OperationHandler<'listShippingFollowUp'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return db.query(
    `SELECT s.shipment_no AS "ShipmentNo", ${sqlDate('s.ship_date')} AS "ShipDate", (current_date - s.ship_date)::int AS "DaysOut",
            s.status AS "Status", l.load_no AS "LoadNo", c.name AS "Dealer", c.cust_no AS "CustNo", c.phone AS "DealerPhone",
            ${destination('c')} AS "Destination", ca.name AS "Carrier", ca.phone AS "CarrierPhone",
            s.tracking_number AS "TrackingNumber", s.bol_number AS "BOL", ${SHIPMENT_UNITS} AS "Units"
       FROM shipments s JOIN loads l ON l.id = s.load_id JOIN customers c ON c.id = l.dealer_id
       LEFT JOIN carriers ca ON ca.id = s.carrier_id
      WHERE s.eplant_id = $1 AND s.status <> 'Delivered'
      ORDER BY s.ship_date, s.shipment_no`,
    [plant],
  );
};

export const listShipmentReview: OperationHandler<'listShipmentReview'> = async ({ db, query }) =>
  db.query(
    `SELECT to_char(s.ship_date, 'YYYY-MM') AS "Month", c.region AS "Region", coalesce(ca.name, 'No carrier') AS "Carrier",
            count(*)::int AS "Shipments", sum(${SHIPMENT_UNITS})::int AS "Units", ${sqlNumber('sum(s.freight_amount)')} AS "Freight",
            ${sqlNumber('round(sum(s.freight_amount) / greatest(sum(' + SHIPMENT_UNITS + '), 1), 2)')} AS "FreightPerUnit",
            ${sqlNumber('round(avg(s.delivered_date - s.ship_date), 1)')} AS "AvgTransitDays"
       FROM shipments s JOIN loads l ON l.id = s.load_id JOIN customers c ON c.id = l.dealer_id
       LEFT JOIN carriers ca ON ca.id = s.carrier_id
      WHERE s.eplant_id = $1 AND s.ship_date BETWEEN $2::date AND $3::date
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    await rangeParams(db, query),
  );

export const listCarrierScorecard: OperationHandler<'listCarrierScorecard'> = async ({ db, query }) =>
  db.query(
    `SELECT ca.name AS "Carrier", ca.scac AS "SCAC", ca.mc_number AS "MCNumber", ca.phone AS "Phone", ca.country AS "Country",
            count(s.id)::int AS "Loads", coalesce(sum(${SHIPMENT_UNITS}), 0)::int AS "Units",
            ${sqlNumber('coalesce(sum(s.freight_amount), 0)')} AS "Freight",
            ${sqlNumber('round(sum(s.freight_amount) / nullif(sum(' + SHIPMENT_UNITS + '), 0), 2)')} AS "FreightPerUnit",
            ${sqlNumber('round(avg(s.delivered_date - s.ship_date), 1)')} AS "AvgTransitDays",
            ${sqlNumber(`round(avg(CASE WHEN s.delivered_date IS NOT NULL THEN (s.delivered_date - s.ship_date <= ${ON_TIME_DAYS})::int END), 3)`)} AS "OnTimePct",
            count(s.id) FILTER (WHERE s.status <> 'Delivered')::int AS "InTransit", ${sqlDate('max(s.ship_date)')} AS "LastShipDate"
       FROM carriers ca
       JOIN shipments s ON s.carrier_id = ca.id AND s.eplant_id = $1 AND s.ship_date BETWEEN $2::date AND $3::date
      GROUP BY ca.id ORDER BY count(s.id) DESC, ca.name`,
    await rangeParams(db, query),
  );

export const listTraktorDrivers: OperationHandler<'listTraktorDrivers'> = async ({ db, query }) =>
  db.query(
    `SELECT l.driver_name AS "Driver", ca.name AS "Carrier", ca.scac AS "SCAC", ca.phone AS "Phone", count(*)::int AS "Loads",
            sum((SELECT count(*) FROM ${LOAD_UNITS} u WHERE u.load_id = l.id))::int AS "Units",
            ${sqlNumber('coalesce(sum(l.freight_cost), 0)')} AS "Freight", ${sqlDate('min(l.ship_date)')} AS "FirstLoad",
            ${sqlDate('max(l.ship_date)')} AS "LastLoad",
            (array_agg(${destination('c')} ORDER BY l.ship_date DESC, l.id DESC))[1] AS "LastDestination"
       FROM loads l JOIN carriers ca ON ca.id = l.carrier_id JOIN customers c ON c.id = l.dealer_id
      WHERE l.eplant_id = $1 AND l.ship_date BETWEEN $2::date AND $3::date AND l.driver_name IS NOT NULL
      GROUP BY l.driver_name, ca.id ORDER BY count(*) DESC, l.driver_name`,
    await rangeParams(db, query),
  );
