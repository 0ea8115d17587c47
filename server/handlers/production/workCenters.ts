// Work centers: the plant's list, the open operations queued at a set of work centers, and select options.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { badRequest } from '../../http/HttpError.js';
import { requirePlant, sqlDate, sqlNumber } from '../plant/plantQueries.js';
import { requireRecordPlant } from '../plant/requireRecordPlant.js';

export const listWorkCenters: OperationHandler<'listWorkCenters'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return db.query(
    `SELECT wc.id AS "Id", wc.code AS "WorkCenter", wc.name AS "Descrip", wc.resource_group AS "ResourceGroup",
            d.name AS "Department", wc.eplant_id AS "EplantId", ${sqlNumber('wc.hourly_rate')} AS "HourlyRate",
            ${sqlNumber('wc.capacity_hours_per_day')} AS "CapacityHoursPerDay", wc.active AS "Active",
            (SELECT count(*)::int FROM machines m WHERE m.work_center_id = wc.id) AS "MachineCount"
       FROM work_centers wc LEFT JOIN departments d ON d.id = wc.department_id
      WHERE wc.eplant_id = $1
      ORDER BY wc.sort_order, wc.code`,
    [plant],
  );
};

const MAX_INT32 = 2147483647;

export const listWorkCenterProcesses: OperationHandler<'listWorkCenterProcesses'> = async ({ db, params, user }) => {
  const all = String(params.ids).split(',').map(Number);
  // The contract's pattern admits any digits; an id column is a 32-bit integer, so a longer number is a caller's error.
  if (all.some((n) => n > MAX_INT32))
    throw badRequest(`Invalid path: ids must be work center ids up to ${MAX_INT32}`, [
      { field: 'ids', message: `ids must be work center ids up to ${MAX_INT32}` },
    ]);
  const ids = all.filter((n) => Number.isSafeInteger(n) && n > 0);
  // Work centers are named by id only: each one's plant must be the caller's (403 otherwise, as for a named plant).
  const plants = await db.query<{ eplant_id: number }>(
    'SELECT DISTINCT eplant_id FROM work_centers WHERE id = ANY($1::int[])',
    [ids],
  );
  for (const { eplant_id } of plants) requireRecordPlant(user, eplant_id);
  return db.query(
    `SELECT wc.id AS "WorkCenterId", wc.code AS "WorkCenter", j.workorder_number AS "WorkorderNumber", j.part_no AS "PartNo",
            j.config_code AS "ConfigCode", trim(j.vin) AS "VIN", op.seq AS "OpSeq", op.operation AS "Operation",
            ${sqlNumber('op.std_hours')} AS "StdHours", op.status AS "Status", ${sqlDate('j.due_date')} AS "DueDate"
       FROM job_operations op
       JOIN jobs j ON j.id = op.job_id
       JOIN work_centers wc ON wc.id = op.work_center_id
      WHERE op.work_center_id = ANY($1::int[]) AND op.status <> 'Done' AND j.status NOT IN ('Cancelled', 'Shipped')
      ORDER BY wc.code, j.due_date, j.workorder_number, op.seq`,
    [ids],
  );
};

export const listWorkCenterOptions: OperationHandler<'listWorkCenterOptions'> = async ({ db, query }) => {
  const { plant, resourceGroup, search } = query;
  return db.query(
    `SELECT id AS "Id", code || ' - ' || name AS "Name"
       FROM work_centers
      WHERE active AND ($1::int IS NULL OR eplant_id = $1)
        AND ($2::text IS NULL OR resource_group = $2)
        AND ($3::text IS NULL OR code ILIKE '%' || $3 || '%' OR name ILIKE '%' || $3 || '%')
      ORDER BY eplant_id, sort_order, code`,
    [plant ?? null, resourceGroup ?? null, search?.trim() || null],
  );
};
