// GET /reports/qc/paint-checks: the paint QC checks of a plant in a date range, one row per record with the
// readings side by side (the fifth reading is I-beam/gooseneck on trailers and floor on beds) and their min/max.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { requireDateRange, requirePlant, sqlDate, sqlNumber } from '../plant/plantQueries.js';

export const listPaintQcChecks: OperationHandler<'listPaintQcChecks'> = async ({ db, query }) => {
  const { plant, from, to } = query;
  requireDateRange(from, to);
  await requirePlant(db, plant);
  return db.query(
    `SELECT ${sqlDate('p.date_input')} AS "DateInput",
            p.workorder_number AS "WorkorderNumber", trim(p.vin) AS "VIN", p.part_no AS "PartNo",
            p.config_code AS "ConfigCode", p.type AS "Type",
            ${sqlNumber('p.paint_mm1_front')} AS "PaintMM1Front", ${sqlNumber('p.paint_mm2_drive_side')} AS "PaintMM2DriveSide",
            ${sqlNumber('p.paint_mm3_rear')} AS "PaintMM3Rear", ${sqlNumber('p.paint_mm4_passenger_side')} AS "PaintMM4PassengerSide",
            ${sqlNumber('coalesce(p.paint_mm5_ibeam_gooseneck, p.paint_mm5_floor)')} AS "PaintMM5",
            ${sqlNumber('p.paint_mm6')} AS "PaintMM6", ${sqlNumber('p.paint_mm7')} AS "PaintMM7",
            ${sqlNumber(`least(p.paint_mm1_front, p.paint_mm2_drive_side, p.paint_mm3_rear, p.paint_mm4_passenger_side,
                               p.paint_mm5_ibeam_gooseneck, p.paint_mm5_floor, p.paint_mm6, p.paint_mm7)`)} AS "MinReading",
            ${sqlNumber(`greatest(p.paint_mm1_front, p.paint_mm2_drive_side, p.paint_mm3_rear, p.paint_mm4_passenger_side,
                                  p.paint_mm5_ibeam_gooseneck, p.paint_mm5_floor, p.paint_mm6, p.paint_mm7)`)} AS "MaxReading",
            p.user_name AS "UserName"
       FROM paint_qc_records p
      WHERE p.eplant_id = $1
        AND p.date_input BETWEEN $2::date AND $3::date
      ORDER BY p.date_input DESC, p.id DESC`,
    [plant, from, to],
  );
};
