// Pre-ship QC: the walk-around of a finished unit before it is loaded. A unit is looked up by VIN, the six
// checkpoints are saved (passed only when all are OK; a failure needs a note), and the checks are listed.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { badRequest, notFound } from '../../http/HttpError.js';
import { displayName, requirePlant } from '../plant/plantQueries.js';
import { rangeParams, sqlDate, sqlTimestamp } from '../shared/shippingSql.js';

const CHECKPOINTS = [
  ['LightsOk', 'lights_ok', 'Lights'],
  ['BrakesOk', 'brakes_ok', 'Brakes'],
  ['TiresOk', 'tires_ok', 'Tires'],
  ['DecalsOk', 'decals_ok', 'Decals'],
  ['PaintOk', 'paint_ok', 'Paint'],
  ['DocumentsOk', 'documents_ok', 'Documents'],
] as const;

/** The unit's order customer and latest load; `j` is the jobs row. */
const UNIT_CONTEXT = `
    LEFT JOIN customer_order_lines ol ON ol.id = j.co_line_id LEFT JOIN customer_orders co ON co.id = ol.co_id
    LEFT JOIN customers c ON c.id = co.customer_id
    LEFT JOIN LATERAL (SELECT l.load_no, l.ship_date FROM load_units lu JOIN loads l ON l.id = lu.load_id
                        WHERE lu.job_id = j.id ORDER BY l.id DESC LIMIT 1) l ON true`;

const FAILED_LIST = `nullif(concat_ws(', ', ${CHECKPOINTS.map(([, column, label]) => `CASE WHEN NOT q.${column} THEN '${label}' END`).join(', ')}), '')`;

const CHECK_ROW = `
  SELECT q.id AS "Id", ${sqlTimestamp('q.checked_at')} AS "CheckedAt", j.vin AS "VIN", j.workorder_number AS "WorkorderNumber",
         j.part_no AS "PartNo", c.name AS "Dealer", l.load_no AS "LoadNo", q.passed AS "Passed", ${FAILED_LIST} AS "Failed",
         q.notes AS "Notes", q.inspector AS "Inspector"
    FROM preship_qc_checks q JOIN jobs j ON j.id = q.job_id ${UNIT_CONTEXT}`;

export const listPreShipQcChecks: OperationHandler<'listPreShipQcChecks'> = async ({ db, query }) =>
  db.query(
    `${CHECK_ROW} WHERE q.eplant_id = $1 AND q.checked_at >= $2::date AND q.checked_at < $3::date + 1 ORDER BY q.checked_at DESC, q.id DESC`,
    await rangeParams(db, query),
  );

export const getPreShipUnit: OperationHandler<'getPreShipUnit'> = async ({ db, query }) => {
  const { plant, vin } = query;
  await requirePlant(db, plant);
  const [unit] = await db.query<AnswerOf<'getPreShipUnit'>>(
    `SELECT j.vin AS "VIN", j.workorder_number AS "WorkorderNumber", j.part_no AS "PartNo", i.descrip AS "Descrip",
            j.config_code AS "ConfigCode", j.product_type AS "ProductType", j.status AS "Status", c.name AS "Dealer",
            l.load_no AS "LoadNo", ${sqlDate('l.ship_date')} AS "ShipDate", ${sqlTimestamp('q.checked_at')} AS "LastCheckAt",
            q.passed AS "LastCheckPassed", q.notes AS "LastCheckNotes"
       FROM jobs j JOIN items i ON i.arinvt_id = j.arinvt_id ${UNIT_CONTEXT}
       LEFT JOIN LATERAL (SELECT * FROM preship_qc_checks q WHERE q.job_id = j.id ORDER BY q.checked_at DESC, q.id DESC LIMIT 1) q ON true
      WHERE j.eplant_id = $1 AND j.vin = $2`,
    [plant, vin.trim().toUpperCase()],
  );
  if (!unit) throw notFound(`No unit with VIN ${vin.trim().toUpperCase()} in this plant`);
  return unit;
};

export const savePreShipQc: OperationHandler<'savePreShipQc'> = async ({ db, query, body, user, publish }) => {
  const { plant } = query;
  const input = body;
  await requirePlant(db, plant);
  const vin = input.VIN.trim().toUpperCase();
  const notes = input.Notes?.trim() || null;
  const passed = CHECKPOINTS.every(([field]) => input[field]);
  if (!passed && !notes) {
    throw badRequest('Describe what failed', [{ field: 'Notes', message: 'Describe what failed' }]);
  }
  const row = await db.tx(async (tx) => {
    const [unit] = await tx.query<{ id: number; status: string }>(
      'SELECT id, status FROM jobs WHERE eplant_id = $1 AND vin = $2',
      [plant, vin],
    );
    if (!unit)
      throw badRequest(`No unit with VIN ${vin} in this plant`, [
        { field: 'VIN', message: `No unit with VIN ${vin} in this plant` },
      ]);
    if (unit.status !== 'Finished') {
      const message = unit.status === 'Shipped' ? `VIN ${vin} has already shipped` : `VIN ${vin} is not finished yet`;
      throw badRequest(message, [{ field: 'VIN', message }]);
    }
    const [saved] = await tx.query<{ id: number }>(
      `INSERT INTO preship_qc_checks (eplant_id, job_id, ${CHECKPOINTS.map(([, column]) => column).join(', ')}, passed, notes, inspector, checked_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now()) RETURNING id`,
      [plant, unit.id, ...CHECKPOINTS.map(([field]) => input[field]), passed, notes, displayName(user) ?? 'Unknown'],
    );
    const [check] = await tx.query<AnswerOf<'savePreShipQc'>>(`${CHECK_ROW} WHERE q.id = $1`, [saved.id]);
    return check;
  });
  publish('shopfloor', 'preShipQcSaved', { Plant: plant, ...row });
  return row;
};
