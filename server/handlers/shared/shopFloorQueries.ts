// Pieces shared by the plant-floor screen handlers: the checked plant / date-range query, the production day of the
// live screens and the SQL of the goal in effect for a work center on a day.
import type { Queryable } from '../../db/Database.js';
import type { OperationContext } from '../../http/OperationHandler.js';
import { requireDateRange, requirePlant } from '../plant/plantQueries.js';

export interface PlantQuery {
  plant: number;
}
export interface RangeQuery extends PlantQuery {
  from: string;
  to: string;
}

export async function plantQuery<Q extends PlantQuery>(ctx: OperationContext<unknown, Q>): Promise<Q> {
  const q = ctx.query;
  await requirePlant(ctx.db, q.plant);
  return q;
}

export async function rangeQuery<Q extends RangeQuery>(ctx: OperationContext<unknown, Q>): Promise<Q> {
  const q = ctx.query;
  requireDateRange(q.from, q.to);
  await requirePlant(ctx.db, q.plant);
  return q;
}

// Both plants work on Central time and the seed stamps a fixed -06 offset: a production day runs from 06:00 UTC to
// 06:00 UTC the next day, so an evening shift is not split across two days.
const DAY_SHIFT = "interval '6 hours'";

/** Timestamp bounds of a [from, to] range of plant days. */
export const inRange = (column: string, from = '$2', to = '$3') =>
  `${column} >= (${from}::date)::timestamp AT TIME ZONE 'UTC' + ${DAY_SHIFT} AND ${column} < (${to}::date + 1)::timestamp AT TIME ZONE 'UTC' + ${DAY_SHIFT}`;

/** The plant day of a timestamptz column. */
export const plantDay = (column: string) => `((${column} AT TIME ZONE 'UTC') - ${DAY_SHIFT})::date`;

/** The daily goal of work center `wc` on day `day` (the latest goal effective on or before it; 0 when none). */
export const goalOn = (wc: string, day: string) =>
  `coalesce((SELECT g.daily_goal FROM production_goals g WHERE g.work_center_id = ${wc} AND g.effective_from <= ${day}
              ORDER BY g.effective_from DESC LIMIT 1), 0)`;

/**
 * The production day the live screens show for a date: the latest day on or before it (within two weeks) on which
 * at least a fifth of a normal day's operations have been reported. At the start of a shift the screen keeps showing
 * the previous day's result until today's output means something; the answer names the day shown.
 */
export async function productionDay(db: Queryable, plant: number, date: string): Promise<string> {
  const rows = await db.query<{ day: string | null }>(
    `WITH days AS (SELECT ${plantDay('completed_at')} AS day, count(*) AS n FROM job_operations
                    WHERE eplant_id = $1 AND status = 'Done' AND ${inRange('completed_at', '($2::date - 14)', '$2')}
                    GROUP BY 1)
     SELECT to_char(max(day), 'YYYY-MM-DD') AS day FROM days WHERE n >= 0.2 * (SELECT avg(n) FROM days)`,
    [plant, date],
  );
  return rows[0]?.day ?? date;
}

/** The ratio a / b as a fraction rounded to 4 decimals (0.25 = 25 %, what percent columns show), 0 when b is 0 (SQL). */
export const pct = (a: string, b: string) =>
  `coalesce(round(((${a})::numeric / nullif(${b}, 0))::numeric, 4), 0)::float8`;
