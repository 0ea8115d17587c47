// Production goals: output (operations completed) of each work center against its daily goal — per day (Calendar),
// per work center (Dashboard), scaled to attendance (Dynamic), per foreman's crew (Foreman) and the raw records (Raw).
import type { OperationHandler } from '../../http/OperationHandler.js';
import { sqlDate, sqlNumber, sqlTimestamp } from '../plant/plantQueries.js';
import { goalOn, inRange, pct, rangeQuery, plantDay } from '../shared/shopFloorQueries.js';

/**
 * One row per active work center and worked day of the range, with goal and actual. A day counts when the plant
 * completed any operation that day, so holidays and days not yet worked do not count against the goal.
 */
const GOAL_DAYS = `
  actual AS (SELECT op.work_center_id, ${plantDay('op.completed_at')} AS day, count(*) AS n FROM job_operations op
              WHERE op.eplant_id = $1 AND op.status = 'Done' AND ${inRange('op.completed_at')} GROUP BY 1, 2),
  days AS (SELECT DISTINCT day FROM actual),
  goal_days AS (
    SELECT days.day, wc.id AS wc_id, wc.code, wc.resource_group, wc.sort_order, ${goalOn('wc.id', 'days.day')} AS goal,
           coalesce(a.n, 0) AS actual
      FROM days CROSS JOIN work_centers wc
      LEFT JOIN actual a ON a.work_center_id = wc.id AND a.day = days.day
     WHERE wc.eplant_id = $1 AND wc.active)`;

export const listGoalDays: OperationHandler<'listGoalDays'> = async (ctx) => {
  const { plant, from, to } = await rangeQuery(ctx);
  return ctx.db.query(
    `WITH ${GOAL_DAYS}
     SELECT ${sqlDate('g.day')} AS "Date", ${sqlDate("date_trunc('week', g.day)")} AS "Week",
            extract(isodow FROM g.day)::int || ' ' || to_char(g.day, 'Dy') AS "Weekday",
            g.code AS "WorkCenter", g.resource_group AS "ResourceGroup", g.goal::int AS "Goal", g.actual::int AS "Actual",
            ${pct('g.actual', 'g.goal')} AS "AttainmentPct", (g.actual >= g.goal) AS "Met"
       FROM goal_days g ORDER BY g.day, g.sort_order`,
    [plant, from, to],
  );
};

export const listGoalAttainment: OperationHandler<'listGoalAttainment'> = async (ctx) => {
  const { plant, from, to } = await rangeQuery(ctx);
  return ctx.db.query(
    `WITH ${GOAL_DAYS}
     SELECT g.code AS "WorkCenter", g.resource_group AS "ResourceGroup", count(*)::int AS "Days", sum(g.goal)::int AS "Goal",
            sum(g.actual)::int AS "Actual", ${pct('sum(g.actual)', 'sum(g.goal)')} AS "AttainmentPct",
            count(*) FILTER (WHERE g.actual >= g.goal)::int AS "DaysMet"
       FROM goal_days g GROUP BY g.wc_id, g.code, g.resource_group, g.sort_order ORDER BY g.sort_order`,
    [plant, from, to],
  );
};

export const getGoalSummary: OperationHandler<'getGoalSummary'> = async (ctx) => {
  const { plant, from, to } = await rangeQuery(ctx);
  return ctx.db.query(
    `WITH ${GOAL_DAYS}
     SELECT coalesce(sum(g.goal), 0)::int AS "Goal", coalesce(sum(g.actual), 0)::int AS "Actual",
            ${pct('sum(g.actual)', 'sum(g.goal)')} AS "AttainmentPct",
            count(*) FILTER (WHERE g.actual >= g.goal)::int AS "WorkCenterDaysMet", count(*)::int AS "WorkCenterDays",
            ${pct('count(*) FILTER (WHERE g.actual >= g.goal)', 'count(*)')} AS "MetPct"
       FROM goal_days g`,
    [plant, from, to],
  );
};

// The dynamic goal scales the set goal by the share of scheduled people who clocked in that day (no clock data yet:
// the set goal stands).
export const listDynamicGoals: OperationHandler<'listDynamicGoals'> = async (ctx) => {
  const { plant, from, to } = await rangeQuery(ctx);
  return ctx.db.query(
    `WITH ${GOAL_DAYS},
     att AS (SELECT work_date AS day, count(*) AS scheduled, count(*) FILTER (WHERE status IN ('Present', 'Late')) AS present
               FROM attendance_days WHERE eplant_id = $1 AND work_date BETWEEN $2::date AND $3::date GROUP BY work_date),
     per_day AS (SELECT day, sum(goal) AS goal, sum(actual) AS actual FROM goal_days GROUP BY day)
     SELECT ${sqlDate('p.day')} AS "Date", p.goal::int AS "Goal",
            round(p.goal * coalesce(a.present::numeric / nullif(a.scheduled, 0), 1))::int AS "DynamicGoal",
            p.actual::int AS "Actual", coalesce(a.present, 0)::int AS "Present", coalesce(a.scheduled, 0)::int AS "Headcount",
            ${pct('a.present', 'a.scheduled')} AS "AttendancePct"
       FROM per_day p LEFT JOIN att a ON a.day = p.day ORDER BY p.day`,
    [plant, from, to],
  );
};

