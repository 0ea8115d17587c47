// The live shop floor (DashboardInfor) and the dispatch list per resource group (ResourceGroupDispatch).
import type { OperationContext, OperationHandler } from '../../http/OperationHandler.js';
import { sqlDate, sqlNumber, sqlTimestamp } from '../plant/plantQueries.js';
import { goalOn, inRange, pct, plantDay, plantQuery, productionDay } from '../shared/shopFloorQueries.js';

/** An open operation is ready when every earlier operation of its job is done. */
const READY = `NOT EXISTS (SELECT 1 FROM job_operations prev WHERE prev.job_id = op.job_id AND prev.seq < op.seq AND prev.status <> 'Done')`;

async function dayQuery(
  ctx: OperationContext<unknown, { plant: number; date: string }>,
): Promise<{ plant: number; day: string }> {
  const q = await plantQuery(ctx);
  return { plant: q.plant, day: await productionDay(ctx.db, q.plant, q.date) };
}

export const getShopFloorStatus: OperationHandler<'getShopFloorStatus'> = async (ctx) => {
  const { plant, day } = await dayQuery(ctx);
  return ctx.db.query(
    `WITH ops AS (SELECT count(*) AS n, sum(coalesce(labor_hours, 0)) AS labor, sum(std_hours) AS earned FROM job_operations
                   WHERE eplant_id = $1 AND status = 'Done' AND ${plantDay('completed_at')} = $2::date),
          qc AS (SELECT count(*) AS n, count(*) FILTER (WHERE passed) AS passed FROM qc_point_checks
                  WHERE eplant_id = $1 AND ${plantDay('checked_at')} = $2::date)
     SELECT $2::text AS "ProductionDay",
            (SELECT count(*) FROM jobs WHERE eplant_id = $1 AND ${plantDay('finish_date')} = $2::date)::int AS "UnitsFinished",
            ops.n::int AS "OperationsDone", ${sqlNumber('coalesce(ops.labor, 0)')} AS "LaborHours",
            ${sqlNumber('coalesce(ops.earned, 0)')} AS "EarnedHours", ${pct('ops.earned', 'ops.labor')} AS "EfficiencyPct",
            (SELECT count(*) FROM jobs WHERE eplant_id = $1 AND status = 'InProcess')::int AS "JobsInProcess",
            qc.n::int AS "QcChecks", ${pct('qc.passed', 'qc.n')} AS "QcPassPct"
       FROM ops, qc`,
    [plant, day],
  );
};

export const listShopFloorResourceGroups: OperationHandler<'listShopFloorResourceGroups'> = async (ctx) => {
  const { plant, day } = await dayQuery(ctx);
  return ctx.db.query(
    `WITH open_ops AS (
       SELECT op.work_center_id, count(*) FILTER (WHERE op.status = 'InProcess') AS running,
              count(*) FILTER (WHERE op.status = 'Pending' AND ${READY}) AS waiting
         FROM job_operations op WHERE op.eplant_id = $1 AND op.status IN ('Pending', 'InProcess') GROUP BY 1),
     done AS (SELECT op.work_center_id, count(*) AS n, sum(coalesce(op.labor_hours, 0)) AS labor FROM job_operations op
               WHERE op.eplant_id = $1 AND op.status = 'Done' AND ${inRange('op.completed_at', '$2', '$2')} GROUP BY 1)
     SELECT wc.resource_group AS "ResourceGroup", coalesce(sum(d.n), 0)::int AS "Completed",
            sum(${goalOn('wc.id', '$2::date')})::int AS "Goal", coalesce(sum(o.running), 0)::int AS "InProcess",
            coalesce(sum(o.waiting), 0)::int AS "Waiting", ${sqlNumber('round(coalesce(sum(d.labor), 0), 2)')} AS "LaborHours"
       FROM work_centers wc
       LEFT JOIN open_ops o ON o.work_center_id = wc.id
       LEFT JOIN done d ON d.work_center_id = wc.id
      WHERE wc.eplant_id = $1 AND wc.active
      GROUP BY wc.resource_group
      ORDER BY min(wc.sort_order)`,
    [plant, day],
  );
};

export const listShopFloorInProcess: OperationHandler<'listShopFloorInProcess'> = async (ctx) => {
  const { plant } = await plantQuery(ctx);
  return ctx.db.query(
    `SELECT j.workorder_number AS "WorkorderNumber", trim(j.vin) AS "VIN", j.part_no AS "PartNo", j.config_code AS "ConfigCode",
            wc.code AS "WorkCenter", wc.resource_group AS "ResourceGroup", op.operation AS "Operation", op.seq AS "OpSeq",
            CASE WHEN op.started_at IS NULL THEN NULL ELSE ${sqlTimestamp('op.started_at')} END AS "StartedAt",
            e.name AS "Employee", ${sqlDate('j.due_date')} AS "DueDate"
       FROM job_operations op
       JOIN jobs j ON j.id = op.job_id
       JOIN work_centers wc ON wc.id = op.work_center_id
       LEFT JOIN employees e ON e.id = op.employee_id
      WHERE op.eplant_id = $1 AND op.status = 'InProcess'
      ORDER BY wc.sort_order, j.due_date, j.workorder_number`,
    [plant],
  );
};

// Running operations first, then by due date and sequence: the order a lead hands out work in.
export const listResourceGroupDispatch: OperationHandler<'listResourceGroupDispatch'> = async (ctx) => {
  const { plant } = await plantQuery(ctx);
  return ctx.db.query(
    `SELECT (row_number() OVER (PARTITION BY wc.resource_group
                                ORDER BY (op.status = 'InProcess') DESC, j.due_date, j.workorder_number, op.seq))::int AS "Priority",
            wc.resource_group AS "ResourceGroup", wc.code AS "WorkCenter", j.workorder_number AS "WorkorderNumber",
            j.part_no AS "PartNo", j.config_code AS "ConfigCode", trim(j.vin) AS "VIN", op.seq AS "OpSeq",
            op.operation AS "Operation", op.status AS "Status", ${sqlNumber('op.std_hours')} AS "StdHours",
            ${sqlDate('j.due_date')} AS "DueDate", (j.due_date - current_date)::int AS "DaysToDue", ${READY} AS "PreviousOpDone"
       FROM job_operations op
       JOIN jobs j ON j.id = op.job_id AND j.status IN ('Released', 'InProcess', 'Planned')
       JOIN work_centers wc ON wc.id = op.work_center_id
      WHERE op.eplant_id = $1 AND op.status IN ('Pending', 'InProcess')
      ORDER BY min(wc.sort_order) OVER (PARTITION BY wc.resource_group), 1`,
    [plant],
  );
};
