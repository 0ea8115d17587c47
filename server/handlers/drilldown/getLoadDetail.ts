// GET /drilldown/load/{value}: the load dialog as sales approval sees it — dealer, carrier, ship date, status, whether
// it came in online and who approved it when, the shipment it left on, and the units on it by position.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { notFound } from '../../http/HttpError.js';
import { maybeOne } from '../../db/Database.js';
import { sqlDate, sqlNumber, sqlTimestamp } from '../plant/plantQueries.js';
import { coLineKeySql } from './drillSql.js';

export const getLoadDetail: OperationHandler<'getLoadDetail'> = async ({ db, params }) => {
  const loadNo = String(params.value).trim();
  const load = await maybeOne<Omit<AnswerOf<'getLoadDetail'>, 'Units'> & { id: number }>(
    db,
    `SELECT ld.id, ld.load_no AS "LoadNo", c.cust_no AS "DealerNo", c.name AS "Dealer", cr.name AS "Carrier",
            ${sqlDate('ld.ship_date')} AS "ShipDate", ld.status AS "Status", ld.submitted_online AS "SubmittedOnline",
            ld.sales_approved AS "SalesApproved", ld.sales_approver_name AS "SalesApprovedBy",
            ${sqlTimestamp('ld.sales_approved_at')} AS "SalesApprovedAt", ld.driver_name AS "DriverName",
            ${sqlNumber('ld.freight_cost')} AS "FreightCost", sh.shipment_no AS "ShipmentNo", sh.bol_number AS "BolNumber",
            (SELECT count(*) FROM load_units lu WHERE lu.load_id = ld.id)::int AS "UnitCount", ld.eplant_id AS "EplantId"
       FROM loads ld
       JOIN customers c ON c.id = ld.dealer_id
       LEFT JOIN carriers cr ON cr.id = ld.carrier_id
       LEFT JOIN LATERAL (SELECT s.shipment_no, s.bol_number FROM shipments s WHERE s.load_id = ld.id
                           ORDER BY s.ship_date DESC LIMIT 1) sh ON true
      WHERE upper(ld.load_no) = upper($1)`,
    [loadNo],
  );
  if (!load) throw notFound(`Load ${loadNo} not found`);
  const { id, ...header } = load;
  const units = await db.query<AnswerOf<'getLoadDetail'>['Units'][number]>(
    `SELECT lu.position AS "Position", coalesce(lu.vin, j.vin)::text AS "VIN",
            CASE WHEN l.id IS NULL THEN NULL ELSE ${coLineKeySql('co', 'l')} END AS "CoLine",
            coalesce(l.item_no, j.part_no) AS "ItemNo", i.descrip AS "Descrip", coalesce(l.config_code, j.config_code) AS "ConfigCode",
            j.workorder_number AS "WorkorderNumber", j.status AS "JobStatus", ${sqlNumber('l.unit_price')} AS "UnitPrice"
       FROM load_units lu
       LEFT JOIN customer_order_lines l ON l.id = lu.co_line_id
       LEFT JOIN customer_orders co ON co.id = l.co_id
       LEFT JOIN jobs j ON j.id = lu.job_id
       LEFT JOIN items i ON i.arinvt_id = coalesce(l.arinvt_id, j.arinvt_id)
      WHERE lu.load_id = $1 ORDER BY lu.position`,
    [id],
  );
  return { ...header, Units: units };
};
