// GET /documents/paintqc/{workorderNumber}/file: the paint QC certificate of a unit (server/documents/
// paintQcCertificate.ts) from its latest saved readings, in the reader's language. 404 while the
// unit has no saved readings (the File View then shows an empty viewer).
import type { OperationHandler } from '../../http/OperationHandler.js';
import { notFound } from '../../http/HttpError.js';
import { maybeOne } from '../../db/Database.js';
import { requirePlant, sqlDate, sqlNumber } from '../plant/plantQueries.js';
import { plantLocalTimeSql, plantTimeZoneLabel } from '../plant/plantTimeZone.js';
import { PAINT_READING_MAX, PAINT_READING_MIN } from '../paintqc/paintReadings.js';
import { paintQcCertificate, type PointKey } from '../../documents/paintQcCertificate.js';
import { readerOf, sendDocument, usDate } from '../../documents/sendDocument.js';

interface ReportRow {
  type: 'trailer' | 'bed';
  workorder_number: string;
  vin: string | null;
  part_no: string;
  config_code: string | null;
  date_input: string;
  /** When the readings were saved, on the plant's clock: 'MM/DD/YYYY HH:mm'. */
  saved_at: string;
  eplant_id: number;
  user_name: string | null;
  comments: string | null;
  front_axle_serial: string | null;
  middle_axle_serial: string | null;
  rear_axle_serial: string | null;
  power_unit_serial: string | null;
  [reading: string]: unknown;
}

// The measuring points as the paint QC form and its reference drawings number them.
const POINTS: Record<'trailer' | 'bed', [column: string, point: PointKey][]> = {
  trailer: [
    ['mm1', 'front'],
    ['mm2', 'driveSide'],
    ['mm3', 'rear'],
    ['mm4', 'passengerSide'],
    ['mm5_ibeam', 'ibeam'],
    ['mm6', 'fender'],
  ],
  bed: [
    ['mm1', 'frontRack'],
    ['mm2', 'driveSide'],
    ['mm3', 'rear'],
    ['mm4', 'passengerSide'],
    ['mm5_floor', 'floor'],
    ['mm6', 'hitchPlate'],
    ['mm7', 'underFrame'],
  ],
};

export const getPaintQcReport: OperationHandler<'getPaintQcReport'> = async (ctx) => {
  const { db, params, query, reply } = ctx;
  const { workorderNumber } = params;
  const { plant } = query;
  await requirePlant(db, plant);
  const row = await maybeOne<ReportRow>(
    db,
    `SELECT type, eplant_id, workorder_number, trim(vin) AS vin, part_no, config_code,
            ${sqlDate('date_input')} AS date_input, ${plantLocalTimeSql('created_at', 'eplant_id')} AS saved_at,
            user_name, comments, front_axle_serial, middle_axle_serial, rear_axle_serial, power_unit_serial,
            ${sqlNumber('paint_mm1_front')} AS mm1, ${sqlNumber('paint_mm2_drive_side')} AS mm2,
            ${sqlNumber('paint_mm3_rear')} AS mm3, ${sqlNumber('paint_mm4_passenger_side')} AS mm4,
            ${sqlNumber('paint_mm5_ibeam_gooseneck')} AS mm5_ibeam, ${sqlNumber('paint_mm5_floor')} AS mm5_floor,
            ${sqlNumber('paint_mm6')} AS mm6, ${sqlNumber('paint_mm7')} AS mm7
       FROM paint_qc_records
      WHERE eplant_id = $1 AND upper(workorder_number) = upper($2)
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [plant, workorderNumber.trim()],
  );
  if (!row) throw notFound(`No paint QC readings saved for work order ${workorderNumber} in plant ${plant}`);

  const layout = paintQcCertificate(
    {
      plant: row.eplant_id,
      type: row.type,
      workorderNumber: row.workorder_number,
      vin: row.vin,
      partNo: row.part_no,
      configCode: row.config_code,
      inputDate: usDate(row.date_input),
      measured: `${row.saved_at} ${plantTimeZoneLabel(row.eplant_id)}`,
      inspector: row.user_name,
      comments: row.comments,
      readings: POINTS[row.type].map(([column, point]) => ({ point, value: row[column] as number | null })),
      serials: {
        frontAxle: row.front_axle_serial,
        middleAxle: row.middle_axle_serial,
        rearAxle: row.rear_axle_serial,
        powerUnit: row.power_unit_serial,
      },
      range: { min: PAINT_READING_MIN, max: PAINT_READING_MAX },
    },
    readerOf(ctx),
  );
  return sendDocument(reply, layout, `PaintQC-${row.workorder_number}.pdf`);
};
