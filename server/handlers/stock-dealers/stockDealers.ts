// StockDealers: dealers that floor-plan units, what they hold and how old it is, shipments to them, units awaiting
// the lender's payment, the MCOs waiting to go out (and sending one), and stock units sold to retail owners.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { maybeOne, one } from '../../db/Database.js';
import { badRequest } from '../../http/HttpError.js';
import { requirePlant, sqlDate } from '../plant/plantQueries.js';
import { byName, DEALER, family, report, requireTexts, STOCK_UNITS } from '../shared/dealersSql.js';

/** Units still on the dealer's lot: not registered, billed within the last 540 days. */
const IN_STOCK = `s.registration_date IS NULL AND s.invoice_date > current_date - 540`;

export const listStockDealers = report<'listStockDealers'>(
  `WITH ${STOCK_UNITS}
   SELECT c.cust_no AS "DealerNo", c.name AS "DealerName", c.city AS "City", c.state_code AS "State", p.lender AS "Lender", p.credit_line::float8 AS "CreditLine",
          count(s.vin) FILTER (WHERE ${IN_STOCK})::int AS "UnitsInStock", coalesce(sum(s.unit_amount) FILTER (WHERE ${IN_STOCK}), 0)::float8 AS "StockValue",
          round(100 * coalesce(sum(s.unit_amount) FILTER (WHERE ${IN_STOCK}), 0) / p.credit_line, 1)::float8 AS "CreditUsedPct",
          coalesce(max(current_date - s.invoice_date) FILTER (WHERE ${IN_STOCK}), 0)::int AS "OldestUnitDays",
          count(s.vin) FILTER (WHERE s.registration_date > current_date - 365)::int AS "SoldLast12Months",
          ${sqlDate('p.agreement_date')} AS "AgreementDate", p.curtailment_days AS "CurtailmentDays"
     FROM stock_dealer_profiles p JOIN customers c ON c.id = p.dealer_id LEFT JOIN stock_units s ON s.dealer_id = c.id
    WHERE c.eplant_id = $1 GROUP BY c.id, p.dealer_id ORDER BY "StockValue" DESC`,
  ['plant'],
);

export const listStockDealerShipments = report<'listStockDealerShipments'>(
  `SELECT ${sqlDate('ld.ship_date')} AS "ShipDate", ld.load_no AS "LoadNo", trim(lu.vin) AS "VIN", j.part_no AS "ItemNo", ${family('j.family')} AS "ProductLine",
          c.cust_no AS "DealerNo", c.name AS "DealerName", p.lender AS "Lender", ld.status AS "Status", ca.name AS "Carrier",
          l.unit_price::float8 AS "Amount"
     FROM loads ld JOIN load_units lu ON lu.load_id = ld.id LEFT JOIN customer_order_lines l ON l.id = lu.co_line_id JOIN stock_dealer_profiles p ON p.dealer_id = ld.dealer_id JOIN customers c ON c.id = ld.dealer_id
     LEFT JOIN jobs j ON j.vin = lu.vin LEFT JOIN carriers ca ON ca.id = ld.carrier_id
    WHERE ld.eplant_id = $1 AND lu.vin IS NOT NULL AND ld.ship_date BETWEEN $2::date AND $3::date ORDER BY ld.ship_date DESC, ld.load_no, lu.position`,
  ['plant', 'from', 'to'],
);

export const listStockDealerStockFacts = report<'listStockDealerStockFacts'>(
  `WITH ${STOCK_UNITS}
   SELECT s.dealer_name AS "DealerName", ${family('i.family')} AS "ProductLine",
          CASE WHEN current_date - s.invoice_date <= 90 THEN '0-90 days' WHEN current_date - s.invoice_date <= 180 THEN '91-180 days'
               WHEN current_date - s.invoice_date <= 365 THEN '181-365 days' ELSE 'Over 365 days' END AS "Age",
          1 AS "Units", s.unit_amount::float8 AS "Value"
     FROM stock_units s JOIN items i ON i.arinvt_id = s.arinvt_id WHERE ${IN_STOCK}`,
  ['plant'],
);

export const listStockDealerUnits = report<'listStockDealerUnits'>(
  `WITH ${STOCK_UNITS}
   SELECT s.vin AS "VIN", i.item_no AS "ItemNo", ${family('i.family')} AS "ProductLine", j.config_code AS "ConfigCode", s.cust_no AS "DealerNo",
          s.dealer_name AS "DealerName", s.lender AS "Lender", s.invoice_no AS "InvoiceNo", ${sqlDate('s.invoice_date')} AS "InvoiceDate",
          s.unit_amount::float8 AS "Amount", (current_date - s.invoice_date)::int AS "DaysInStock",
          ${sqlDate('s.invoice_date + s.curtailment_days')} AS "CurtailmentDue", s.paid_amount >= s.total AS "Paid"
     FROM stock_units s JOIN items i ON i.arinvt_id = s.arinvt_id LEFT JOIN jobs j ON j.vin = s.vin_raw
    WHERE ${IN_STOCK} AND ($2::text IS NULL OR s.cust_no = $2) ORDER BY s.invoice_date`,
  ['plant', DEALER],
);

