// POST /ns/QC/PaintQC/tracking/trailer/add and /bed/add: validates the readings and that the payload matches its
// work order, then stores the readings (replacing earlier ones of that work order) in one transaction and pushes
// 'paintQcSaved' to the shopfloor group. The input date is a day and is stored as one (a `date`): no time zone can
// move it to another day or week.
import type { components } from '../../../generated/erp-api.js';
import type { AnswerOf, ContextOf, OperationHandler } from '../../http/OperationHandler.js';
import { badRequest, notFound, type FieldError } from '../../http/HttpError.js';
import { one } from '../../db/Database.js';
import { displayName, requirePlant } from '../plant/plantQueries.js';
import { BED_READINGS, TRAILER_READINGS, checkReadings } from './paintReadings.js';
import { findPaintJob } from './findPaintJob.js';

type PaintType = 'trailer' | 'bed';
type TrailerSave = components['schemas']['PaintQcTrailerSave'];
type BedSave = components['schemas']['PaintQcBedSave'];

// Payload field → column; the fifth reading and the serials depend on the type (SPEC §3). The fields are keys of the
// contract's payloads (a renamed field fails the compile here).
const TRAILER_COLUMNS = {
  PaintMM1Front: 'paint_mm1_front',
  PaintMM2DriveSide: 'paint_mm2_drive_side',
  PaintMM3Rear: 'paint_mm3_rear',
  PaintMM4PassengerSide: 'paint_mm4_passenger_side',
  PaintMM5IBeamGooseNeck: 'paint_mm5_ibeam_gooseneck',
  PaintMM6: 'paint_mm6',
  FrontAxleSerial: 'front_axle_serial',
  MiddleAxleSerial: 'middle_axle_serial',
  RearAxleSerial: 'rear_axle_serial',
  PowerUnitSerial: 'power_unit_serial',
} satisfies Partial<Record<keyof TrailerSave, string>>;
const BED_COLUMNS = {
  PaintMM1Front: 'paint_mm1_front',
  PaintMM2DriveSide: 'paint_mm2_drive_side',
  PaintMM3Rear: 'paint_mm3_rear',
  PaintMM4PassengerSide: 'paint_mm4_passenger_side',
  PaintMM5Floor: 'paint_mm5_floor',
  PaintMM6: 'paint_mm6',
  PaintMM7: 'paint_mm7',
} satisfies Partial<Record<keyof BedSave, string>>;
const COLUMNS: Record<PaintType, Record<string, string>> = { trailer: TRAILER_COLUMNS, bed: BED_COLUMNS };

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : (v ?? null));

type PaintQcContext = ContextOf<'addPaintQcTrailer'> | ContextOf<'addPaintQcBed'>;

async function savePaintQc(type: PaintType, ctx: PaintQcContext): Promise<AnswerOf<'addPaintQcTrailer'>> {
  const body = ctx.body;
  // The readings are looked up by the column map's field names, which differ between the two forms.
  const fieldValues: Record<string, unknown> = body;
  checkReadings(body, type === 'trailer' ? TRAILER_READINGS : BED_READINGS);
  await requirePlant(ctx.db, body.Plant);
  const job = await findPaintJob(ctx.db, body.Plant, 'WorkOrder', body.WorkorderNumber);
  if (!job) throw notFound(`Work order ${body.WorkorderNumber} not found in plant ${body.Plant}`);

  const errors: FieldError[] = [];
  if (job.product_type !== type) {
    errors.push({
      field: 'WorkorderNumber',
      message: `Work order ${job.workorder_number} is a ${job.product_type === 'bed' ? 'truck bed' : 'trailer'}; use the ${job.product_type} form`,
    });
  }
  if (job.vin && job.vin.trim().toUpperCase() !== String(body.VIN).trim().toUpperCase()) {
    errors.push({ field: 'VIN', message: `VIN does not match work order ${job.workorder_number}` });
  }
  if (job.part_no.toUpperCase() !== String(body.PartNo).trim().toUpperCase()) {
    errors.push({ field: 'PartNo', message: `Part number does not match work order ${job.workorder_number}` });
  }
  if (errors.length) throw badRequest(errors[0].message, errors);

  const userName = displayName(ctx.user) ?? null;
  const columns = COLUMNS[type];
  const fields = Object.keys(columns);
  const values = fields.map((f) => blankToNull(fieldValues[f]));
  const common = [
    job.id,
    job.workorder_number,
    body.VIN.trim(),
    body.PartNo.trim(),
    job.config_code,
    body.DateInput,
    blankToNull(body.Comments),
    ctx.user?.guid ?? body.Guid,
    userName,
  ];

  // One record per plant, work order and kind: the first save inserts it, every later one (or a second save racing
  // the first) updates it in the same statement, so two inspectors saving one unit at once never store two records.
  const cols = fields.map((f) => columns[f]).join(', ');
  const params = fields.map((_, i) => `$${i + 11}`).join(', ');
  const updates = fields.map((f) => `${columns[f]} = EXCLUDED.${columns[f]}`).join(', ');
  const saved = await ctx.db.tx((tx) =>
    one<{ id: number }>(
      tx,
      `INSERT INTO paint_qc_records (eplant_id, type, job_id, workorder_number, vin, part_no, config_code, date_input,
                                     comments, user_guid, user_name, ${cols})
       VALUES ($1, '${type}', $2, $3, $4, $5, $6, $7::date, $8, $9, $10, ${params})
       ON CONFLICT (eplant_id, workorder_number, type) DO UPDATE SET job_id = EXCLUDED.job_id, vin = EXCLUDED.vin,
              part_no = EXCLUDED.part_no, config_code = EXCLUDED.config_code, date_input = EXCLUDED.date_input,
              comments = EXCLUDED.comments, user_guid = EXCLUDED.user_guid, user_name = EXCLUDED.user_name,
              created_at = now(), ${updates}
       RETURNING id`,
      [job.eplant_id, ...common, ...values],
    ),
  );

  ctx.publish('shopfloor', 'paintQcSaved', {
    Id: saved.id,
    Type: type,
    WorkorderNumber: job.workorder_number,
    VIN: body.VIN.trim(),
    PartNo: body.PartNo.trim(),
    Plant: job.eplant_id,
    UserName: userName,
  });
  return { ok: true, message: 'Save!', Id: saved.id, Type: type };
}

export const addPaintQcTrailer: OperationHandler<'addPaintQcTrailer'> = (ctx) => savePaintQc('trailer', ctx);
export const addPaintQcBed: OperationHandler<'addPaintQcBed'> = (ctx) => savePaintQc('bed', ctx);
