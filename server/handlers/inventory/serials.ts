// Serial numbers of the axles and power unit installed on each unit (Inventory/SerialNumbers): scanned against the
// unit's VIN, listed per unit finished in a period with how many axle serials are still missing.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { maybeOne, one } from '../../db/Database.js';
import { badRequest, conflict } from '../../http/HttpError.js';
import { requireDateRange, requirePlant, sqlDate } from '../plant/plantQueries.js';

const SELECT_UNITS = `
  SELECT j.id AS "JobId", j.workorder_number AS "WorkorderNumber", trim(j.vin) AS "VIN", j.part_no AS "PartNo",
         j.config_code AS "ConfigCode", j.family AS "Family", ${sqlDate("j.finish_date AT TIME ZONE 'UTC'")} AS "FinishDate",
         s.front_axle_serial AS "FrontAxleSerial", s.middle_axle_serial AS "MiddleAxleSerial",
         s.rear_axle_serial AS "RearAxleSerial", s.power_unit_serial AS "PowerUnitSerial",
         CASE WHEN j.product_type = 'trailer'
              THEN (s.front_axle_serial IS NULL)::int + (s.rear_axle_serial IS NULL)::int ELSE 0 END AS "Missing"
    FROM jobs j
    LEFT JOIN job_unit_serials s ON s.job_id = j.id`;

export const assignUnitSerial: OperationHandler<'assignUnitSerial'> = async ({ db, query, body }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  const { VIN, SerialType, SerialNo } = body;
  const vin = VIN.trim().toUpperCase();
  const serial = SerialNo.trim().toUpperCase();
  return db.tx(async (tx) => {
    const job = await maybeOne<{ id: number }>(
      tx,
      'SELECT id FROM jobs WHERE eplant_id = $1 AND upper(trim(vin)) = $2',
      [plant, vin],
    );
    if (!job) {
      const message = `VIN ${vin} is not a unit of this plant`;
      throw badRequest(message, [{ field: 'VIN', message }]);
    }
    const other = await maybeOne<{ vin: string }>(
      tx,
      `SELECT trim(j.vin) AS vin FROM unit_serials us JOIN jobs j ON j.id = us.job_id
        WHERE upper(us.serial_no) = $1 AND NOT (us.job_id = $2 AND us.serial_type = $3)`,
      [serial, job.id, SerialType],
    );
    if (other) {
      const message = `Serial ${serial} is already recorded on VIN ${other.vin}`;
      throw conflict(message, [{ field: 'SerialNo', message }]);
    }
    await tx.query(
      `INSERT INTO unit_serials (eplant_id, job_id, serial_type, serial_no, installed_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (job_id, serial_type) DO UPDATE SET serial_no = $4, installed_at = now()`,
      [plant, job.id, SerialType, serial],
    );
    return one<AnswerOf<'assignUnitSerial'>>(tx, `${SELECT_UNITS} WHERE j.id = $1`, [job.id]);
  });
};

export const listUnitSerials: OperationHandler<'listUnitSerials'> = async ({ db, query }) => {
  const { plant, from, to } = query;
  requireDateRange(from, to);
  await requirePlant(db, plant);
  return db.query(
    `${SELECT_UNITS}
      WHERE j.eplant_id = $1 AND j.finish_date >= $2::date AND j.finish_date < $3::date + 1
      ORDER BY j.finish_date DESC, j.id DESC`,
    [plant, from, to],
  );
};
