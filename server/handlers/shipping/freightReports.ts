// Freight money and the shipping overview: carrier freight bills (AP) with their due dates, freight posted to the
// GL by month and charge, the overview KPIs and the weekly shipped trend.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { requirePlant } from '../plant/plantQueries.js';
import { LOAD_UNITS, rangeParams, sqlDate, sqlNumber } from '../shared/shippingSql.js';

const BILL_TOTAL = 'f.linehaul + f.fuel_surcharge + f.accessorial';

export const listFreightBills: OperationHandler<'listFreightBills'> = async ({ db, query }) =>
  db.query(
    `SELECT f.bill_no AS "BillNo", ${sqlDate('f.bill_date')} AS "BillDate", ca.name AS "Carrier", ca.scac AS "SCAC",
            s.shipment_no AS "ShipmentNo", l.load_no AS "LoadNo", s.bol_number AS "BOL", ${sqlNumber('f.linehaul')} AS "Linehaul",
            ${sqlNumber('f.fuel_surcharge')} AS "FuelSurcharge", ${sqlNumber('f.accessorial')} AS "Accessorial",
            ${sqlNumber(BILL_TOTAL)} AS "Total", f.gl_account || ' Freight Out' AS "GLAccount", ${sqlDate('f.due_date')} AS "DueDate",
            ${sqlDate('f.paid_date')} AS "PaidDate",
            CASE WHEN f.paid_date IS NOT NULL THEN 'Paid' WHEN f.due_date < current_date THEN 'Past due' ELSE 'Open' END AS "Status",
            CASE WHEN f.paid_date IS NULL AND f.due_date < current_date THEN (current_date - f.due_date)::int ELSE 0 END AS "DaysPastDue"
       FROM freight_bills f JOIN carriers ca ON ca.id = f.carrier_id JOIN shipments s ON s.id = f.shipment_id
       LEFT JOIN loads l ON l.id = s.load_id
      WHERE f.eplant_id = $1 AND f.bill_date BETWEEN $2::date AND $3::date
      ORDER BY f.bill_date DESC, f.bill_no`,
    await rangeParams(db, query),
  );

export const listFreightGl: OperationHandler<'listFreightGl'> = async ({ db, query }) =>
  db.query(
    `SELECT to_char(f.bill_date, 'YYYY-MM') AS "Month", f.gl_account || ' ' || coalesce(a.description, 'Freight Out') AS "GLAccount",
            ca.name AS "Carrier", x.charge AS "Charge", ${sqlNumber('sum(x.amount)')} AS "Amount"
       FROM freight_bills f JOIN carriers ca ON ca.id = f.carrier_id
       LEFT JOIN gl_accounts a ON a.eplant_id = f.eplant_id AND a.account_no = f.gl_account
       CROSS JOIN LATERAL (VALUES ('Linehaul', f.linehaul), ('Fuel surcharge', f.fuel_surcharge), ('Accessorial', f.accessorial)) x(charge, amount)
      WHERE f.eplant_id = $1 AND f.bill_date BETWEEN $2::date AND $3::date AND x.amount <> 0
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
    await rangeParams(db, query),
  );

export const getShippingOverview: OperationHandler<'getShippingOverview'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return db.query(
    `SELECT (SELECT count(*)::int FROM jobs j WHERE j.eplant_id = $1 AND j.status = 'Shipped'
               AND j.ship_date >= date_trunc('month', current_date)) AS "UnitsShippedMonth",
            (SELECT count(*)::int FROM shipments s WHERE s.eplant_id = $1 AND s.ship_date >= date_trunc('month', current_date)) AS "LoadsShippedMonth",
            (SELECT count(*)::int FROM jobs j WHERE j.eplant_id = $1 AND j.status = 'Finished') AS "UnitsInYard",
            (SELECT count(*)::int FROM loads l WHERE l.eplant_id = $1 AND l.status = 'Submitted') AS "LoadsAwaitingApproval",
            (SELECT count(*)::int FROM loads l WHERE l.eplant_id = $1 AND l.status = 'Approved') AS "LoadsReadyToLoad",
            (SELECT ${sqlNumber('coalesce(sum(s.freight_amount), 0)')} FROM shipments s WHERE s.eplant_id = $1
               AND s.ship_date >= date_trunc('month', current_date)) AS "FreightMonth",
            (SELECT count(*)::int FROM shipments s WHERE s.eplant_id = $1 AND s.status <> 'Delivered') AS "InTransit"`,
    [plant],
  );
};

export const listShippedByWeek: OperationHandler<'listShippedByWeek'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return db.query(
    `SELECT to_char(w.week, 'YYYY-MM-DD') AS "Week", coalesce(sum(n.units), 0)::int AS "Units", count(s.id)::int AS "Loads",
            ${sqlNumber('coalesce(sum(s.freight_amount), 0)')} AS "Freight"
       FROM generate_series(date_trunc('week', current_date) - interval '11 weeks', date_trunc('week', current_date), interval '1 week') w(week)
       LEFT JOIN shipments s ON s.eplant_id = $1 AND s.ship_date >= w.week AND s.ship_date < w.week + interval '1 week'
       LEFT JOIN LATERAL (SELECT count(*) AS units FROM ${LOAD_UNITS} u WHERE u.load_id = s.load_id) n ON true
      GROUP BY w.week ORDER BY w.week`,
    [plant],
  );
};
