// Dealer portal reports: portal users and their activity, internet (web) quotes, dealer quotes and the placed ones,
// online loads and one load's page, and the "old" history views of quotes and loads.
import { sqlDate, sqlTimestamp } from '../plant/plantQueries.js';
import { DEALER, family, record, report } from '../shared/dealersSql.js';

export const listDealerPortalUsers = report<'listDealerPortalUsers'>(
  `SELECT u.id AS "Id", u.username AS "Username", u.full_name AS "FullName", u.email AS "Email", u.role AS "Role", c.cust_no AS "DealerNo",
          c.name AS "DealerName", u.active AS "Active", ${sqlDate('u.created_date')} AS "CreatedDate", ${sqlTimestamp('u.last_login_at')} AS "LastLogin",
          (SELECT count(*) FROM dealer_user_logs g WHERE g.dealer_user_id = u.id AND g.action = 'Signed in' AND g.logged_at > now() - interval '30 days')::int AS "Logins30Days"
     FROM dealer_users u JOIN customers c ON c.id = u.dealer_id WHERE u.eplant_id = $1 ORDER BY c.name, u.full_name`,
  ['plant'],
);

export const listDealerPortalUserLogs = report<'listDealerPortalUserLogs'>(
  `SELECT g.id AS "Id", ${sqlTimestamp('g.logged_at')} AS "LoggedAt", u.username AS "Username", u.full_name AS "FullName", c.cust_no AS "DealerNo",
          c.name AS "DealerName", g.action AS "Action", g.detail AS "Detail", g.ip_address AS "IpAddress"
     FROM dealer_user_logs g JOIN dealer_users u ON u.id = g.dealer_user_id JOIN customers c ON c.id = u.dealer_id
    WHERE u.eplant_id = $1 AND g.logged_at >= $2::date AND g.logged_at < $3::date + 1 ORDER BY g.logged_at DESC`,
  ['plant', 'from', 'to'],
);

export const listDealerPortalWebQuotes = report<'listDealerPortalWebQuotes'>(
  `SELECT w.quote_no AS "QuoteNo", ${sqlTimestamp('w.created_at')} AS "CreatedAt", w.first_name || ' ' || w.last_name AS "CustomerName", w.email AS "Email",
          w.phone AS "Phone", w.city AS "City", w.state_code AS "State", i.item_no AS "ItemNo", w.config_code AS "ConfigCode", w.qty AS "Qty",
          (w.list_price * w.qty)::float8 AS "ListValue", w.status AS "Status", c.cust_no AS "DealerNo", c.name AS "DealerName", w.comments AS "Comments"
     FROM web_quotes w JOIN items i ON i.arinvt_id = w.arinvt_id LEFT JOIN customers c ON c.id = w.assigned_dealer_id
    WHERE w.eplant_id = $1 AND w.created_at >= $2::date AND w.created_at < $3::date + 1 ORDER BY w.created_at DESC`,
  ['plant', 'from', 'to'],
);

export const listDealerPortalOpenWebQuotes = report<'listDealerPortalOpenWebQuotes'>(
  `SELECT w.quote_no AS "QuoteNo", ${sqlTimestamp('w.created_at')} AS "CreatedAt", w.first_name || ' ' || w.last_name AS "CustomerName",
          w.city AS "City", w.state_code AS "State", i.item_no AS "ItemNo", w.config_code AS "ConfigCode", w.qty AS "Qty", w.list_price::float8 AS "ListPrice",
          w.status AS "Status", coalesce(c.cust_no, near.cust_no) AS "SuggestedDealerNo", coalesce(c.name, near.name) AS "SuggestedDealerName",
          (current_date - w.created_at::date)::int AS "DaysOpen"
     FROM web_quotes w JOIN items i ON i.arinvt_id = w.arinvt_id LEFT JOIN customers c ON c.id = w.assigned_dealer_id
     LEFT JOIN LATERAL (SELECT d.cust_no, d.name FROM customers d WHERE d.is_dealer AND d.active AND d.eplant_id = w.eplant_id
                         ORDER BY d.state_code = w.state_code DESC, d.city = w.city DESC, d.id LIMIT 1) near ON true
    WHERE w.eplant_id = $1 AND w.status IN ('New', 'Assigned') ORDER BY w.created_at`,
  ['plant'],
);

const QUOTE_COLUMNS = `q.quote_no AS "QuoteNo", ${sqlDate('q.quote_date')} AS "QuoteDate", c.cust_no AS "DealerNo", c.name AS "DealerName",
          q.customer_name AS "CustomerName", i.item_no AS "ItemNo", q.config_code AS "ConfigCode", q.qty AS "Qty", q.total::float8 AS "Total"`;

