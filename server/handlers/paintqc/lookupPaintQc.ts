// GET /ns/QC/PaintQC/paintqclookup: the unit (by VIN or work order in a plant) with its saved paint readings and
// Type from the job's product family. Before any save the axle/power-unit serials are prefilled from the unit.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { notFound } from '../../http/HttpError.js';
import { maybeOne } from '../../db/Database.js';
import { requirePlant, sqlDate, sqlNumber, sqlTimestamp } from '../plant/plantQueries.js';
import { findPaintJob } from './findPaintJob.js';

export const lookupPaintQc: OperationHandler<'lookupPaintQc'> = async ({ db, query }) => {
  const { searchValue, searchBy, plant } = query;
  await requirePlant(db, plant);
  const job = await findPaintJob(db, plant, searchBy, searchValue);
  if (!job)
    throw notFound(`No unit found for ${searchBy === 'VIN' ? 'VIN' : 'work order'} ${searchValue} in plant ${plant}`);

  const saved = await maybeOne(
    db,
    `SELECT ${sqlNumber('paint_mm1_front')} AS "PaintMM1Front", ${sqlNumber('paint_mm2_drive_side')} AS "PaintMM2DriveSide",
            ${sqlNumber('paint_mm3_rear')} AS "PaintMM3Rear", ${sqlNumber('paint_mm4_passenger_side')} AS "PaintMM4PassengerSide",
            ${sqlNumber('paint_mm5_ibeam_gooseneck')} AS "PaintMM5IBeamGooseNeck", ${sqlNumber('paint_mm5_floor')} AS "PaintMM5Floor",
            ${sqlNumber('paint_mm6')} AS "PaintMM6", ${sqlNumber('paint_mm7')} AS "PaintMM7",
            front_axle_serial AS "FrontAxleSerial", middle_axle_serial AS "MiddleAxleSerial", rear_axle_serial AS "RearAxleSerial",
            power_unit_serial AS "PowerUnitSerial", comments AS "Comments", user_name AS "UserName",
            vin AS "VIN", part_no AS "PartNo", ${sqlDate('date_input')} AS "DateInput",
            ${sqlTimestamp('created_at')} AS "SavedAt", id AS "Id"
       FROM paint_qc_records
      WHERE eplant_id = $1 AND (job_id = $2 OR (job_id IS NULL AND workorder_number = $3))
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [plant, job.id, job.workorder_number],
  );
  const serials = saved
    ? undefined
    : await maybeOne(
        db,
        `SELECT front_axle_serial AS "FrontAxleSerial", middle_axle_serial AS "MiddleAxleSerial",
                rear_axle_serial AS "RearAxleSerial", power_unit_serial AS "PowerUnitSerial"
           FROM job_unit_serials WHERE job_id = $1`,
        [job.id],
      );

  const common = {
    Type: job.product_type,
    WorkOrderId: job.workorder_number,
    WorkorderNumber: job.workorder_number,
    VIN: (saved?.VIN ?? job.vin ?? '').trim(),
    PartNo: saved?.PartNo ?? job.part_no,
    ConfigCode: job.config_code,
    DateInput: saved?.DateInput ?? job.date_input,
    Plant: job.eplant_id,
    PaintMM1Front: saved?.PaintMM1Front ?? null,
    PaintMM2DriveSide: saved?.PaintMM2DriveSide ?? null,
    PaintMM3Rear: saved?.PaintMM3Rear ?? null,
    PaintMM4PassengerSide: saved?.PaintMM4PassengerSide ?? null,
    PaintMM6: saved?.PaintMM6 ?? null,
    Comments: saved?.Comments ?? null,
    UserName: saved?.UserName ?? null,
    SavedAt: saved?.SavedAt ?? null,
    Id: saved?.Id ?? null,
  };
  if (job.product_type === 'bed') {
    return { ...common, PaintMM5Floor: saved?.PaintMM5Floor ?? null, PaintMM7: saved?.PaintMM7 ?? null };
  }
  const s = saved ?? serials;
  return {
    ...common,
    PaintMM5IBeamGooseNeck: saved?.PaintMM5IBeamGooseNeck ?? null,
    FrontAxleSerial: s?.FrontAxleSerial ?? null,
    MiddleAxleSerial: s?.MiddleAxleSerial ?? null,
    RearAxleSerial: s?.RearAxleSerial ?? null,
    PowerUnitSerial: s?.PowerUnitSerial ?? null,
  };
};
