// GET /reports/purchasing/po-lines: one row per PO detail of a plant in a PO date range, with ordered and left
// quantities, the promise date that matters (earliest with quantity left) and SPEC §4's late flag.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { requireDateRange, requirePlant, sqlDate, sqlNumber } from '../plant/plantQueries.js';
import { releaseBalancesSql } from './poLineSql.js';

export const listPurchaseOrderLines: OperationHandler<'listPurchaseOrderLines'> = async ({ db, query }) => {
  const { plant, from, to } = query;
  requireDateRange(from, to);
  await requirePlant(db, plant);
  return db.query(
    `SELECT po.pono AS "PONO", d.po_detail_id AS "PO_DETAIL_ID", ${sqlDate('po.po_date')} AS "PODate",
            v.company AS "Vendor", po.buyer AS "Buyer", d.item_no AS "ItemNo", d.descrip AS "Descrip", d.uom AS "UOM",
            ${sqlNumber('b.qty')} AS "Qty", ${sqlNumber('b.left_to_recv')} AS "LeftToRecv",
            ${sqlDate('coalesce(b.open_promise, b.last_promise)')} AS "PromiseDate",
            ${sqlNumber('d.unit_cost')} AS "UnitCost", ${sqlNumber('round(b.qty * d.unit_cost, 2)')} AS "ExtCost",
            (coalesce(b.any_late, false) AND b.left_to_recv >= 0) AS "IsLate"
       FROM purchase_orders po
       JOIN vendors v ON v.id = po.vendor_id
       JOIN po_details d ON d.po_id = po.id
       JOIN (SELECT rb.po_detail_id, sum(rb.qty) AS qty, sum(rb.left_to_recv) AS left_to_recv,
                    min(rb.promise_date) FILTER (WHERE rb.left_to_recv > 0) AS open_promise,
                    max(rb.promise_date) AS last_promise, bool_or(rb.is_late) AS any_late
               FROM (${releaseBalancesSql('r.eplant_id = $1')}) rb GROUP BY rb.po_detail_id) b ON b.po_detail_id = d.po_detail_id
      WHERE po.eplant_id = $1 AND po.po_date BETWEEN $2::date AND $3::date
      ORDER BY po.po_date DESC, po.pono, d.line_no`,
    [plant, from, to],
  );
};