export const listDealerPortalDealerQuotes = report<'listDealerPortalDealerQuotes'>(
  `SELECT ${QUOTE_COLUMNS}, ${sqlDate('q.expires_date')} AS "ExpiresDate", u.full_name AS "CreatedBy", w.quote_no AS "WebQuoteNo",
          q.list_price::float8 AS "ListPrice", q.unit_price::float8 AS "UnitPrice",
          round(100 * (1 - q.unit_price / nullif(q.list_price, 0)), 1)::float8 AS "DiscountPct", q.status AS "Status"
     FROM dealer_quotes q JOIN customers c ON c.id = q.dealer_id JOIN items i ON i.arinvt_id = q.arinvt_id
     LEFT JOIN dealer_users u ON u.id = q.dealer_user_id LEFT JOIN web_quotes w ON w.id = q.web_quote_id
    WHERE q.eplant_id = $1 AND q.quote_date BETWEEN $2::date AND $3::date AND ($4::text IS NULL OR c.cust_no = $4) ORDER BY q.quote_date DESC, q.id DESC`,
  ['plant', 'from', 'to', DEALER],
);

export const listDealerPortalPlacedQuotes = report<'listDealerPortalPlacedQuotes'>(
  `SELECT ${QUOTE_COLUMNS}, ${sqlDate('q.placed_date')} AS "PlacedDate", o.co_num AS "CoNum", o.status AS "OrderStatus",
          (q.placed_date - q.quote_date)::int AS "DaysToPlace",
          coalesce((SELECT sum(inv.amount) FROM invoices inv WHERE inv.co_id = o.id), 0)::float8 AS "InvoicedAmount"
     FROM dealer_quotes q JOIN customers c ON c.id = q.dealer_id JOIN items i ON i.arinvt_id = q.arinvt_id JOIN customer_orders o ON o.id = q.co_id
    WHERE q.eplant_id = $1 AND q.status = 'Placed' AND q.placed_date BETWEEN $2::date AND $3::date AND ($4::text IS NULL OR c.cust_no = $4) ORDER BY q.placed_date DESC`,
  ['plant', 'from', 'to', DEALER],
);

export const listDealerPortalClosedQuotes = report<'listDealerPortalClosedQuotes'>(
  `SELECT ${QUOTE_COLUMNS}, ${sqlDate('q.expires_date')} AS "ExpiresDate", q.status AS "Status",
          round(100 * (1 - q.unit_price / nullif(q.list_price, 0)), 1)::float8 AS "DiscountPct", ${family('i.family')} AS "ProductLine"
     FROM dealer_quotes q JOIN customers c ON c.id = q.dealer_id JOIN items i ON i.arinvt_id = q.arinvt_id
    WHERE q.eplant_id = $1 AND q.status IN ('Expired', 'Lost') AND q.quote_date BETWEEN $2::date AND $3::date AND ($4::text IS NULL OR c.cust_no = $4) ORDER BY q.quote_date DESC`,
  ['plant', 'from', 'to', DEALER],
);

export const listDealerPortalWebQuoteHistory = report<'listDealerPortalWebQuoteHistory'>(
  `SELECT w.quote_no AS "QuoteNo", to_char(w.created_at, 'YYYY-MM') AS "Month", w.state_code AS "State", ${family('i.family')} AS "ProductLine",
          w.status AS "Status", 1 AS "Quotes", (w.list_price * w.qty)::float8 AS "ListValue"
     FROM web_quotes w JOIN items i ON i.arinvt_id = w.arinvt_id
    WHERE w.eplant_id = $1 AND w.created_at >= $2::date AND w.created_at < $3::date + 1 ORDER BY w.created_at`,
  ['plant', 'from', 'to'],
);

export const listDealerPortalPlacedByDealer = report<'listDealerPortalPlacedByDealer'>(
  `SELECT c.cust_no AS "DealerNo", c.name AS "DealerName", c.state_code AS "State", count(*)::int AS "Quotes",
          count(*) FILTER (WHERE q.status = 'Placed')::int AS "Placed", coalesce(sum(q.qty) FILTER (WHERE q.status = 'Placed'), 0)::int AS "Units",
          coalesce(sum(q.total) FILTER (WHERE q.status = 'Placed'), 0)::float8 AS "PlacedValue",
          round(100.0 * count(*) FILTER (WHERE q.status = 'Placed') / count(*), 1)::float8 AS "PlacedPct",
          round(avg(q.placed_date - q.quote_date), 1)::float8 AS "AvgDaysToPlace", ${sqlDate('max(q.placed_date)')} AS "LastPlaced"
     FROM dealer_quotes q JOIN customers c ON c.id = q.dealer_id
    WHERE q.eplant_id = $1 AND q.quote_date BETWEEN $2::date AND $3::date GROUP BY c.id ORDER BY "PlacedValue" DESC`,
  ['plant', 'from', 'to'],
);

