// Material reports over the bills of material: finite purchasing (open schedule exploded to purchased parts), job
// material, shortages per work order, standard material usage and the flattened BOM.
import type { OperationHandler, RowOf } from '../../http/OperationHandler.js';
import { queryJsonArray } from '../../db/queryJsonArray.js';
import { sqlDate, sqlNumber } from '../plant/plantQueries.js';
import { releaseBalancesSql } from '../purchasing/poLineSql.js';
import { inRange, plantDay, plantQuery, rangeQuery } from '../shared/shopFloorQueries.js';

const OPEN_JOB = `j.status IN ('Planned', 'Released', 'InProcess')`;

/** On hand per item of the plant, and open PO quantity (releases less receipts) per item. */
const STOCK_CTES = `
  stock AS (SELECT arinvt_id, sum(qty) AS qty FROM on_hand WHERE eplant_id = $1 GROUP BY arinvt_id),
  on_order AS (SELECT d.arinvt_id, sum(b.left_to_recv) AS qty
                 FROM (${releaseBalancesSql('r.eplant_id = $1')}) b JOIN po_details d ON d.po_detail_id = b.po_detail_id
                GROUP BY d.arinvt_id)`;

export const listFinitePurchasing: OperationHandler<'listFinitePurchasing'> = async (ctx) => {
  const { plant } = await plantQuery(ctx);
  return ctx.db.query(
    `WITH RECURSIVE demand AS (
       SELECT j.arinvt_id AS item, sum(j.qty)::numeric AS qty, min(coalesce(j.start_date, j.due_date)) AS need
         FROM jobs j WHERE j.eplant_id = $1 AND ${OPEN_JOB} GROUP BY j.arinvt_id),
     exploded(item, qty, need, lvl) AS (
       SELECT b.child_arinvt_id, (d.qty * b.qty)::numeric, d.need, 1 FROM demand d JOIN bom b ON b.parent_arinvt_id = d.item
       UNION ALL
       SELECT b.child_arinvt_id, (e.qty * b.qty)::numeric, e.need, e.lvl + 1 FROM exploded e JOIN bom b ON b.parent_arinvt_id = e.item
        WHERE e.lvl < 10),
     ${STOCK_CTES},
     last_vendor AS (SELECT DISTINCT ON (d.arinvt_id) d.arinvt_id, v.company, v.lead_time_days
                       FROM po_details d JOIN purchase_orders po ON po.id = d.po_id JOIN vendors v ON v.id = po.vendor_id
                      WHERE d.eplant_id = $1 ORDER BY d.arinvt_id, po.po_date DESC),
     need AS (SELECT item, sum(qty) AS qty, min(need) AS first_need FROM exploded GROUP BY item)
     SELECT i.item_no AS "ItemNo", i.descrip AS "Descrip", i.class AS "Class", i.uom AS "UOM",
            ${sqlNumber('round(n.qty, 2)')} AS "Required", ${sqlNumber('round(coalesce(s.qty, 0), 2)')} AS "OnHand",
            ${sqlNumber('round(coalesce(o.qty, 0), 2)')} AS "OnOrder",
            ${sqlNumber('round(greatest(n.qty - coalesce(s.qty, 0) - coalesce(o.qty, 0), 0), 2)')} AS "NetShortage",
            ${sqlDate('n.first_need')} AS "FirstNeedDate", lv.company AS "Vendor", lv.lead_time_days AS "LeadTimeDays",
            ${sqlDate('n.first_need - lv.lead_time_days')} AS "OrderBy", ${sqlNumber('i.std_cost')} AS "StdCost",
            ${sqlNumber('round(greatest(n.qty - coalesce(s.qty, 0) - coalesce(o.qty, 0), 0) * i.std_cost, 2)')} AS "ShortageCost"
       FROM need n
       JOIN items i ON i.arinvt_id = n.item AND i.source = 'P'
       LEFT JOIN stock s ON s.arinvt_id = n.item
       LEFT JOIN on_order o ON o.arinvt_id = n.item
       LEFT JOIN last_vendor lv ON lv.arinvt_id = n.item
      ORDER BY 14 DESC, i.item_no`,
    [plant],
  );
};

