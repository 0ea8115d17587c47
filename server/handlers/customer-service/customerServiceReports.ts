// Customer service reports: service requests (warranty cases), warranty registrations with their coverage, a VIN's
// whole history, the warranty dashboard, Infor service parts, the document library and the assistant's topics.
import { sqlDate } from '../plant/plantQueries.js';
import { DEALER, family, record, report } from '../shared/dealersSql.js';

export const listCsServiceRequests = report<'listCsServiceRequests'>(
  `SELECT wc.case_no AS "CaseNo", ${sqlDate('wc.opened_date')} AS "OpenedDate", trim(wc.vin) AS "VIN", j.part_no AS "ItemNo",
          c.cust_no AS "DealerNo", c.name AS "DealerName", wc.category AS "Category", wc.description AS "Description", wc.status AS "Status",
          wc.claim_amount::float8 AS "ClaimAmount", wc.approved_amount::float8 AS "ApprovedAmount",
          (coalesce(wc.closed_date, current_date) - wc.opened_date)::int AS "DaysOpen", wc.submitted_by AS "SubmittedBy"
     FROM warranty_cases wc LEFT JOIN customers c ON c.id = wc.dealer_id LEFT JOIN jobs j ON j.vin = wc.vin
    WHERE wc.eplant_id = $1 AND wc.opened_date BETWEEN $2::date AND $3::date AND ($4::text IS NULL OR c.cust_no = $4)
    ORDER BY wc.status IN ('Closed', 'Denied'), wc.opened_date`,
  ['plant', 'from', 'to', DEALER],
);

export const listCsWarrantyRegistrations = report<'listCsWarrantyRegistrations'>(
  `SELECT r.id AS "RegistrationId", ${sqlDate('r.registration_date')} AS "RegistrationDate", ${sqlDate('r.purchase_date')} AS "PurchaseDate",
          trim(r.vin) AS "VIN", j.part_no AS "ItemNo", ${family('j.family')} AS "ProductLine", r.first_name || ' ' || r.last_name AS "OwnerName",
          r.city AS "City", r.state_code AS "State", c.cust_no AS "DealerNo", c.name AS "DealerName",
          (r.registration_date - r.purchase_date)::int AS "DaysToRegister", (r.registration_date - r.purchase_date) <= 30 AS "OnTime",
          ${sqlDate("(r.purchase_date + interval '5 years')::date")} AS "CoverageEnds",
          (SELECT count(*) FROM warranty_cases wc WHERE wc.vin = r.vin)::int AS "Cases"
     FROM warranty_registrations r LEFT JOIN jobs j ON j.id = r.job_id LEFT JOIN customers c ON c.id = r.dealer_id
    WHERE r.eplant_id = $1 AND r.registration_date BETWEEN $2::date AND $3::date AND ($4::text IS NULL OR c.cust_no = $4)
    ORDER BY r.registration_date DESC, r.id DESC`,
  ['plant', 'from', 'to', DEALER],
);

