// Inventory reports of the plant floor: purchased stock drained by open jobs (Drain), the location list (Locations)
// and finish goods against their family targets (FgTargetV2).
import type { OperationHandler } from '../../http/OperationHandler.js';
import { requirePlant, sqlDate, sqlNumber } from '../plant/plantQueries.js';

/** Multi-level BOM of a set of parent quantities, walked down to purchased parts (at most 6 levels deep). */
const explode = (source: string) => `
  SELECT b.child_arinvt_id AS arinvt_id, b.qty * s.q AS qty, 1 AS depth FROM (${source}) s JOIN bom b ON b.parent_arinvt_id = s.arinvt_id
  UNION ALL
  SELECT b.child_arinvt_id, e.qty * b.qty, e.depth + 1 FROM %SELF% e JOIN bom b ON b.parent_arinvt_id = e.arinvt_id WHERE e.depth < 6`;

export const listInventoryDrain: OperationHandler<'listInventoryDrain'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  // Usage is what the units finished in the last 30 days consumed through their BOM (the plant backflushes).
  return db.query(
    `WITH RECURSIVE
       open_demand AS (${explode(
         `SELECT arinvt_id, sum(qty) AS q FROM jobs WHERE eplant_id = $1 AND status IN ('Planned', 'Released', 'InProcess') GROUP BY arinvt_id`,
       ).replace('%SELF%', 'open_demand')}),
       used AS (${explode(
         `SELECT arinvt_id, sum(qty) AS q FROM jobs WHERE eplant_id = $1 AND finish_date >= now() - interval '30 days' GROUP BY arinvt_id`,
       ).replace('%SELF%', 'used')}),
       demand AS (SELECT arinvt_id, sum(qty) AS qty FROM open_demand GROUP BY arinvt_id),
       usage AS (SELECT arinvt_id, sum(qty) / 30.0 AS per_day FROM used GROUP BY arinvt_id),
       stock AS (SELECT arinvt_id, sum(qty) AS qty FROM on_hand WHERE eplant_id = $1 GROUP BY arinvt_id),
       on_order AS (
         SELECT d.arinvt_id, sum(greatest(r.qty - coalesce(rc.qty, 0), 0)) AS qty
           FROM po_releases r
           JOIN po_details d ON d.po_detail_id = r.po_detail_id
           JOIN purchase_orders po ON po.id = d.po_id AND po.status = 'Open'
           LEFT JOIN (SELECT po_release_id, sum(qty) AS qty FROM po_receipts GROUP BY po_release_id) rc ON rc.po_release_id = r.id
          WHERE r.eplant_id = $1 GROUP BY d.arinvt_id),
       rows AS (
         SELECT i.item_no, i.descrip, i.class, i.uom, i.std_cost,
                coalesce(s.qty, 0) AS on_hand, coalesce(d.qty, 0) AS demand, coalesce(o.qty, 0) AS on_order,
                coalesce(u.per_day, 0) AS per_day
           FROM items i
           LEFT JOIN demand d ON d.arinvt_id = i.arinvt_id
           LEFT JOIN usage u ON u.arinvt_id = i.arinvt_id
           LEFT JOIN stock s ON s.arinvt_id = i.arinvt_id
           LEFT JOIN on_order o ON o.arinvt_id = i.arinvt_id
          WHERE i.eplant_id = $1 AND i.source = 'P' AND (d.qty > 0 OR u.per_day > 0))
     SELECT item_no AS "ItemNo", descrip AS "Descrip", class AS "Class", uom AS "UOM",
            ${sqlNumber('round(on_hand, 2)')} AS "OnHand", ${sqlNumber('round(demand, 2)')} AS "OpenDemand",
            ${sqlNumber('round(on_order, 2)')} AS "OnOrder", ${sqlNumber('round(on_hand + on_order - demand, 2)')} AS "Projected",
            ${sqlNumber('round(per_day, 2)')} AS "DailyUsage",
            CASE WHEN per_day > 0 THEN ${sqlNumber('round(on_hand / per_day, 1)')} END AS "DaysOfSupply",
            CASE WHEN per_day > 0 THEN ${sqlDate('current_date + floor(on_hand / per_day)::int')} END AS "DrainDate",
            ${sqlNumber('std_cost')} AS "StdCost",
            ${sqlNumber('round(greatest(demand - on_hand - on_order, 0) * std_cost, 2)')} AS "ShortValue"
       FROM rows
      ORDER BY CASE WHEN per_day > 0 THEN on_hand / per_day END NULLS LAST, item_no`,
    [plant],
  );
};

