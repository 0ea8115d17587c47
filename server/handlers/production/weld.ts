// Weld reports: weld minutes per part against the routing standard (WeldTimes) and the live weld lines (WeldLines).
import type { OperationHandler } from '../../http/OperationHandler.js';
import { sqlDate, sqlNumber } from '../plant/plantQueries.js';
import { goalOn, inRange, plantQuery, productionDay, rangeQuery, plantDay } from '../shared/shopFloorQueries.js';

const WELD = `wc.resource_group LIKE 'WELD%'`;
const READY = `NOT EXISTS (SELECT 1 FROM job_operations prev WHERE prev.job_id = op.job_id AND prev.seq < op.seq AND prev.status <> 'Done')`;

export const listWeldTimes: OperationHandler<'listWeldTimes'> = async (ctx) => {
  const { plant, from, to } = await rangeQuery(ctx);
  return ctx.db.query(
    `SELECT j.part_no AS "PartNo", j.family AS "Family", wc.code AS "WorkCenter", op.operation AS "Operation",
            count(*)::int AS "Units", ${sqlNumber('coalesce(max(rs.weld_minutes), 0)')} AS "StdMinutes",
            ${sqlNumber('round(avg(op.weld_minutes), 1)')} AS "AvgMinutes", ${sqlNumber('min(op.weld_minutes)')} AS "MinMinutes",
            ${sqlNumber('max(op.weld_minutes)')} AS "MaxMinutes",
            coalesce(round(((avg(op.weld_minutes) - max(rs.weld_minutes)) / nullif(max(rs.weld_minutes), 0))::numeric, 4), 0)::float8 AS "VariancePct",
            ${sqlNumber('sum(op.weld_minutes)')} AS "TotalMinutes", count(DISTINCT op.employee_id)::int AS "Welders"
       FROM job_operations op
       JOIN jobs j ON j.id = op.job_id
       JOIN work_centers wc ON wc.id = op.work_center_id AND ${WELD}
       LEFT JOIN routing_steps rs ON rs.family = j.family AND rs.seq = op.seq
      WHERE op.eplant_id = $1 AND op.status = 'Done' AND op.weld_minutes > 0 AND ${inRange('op.completed_at')}
      GROUP BY j.part_no, j.family, wc.code, op.operation
      ORDER BY j.part_no, wc.code`,
    [plant, from, to],
  );
};

export const listWeldLines: OperationHandler<'listWeldLines'> = async (ctx) => {
  const q = await plantQuery(ctx);
  const day = await productionDay(ctx.db, q.plant, q.date as string);
  return ctx.db.query(
    `SELECT wc.code AS "WorkCenter", wc.resource_group AS "ResourceGroup",
            coalesce(done.n, 0)::int AS "Welded", ${goalOn('wc.id', '$2::date')}::int AS "Goal",
            ${sqlNumber('coalesce(done.minutes, 0)')} AS "WeldMinutes", ${sqlNumber('round(coalesce(done.minutes, 0) / 60.0, 1)')} AS "WeldHours",
            running.workorder_number AS "OnLineWorkorder", trim(running.vin) AS "OnLineVIN",
            (SELECT count(*) FROM job_operations op WHERE op.work_center_id = wc.id AND op.status = 'Pending' AND ${READY})::int AS "Waiting"
       FROM work_centers wc
       LEFT JOIN LATERAL (SELECT count(*) AS n, sum(op.weld_minutes) AS minutes FROM job_operations op
                           WHERE op.work_center_id = wc.id AND op.status = 'Done' AND ${plantDay('op.completed_at')} = $2::date) done ON true
       LEFT JOIN LATERAL (SELECT j.workorder_number, j.vin FROM job_operations op JOIN jobs j ON j.id = op.job_id
                           WHERE op.work_center_id = wc.id AND op.status = 'InProcess'
                           ORDER BY op.started_at NULLS LAST LIMIT 1) running ON true
      WHERE wc.eplant_id = $1 AND wc.active AND ${WELD}
      ORDER BY wc.sort_order`,
    [q.plant, day],
  );
};

// What each weld line is running and the units queued for it by due date; Status says whether a queued unit is
// ready (every earlier operation done) or still upstream.
export const listWeldLineQueue: OperationHandler<'listWeldLineQueue'> = async (ctx) => {
  const { plant } = await plantQuery(ctx);
  return ctx.db.query(
    `SELECT wc.code AS "WorkCenter",
            (row_number() OVER (PARTITION BY wc.id ORDER BY (op.status = 'InProcess') DESC, ${READY} DESC, j.due_date, j.workorder_number))::int AS "Position",
            CASE WHEN op.status = 'InProcess' THEN 'Welding' WHEN ${READY} THEN 'Ready' ELSE 'Upstream' END AS "Status",
            j.workorder_number AS "WorkorderNumber", trim(j.vin) AS "VIN", j.part_no AS "PartNo",
            op.operation AS "Operation", ${sqlNumber('coalesce(rs.weld_minutes, op.weld_minutes)')} AS "StdWeldMinutes",
            ${sqlDate('j.due_date')} AS "DueDate"
       FROM job_operations op
       JOIN jobs j ON j.id = op.job_id
       JOIN work_centers wc ON wc.id = op.work_center_id AND ${WELD}
       LEFT JOIN routing_steps rs ON rs.family = j.family AND rs.seq = op.seq
       JOIN jobs oj ON oj.id = op.job_id AND oj.status IN ('Released', 'InProcess')
      WHERE op.eplant_id = $1 AND op.status IN ('InProcess', 'Pending')
      ORDER BY wc.sort_order, 2`,
    [plant],
  );
};
