// Purchasing reports of the plant floor: units received at the El Paso border warehouse, the receiving log of PO
// receipts and the intercompany purchase order lines between the two plants.
import type { OperationHandler } from '../../http/OperationHandler.js';
import type { Queryable } from '../../db/Database.js';
import { requireDateRange, requirePlant, sqlDate, sqlNumber, sqlTimestamp } from '../plant/plantQueries.js';

type RangeQuery = { plant: number; from: string; to: string };

async function checkRange(db: Queryable, q: RangeQuery) {
  requireDateRange(q.from, q.to);
  await requirePlant(db, q.plant);
}

export const listElPasoReceipts: OperationHandler<'listElPasoReceipts'> = async ({ db, query }) => {
  const q = query;
  await checkRange(db, q);
  // Both the building plant and the receiving plant follow the units crossing at El Paso.
  return db.query(
    `SELECT r.id AS "Id", ${sqlTimestamp('r.received_at')} AS "ReceivedAt", ld.load_no AS "LoadNo", c.name AS "Dealer",
            c.cust_no AS "DealerNo", trim(j.vin) AS "VIN", j.workorder_number AS "WorkorderNumber", j.part_no AS "PartNo",
            l.location AS "Bay", r.received_by AS "ReceivedBy", r.condition AS "Condition",
            ${sqlTimestamp('r.released_at')} AS "ReleasedAt",
            ${sqlNumber('round(extract(epoch FROM coalesce(r.released_at, now()) - r.received_at)::numeric / 86400, 1)')} AS "DaysInYard"
       FROM elpaso_receipts r
       JOIN jobs j ON j.id = r.job_id
       LEFT JOIN loads ld ON ld.id = r.load_id
       LEFT JOIN customers c ON c.id = ld.dealer_id
       LEFT JOIN locations l ON l.id = r.location_id
      WHERE (r.eplant_id = $1 OR r.origin_plant_id = $1) AND r.received_at >= $2::date AND r.received_at < $3::date + 1
      ORDER BY r.received_at DESC, r.id DESC`,
    [q.plant, q.from, q.to],
  );
};

export const listPoReceipts: OperationHandler<'listPoReceipts'> = async ({ db, query }) => {
  const q = query;
  await checkRange(db, q);
  return db.query(
    `SELECT r.id AS "Id", ${sqlDate('r.receipt_date')} AS "ReceiptDate", po.pono AS "PONO", v.company AS "Vendor",
            d.item_no AS "ItemNo", d.descrip AS "Descrip", d.uom AS "UOM", ${sqlNumber('r.qty')} AS "Qty",
            ${sqlNumber('d.unit_cost')} AS "UnitCost", ${sqlNumber('round(r.qty * d.unit_cost, 2)')} AS "ExtCost",
            l.location AS "Location", r.received_by AS "ReceivedBy", r.packing_slip AS "PackingSlip",
            coalesce(r.receipt_date - rel.promise_date, 0)::int AS "DaysLate"
       FROM po_receipts r
       JOIN po_details d ON d.po_detail_id = r.po_detail_id
       JOIN purchase_orders po ON po.id = d.po_id
       JOIN vendors v ON v.id = po.vendor_id
       JOIN po_releases rel ON rel.id = r.po_release_id
       LEFT JOIN locations l ON l.id = r.location_id
      WHERE r.eplant_id = $1 AND r.receipt_date BETWEEN $2::date AND $3::date
      ORDER BY r.receipt_date DESC, r.id DESC`,
    [q.plant, q.from, q.to],
  );
};

export const listIntercompanyPoLines: OperationHandler<'listIntercompanyPoLines'> = async ({ db, query }) => {
  const q = query;
  await checkRange(db, q);
  return db.query(
    `WITH rel AS (
       SELECT r.po_detail_id, sum(r.qty) AS qty, coalesce(sum(rc.qty), 0) AS received,
              min(r.promise_date) FILTER (WHERE r.qty > coalesce(rc.qty, 0)) AS open_promise, max(r.promise_date) AS last_promise,
              max(rc.last_receipt) AS last_receipt
         FROM po_releases r
         LEFT JOIN (SELECT po_release_id, sum(qty) AS qty, max(receipt_date) AS last_receipt FROM po_receipts GROUP BY po_release_id) rc
                ON rc.po_release_id = r.id
        GROUP BY r.po_detail_id)
     SELECT po.pono AS "PONO", ${sqlDate('po.po_date')} AS "PODate", po.status AS "Status", v.company AS "Vendor",
            d.item_no AS "ItemNo", d.descrip AS "Descrip", d.uom AS "UOM", ${sqlNumber('rel.qty')} AS "Qty",
            ${sqlNumber('rel.received')} AS "Received", ${sqlNumber('greatest(rel.qty - rel.received, 0)')} AS "LeftToRecv",
            ${sqlNumber('d.unit_cost')} AS "UnitCost", ${sqlNumber('round(rel.qty * d.unit_cost, 2)')} AS "ExtCost",
            ${sqlNumber('round(rel.received * d.unit_cost, 2)')} AS "ReceivedValue",
            ${sqlDate('coalesce(rel.open_promise, rel.last_promise)')} AS "PromiseDate", ${sqlDate('rel.last_receipt')} AS "LastReceipt"
       FROM purchase_orders po
       JOIN vendors v ON v.id = po.vendor_id
       JOIN po_details d ON d.po_id = po.id
       JOIN rel ON rel.po_detail_id = d.po_detail_id
      WHERE po.eplant_id = $1 AND po.is_intercompany AND po.po_date BETWEEN $2::date AND $3::date
      ORDER BY po.po_date DESC, po.pono, d.line_no`,
    [q.plant, q.from, q.to],
  );
};
