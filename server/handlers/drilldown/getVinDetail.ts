// GET /drilldown/vin/{value}: the VIN dialog — the unit's work order, configuration, dates, order line and dealer,
// with its serials, paint QC readings and routing operations. VINs are unique over both plants.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { notFound } from '../../http/HttpError.js';
import { maybeOne } from '../../db/Database.js';
import { sqlDate, sqlNumber, sqlTimestamp } from '../plant/plantQueries.js';
import { coLineKeySql, unitSerials } from './drillSql.js';

export const getVinDetail: OperationHandler<'getVinDetail'> = async ({ db, params }) => {
  const vin = String(params.value).trim().toUpperCase();
  const unit = await maybeOne<
    Omit<AnswerOf<'getVinDetail'>, 'Serials' | 'PaintReadings' | 'Operations'> & { id: number }
  >(
    db,
    `SELECT j.id, j.vin::text AS "VIN", j.workorder_number AS "WorkorderNumber", j.part_no AS "PartNo",
            i.descrip AS "Descrip", j.config_code AS "ConfigCode", j.family AS "Family", j.product_type AS "ProductType",
            j.status AS "Status", ${sqlDate('j.created_date')} AS "CreatedDate", ${sqlDate('j.start_date')} AS "StartDate",
            ${sqlDate('j.due_date')} AS "DueDate", ${sqlDate('j.finish_date')} AS "FinishDate",
            ${sqlDate('j.ship_date')} AS "ShipDate", wc.name AS "WorkCenter", co.co_num AS "CoNum",
            CASE WHEN l.id IS NULL THEN NULL ELSE ${coLineKeySql('co', 'l')} END AS "CoLine",
            c.cust_no AS "CustNo", c.name AS "Dealer",
            (SELECT ld.load_no FROM load_units lu JOIN loads ld ON ld.id = lu.load_id
              WHERE lu.job_id = j.id ORDER BY ld.created_at DESC LIMIT 1) AS "LoadNo",
            j.eplant_id AS "EplantId"
       FROM jobs j
       JOIN items i ON i.arinvt_id = j.arinvt_id
       LEFT JOIN work_centers wc ON wc.id = j.work_center_id
       LEFT JOIN customer_order_lines l ON l.id = j.co_line_id
       LEFT JOIN customer_orders co ON co.id = l.co_id
       LEFT JOIN customers c ON c.id = co.customer_id
      WHERE j.vin = $1`,
    [vin],
  );
  if (!unit) throw notFound(`VIN ${vin} not found`);
  const { id, ...header } = unit;
  const [serials, readings, operations] = await Promise.all([
    unitSerials(db, id),
    db.query<AnswerOf<'getVinDetail'>['PaintReadings'][number]>(
      `SELECT ${sqlDate('q.date_input')} AS "DateInput", ${sqlNumber('q.paint_mm1_front')} AS "Front",
              ${sqlNumber('q.paint_mm2_drive_side')} AS "DriveSide", ${sqlNumber('q.paint_mm3_rear')} AS "Rear",
              ${sqlNumber('q.paint_mm4_passenger_side')} AS "PassengerSide",
              ${sqlNumber('q.paint_mm5_ibeam_gooseneck')} AS "IBeamGooseNeck", ${sqlNumber('q.paint_mm5_floor')} AS "Floor",
              ${sqlNumber('q.paint_mm6')} AS "Mm6", ${sqlNumber('q.paint_mm7')} AS "Mm7", q.user_name AS "Inspector",
              q.comments AS "Comments"
         FROM paint_qc_records q WHERE q.job_id = $1 OR q.vin = $2 ORDER BY q.date_input DESC, q.created_at DESC`,
      [id, vin],
    ),
    db.query<AnswerOf<'getVinDetail'>['Operations'][number]>(
      `SELECT o.seq AS "Seq", wc.name AS "WorkCenter", o.operation AS "Operation", ${sqlNumber('o.std_hours')} AS "StdHours",
              ${sqlNumber('o.labor_hours')} AS "LaborHours", e.name AS "Employee", ${sqlNumber('o.scrap_cost')} AS "ScrapCost",
              o.status AS "Status", ${sqlTimestamp('o.started_at')} AS "StartedAt",
              ${sqlTimestamp('o.completed_at')} AS "CompletedAt"
         FROM job_operations o
         JOIN work_centers wc ON wc.id = o.work_center_id
         LEFT JOIN employees e ON e.id = o.employee_id
        WHERE o.job_id = $1 ORDER BY o.seq`,
      [id],
    ),
  ]);
  return { ...header, Serials: serials, PaintReadings: readings, Operations: operations };
};
