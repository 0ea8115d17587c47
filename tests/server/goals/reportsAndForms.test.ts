// The Goals area's report and form operations through the HTTP API: every report answers rows for both plants within
// the contract, users without the area role get 403, and every write refuses bad input by field (writing nothing) and
// saves good input that reads back.
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, TestServer } from '../../../server/testing/testServer.js';
import { expectContract } from '../support/contractResponse.js';
import { areaSuite, itAnswersEachPlant, itRefusesWithoutTheRole } from '../support/areaSuite.js';

/** A U.S. (plant 2) user with the production role and without change_plant: mx.supervisor's counterpart. */
let usProduction: LoginResult;

const area = areaSuite();
const { server, get, send } = area;

beforeAll(async () => {
  const [found] = await server.db.query<{ username: string }>(
    `SELECT u.username FROM users u
      WHERE u.eplant_id = 2 AND u.is_active AND NOT u.is_suspended AND NOT u.is_super_user
        AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_guid = u.guid AND r.role_name = 'production')
        AND NOT EXISTS (SELECT 1 FROM user_roles r WHERE r.user_guid = u.guid AND r.role_name = 'change_plant')
      ORDER BY u.username LIMIT 1`,
  );
  usProduction = await server.login(found.username);
});

const iso = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const today = iso(0);
const month = `from=${iso(30)}&to=${today}`;
/** A 200 answer that matches the operation's contract (a 400 would match the contract too). */
function ok<T = any>(operationId: string, res: Awaited<ReturnType<TestServer['inject']>>): T {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return expectContract<T>(operationId, res);
}

const count = async (sql: string, params: unknown[] = []) =>
  (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n;

// [operationId, url without plant, who may call it besides admin]
const READS: [string, string][] = [
  ['listGoalDays', `/reports/goals/days?${month}`],
  ['listGoalAttainment', `/reports/goals/attainment?${month}`],
  ['getGoalSummary', `/reports/goals/summary?${month}`],
  ['listDynamicGoals', `/reports/goals/dynamic?${month}`],
  ['listForemanGoals', `/reports/goals/foremen?${month}`],
  ['listGoalRawOperations', `/reports/goals/raw?${month}`],
];

describe('plant-floor reports', () => {
  itAnswersEachPlant(area, READS);

  itRefusesWithoutTheRole(area, READS, '%s is forbidden to qc.inspector');
});

describe('goals setup', () => {
  it('refuses an unknown work center or a start too far back, and saves goals that the reports use', async () => {
    const setup = ok<any>('getGoalSetup', await get('/goals/setup?plant=2'));
    expect(setup.EffectiveFrom).toBe(today);
    expect(setup.Goals.length).toBeGreaterThan(10);
    const unknown = await send('PUT', '/goals/setup?plant=2', {
      EffectiveFrom: today,
      Goals: [{ WorkCenter: 'NOWHERE-1', DailyGoal: 3 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors[0].field).toBe('Goals');
    const old = await send('PUT', '/goals/setup?plant=2', { EffectiveFrom: iso(400), Goals: setup.Goals });
    expect(old.statusCode).toBe(400);
    expect(old.json().fieldErrors[0].field).toBe('EffectiveFrom');
    const negative = await send('PUT', '/goals/setup?plant=2', {
      EffectiveFrom: today,
      Goals: [{ WorkCenter: setup.Goals[0].WorkCenter, DailyGoal: -1 }],
    });
    expect(negative.statusCode).toBe(400);
    expect(await count('production_goals WHERE effective_from = $1::date', [today])).toBe(0);

    const goals = setup.Goals.map((g: any, i: number) => ({ ...g, DailyGoal: i === 0 ? 42 : g.DailyGoal }));
    const saved = ok<any>(
      'saveGoalSetup',
      await send('PUT', '/goals/setup?plant=2', { EffectiveFrom: today, Goals: goals }, usProduction),
    );
    expect(saved.Goals[0]).toMatchObject({ WorkCenter: setup.Goals[0].WorkCenter, DailyGoal: 42 });
    const reread = ok<any>('getGoalSetup', await get('/goals/setup?plant=2'));
    expect(reread.Goals[0].DailyGoal).toBe(42);
  });
});
