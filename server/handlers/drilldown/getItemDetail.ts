// GET /drilldown/item/{value}?plant: the item dialog — the plant's ARINVT record, where it is on hand, its
// single-level BOM children and the purchase order lines still open for it.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { notFound } from '../../http/HttpError.js';
import { maybeOne } from '../../db/Database.js';
import { requirePlant, sqlDate, sqlNumber, sqlTimestamp } from '../plant/plantQueries.js';
import { releaseBalancesSql } from '../purchasing/poLineSql.js';

export const getItemDetail: OperationHandler<'getItemDetail'> = async ({ db, params, query }) => {
  const itemNo = String(params.value).trim();
  const { plant } = query;
  await requirePlant(db, plant);
  const item = await maybeOne<Omit<AnswerOf<'getItemDetail'>, 'OnHand' | 'BomChildren' | 'OpenPoLines'>>(
    db,
    `SELECT i.arinvt_id AS "ARINVT_ID", i.item_no AS "ItemNo", i.descrip AS "Descrip", i.descrip2 AS "Descrip2",
            i.class AS "Class", ic.description AS "ClassDescrip", i.source AS "Source", i.uom AS "UOM",
            ${sqlNumber('i.std_cost')} AS "StdCost", ${sqlNumber('i.price')} AS "Price", i.family AS "Family",
            ${sqlNumber('i.weight_lb')} AS "WeightLb", i.is_serialized AS "IsSerialized", i.active AS "Active",
            coalesce((SELECT sum(oh.qty) FROM on_hand oh WHERE oh.arinvt_id = i.arinvt_id), 0)::float8 AS "OnHandQty",
            i.eplant_id AS "EplantId"
       FROM items i JOIN item_classes ic ON ic.code = i.class
      WHERE upper(i.item_no) = upper($1) AND i.eplant_id = $2`,
    [itemNo, plant],
  );
  if (!item) throw notFound(`Item ${itemNo} not found in plant ${plant}`);
  const id = item.ARINVT_ID as number;
  const [onHand, children, poLines] = await Promise.all([
    db.query<AnswerOf<'getItemDetail'>['OnHand'][number]>(
      `SELECT l.location AS "Location", l.warehouse AS "Warehouse", l.description AS "Description", oh.lot_no AS "LotNo",
              ${sqlNumber('oh.qty')} AS "Qty", ${sqlNumber('round(oh.qty * i.std_cost, 2)')} AS "Value",
              ${sqlTimestamp('oh.last_move_at')} AS "LastMoveAt"
         FROM on_hand oh JOIN locations l ON l.id = oh.location_id JOIN items i ON i.arinvt_id = oh.arinvt_id
        WHERE oh.arinvt_id = $1 ORDER BY l.warehouse, l.location, oh.lot_no`,
      [id],
    ),
    db.query<AnswerOf<'getItemDetail'>['BomChildren'][number]>(
      `SELECT b.seq AS "Seq", c.item_no AS "ItemNo", c.descrip AS "Descrip", c.class AS "Class", c.source AS "Source",
              c.uom AS "UOM", ${sqlNumber('b.qty')} AS "Qty", ${sqlNumber('c.std_cost')} AS "StdCost",
              ${sqlNumber('round(b.qty * c.std_cost, 2)')} AS "ExtCost"
         FROM bom b JOIN items c ON c.arinvt_id = b.child_arinvt_id
        WHERE b.parent_arinvt_id = $1 ORDER BY b.seq`,
      [id],
    ),
    db.query<AnswerOf<'getItemDetail'>['OpenPoLines'][number]>(
      `SELECT po.pono AS "PONO", d.po_detail_id AS "PO_DETAIL_ID", ${sqlDate('po.po_date')} AS "PODate",
              v.company AS "Vendor", po.buyer AS "Buyer", ${sqlNumber('b.qty')} AS "Qty",
              ${sqlNumber('b.left_to_recv')} AS "LeftToRecv", ${sqlDate('b.open_promise')} AS "PromiseDate",
              ${sqlNumber('d.unit_cost')} AS "UnitCost"
         FROM po_details d
         JOIN purchase_orders po ON po.id = d.po_id
         JOIN vendors v ON v.id = po.vendor_id
         JOIN (SELECT rb.po_detail_id, sum(rb.qty) AS qty, sum(rb.left_to_recv) AS left_to_recv,
                      min(rb.promise_date) FILTER (WHERE rb.left_to_recv > 0) AS open_promise
                 FROM (${releaseBalancesSql('r.po_detail_id IN (SELECT po_detail_id FROM po_details WHERE arinvt_id = $1)')}) rb
                GROUP BY rb.po_detail_id) b ON b.po_detail_id = d.po_detail_id
        WHERE d.arinvt_id = $1 AND po.status = 'Open' AND b.left_to_recv > 0
        ORDER BY b.open_promise NULLS LAST, po.pono`,
      [id],
    ),
  ]);
  return { ...item, OnHand: onHand, BomChildren: children, OpenPoLines: poLines };
};