export const listCsVinHistory = report<'listCsVinHistory'>(
  `WITH u AS (SELECT * FROM jobs WHERE vin = rpad(upper(trim($1)), 17))
   SELECT * FROM (
     SELECT ${sqlDate('u.created_date')} AS "EventDate", 'Work order created' AS "Event", u.workorder_number AS "Reference",
            u.part_no || ' ' || u.config_code AS "Detail", NULL::text AS "Party", NULL::float8 AS "Amount", trim(u.vin) AS "VIN" FROM u
     UNION ALL SELECT ${sqlDate('u.finish_date')}, 'Finished', u.workorder_number, 'Off the line', NULL, NULL, trim(u.vin) FROM u WHERE u.finish_date IS NOT NULL
     UNION ALL SELECT ${sqlDate('ld.ship_date')}, 'Shipped on load', ld.load_no, ld.status, c.name, NULL, trim(lu.vin)
       FROM load_units lu JOIN loads ld ON ld.id = lu.load_id JOIN customers c ON c.id = ld.dealer_id JOIN u ON lu.vin = u.vin
     UNION ALL SELECT ${sqlDate('i.invoice_date')}, 'Invoiced', i.invoice_no, CASE WHEN i.sent_to_floorplan THEN 'Floorplan' ELSE i.currency END, c.name, il.amount::float8, trim(il.vin)
       FROM invoice_lines il JOIN invoices i ON i.id = il.invoice_id JOIN customers c ON c.id = i.customer_id JOIN u ON il.vin = u.vin
     UNION ALL SELECT ${sqlDate('r.registration_date')}, 'Registered', 'REG-' || r.id, 'Purchased ' || ${sqlDate('r.purchase_date')}, r.first_name || ' ' || r.last_name, NULL, trim(r.vin)
       FROM warranty_registrations r JOIN u ON r.vin = u.vin
     UNION ALL SELECT ${sqlDate('wc.opened_date')}, 'Warranty case ' || wc.status, wc.case_no, wc.category || ': ' || wc.description, wc.submitted_by, wc.claim_amount::float8, trim(wc.vin)
       FROM warranty_cases wc JOIN u ON wc.vin = u.vin
     UNION ALL SELECT ${sqlDate('t.created_at')}, 'Testimonial (' || t.rating || ' stars)', 'T-' || t.id, left(t.comment, 120), t.first_name || ' ' || t.last_name, NULL, trim(t.vin)
       FROM testimonials t JOIN u ON t.vin = u.vin
     UNION ALL SELECT ${sqlDate('m.request_date')}, 'Manual requested', m.request_no, m.manual_type || ' - ' || m.status, m.first_name || ' ' || m.last_name, NULL, trim(m.vin)
       FROM manual_requests m JOIN u ON m.vin = u.vin
   ) h ORDER BY "EventDate", "Event"`,
  ['vin'],
);

export const getCsWarrantyKpis = record<'getCsWarrantyKpis'>(
  `SELECT count(*) FILTER (WHERE status IN ('Submitted', 'In Review'))::int AS "OpenCases",
          coalesce(sum(claim_amount) FILTER (WHERE opened_date > current_date - 365), 0)::float8 AS "ClaimAmount12Months",
          coalesce(sum(approved_amount) FILTER (WHERE opened_date > current_date - 365), 0)::float8 AS "ApprovedAmount12Months",
          coalesce(round(100.0 * count(*) FILTER (WHERE status IN ('Approved', 'Closed')) / nullif(count(*) FILTER (WHERE status IN ('Approved', 'Closed', 'Denied')), 0), 1), 0)::float8 AS "ApprovalRatePct",
          coalesce(round(avg(closed_date - opened_date), 1), 0)::float8 AS "AvgDaysToClose",
          (SELECT count(*) FROM warranty_registrations r WHERE r.eplant_id = $1 AND r.registration_date > current_date - 365)::int AS "Registrations12Months"
     FROM warranty_cases WHERE eplant_id = $1`,
  ['plant'],
  (q) => `Plant ${String(q.plant)} not found`,
);

export const listCsWarrantyByMonth = report<'listCsWarrantyByMonth'>(
  `SELECT to_char(m, 'YYYY-MM') AS "Month",
          (SELECT count(*) FROM warranty_cases wc WHERE wc.eplant_id = $1 AND date_trunc('month', wc.opened_date) = m)::int AS "Opened",
          (SELECT count(*) FROM warranty_cases wc WHERE wc.eplant_id = $1 AND date_trunc('month', wc.closed_date) = m)::int AS "Closed",
          (SELECT coalesce(sum(claim_amount), 0) FROM warranty_cases wc WHERE wc.eplant_id = $1 AND date_trunc('month', wc.opened_date) = m)::float8 AS "ClaimAmount",
          (SELECT coalesce(sum(approved_amount), 0) FROM warranty_cases wc WHERE wc.eplant_id = $1 AND date_trunc('month', wc.opened_date) = m)::float8 AS "ApprovedAmount"
     FROM generate_series(date_trunc('month', current_date) - interval '11 months', date_trunc('month', current_date), interval '1 month') m
    ORDER BY 1`,
  ['plant'],
);