export const listStockDealerAwaitingPayment = report<'listStockDealerAwaitingPayment'>(
  `WITH ${STOCK_UNITS}
   SELECT s.invoice_no AS "InvoiceNo", ${sqlDate('s.invoice_date')} AS "InvoiceDate", ${sqlDate('s.due_date')} AS "DueDate", s.cust_no AS "DealerNo",
          s.dealer_name AS "DealerName", s.lender AS "Lender", s.vin AS "VIN", s.total::float8 AS "Total", s.paid_amount::float8 AS "PaidAmount",
          (s.total - s.paid_amount)::float8 AS "Balance", greatest(current_date - s.due_date, 0)::int AS "DaysPastDue",
          s.registration_date IS NOT NULL AS "SoldToOwner"
     FROM stock_units s WHERE s.paid_amount < s.total AND ($2::text IS NULL OR s.cust_no = $2) ORDER BY s.due_date`,
  ['plant', DEALER],
);

export const listStockDealerMcoQueue = report<'listStockDealerMcoQueue'>(
  `WITH ${STOCK_UNITS}
   SELECT s.vin AS "VIN", i.item_no AS "ItemNo", s.cust_no AS "DealerNo", s.dealer_name AS "DealerName", s.lender AS "Lender", s.invoice_no AS "InvoiceNo",
          ${sqlDate('s.paid_date')} AS "PaidDate", s.total::float8 AS "InvoiceTotal", (current_date - s.paid_date)::int AS "DaysWaiting",
          CASE WHEN s.registration_date IS NULL THEN 'Lender' ELSE 'Dealer' END AS "SendTo"
     FROM stock_units s JOIN items i ON i.arinvt_id = s.arinvt_id
    WHERE s.paid_amount >= s.total AND s.paid_date IS NOT NULL AND NOT EXISTS (SELECT 1 FROM mco_records m WHERE m.vin = s.vin_raw)
    ORDER BY s.paid_date`,
  ['plant'],
);

export const listStockDealerSold = report<'listStockDealerSold'>(
  `WITH ${STOCK_UNITS}
   SELECT ${sqlDate('s.registration_date')} AS "RegistrationDate", ${sqlDate('s.purchase_date')} AS "PurchaseDate", s.vin AS "VIN", i.item_no AS "ItemNo",
          ${family('i.family')} AS "ProductLine", s.cust_no AS "DealerNo", s.dealer_name AS "DealerName", s.owner_name AS "OwnerName",
          s.owner_city AS "City", s.owner_state AS "State", ${sqlDate('s.invoice_date')} AS "InvoiceDate", (s.purchase_date - s.invoice_date)::int AS "DaysOnLot",
          s.unit_amount::float8 AS "Amount", EXISTS (SELECT 1 FROM mco_records m WHERE m.vin = s.vin_raw) AS "McoSent"
     FROM stock_units s JOIN items i ON i.arinvt_id = s.arinvt_id
    WHERE s.registration_date BETWEEN $2::date AND $3::date ORDER BY s.registration_date DESC`,
  ['plant', 'from', 'to'],
);

export const sendStockDealerMco: OperationHandler<'sendStockDealerMco'> = async ({ db, query, body, user }) => {
  await requirePlant(db, query.plant);
  requireTexts(body, ['VIN', 'TrackingNumber']);
  const vin = body.VIN.trim().toUpperCase();
  const unit = await maybeOne<{ invoice_id: number; paid: boolean; sent: boolean }>(
    db,
    `WITH ${STOCK_UNITS}
     SELECT s.invoice_id, s.paid_amount >= s.total AS paid, EXISTS (SELECT 1 FROM mco_records m WHERE m.vin = s.vin_raw) AS sent
       FROM stock_units s WHERE s.vin = $2`,
    [query.plant, vin],
  );
  if (!unit)
    throw badRequest(`VIN ${vin} is not a stock unit of this plant`, [
      { field: 'VIN', message: `VIN ${vin} is not a stock unit of this plant` },
    ]);
  if (!unit.paid)
    throw badRequest(`VIN ${vin} is not paid yet; the MCO stays until it is`, [
      { field: 'VIN', message: 'The unit is not paid yet' },
    ]);
  if (unit.sent)
    throw badRequest(`The MCO of VIN ${vin} was already sent`, [{ field: 'VIN', message: 'The MCO was already sent' }]);
  return db.tx(async (tx) =>
    one<AnswerOf<'sendStockDealerMco'>>(
      tx,
      `INSERT INTO mco_records (eplant_id, vin, invoice_id, sent_date, sent_to, tracking_number, sent_by) VALUES ($1, $2, $3, current_date, $4, $5, $6)
       RETURNING trim(vin) AS "VIN", ${sqlDate('sent_date')} AS "SentDate", sent_to AS "SentTo", tracking_number AS "TrackingNumber", sent_by AS "SentBy"`,
      [query.plant, vin, unit.invoice_id, body.SentTo, body.TrackingNumber.trim(), byName(user)],
    ),
  );
};