export const listInventoryLocations: OperationHandler<'listInventoryLocations'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return db.query(
    `SELECT l.id AS "LocationId", l.location AS "Location", l.warehouse AS "Warehouse", l.description AS "Description",
            l.is_finish_goods AS "IsFinishGoods", count(DISTINCT oh.arinvt_id)::int AS "Items",
            ${sqlNumber('coalesce(sum(oh.qty), 0)')} AS "Qty", ${sqlNumber('coalesce(round(sum(oh.qty * i.std_cost), 2), 0)')} AS "Value",
            ${sqlDate("max(oh.last_move_at) AT TIME ZONE 'UTC'")} AS "LastMove",
            (SELECT count(*)::int FROM cycle_count_lines cl
              WHERE cl.location_id = l.id AND cl.counted_at >= now() - interval '90 days') AS "CountedLast90Days"
       FROM locations l
       LEFT JOIN on_hand oh ON oh.location_id = l.id AND oh.qty <> 0
       LEFT JOIN items i ON i.arinvt_id = oh.arinvt_id
      WHERE l.eplant_id = $1
      GROUP BY l.id
      ORDER BY l.warehouse, l.location`,
    [plant],
  );
};

export const listFgTargetStatus: OperationHandler<'listFgTargetStatus'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return db.query(
    `WITH fam AS (
       SELECT j.family, min(j.product_type) AS product_type,
              count(*) FILTER (WHERE j.status = 'Finished')::int AS on_hand,
              count(*) FILTER (WHERE j.status IN ('Released', 'InProcess'))::int AS in_production,
              count(*) FILTER (WHERE j.finish_date >= now() - interval '30 days')::int AS finished_30
         FROM jobs j WHERE j.eplant_id = $1 GROUP BY j.family),
     orders AS (
       SELECT i.family, count(*)::int AS open_lines
         FROM customer_order_lines l JOIN items i ON i.arinvt_id = l.arinvt_id
        WHERE l.eplant_id = $1 AND l.status IN ('O', 'P') AND l.job_id IS NULL
        GROUP BY i.family),
     rows AS (
       SELECT f.family, f.product_type, coalesce(t.target_qty, 0) AS target, coalesce(t.min_qty, 0) AS min_qty,
              f.on_hand, f.in_production, coalesce(o.open_lines, 0) AS open_lines, f.finished_30
         FROM fam f
         LEFT JOIN fg_targets t ON t.eplant_id = $1 AND t.family = f.family
         LEFT JOIN orders o ON o.family = f.family)
     SELECT family AS "Family", product_type AS "ProductType", target AS "TargetQty", min_qty AS "MinQty",
            on_hand AS "OnHand", in_production AS "InProduction", open_lines AS "OpenOrderLines",
            on_hand - open_lines AS "Available", on_hand - open_lines - target AS "Gap",
            CASE WHEN on_hand - open_lines < min_qty THEN 'Below minimum'
                 WHEN on_hand - open_lines < target THEN 'Below target'
                 WHEN on_hand - open_lines > target * 1.25 THEN 'Over target'
                 ELSE 'On target' END AS "Status",
            finished_30 AS "FinishedLast30Days"
       FROM rows ORDER BY on_hand - open_lines - target, family`,
    [plant],
  );
};