export const listCsWarrantyByCategory = report<'listCsWarrantyByCategory'>(
  `SELECT category AS "Category", count(*)::int AS "Cases", count(*) FILTER (WHERE status IN ('Submitted', 'In Review'))::int AS "OpenCases",
          sum(claim_amount)::float8 AS "ClaimAmount", coalesce(sum(approved_amount), 0)::float8 AS "ApprovedAmount",
          round(avg(coalesce(closed_date, current_date) - opened_date), 1)::float8 AS "AvgDaysOpen"
     FROM warranty_cases WHERE eplant_id = $1 AND opened_date > current_date - 365
    GROUP BY category ORDER BY 2 DESC`,
  ['plant'],
);

export const listCsInforParts = report<'listCsInforParts'>(
  `SELECT i.item_no AS "ItemNo", i.descrip AS "Description", i.class AS "Class", ic.description AS "ClassDescription", i.uom AS "UOM",
          coalesce((SELECT sum(qty) FROM on_hand o WHERE o.arinvt_id = i.arinvt_id), 0)::float8 AS "OnHand",
          i.std_cost::float8 AS "StdCost", i.price::float8 AS "Price",
          CASE WHEN i.price > 0 THEN round(100 * (i.price - i.std_cost) / i.price, 1) END::float8 AS "MarginPct",
          (SELECT count(DISTINCT b.parent_arinvt_id) FROM bom b WHERE b.child_arinvt_id = i.arinvt_id)::int AS "UsedIn"
     FROM items i JOIN item_classes ic ON ic.code = i.class
    WHERE i.eplant_id = $1 AND i.active AND i.class IN ('TIR', 'ELE', 'CPL', 'HYD', 'AXL', 'DEC')
    ORDER BY i.class, i.item_no`,
  ['plant'],
);

const DOCUMENTS = (
  audience: string,
) => `SELECT d.id AS "Id", d.title AS "Title", d.category AS "Category", d.file_name AS "FileName", d.version AS "Version",
          ${sqlDate('d.published_date')} AS "PublishedDate", d.posted_by AS "PostedBy", d.views AS "Views",
          (current_date - d.published_date)::int AS "AgeDays"
     FROM portal_documents d WHERE d.eplant_id = $1 AND d.audience = '${audience}'
    ORDER BY d.category, d.title`;

export const listCsDocuments = report<'listCsDocuments'>(DOCUMENTS('customer_service'), ['plant']);
export const listDealerPortalDocuments = report<'listDealerPortalDocuments'>(DOCUMENTS('dealer'), ['plant']);

export const listCsAssistantTopics = report<'listCsAssistantTopics'>(
  `SELECT wc.category AS "Topic", count(*)::int AS "Cases12Months",
          round(100.0 * count(*) FILTER (WHERE wc.status IN ('Approved', 'Closed')) / count(*), 1)::float8 AS "ApprovedPct",
          coalesce(round(avg(wc.approved_amount), 2), 0)::float8 AS "AvgApproved",
          coalesce((SELECT d.title FROM portal_documents d WHERE d.eplant_id = $1 AND d.audience = 'customer_service'
                     AND d.title ILIKE '%' || split_part(wc.category, ' ', 1) || '%' ORDER BY d.id LIMIT 1), 'Limited Warranty Policy') AS "SuggestedDocument"
     FROM warranty_cases wc
    WHERE wc.eplant_id = $1 AND wc.opened_date > current_date - 365
    GROUP BY wc.category ORDER BY 2 DESC`,
  ['plant'],
);
