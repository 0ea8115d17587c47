// Reports of the quality points system (Production Points/Dashboard): totals, points per work center, top defects.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { sqlDate } from '../plant/plantQueries.js';
import { inRange, pct, plantDay, rangeQuery } from '../shared/shopFloorQueries.js';

const CHECKS = `qc_point_checks c`;
const IN_RANGE = `c.eplant_id = $1 AND ${inRange('c.checked_at')}`;

export const getQcPointsSummary: OperationHandler<'getQcPointsSummary'> = async (ctx) => {
  const { plant, from, to } = await rangeQuery(ctx);
  return ctx.db.query(
    `SELECT count(*)::int AS "UnitsChecked", count(*) FILTER (WHERE c.passed)::int AS "Passed",
            count(*) FILTER (WHERE NOT c.passed)::int AS "Failed", ${pct('count(*) FILTER (WHERE c.passed)', 'count(*)')} AS "PassPct",
            coalesce(sum(c.total_points), 0)::int AS "TotalPoints",
            coalesce(round(avg(c.total_points)::numeric, 2), 0)::float8 AS "PointsPerUnit"
       FROM ${CHECKS} WHERE ${IN_RANGE}`,
    [plant, from, to],
  );
};

// A defect is charged to the work center that ran the unit's operation in the defect's resource group.
export const listQcPointsByWorkCenter: OperationHandler<'listQcPointsByWorkCenter'> = async (ctx) => {
  const { plant, from, to } = await rangeQuery(ctx);
  return ctx.db.query(
    `WITH charged AS (
       SELECT c.id AS check_id, cd.qty, cd.points,
              (SELECT op.work_center_id FROM job_operations op JOIN work_centers w ON w.id = op.work_center_id
                WHERE op.job_id = c.job_id AND w.resource_group = d.resource_group ORDER BY op.seq LIMIT 1) AS wc_id
         FROM ${CHECKS}
         JOIN qc_point_check_defects cd ON cd.check_id = c.id
         JOIN qc_point_defects d ON d.id = cd.defect_id
        WHERE ${IN_RANGE})
     SELECT wc.code AS "WorkCenter", wc.resource_group AS "ResourceGroup", count(DISTINCT ch.check_id)::int AS "Units",
            sum(ch.qty)::int AS "Defects", sum(ch.points)::int AS "Points",
            round(sum(ch.points)::numeric / count(DISTINCT ch.check_id), 2)::float8 AS "PointsPerUnit"
       FROM charged ch JOIN work_centers wc ON wc.id = ch.wc_id
      GROUP BY wc.id, wc.code, wc.resource_group
      ORDER BY sum(ch.points) DESC, wc.code`,
    [plant, from, to],
  );
};

export const listQcPointsDefects: OperationHandler<'listQcPointsDefects'> = async (ctx) => {
  const { plant, from, to } = await rangeQuery(ctx);
  return ctx.db.query(
    `SELECT d.code AS "Code", d.description AS "Description", d.resource_group AS "ResourceGroup",
            sum(cd.qty)::int AS "Occurrences", count(DISTINCT c.id)::int AS "Units", sum(cd.points)::int AS "Points",
            ${sqlDate(`max(${plantDay('c.checked_at')})`)} AS "LastSeen"
       FROM ${CHECKS}
       JOIN qc_point_check_defects cd ON cd.check_id = c.id
       JOIN qc_point_defects d ON d.id = cd.defect_id
      WHERE ${IN_RANGE}
      GROUP BY d.id, d.code, d.description, d.resource_group
      ORDER BY sum(cd.points) DESC, d.code`,
    [plant, from, to],
  );
};
