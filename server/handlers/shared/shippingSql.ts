// SQL pieces shared by the shipping and financials screens: the plant/date-range preamble every report runs, a load's
// distinct units (the seed may list a unit once per order line) and the dealer's "City, ST" destination.
import type { Queryable } from '../../db/Database.js';
import { requireDateRange, requirePlant } from '../plant/plantQueries.js';

export { sqlDate, sqlNumber, sqlTimestamp } from '../plant/plantQueries.js';

export interface RangeQuery {
  plant: number;
  from: string;
  to: string;
}

/** Checks a report's plant and date range; returns them as the first three SQL parameters. */
export async function rangeParams(db: Queryable, query: RangeQuery): Promise<[number, string, string]> {
  requireDateRange(query.from, query.to);
  await requirePlant(db, query.plant);
  return [query.plant, query.from, query.to];
}

/** Units of each load, one row per unit even when the unit is listed once per order line. */
export const LOAD_UNITS = `(SELECT DISTINCT ON (load_id, job_id) id, load_id, job_id, position, co_line_id, vin
                              FROM load_units WHERE job_id IS NOT NULL ORDER BY load_id, job_id, position)`;

/** The dealer's city and state, e.g. "Tulsa, OK". */
export const destination = (alias: string) => `${alias}.city || ', ' || ${alias}.state_code`;

/** Readable name of a unit_serials.serial_type. */
export const SERIAL_TYPE_NAME = `CASE s.serial_type WHEN 'front_axle' THEN 'Front Axle' WHEN 'middle_axle' THEN 'Middle Axle'
  WHEN 'rear_axle' THEN 'Rear Axle' ELSE 'Power Unit' END`;
