// Tire DOT numbers: recording the DOT code of one wheel position of a trailer (a re-recorded position replaces the
// tire that was there) and the list of recorded tires for recall traceability.
import type { Queryable } from '../../db/Database.js';
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { badRequest } from '../../http/HttpError.js';
import { displayName, requirePlant } from '../plant/plantQueries.js';
import { rangeParams, sqlDate, sqlTimestamp } from '../shared/shippingSql.js';

/** DOT code: optional "DOT", plant and size codes, optional option code, then the week (01–53) and year made. */
const DOT_PATTERN = /^(?:DOT\s?)?([A-Z0-9]{2,4}(?:\s?[A-Z0-9]{2,4}){0,2})\s?(\d{2})(\d{2})$/;

/** The stored form "DOT XXXX XXXX WWYY", or null when the code is not a DOT code. */
export function normalizeDotCode(raw: string): string | null {
  const text = raw.trim().toUpperCase().replace(/\s+/g, ' ');
  const match = DOT_PATTERN.exec(text);
  if (!match) return null;
  const week = Number(match[2]);
  if (week < 1 || week > 53) return null;
  return `DOT ${match[1]} ${match[2]}${match[3]}`;
}

const TIRE_ROW = `
  SELECT j.vin AS "VIN", j.workorder_number AS "WorkorderNumber", j.part_no AS "PartNo", t.position AS "Position",
         t.dot_code AS "DotCode", substr(right(t.dot_code, 4), 1, 2) || '/' || right(t.dot_code, 2) AS "TireWeek",
         t.brand AS "Brand", t.tire_size AS "TireSize", c.name AS "Dealer", c.cust_no AS "CustNo",
         ${sqlDate('j.ship_date')} AS "ShipDate", t.recorded_by AS "RecordedBy", ${sqlTimestamp('t.recorded_at')} AS "RecordedAt"
    FROM tire_dot_records t JOIN jobs j ON j.id = t.job_id
    LEFT JOIN customer_order_lines ol ON ol.id = j.co_line_id LEFT JOIN customer_orders co ON co.id = ol.co_id
    LEFT JOIN customers c ON c.id = co.customer_id`;

export const listTireDotRecords: OperationHandler<'listTireDotRecords'> = async ({ db, query }) =>
  db.query(
    `${TIRE_ROW} WHERE t.eplant_id = $1 AND t.recorded_at >= $2::date AND t.recorded_at < $3::date + 1
     ORDER BY t.recorded_at DESC, j.vin, t.position`,
    await rangeParams(db, query),
  );

async function findTrailer(db: Queryable, plant: number, vin: string, position: string) {
  const [unit] = await db.query<{ id: number; product_type: string; has_middle: boolean }>(
    `SELECT j.id, j.product_type,
            EXISTS (SELECT 1 FROM unit_serials s WHERE s.job_id = j.id AND s.serial_type = 'middle_axle') AS has_middle
       FROM jobs j WHERE j.eplant_id = $1 AND j.vin = $2`,
    [plant, vin],
  );
  if (!unit)
    throw badRequest(`No unit with VIN ${vin} in this plant`, [
      { field: 'VIN', message: `No unit with VIN ${vin} in this plant` },
    ]);
  if (unit.product_type !== 'trailer') {
    const message = `VIN ${vin} is a truck bed; tire DOT numbers are recorded for trailers`;
    throw badRequest(message, [{ field: 'VIN', message }]);
  }
  if ((position === 'LM' || position === 'RM') && !unit.has_middle) {
    const message = 'This trailer has no middle axle';
    throw badRequest(message, [{ field: 'Position', message }]);
  }
  return unit;
}

export const recordTireDot: OperationHandler<'recordTireDot'> = async ({ db, query, body, user }) => {
  const { plant } = query;
  const input = body;
  await requirePlant(db, plant);
  const vin = input.VIN.trim().toUpperCase();
  const dotCode = normalizeDotCode(input.DotCode);
  if (!dotCode) {
    const message = 'DOT code must end with the week and year the tire was made (WWYY)';
    throw badRequest(message, [{ field: 'DotCode', message }]);
  }
  const brand = input.Brand.trim();
  const size = input.TireSize.trim().toUpperCase();
  if (!brand) throw badRequest('Brand is required', [{ field: 'Brand', message: 'Brand is required' }]);
  if (!size) throw badRequest('Tire size is required', [{ field: 'TireSize', message: 'Tire size is required' }]);
  return db.tx(async (tx) => {
    const unit = await findTrailer(tx, plant, vin, input.Position);
    const [saved] = await tx.query<{ id: number }>(
      `INSERT INTO tire_dot_records (eplant_id, job_id, position, dot_code, brand, tire_size, recorded_by, recorded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now())
       ON CONFLICT (job_id, position) DO UPDATE SET dot_code = EXCLUDED.dot_code, brand = EXCLUDED.brand,
         tire_size = EXCLUDED.tire_size, recorded_by = EXCLUDED.recorded_by, recorded_at = EXCLUDED.recorded_at
       RETURNING id`,
      [plant, unit.id, input.Position, dotCode, brand, size, displayName(user) ?? 'Unknown'],
    );
    const [row] = await tx.query<AnswerOf<'recordTireDot'>>(`${TIRE_ROW} WHERE t.id = $1`, [saved.id]);
    return row;
  });
};