// Issued is the backflush: a work order's components are issued in full when the unit is reported finished.
export const listJobMaterial: OperationHandler<'listJobMaterial'> = async (ctx) => {
  const { plant, from, to } = await rangeQuery(ctx);
  return queryJsonArray<RowOf<'listJobMaterial'>>(
    ctx.db,
    `WITH stock AS (SELECT arinvt_id, sum(qty) AS qty FROM on_hand WHERE eplant_id = $1 GROUP BY arinvt_id)
     SELECT j.workorder_number AS "WorkorderNumber", j.status AS "JobStatus", ${sqlDate('j.due_date')} AS "DueDate",
            j.part_no AS "PartNo", trim(j.vin) AS "VIN", c.item_no AS "ItemNo", c.descrip AS "Descrip", c.class AS "Class",
            c.uom AS "UOM", ${sqlNumber('b.qty')} AS "QtyPer", ${sqlNumber('b.qty * j.qty')} AS "Required",
            ${sqlNumber("CASE WHEN j.status IN ('Finished', 'Shipped') THEN b.qty * j.qty ELSE 0 END")} AS "Issued",
            ${sqlNumber('round(coalesce(s.qty, 0), 2)')} AS "OnHand", ${sqlNumber('c.std_cost')} AS "UnitCost",
            ${sqlNumber('round(b.qty * j.qty * c.std_cost, 2)')} AS "ExtCost"
       FROM jobs j
       JOIN bom b ON b.parent_arinvt_id = j.arinvt_id
       JOIN items c ON c.arinvt_id = b.child_arinvt_id
       LEFT JOIN stock s ON s.arinvt_id = c.arinvt_id
      WHERE j.eplant_id = $1 AND j.status <> 'Cancelled' AND j.due_date BETWEEN $2::date AND $3::date
      ORDER BY j.due_date, j.workorder_number, b.seq`,
    [plant, from, to],
  );
};

// Work orders draw on stock in due-date order; a component is short on the first order that finds stock used up.
export const listInforShortages: OperationHandler<'listInforShortages'> = async (ctx) => {
  const { plant } = await plantQuery(ctx);
  return ctx.db.query(
    `WITH ${STOCK_CTES},
     req AS (
       SELECT j.workorder_number, j.status, j.due_date, j.part_no, j.vin, b.child_arinvt_id AS item, b.qty * j.qty AS qty,
              sum(b.qty * j.qty) OVER (PARTITION BY b.child_arinvt_id ORDER BY j.due_date, j.workorder_number) AS cum
         FROM jobs j JOIN bom b ON b.parent_arinvt_id = j.arinvt_id
        WHERE j.eplant_id = $1 AND ${OPEN_JOB}),
     next_po AS (SELECT DISTINCT ON (d.arinvt_id) d.arinvt_id, po.pono, b.promise_date, b.left_to_recv
                   FROM (${releaseBalancesSql('r.eplant_id = $1')}) b
                   JOIN po_details d ON d.po_detail_id = b.po_detail_id JOIN purchase_orders po ON po.id = d.po_id
                  WHERE b.left_to_recv > 0 ORDER BY d.arinvt_id, b.promise_date NULLS LAST)
     SELECT r.workorder_number AS "WorkorderNumber", r.status AS "JobStatus", ${sqlDate('r.due_date')} AS "DueDate",
            r.part_no AS "PartNo", trim(r.vin) AS "VIN", i.item_no AS "ItemNo", i.descrip AS "Descrip", i.uom AS "UOM",
            ${sqlNumber('r.qty')} AS "Required",
            ${sqlNumber('round(greatest(coalesce(s.qty, 0) - (r.cum - r.qty), 0), 2)')} AS "Available",
            ${sqlNumber('round(least(r.qty, r.cum - coalesce(s.qty, 0)), 2)')} AS "Short",
            np.pono AS "NextPONO", ${sqlDate('np.promise_date')} AS "NextPromiseDate", ${sqlNumber('np.left_to_recv')} AS "NextPOQty"
       FROM req r
       JOIN items i ON i.arinvt_id = r.item
       LEFT JOIN stock s ON s.arinvt_id = r.item
       LEFT JOIN next_po np ON np.arinvt_id = r.item
      WHERE r.cum > coalesce(s.qty, 0)
      ORDER BY r.due_date, r.workorder_number, i.item_no`,
    [plant],
  );
};