// A crew's goal is its share of each work center's daily goal, in proportion to the operations it completed there.
export const listForemanGoals: OperationHandler<'listForemanGoals'> = async (ctx) => {
  const { plant, from, to } = await rangeQuery(ctx);
  return ctx.db.query(
    `WITH crew_ops AS (
       SELECT e.foreman_id, op.work_center_id, ${plantDay('op.completed_at')} AS day, count(*) AS n,
              sum(coalesce(op.labor_hours, 0)) AS labor, sum(op.std_hours) AS earned, array_agg(DISTINCT op.employee_id) AS crew
         FROM job_operations op JOIN employees e ON e.id = op.employee_id
        WHERE op.eplant_id = $1 AND op.status = 'Done' AND e.foreman_id IS NOT NULL AND ${inRange('op.completed_at')}
        GROUP BY 1, 2, 3),
     wc_day AS (SELECT work_center_id, day, sum(n) AS total FROM crew_ops GROUP BY 1, 2),
     shares AS (SELECT c.*, ${goalOn('c.work_center_id', 'c.day')} * c.n / w.total AS goal_share
                  FROM crew_ops c JOIN wc_day w ON w.work_center_id = c.work_center_id AND w.day = c.day),
     crews AS (SELECT s.foreman_id, date_trunc('week', s.day) AS week, count(DISTINCT x) AS size
                 FROM shares s, unnest(s.crew) x GROUP BY 1, 2)
     SELECT ${sqlDate("date_trunc('week', s.day)")} AS "Week", f.name AS "Foreman", sh.name AS "Shift",
            max(cr.size)::int AS "CrewSize",
            string_agg(DISTINCT wc.code, ', ') AS "WorkCenters", sum(s.n)::int AS "Operations",
            round(sum(s.goal_share))::int AS "Goal", ${pct('sum(s.n)', 'sum(s.goal_share)')} AS "AttainmentPct",
            ${sqlNumber('round(sum(s.labor), 2)')} AS "LaborHours", ${sqlNumber('round(sum(s.earned), 2)')} AS "EarnedHours",
            ${pct('sum(s.earned)', 'sum(s.labor)')} AS "EfficiencyPct"
       FROM shares s
       JOIN employees f ON f.id = s.foreman_id
       LEFT JOIN shifts sh ON sh.id = f.shift_id
       JOIN work_centers wc ON wc.id = s.work_center_id
       JOIN crews cr ON cr.foreman_id = s.foreman_id AND cr.week = date_trunc('week', s.day)
      GROUP BY date_trunc('week', s.day), s.foreman_id, f.name, sh.name
      ORDER BY 1 DESC, f.name`,
    [plant, from, to],
  );
};

export const listGoalRawOperations: OperationHandler<'listGoalRawOperations'> = async (ctx) => {
  const { plant, from, to } = await rangeQuery(ctx);
  return ctx.db.query(
    `SELECT ${sqlTimestamp('op.completed_at')} AS "CompletedAt", ${sqlDate(plantDay('op.completed_at'))} AS "Date",
            wc.code AS "WorkCenter", wc.resource_group AS "ResourceGroup", j.workorder_number AS "WorkorderNumber",
            trim(j.vin) AS "VIN", j.part_no AS "PartNo", op.seq AS "OpSeq", op.operation AS "Operation", e.name AS "Employee",
            f.name AS "Foreman", ${sqlNumber('op.std_hours')} AS "StdHours", ${sqlNumber('coalesce(op.labor_hours, 0)')} AS "LaborHours",
            ${sqlNumber('op.scrap_qty')} AS "ScrapQty"
       FROM job_operations op
       JOIN jobs j ON j.id = op.job_id
       JOIN work_centers wc ON wc.id = op.work_center_id
       LEFT JOIN employees e ON e.id = op.employee_id
       LEFT JOIN employees f ON f.id = e.foreman_id
      WHERE op.eplant_id = $1 AND op.status = 'Done' AND ${inRange('op.completed_at')}
      ORDER BY op.completed_at DESC, j.workorder_number`,
    [plant, from, to],
  );
};
