// Quote, price and marketing reports of the Sales area: quotes and their deal terms, the pipeline by stage, the
// price sheet and price change log, ad campaigns and the monthly goal tracking per salesperson.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { requirePlant, sqlDate, sqlTimestamp } from '../plant/plantQueries.js';
import { checkPeriod, familyName } from './salesSql.js';

export const listSalesQuotes: OperationHandler<'listSalesQuotes'> = async ({ db, query }) => {
  await checkPeriod(db, query);
  return db.query(
    `SELECT q.id AS "Id", q.quote_no AS "QuoteNo", ${sqlDate('q.quote_date')} AS "QuoteDate", ${sqlDate('q.valid_until')} AS "ValidUntil",
            c.cust_no AS "CustomerNo", c.name AS "CustomerName", q.salesperson AS "Salesperson", i.item_no AS "ItemNo", q.config_code AS "ConfigCode",
            q.qty AS "Qty", q.list_price::float8 AS "ListPrice", q.discount_pct::float8 AS "DiscountPct", q.unit_price::float8 AS "UnitPrice",
            q.freight::float8 AS "Freight", q.total::float8 AS "Total",
            round((q.unit_price - i.std_cost) / nullif(q.unit_price, 0), 4)::float8 AS "MarginPct", q.stage AS "Stage"
       FROM sales_quotes q JOIN customers c ON c.id = q.customer_id JOIN items i ON i.arinvt_id = q.arinvt_id
      WHERE q.eplant_id = $1 AND q.quote_date BETWEEN $2::date AND $3::date
      ORDER BY q.quote_date DESC, q.id DESC`,
    [query.plant, query.from, query.to],
  );
};

export const listSalesPipeline: OperationHandler<'listSalesPipeline'> = async ({ db, query }) => {
  await checkPeriod(db, query);
  return db.query(
    `SELECT q.quote_no AS "QuoteNo", q.salesperson AS "Salesperson", q.stage AS "Stage", c.name AS "CustomerName", ${familyName('i.family')} AS "Family",
            q.qty AS "Units", q.total::float8 AS "Amount", q.probability AS "Probability",
            round(q.total * q.probability / 100.0, 2)::float8 AS "WeightedAmount", to_char(q.quote_date, 'YYYY-MM') AS "QuoteMonth"
       FROM sales_quotes q JOIN customers c ON c.id = q.customer_id JOIN items i ON i.arinvt_id = q.arinvt_id
      WHERE q.eplant_id = $1 AND q.quote_date BETWEEN $2::date AND $3::date
      ORDER BY q.salesperson, q.stage, q.quote_no`,
    [query.plant, query.from, query.to],
  );
};

export const listSalesPriceSheet: OperationHandler<'listSalesPriceSheet'> = async ({ db, query }) => {
  await requirePlant(db, query.plant);
  return db.query(
    `SELECT i.item_no AS "ItemNo", i.descrip AS "Descrip", coalesce(i.family, '') AS "Family", ${familyName('i.family')} AS "FamilyName",
            i.price::float8 AS "ListPrice", round(i.price * (1 - coalesce(s.default_discount_pct, 0) / 100), 2)::float8 AS "DealerPrice",
            i.std_cost::float8 AS "StdCost",
            round((i.price * (1 - coalesce(s.default_discount_pct, 0) / 100) - i.std_cost) / nullif(i.price * (1 - coalesce(s.default_discount_pct, 0) / 100), 0), 4)::float8 AS "MarginPct",
            i.weight_lb::float8 AS "WeightLb", ${sqlDate('(SELECT max(pc.effective_date) FROM price_changes pc WHERE pc.arinvt_id = i.arinvt_id)')} AS "LastChange"
       FROM items i LEFT JOIN quote_settings s ON s.eplant_id = i.eplant_id
      WHERE i.eplant_id = $1 AND i.class IN ('FG', 'FGB') AND i.price IS NOT NULL AND i.active
      ORDER BY i.family, i.item_no`,
    [query.plant],
  );
};

