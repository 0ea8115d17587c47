// GET /ns/QC/PaintQC/units: the plant's most recent units with a VIN, for the paint QC screen's offline lookup.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { requirePlant, sqlDate } from '../plant/plantQueries.js';

/** Enough for weeks of production of a plant, small enough to keep on a tablet. */
export const PAINT_QC_UNITS_LIMIT = 2000;

export const listPaintQcUnits: OperationHandler<'listPaintQcUnits'> = async ({ db, query }) => {
  await requirePlant(db, query.plant);
  return db.query(
    `SELECT workorder_number AS "WorkorderNumber", trim(vin) AS "VIN", part_no AS "PartNo", config_code AS "ConfigCode",
            ${sqlDate('coalesce(start_date, created_date)')} AS "DateInput", product_type AS "Type", eplant_id AS "Plant"
       FROM jobs WHERE eplant_id = $1 AND vin IS NOT NULL AND trim(vin) <> '' AND product_type IN ('trailer', 'bed')
      ORDER BY id DESC LIMIT ${PAINT_QC_UNITS_LIMIT}`,
    [query.plant],
  );
};
