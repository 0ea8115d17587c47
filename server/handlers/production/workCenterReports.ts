// Work-center reports: utilization and efficiency (Workcenters), scrap (ScrapSummary) and Sigmanest nests.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { sqlNumber, sqlTimestamp } from '../plant/plantQueries.js';
import { inRange, pct, plantDay, rangeQuery } from '../shared/shopFloorQueries.js';

// Capacity counts Monday–Friday only: the plants do not schedule weekends.
export const listWorkCenterUtilization: OperationHandler<'listWorkCenterUtilization'> = async (ctx) => {
  const { plant, from, to } = await rangeQuery(ctx);
  return ctx.db.query(
    `WITH days AS (SELECT count(*)::int AS n FROM generate_series($2::date, $3::date, interval '1 day') d
                    WHERE extract(isodow FROM d) < 6),
          ops AS (SELECT op.work_center_id, count(*) AS n, sum(op.std_hours) AS earned, sum(coalesce(op.labor_hours, 0)) AS labor,
                         sum(op.scrap_cost) AS scrap
                    FROM job_operations op
                   WHERE op.eplant_id = $1 AND op.status = 'Done' AND ${inRange('op.completed_at')}
                   GROUP BY op.work_center_id)
     SELECT wc.code AS "WorkCenter", wc.name AS "Name", wc.resource_group AS "ResourceGroup", days.n AS "WorkDays",
            ${sqlNumber('wc.capacity_hours_per_day * days.n')} AS "CapacityHours",
            ${sqlNumber('round(coalesce(ops.earned, 0), 2)')} AS "EarnedHours", ${sqlNumber('round(coalesce(ops.labor, 0), 2)')} AS "LaborHours",
            ${pct('ops.earned', 'ops.labor')} AS "EfficiencyPct", ${pct('ops.labor', 'wc.capacity_hours_per_day * days.n')} AS "UtilizationPct",
            coalesce(ops.n, 0)::int AS "Operations", ${sqlNumber('coalesce(ops.scrap, 0)')} AS "ScrapCost",
            (SELECT count(*) FROM machines m WHERE m.work_center_id = wc.id)::int AS "Machines",
            (SELECT count(*) FROM machines m WHERE m.work_center_id = wc.id AND m.status IN ('Down', 'Maintenance'))::int AS "MachinesDown"
       FROM work_centers wc CROSS JOIN days
       LEFT JOIN ops ON ops.work_center_id = wc.id
      WHERE wc.eplant_id = $1
      ORDER BY wc.sort_order`,
    [plant, from, to],
  );
};

export const listScrapSummary: OperationHandler<'listScrapSummary'> = async (ctx) => {
  const { plant, from, to } = await rangeQuery(ctx);
  return ctx.db.query(
    `SELECT to_char(${plantDay('op.completed_at')}, 'YYYY-MM') AS "Month", wc.resource_group AS "ResourceGroup",
            wc.code AS "WorkCenter", op.operation AS "Operation", j.family AS "Family", count(*)::int AS "Operations",
            ${sqlNumber('sum(op.scrap_qty)')} AS "ScrapQty", ${sqlNumber('sum(op.scrap_cost)')} AS "ScrapCost"
       FROM job_operations op
       JOIN jobs j ON j.id = op.job_id
       JOIN work_centers wc ON wc.id = op.work_center_id
      WHERE op.eplant_id = $1 AND op.status = 'Done' AND op.scrap_qty > 0 AND ${inRange('op.completed_at')}
      GROUP BY 1, wc.resource_group, wc.code, op.operation, j.family
      ORDER BY 1, wc.code, op.operation, j.family`,
    [plant, from, to],
  );
};

export const listSigmanestNests: OperationHandler<'listSigmanestNests'> = async (ctx) => {
  const { plant, from, to } = await rangeQuery(ctx);
  return ctx.db.query(
    `SELECT n.id AS "NestJobId", n.nest_no AS "NestNo", n.program AS "Program", ${sqlTimestamp('n.created_at')} AS "CreatedAt",
            n.plate_arinvt_id AS "PlateArinvtId", i.item_no AS "PlateItemNo", i.descrip AS "PlateDescrip", wc.code AS "WorkCenter", n.sheets AS "Sheets",
            n.parts_count AS "PartsCount", ${sqlNumber('round(n.utilization_pct / 100, 4)')} AS "UtilizationPct", n.status AS "Status",
            coalesce(r.finished, 0)::int AS "QtyFinished", coalesce(r.rejected, 0)::int AS "QtyRejected",
            CASE WHEN n.status = 'Released'
                 THEN greatest(n.parts_count - coalesce(r.finished, 0) - coalesce(r.rejected, 0), 0)::int ELSE 0 END AS "QtyOpen",
            CASE WHEN r.last_at IS NULL THEN NULL ELSE ${sqlTimestamp('r.last_at')} END AS "LastReportAt", r.reason AS "RejectReason"
       FROM nest_jobs n
       JOIN items i ON i.arinvt_id = n.plate_arinvt_id
       LEFT JOIN work_centers wc ON wc.id = n.work_center_id
       LEFT JOIN LATERAL (
         SELECT sum(p.qty) FILTER (WHERE p.action = 'finish') AS finished, sum(p.qty) FILTER (WHERE p.action = 'reject') AS rejected,
                max(p.reported_at) AS last_at, (array_agg(p.reason ORDER BY p.reported_at DESC) FILTER (WHERE p.action = 'reject'))[1] AS reason
           FROM process_reports p WHERE p.nest_job_id = n.id) r ON true
      WHERE n.eplant_id = $1 AND ${inRange('n.created_at')}
      ORDER BY n.created_at DESC`,
    [plant, from, to],
  );
};