export const listMaterialUsage: OperationHandler<'listMaterialUsage'> = async (ctx) => {
  const { plant, from, to } = await rangeQuery(ctx);
  return ctx.db.query(
    `SELECT to_char(${plantDay('j.finish_date')}, 'YYYY-MM') AS "Month", c.class AS "Class", c.item_no AS "ItemNo",
            c.descrip AS "Descrip", c.uom AS "UOM", ${sqlNumber('sum(b.qty * j.qty)')} AS "Qty",
            ${sqlNumber('round(sum(b.qty * j.qty * c.std_cost), 2)')} AS "Cost", count(DISTINCT j.id)::int AS "Units"
       FROM jobs j
       JOIN bom b ON b.parent_arinvt_id = j.arinvt_id
       JOIN items c ON c.arinvt_id = b.child_arinvt_id
      WHERE j.eplant_id = $1 AND j.finish_date IS NOT NULL AND ${inRange('j.finish_date')}
      GROUP BY 1, c.class, c.item_no, c.descrip, c.uom
      ORDER BY 1, c.class, c.item_no`,
    [plant, from, to],
  );
};

// Extended cost is carried by the leaves only (a subassembly's cost is its children's), so the total is the material
// cost of the unit.
export const listBomFlat: OperationHandler<'listBomFlat'> = async (ctx) => {
  const q = await plantQuery(ctx);
  const itemNo = typeof q.itemNo === 'string' && q.itemNo.trim() ? q.itemNo.trim() : null;
  return ctx.db.query(
    `WITH RECURSIVE tops AS (
       SELECT arinvt_id, item_no, descrip FROM items
        WHERE eplant_id = $1 AND class IN ('FG', 'FGB') AND ($2::text IS NULL OR upper(item_no) = upper($2))),
     flat(top, item, lvl, path, qty_per, ext_qty, sort) AS (
       SELECT t.arinvt_id, b.child_arinvt_id, 1, c.item_no::text, b.qty::numeric, b.qty::numeric, lpad(b.seq::text, 4, '0')
         FROM tops t JOIN bom b ON b.parent_arinvt_id = t.arinvt_id JOIN items c ON c.arinvt_id = b.child_arinvt_id
       UNION ALL
       SELECT f.top, b.child_arinvt_id, f.lvl + 1, f.path || ' > ' || c.item_no, b.qty::numeric, f.ext_qty * b.qty,
              f.sort || '.' || lpad(b.seq::text, 4, '0')
         FROM flat f JOIN bom b ON b.parent_arinvt_id = f.item JOIN items c ON c.arinvt_id = b.child_arinvt_id
        WHERE f.lvl < 10)
     SELECT t.item_no AS "ParentItemNo", t.descrip AS "ParentDescrip", f.lvl AS "Level", f.path AS "Path",
            i.item_no AS "ItemNo", i.descrip AS "Descrip", i.class AS "Class", i.source AS "Source", i.uom AS "UOM",
            ${sqlNumber('f.qty_per')} AS "QtyPer", ${sqlNumber('f.ext_qty')} AS "ExtQty", ${sqlNumber('i.std_cost')} AS "StdCost",
            ${sqlNumber('CASE WHEN EXISTS (SELECT 1 FROM bom x WHERE x.parent_arinvt_id = f.item) THEN 0 ELSE round(f.ext_qty * i.std_cost, 2) END')} AS "ExtCost"
       FROM flat f JOIN tops t ON t.arinvt_id = f.top JOIN items i ON i.arinvt_id = f.item
      ORDER BY t.item_no, f.sort`,
    [q.plant, itemNo],
  );
};
