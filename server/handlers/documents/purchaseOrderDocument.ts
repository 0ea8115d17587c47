// GET /documents/purchase-orders/{poNo}/file: a purchase order of the plant (server/documents/purchaseOrder.ts) for
// purchasing; a purchase order of another plant is 404 like a missing one.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { notFound } from '../../http/HttpError.js';
import { maybeOne } from '../../db/Database.js';
import { requirePlant, sqlDate } from '../plant/plantQueries.js';
import { purchaseOrder } from '../../documents/purchaseOrder.js';
import { readerOf, sendDocument, usDate } from '../../documents/sendDocument.js';

export const getPurchaseOrderDocument: OperationHandler<'getPurchaseOrderDocument'> = async (ctx) => {
  const { db, params, query, reply } = ctx;
  const { plant } = query;
  await requirePlant(db, plant);
  const po = await maybeOne<{
    id: number;
    pono: string;
    po_date: string;
    status: string;
    buyer: string;
    currency: string;
    company: string;
    vendor_no: string;
    address: string;
    terms: string;
  }>(
    db,
    `SELECT p.id, p.pono, ${sqlDate('p.po_date')} AS po_date, p.status, p.buyer, p.currency, v.company, v.vendor_no,
            v.address || E'\\n' || v.city || ', ' || v.state_code || ' ' || v.country AS address, v.terms
       FROM purchase_orders p JOIN vendors v ON v.id = p.vendor_id
      WHERE p.eplant_id = $1 AND upper(p.pono) = upper($2)`,
    [plant, params.poNo.trim()],
  );
  if (!po) throw notFound(`Purchase order ${params.poNo} not found in plant ${plant}`);
  const releases = await db.query<{
    line_no: number;
    item_no: string;
    descrip: string;
    seq: number;
    request_date: string;
    promise_date: string | null;
    qty: number;
    uom: string;
    unit_cost: number;
  }>(
    `SELECT d.line_no, d.item_no, d.descrip, r.seq, ${sqlDate('r.request_date')} AS request_date,
            ${sqlDate('r.promise_date')} AS promise_date, r.qty::float8 AS qty, d.uom, d.unit_cost::float8 AS unit_cost
       FROM po_details d JOIN po_releases r ON r.po_detail_id = d.po_detail_id
      WHERE d.po_id = $1 ORDER BY d.line_no, r.seq`,
    [po.id],
  );
  const layout = purchaseOrder(
    {
      plant,
      poNo: po.pono,
      poDate: usDate(po.po_date),
      status: po.status,
      buyer: po.buyer,
      currency: po.currency,
      vendor: po.company,
      vendorNo: po.vendor_no,
      vendorAddress: po.address,
      terms: po.terms,
      releases: releases.map((r) => ({
        lineNo: r.line_no,
        itemNo: r.item_no,
        description: r.descrip,
        seq: r.seq,
        requestDate: usDate(r.request_date),
        promiseDate: usDate(r.promise_date),
        qty: r.qty,
        uom: r.uom,
        unitCost: r.unit_cost,
      })),
    },
    readerOf(ctx),
  );
  return sendDocument(reply, layout, `PO-${po.pono}.pdf`);
};
