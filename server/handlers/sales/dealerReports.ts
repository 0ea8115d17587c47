// Dealer-network reports of the Sales area: the dealer map's points, dealer applications, targeted potential
// dealers, warranty registrations by dealer, shipments on the road (drop ship status) and the load schedule.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { requirePlant, sqlDate } from '../plant/plantQueries.js';
import { checkPeriod, miles } from './salesSql.js';

export const listSalesDealerMapPoints: OperationHandler<'listSalesDealerMapPoints'> = async ({ db }) =>
  db.query(
    `SELECT 'dealer' AS "Kind", c.id AS "Id", c.name AS "Name", c.city AS "City", c.state_code AS "State", c.country AS "Country",
            c.latitude::float8 AS "Latitude", c.longitude::float8 AS "Longitude", c.eplant_id AS "Plant", c.salesperson AS "Detail",
            NULL::text AS "Status", coalesce(u.n, 0)::int AS "UnitsLast12Months"
       FROM customers c
       LEFT JOIN (SELECT inv.customer_id, sum(il.qty) AS n FROM invoices inv JOIN invoice_lines il ON il.invoice_id = inv.id
                   WHERE inv.invoice_date > current_date - 365 GROUP BY 1) u ON u.customer_id = c.id
      WHERE c.is_dealer AND c.active AND c.latitude IS NOT NULL AND c.longitude IS NOT NULL
     UNION ALL
     SELECT 'potential', p.id, p.name, p.city, p.state_code, p.country, p.latitude::float8, p.longitude::float8, p.eplant_id,
            p.salesperson, p.status, 0
       FROM potential_dealers p WHERE p.status <> 'Signed'
     UNION ALL
     SELECT 'manufacturer', m.id, m.name, m.city, m.state_code, m.country, m.latitude::float8, m.longitude::float8, m.eplant_id,
            m.manufacturer, NULL, 0
       FROM manufacturer_dealers m
     ORDER BY 1, 3`,
  );

export const listSalesDealerApplications: OperationHandler<'listSalesDealerApplications'> = async ({ db, query }) => {
  await requirePlant(db, query.plant);
  return db.query(
    `SELECT p.id AS "Id", p.name AS "Name", p.contact_name AS "ContactName", p.city AS "City", p.state_code AS "State", p.country AS "Country",
            p.salesperson AS "Salesperson", p.status AS "Status", ${sqlDate('p.application_date')} AS "ApplicationDate",
            p.credit_app_received AS "CreditAppReceived", p.w9_received AS "W9Received", ${sqlDate('p.approved_date')} AS "ApprovedDate",
            (coalesce(p.approved_date, current_date) - p.application_date)::int AS "DaysOpen", p.est_annual_units AS "EstAnnualUnits"
       FROM potential_dealers p
      WHERE p.eplant_id = $1 AND p.application_date IS NOT NULL
      ORDER BY p.approved_date IS NOT NULL, p.application_date`,
    [query.plant],
  );
};

export const listSalesTargetedDealers: OperationHandler<'listSalesTargetedDealers'> = async ({ db, query }) => {
  await requirePlant(db, query.plant);
  // Score: expected volume, worth more where no Norstar dealer is close (distance capped at 200 mi) and less where
  // competitor dealers crowd the market.
  return db.query(
    `SELECT p.id AS "Id", p.name AS "Name", p.city AS "City", p.state_code AS "State", p.country AS "Country", p.salesperson AS "Salesperson",
            p.status AS "Status", p.est_annual_units AS "EstAnnualUnits", near.name AS "NearestDealer", round(near.mi::numeric, 1)::float8 AS "NearestDealerMiles",
            comp.n::int AS "CompetitorsWithin50Miles",
            round((p.est_annual_units * least(coalesce(near.mi, 200), 200) / 100.0 - 5 * comp.n)::numeric, 1)::float8 AS "Score"
       FROM potential_dealers p
       LEFT JOIN LATERAL (SELECT c.name, ${miles('p.latitude', 'p.longitude', 'c.latitude', 'c.longitude')} AS mi FROM customers c
                           WHERE c.is_dealer AND c.active AND c.latitude IS NOT NULL ORDER BY 2 LIMIT 1) near ON true
       CROSS JOIN LATERAL (SELECT count(*) AS n FROM manufacturer_dealers m
                            WHERE ${miles('p.latitude', 'p.longitude', 'm.latitude', 'm.longitude')} <= 50) comp
      WHERE p.eplant_id = $1 AND p.status NOT IN ('Signed', 'Declined')
      ORDER BY "Score" DESC, p.name`,
    [query.plant],
  );
};