export const listSalesPriceChanges: OperationHandler<'listSalesPriceChanges'> = async ({ db, query }) => {
  await checkPeriod(db, query);
  return db.query(
    `SELECT pc.id AS "Id", ${sqlDate('pc.effective_date')} AS "EffectiveDate", i.item_no AS "ItemNo", i.descrip AS "Descrip", i.family AS "Family",
            pc.old_price::float8 AS "OldPrice", pc.new_price::float8 AS "NewPrice",
            round((pc.new_price - pc.old_price) / nullif(pc.old_price, 0), 4)::float8 AS "ChangePct", pc.reason AS "Reason",
            pc.changed_by AS "ChangedBy", ${sqlTimestamp('pc.changed_at')} AS "ChangedAt"
       FROM price_changes pc JOIN items i ON i.arinvt_id = pc.arinvt_id
      WHERE pc.eplant_id = $1 AND pc.effective_date BETWEEN $2::date AND $3::date
      ORDER BY pc.effective_date DESC, i.item_no`,
    [query.plant, query.from, query.to],
  );
};

export const listSalesAdCampaigns: OperationHandler<'listSalesAdCampaigns'> = async ({ db, query }) => {
  await checkPeriod(db, query);
  return db.query(
    `SELECT a.id AS "Id", a.name AS "Name", a.channel AS "Channel", a.region AS "Region", ${sqlDate('a.start_date')} AS "StartDate",
            ${sqlDate('a.end_date')} AS "EndDate", a.budget::float8 AS "Budget", a.spend::float8 AS "Spend", a.impressions AS "Impressions",
            a.leads AS "Leads", a.quotes AS "Quotes", a.units_sold AS "UnitsSold",
            round(a.spend / nullif(a.leads, 0), 2)::float8 AS "CostPerLead", round(a.spend / nullif(a.units_sold, 0), 2)::float8 AS "CostPerUnit",
            CASE WHEN a.eplant_id = 3 THEN 'MXN' ELSE 'USD' END AS "Currency"
       FROM ad_campaigns a
      WHERE a.eplant_id = $1 AND a.start_date <= $3::date AND a.end_date >= $2::date
      ORDER BY a.start_date DESC`,
    [query.plant, query.from, query.to],
  );
};

export const listSalesGoalTracking: OperationHandler<'listSalesGoalTracking'> = async ({ db, query }) => {
  await requirePlant(db, query.plant);
  return db.query(
    `WITH m AS (SELECT date_trunc('month', $2::date)::date AS first),
          b AS (SELECT o.salesperson, count(DISTINCT o.id) AS orders, sum(l.qty) AS units, sum(l.qty * l.unit_price) AS amount
                  FROM customer_orders o JOIN customer_order_lines l ON l.co_id = o.id CROSS JOIN m
                 WHERE o.eplant_id = $1 AND o.order_date >= m.first AND o.order_date < (m.first + interval '1 month')::date GROUP BY 1)
     SELECT g.salesperson AS "Salesperson", ${sqlDate('g.month')} AS "Month", g.goal_units AS "GoalUnits", coalesce(b.units, 0)::int AS "BookedUnits",
            g.goal_amount::float8 AS "GoalAmount", coalesce(b.amount, 0)::float8 AS "BookedAmount",
            round(coalesce(b.units, 0) / nullif(g.goal_units, 0)::numeric, 4)::float8 AS "UnitsPct",
            round(coalesce(b.amount, 0) / nullif(g.goal_amount, 0), 4)::float8 AS "AmountPct", coalesce(b.orders, 0)::int AS "Orders"
       FROM sales_goals g CROSS JOIN m LEFT JOIN b ON b.salesperson = g.salesperson
      WHERE g.eplant_id = $1 AND g.month = m.first
      ORDER BY "AmountPct" DESC NULLS LAST, g.salesperson`,
    [query.plant, query.month],
  );
};
