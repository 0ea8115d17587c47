// GET /iqms/purchasing/GetPO?PONO: the purchase order viewer — header, details and releases with LeftToRecv.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { notFound } from '../../http/HttpError.js';
import { maybeOne } from '../../db/Database.js';
import { sqlDate, sqlNumber } from '../plant/plantQueries.js';
import { releaseBalancesSql } from './poLineSql.js';

export const getPurchaseOrder: OperationHandler<'getPurchaseOrder'> = async ({ db, query }) => {
  const pono = String(query.PONO).trim();
  const po = await maybeOne<Omit<AnswerOf<'getPurchaseOrder'>, 'PODetails'> & { id: number }>(
    db,
    `SELECT po.id, po.pono AS "PONO", v.company AS "Vendor", ${sqlDate('po.po_date')} AS "PODate",
            po.buyer AS "Buyer", po.req_by AS "ReqBy", po.eplant_id AS "EplantId"
       FROM purchase_orders po JOIN vendors v ON v.id = po.vendor_id
      WHERE upper(po.pono) = upper($1)`,
    [pono],
  );
  if (!po) throw notFound(`Purchase order ${pono} not found`);
  type Detail = AnswerOf<'getPurchaseOrder'>['PODetails'][number];
  const details = await db.query<Omit<Detail, 'IsLate' | 'POReleases'>>(
    `SELECT d.po_detail_id AS "PO_DETAIL_ID", d.arinvt_id AS "ARINVT_ID", d.item_no AS "ItemNo", d.descrip AS "Descrip",
            d.uom AS "UOM", ${sqlNumber('d.unit_cost')} AS "UnitCost"
       FROM po_details d WHERE d.po_id = $1 ORDER BY d.line_no`,
    [po.id],
  );
  const releases = await db.query<Detail['POReleases'][number] & { po_detail_id: number; is_late: boolean }>(
    `SELECT b.po_detail_id, ${sqlDate('b.request_date')} AS "RequestDate", ${sqlDate('b.promise_date')} AS "PromiseDate",
            ${sqlNumber('b.qty')} AS "Qty", ${sqlNumber('b.received')} AS "QtyReceived",
            ${sqlNumber('b.left_to_recv')} AS "LeftToRecv", b.is_late
       FROM (${releaseBalancesSql('r.po_detail_id IN (SELECT po_detail_id FROM po_details WHERE po_id = $1)')}) b
       JOIN po_details d ON d.po_detail_id = b.po_detail_id
      WHERE d.po_id = $1 ORDER BY b.po_detail_id, b.seq`,
    [po.id],
  );
  const { id: _id, ...header } = po;
  return {
    ...header,
    PODetails: details.map((d) => {
      const own = releases.filter((r) => r.po_detail_id === d.PO_DETAIL_ID);
      const left = own.reduce((sum, r) => sum + r.LeftToRecv, 0);
      return {
        ...d,
        // SPEC §4: late when a release is promised before now with quantity left, and the total left is at least 0.
        IsLate: own.some((r) => r.is_late) && left >= 0,
        POReleases: own.map(({ po_detail_id: _d, is_late: _l, ...r }) => r),
      };
    }),
  };
};