const LOAD_UNITS = `(SELECT count(*) FROM load_units lu WHERE lu.load_id = ld.id)::int`;

export const listDealerPortalOnlineLoads = report<'listDealerPortalOnlineLoads'>(
  `SELECT ld.load_no AS "LoadNo", ${sqlTimestamp('ld.created_at')} AS "SubmittedAt", ${sqlDate('ld.ship_date')} AS "ShipDate", ld.status AS "Status",
          c.cust_no AS "DealerNo", c.name AS "DealerName", c.city AS "City", c.state_code AS "State", ${LOAD_UNITS} AS "Units",
          coalesce((SELECT sum(l.unit_price) FROM load_units lu JOIN customer_order_lines l ON l.id = lu.co_line_id WHERE lu.load_id = ld.id), 0)::float8 AS "OrderValue",
          ld.sales_approved AS "SalesApproved", ld.sales_approver_name AS "ApprovedBy", ca.name AS "Carrier"
     FROM loads ld JOIN customers c ON c.id = ld.dealer_id LEFT JOIN carriers ca ON ca.id = ld.carrier_id
    WHERE ld.eplant_id = $1 AND ld.submitted_online AND ld.created_at >= $2::date AND ld.created_at < $3::date + 1 AND ($4::text IS NULL OR c.cust_no = $4)
    ORDER BY ld.created_at DESC`,
  ['plant', 'from', 'to', DEALER],
);

export const listDealerPortalLoadHistory = report<'listDealerPortalLoadHistory'>(
  `SELECT ld.load_no AS "LoadNo", ${sqlDate('ld.created_at')} AS "SubmittedDate", ${sqlDate('ld.ship_date')} AS "ShipDate",
          ${sqlDate('s.delivered_date')} AS "DeliveredDate", c.cust_no AS "DealerNo", c.name AS "DealerName", ${LOAD_UNITS} AS "Units",
          (ld.ship_date - ld.created_at::date)::int AS "DaysToShip", (s.delivered_date - s.ship_date)::int AS "DaysInTransit",
          ca.name AS "Carrier", coalesce(s.freight_amount, ld.freight_cost)::float8 AS "Freight"
     FROM loads ld JOIN customers c ON c.id = ld.dealer_id LEFT JOIN carriers ca ON ca.id = ld.carrier_id
     LEFT JOIN LATERAL (SELECT * FROM shipments sh WHERE sh.load_id = ld.id ORDER BY sh.id DESC LIMIT 1) s ON true
    WHERE ld.eplant_id = $1 AND ld.submitted_online AND ld.status = 'Delivered' AND ld.ship_date BETWEEN $2::date AND $3::date AND ($4::text IS NULL OR c.cust_no = $4)
    ORDER BY ld.ship_date DESC`,
  ['plant', 'from', 'to', DEALER],
);

export const getDealerPortalLoad = record<'getDealerPortalLoad'>(
  `SELECT ld.load_no AS "LoadNo", ld.status AS "Status", ${sqlTimestamp('ld.created_at')} AS "SubmittedAt", ${sqlDate('ld.ship_date')} AS "ShipDate",
          c.cust_no AS "DealerNo", c.name AS "DealerName", c.city || ', ' || c.state_code AS "Destination", ca.name AS "Carrier",
          ld.driver_name AS "Driver", ld.submitted_online AS "SubmittedOnline", ld.sales_approved AS "SalesApproved",
          ld.sales_approver_name AS "ApprovedBy", ${LOAD_UNITS} AS "Units", ld.freight_cost::float8 AS "Freight"
     FROM loads ld JOIN customers c ON c.id = ld.dealer_id LEFT JOIN carriers ca ON ca.id = ld.carrier_id WHERE ld.load_no = $1`,
  ['id'],
  (q) => `Load ${String(q.id)} not found`,
);

export const listDealerPortalLoadUnits = report<'listDealerPortalLoadUnits'>(
  `SELECT lu.position AS "Position", trim(lu.vin) AS "VIN", coalesce(l.item_no, j.part_no) AS "ItemNo", coalesce(l.config_code, j.config_code) AS "ConfigCode",
          o.co_num AS "CoNum", CASE WHEN o.co_num IS NOT NULL THEN o.co_num || '-' || l.co_line END AS "CoLine", l.unit_price::float8 AS "UnitPrice",
          j.status AS "BuildStatus", ${sqlDate('l.due_date')} AS "DueDate"
     FROM load_units lu JOIN loads ld ON ld.id = lu.load_id LEFT JOIN customer_order_lines l ON l.id = lu.co_line_id
     LEFT JOIN customer_orders o ON o.id = l.co_id LEFT JOIN jobs j ON j.id = coalesce(lu.job_id, l.job_id)
    WHERE ld.load_no = $1 ORDER BY lu.position`,
  ['id'],
);
