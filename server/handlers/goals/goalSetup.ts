// Goals Setup: the daily goal of every active work center, and saving new goals effective from a date (a goal never
// rewrites more than a month back, so past attainment stays as it was reported).
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import type { Queryable } from '../../db/Database.js';
import { badRequest } from '../../http/HttpError.js';
import { displayName } from '../plant/plantQueries.js';
import { goalOn, plantQuery } from '../shared/shopFloorQueries.js';

async function goalsOn(db: Queryable, plant: number, day: string) {
  const Goals = await db.query<AnswerOf<'getGoalSetup'>['Goals'][number]>(
    `SELECT wc.code AS "WorkCenter", wc.name AS "Name", wc.resource_group AS "ResourceGroup", ${goalOn('wc.id', '$2::date')}::int AS "DailyGoal"
       FROM work_centers wc WHERE wc.eplant_id = $1 AND wc.active ORDER BY wc.sort_order`,
    [plant, day],
  );
  return { EffectiveFrom: day, Goals };
}

export const getGoalSetup: OperationHandler<'getGoalSetup'> = async (ctx) => {
  const { plant } = await plantQuery(ctx);
  const [{ today }] = await ctx.db.query<{ today: string }>(`SELECT to_char(current_date, 'YYYY-MM-DD') AS today`);
  return goalsOn(ctx.db, plant, today);
};

export const saveGoalSetup: OperationHandler<'saveGoalSetup'> = async (ctx) => {
  const { plant } = await plantQuery(ctx);
  const body = ctx.body;
  const [{ ok }] = await ctx.db.query<{ ok: boolean }>(`SELECT $1::date >= current_date - 31 AS ok`, [
    body.EffectiveFrom,
  ]);
  if (!ok) {
    const message = 'Goals can start at most 31 days back';
    throw badRequest(message, [{ field: 'EffectiveFrom', message }]);
  }
  const centers = new Map(
    (
      await ctx.db.query<{ id: number; code: string }>('SELECT id, code FROM work_centers WHERE eplant_id = $1', [
        plant,
      ])
    ).map((w) => [w.code, w.id]),
  );
  const seen = new Set<string>();
  const rows = body.Goals.map((g) => {
    const code = g.WorkCenter.trim().toUpperCase();
    const id = centers.get(code);
    if (!id)
      throw badRequest(`Work center ${g.WorkCenter} not found in this plant`, [
        { field: 'Goals', message: `Work center ${g.WorkCenter} not found in this plant` },
      ]);
    if (seen.has(code))
      throw badRequest(`Work center ${code} appears twice`, [
        { field: 'Goals', message: `Work center ${code} appears twice` },
      ]);
    seen.add(code);
    return { id, goal: g.DailyGoal };
  });
  const user = displayName(ctx.user);
  await ctx.db.tx(async (tx) => {
    for (const r of rows) {
      await tx.query(
        `INSERT INTO production_goals (eplant_id, work_center_id, effective_from, daily_goal, updated_by) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (work_center_id, effective_from) DO UPDATE SET daily_goal = EXCLUDED.daily_goal, updated_by = EXCLUDED.updated_by, updated_at = now()`,
        [plant, r.id, body.EffectiveFrom, r.goal, user],
      );
    }
  });
  return goalsOn(ctx.db, plant, body.EffectiveFrom);
};
