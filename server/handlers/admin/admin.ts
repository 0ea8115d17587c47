// Admin screens of the dealer side: the IQMS item master (ARINVT) as it is loaded in the portal, and the dealer
// master with each dealer's portal, SPIF and floorplan status.
import { sqlDate } from '../plant/plantQueries.js';
import { report } from '../shared/dealersSql.js';

export const listAdminIqmsItems = report<'listAdminIqmsItems'>(
  `SELECT i.arinvt_id AS "ArinvtId", i.item_no AS "ItemNo", i.descrip AS "Description", i.class AS "Class", i.source AS "Source", i.uom AS "UOM",
          i.std_cost::float8 AS "StdCost", i.price::float8 AS "Price", i.family AS "Family", i.is_serialized AS "Serialized", i.active AS "Active",
          coalesce(oh.qty, 0)::float8 AS "OnHand", (SELECT count(*) FROM bom b WHERE b.parent_arinvt_id = i.arinvt_id)::int AS "BomLines"
     FROM items i LEFT JOIN (SELECT arinvt_id, sum(qty) AS qty FROM on_hand WHERE eplant_id = $1 GROUP BY 1) oh ON oh.arinvt_id = i.arinvt_id
    WHERE i.eplant_id = $1 ORDER BY i.class, i.item_no`,
  ['plant'],
);

export const listAdminDealers = report<'listAdminDealers'>(
  `SELECT c.cust_no AS "DealerNo", c.name AS "DealerName", c.city AS "City", c.state_code AS "State", c.country AS "Country", c.region AS "Region",
          c.salesperson AS "Salesperson", c.credit_terms AS "CreditTerms", c.credit_limit::float8 AS "CreditLimit", c.active AS "Active",
          (SELECT count(*) FROM dealer_users u WHERE u.dealer_id = c.id AND u.active)::int AS "PortalUsers",
          (SELECT count(*) FROM spif_users su WHERE su.dealer_id = c.id AND su.active)::int AS "SpifSalespeople",
          EXISTS (SELECT 1 FROM stock_dealer_profiles p WHERE p.dealer_id = c.id) AS "StockDealer",
          (SELECT ${sqlDate('max(o.order_date)')} FROM customer_orders o WHERE o.customer_id = c.id) AS "LastOrderDate", ${sqlDate('c.since_date')} AS "Since"
     FROM customers c WHERE c.eplant_id = $1 AND c.is_dealer ORDER BY c.name`,
  ['plant'],
);