export const listSalesRegistrations: OperationHandler<'listSalesRegistrations'> = async ({ db, query }) => {
  await checkPeriod(db, query);
  return db.query(
    `SELECT r.id AS "Id", ${sqlDate('r.registration_date')} AS "RegistrationDate", ${sqlDate('r.purchase_date')} AS "PurchaseDate",
            trim(r.vin) AS "VIN", j.part_no AS "ItemNo", c.cust_no AS "DealerNo", c.name AS "DealerName",
            r.first_name || ' ' || r.last_name AS "OwnerName", r.city AS "City", r.state_code AS "State",
            (r.purchase_date - j.ship_date)::int AS "DaysShipToSale"
       FROM warranty_registrations r LEFT JOIN jobs j ON j.id = r.job_id LEFT JOIN customers c ON c.id = r.dealer_id
      WHERE r.eplant_id = $1 AND r.registration_date BETWEEN $2::date AND $3::date
      ORDER BY r.registration_date DESC, r.id DESC`,
    [query.plant, query.from, query.to],
  );
};

export const listSalesDropshipStatus: OperationHandler<'listSalesDropshipStatus'> = async ({ db, query }) => {
  await checkPeriod(db, query);
  return db.query(
    `SELECT s.shipment_no AS "ShipmentNo", ld.load_no AS "LoadNo", ${sqlDate('s.ship_date')} AS "ShipDate", c.cust_no AS "DealerNo",
            c.name AS "DealerName", c.city AS "City", c.state_code AS "State", ca.name AS "Carrier",
            (SELECT count(*) FROM load_units lu WHERE lu.load_id = ld.id)::int AS "Units", s.tracking_number AS "TrackingNumber",
            s.status AS "Status", ${sqlDate('s.delivered_date')} AS "DeliveredDate",
            (coalesce(s.delivered_date, current_date) - s.ship_date)::int AS "DaysInTransit", s.freight_amount::float8 AS "Freight"
       FROM shipments s JOIN loads ld ON ld.id = s.load_id JOIN customers c ON c.id = ld.dealer_id LEFT JOIN carriers ca ON ca.id = s.carrier_id
      WHERE s.eplant_id = $1 AND s.ship_date BETWEEN $2::date AND $3::date
      ORDER BY s.status = 'Delivered', s.ship_date DESC`,
    [query.plant, query.from, query.to],
  );
};

export const listSalesLoadSchedule: OperationHandler<'listSalesLoadSchedule'> = async ({ db, query }) => {
  await checkPeriod(db, query);
  return db.query(
    `SELECT ld.load_no AS "LoadNo", ${sqlDate('ld.ship_date')} AS "ShipDate", ld.status AS "Status", c.cust_no AS "DealerNo", c.name AS "DealerName",
            c.city AS "City", c.state_code AS "State", count(lu.id)::int AS "Units", coalesce(sum(l.unit_price), 0)::float8 AS "OrderValue",
            ld.sales_approved AS "SalesApproved", ld.sales_approver_name AS "ApprovedBy", ca.name AS "Carrier",
            ld.submitted_online AS "SubmittedOnline", ld.freight_cost::float8 AS "Freight"
       FROM loads ld JOIN customers c ON c.id = ld.dealer_id LEFT JOIN carriers ca ON ca.id = ld.carrier_id
       LEFT JOIN load_units lu ON lu.load_id = ld.id LEFT JOIN customer_order_lines l ON l.id = lu.co_line_id
      WHERE ld.eplant_id = $1 AND ld.ship_date BETWEEN $2::date AND $3::date
      GROUP BY ld.id, c.id, ca.name ORDER BY ld.ship_date, ld.load_no`,
    [query.plant, query.from, query.to],
  );
};
