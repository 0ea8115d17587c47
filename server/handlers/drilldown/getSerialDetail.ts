// GET /drilldown/serial/{value}: the serial dialog — a serialized component (axle or power unit), its item, the unit
// (VIN, work order) it is installed on and that unit's other serials. Serial numbers are unique over both plants.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { notFound } from '../../http/HttpError.js';
import { maybeOne } from '../../db/Database.js';
import { sqlDate, sqlTimestamp } from '../plant/plantQueries.js';
import { serialTypeSql, unitSerials } from './drillSql.js';

export const getSerialDetail: OperationHandler<'getSerialDetail'> = async ({ db, params }) => {
  const serialNo = String(params.value).trim();
  const serial = await maybeOne<Omit<AnswerOf<'getSerialDetail'>, 'OtherSerials'> & { job_id: number }>(
    db,
    `SELECT s.job_id, s.serial_no AS "SerialNo", ${serialTypeSql('s.serial_type')} AS "SerialType", i.item_no AS "ItemNo",
            i.descrip AS "Descrip", ${sqlTimestamp('s.installed_at')} AS "InstalledAt", j.vin::text AS "VIN",
            j.workorder_number AS "WorkorderNumber", j.part_no AS "PartNo", j.config_code AS "ConfigCode",
            j.status AS "JobStatus", ${sqlDate('j.finish_date')} AS "FinishDate", c.name AS "Dealer", s.eplant_id AS "EplantId"
       FROM unit_serials s
       JOIN jobs j ON j.id = s.job_id
       LEFT JOIN items i ON i.arinvt_id = s.arinvt_id
       LEFT JOIN customer_order_lines l ON l.id = j.co_line_id
       LEFT JOIN customer_orders co ON co.id = l.co_id
       LEFT JOIN customers c ON c.id = co.customer_id
      WHERE upper(s.serial_no) = upper($1)`,
    [serialNo],
  );
  if (!serial) throw notFound(`Serial ${serialNo} not found`);
  const { job_id: jobId, ...header } = serial;
  const all = await unitSerials(db, jobId);
  return { ...header, OtherSerials: all.filter((s) => s.SerialNo !== header.SerialNo) };
};
