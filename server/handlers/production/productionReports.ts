// Production reports: labor per work center, employee and week (LaborCost screen) and units finished (FinishLog).
import type { OperationHandler } from '../../http/OperationHandler.js';
import type { Queryable } from '../../db/Database.js';
import { requireDateRange, requirePlant, sqlDate, sqlNumber } from '../plant/plantQueries.js';

interface RangeQuery {
  plant: number;
  from: string;
  to: string;
}

async function range<Q extends RangeQuery>(db: Queryable, q: Q): Promise<Q> {
  requireDateRange(q.from, q.to);
  await requirePlant(db, q.plant);
  return q;
}

// Operations completed in the range; an operation that is the last of its job finishes a unit there.
export const listWorkCenterLabor: OperationHandler<'listWorkCenterLabor'> = async ({ db, query }) => {
  const { plant, from, to } = await range(db, query);
  return db.query(
    `SELECT wc.code AS "WorkCenter", wc.resource_group AS "ResourceGroup",
            ${sqlDate("date_trunc('week', op.completed_at AT TIME ZONE 'UTC')")} AS "Week",
            coalesce(e.name, 'Unassigned') AS "Employee", e.employee_number AS "EmployeeNumber",
            ${sqlNumber('sum(coalesce(op.labor_hours, 0))')} AS "Hours",
            ${sqlNumber('round(sum(coalesce(op.labor_hours, 0)) * wc.hourly_rate, 2)')} AS "LaborCost",
            (count(*) FILTER (WHERE op.seq = (SELECT max(o2.seq) FROM job_operations o2 WHERE o2.job_id = op.job_id)))::int AS "UnitsFinished"
       FROM job_operations op
       JOIN work_centers wc ON wc.id = op.work_center_id
       LEFT JOIN employees e ON e.id = op.employee_id
      WHERE op.eplant_id = $1 AND op.status = 'Done'
        AND op.completed_at >= ($2::date)::timestamp AT TIME ZONE 'UTC'
        AND op.completed_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
      GROUP BY wc.id, wc.code, wc.resource_group, wc.hourly_rate, 3, e.id, e.name, e.employee_number
      ORDER BY 3, wc.code, 4`,
    [plant, from, to],
  );
};

export const listFinishLog: OperationHandler<'listFinishLog'> = async ({ db, query }) => {
  const { plant, from, to } = await range(db, query);
  return db.query(
    `SELECT ${sqlDate("j.finish_date AT TIME ZONE 'UTC'")} AS "DateFinished", j.workorder_number AS "WorkorderNumber",
            trim(j.vin) AS "VIN", j.part_no AS "PartNo", j.config_code AS "ConfigCode", wc.code AS "WorkCenter",
            f.name AS "Foreman", s.name AS "Shift"
       FROM jobs j
       LEFT JOIN work_centers wc ON wc.id = j.work_center_id
       LEFT JOIN employees f ON f.id = j.foreman_id
       LEFT JOIN shifts s ON s.id = j.shift_id
      WHERE j.eplant_id = $1
        AND j.finish_date >= ($2::date)::timestamp AT TIME ZONE 'UTC'
        AND j.finish_date < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
      ORDER BY j.finish_date DESC, j.workorder_number`,
    [plant, from, to],
  );
};
