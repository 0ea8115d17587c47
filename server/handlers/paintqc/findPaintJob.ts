// Finds the job (work order) a paint QC call is about, by VIN or work order number within one plant.
import type { Queryable } from '../../db/Database.js';
import { sqlDate } from '../plant/plantQueries.js';

export interface PaintJob {
  id: number;
  workorder_number: string;
  vin: string | null;
  part_no: string;
  config_code: string | null;
  product_type: 'trailer' | 'bed';
  date_input: string;
  eplant_id: number;
}

const JOB_COLUMNS = `id, workorder_number, vin, part_no, config_code, product_type, eplant_id,
  ${sqlDate('coalesce(start_date, created_date)')} AS date_input`;

export async function findPaintJob(
  db: Queryable,
  plant: number,
  searchBy: 'VIN' | 'WorkOrder',
  value: string,
): Promise<PaintJob | undefined> {
  const column = searchBy === 'VIN' ? 'vin' : 'workorder_number';
  const rows = await db.query<PaintJob>(
    `SELECT ${JOB_COLUMNS} FROM jobs WHERE eplant_id = $1 AND upper(${column}) = upper($2) LIMIT 1`,
    [plant, value.trim()],
  );
  return rows[0];
}
