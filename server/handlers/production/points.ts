// The quality points system of Production Points: the setup (fail limit and defect catalogue) and the QC check of a
// unit. Every write checks its input first and runs in one transaction; a saved check is pushed to the shop floor.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import type { Queryable } from '../../db/Database.js';
import { maybeOne } from '../../db/Database.js';
import { badRequest } from '../../http/HttpError.js';
import { displayName } from '../plant/plantQueries.js';
import { plantQuery } from '../shared/shopFloorQueries.js';

async function readSetup(db: Queryable, plant: number) {
  const settings = await maybeOne<{ fail_limit: number }>(
    db,
    'SELECT fail_limit FROM qc_point_settings WHERE eplant_id = $1',
    [plant],
  );
  const defects = await db.query<AnswerOf<'getQcPointSetup'>['Defects'][number]>(
    `SELECT code AS "Code", description AS "Description", resource_group AS "ResourceGroup", points AS "Points", active AS "Active"
       FROM qc_point_defects WHERE eplant_id = $1 ORDER BY active DESC, resource_group, code`,
    [plant],
  );
  return { FailLimit: settings?.fail_limit ?? 10, Defects: defects };
}

export const getQcPointSetup: OperationHandler<'getQcPointSetup'> = async (ctx) => {
  const { plant } = await plantQuery(ctx);
  return readSetup(ctx.db, plant);
};

// Codes are upper-cased and unique; a resource group must be one the plant's work centers belong to. Codes left out
// are deactivated rather than deleted, because past checks still refer to them.
export const saveQcPointSetup: OperationHandler<'saveQcPointSetup'> = async (ctx) => {
  const { plant } = await plantQuery(ctx);
  const body = ctx.body;
  const groups = new Set(
    (
      await ctx.db.query<{ g: string }>('SELECT DISTINCT resource_group AS g FROM work_centers WHERE eplant_id = $1', [
        plant,
      ])
    ).map((r) => r.g),
  );
  const seen = new Set<string>();
  for (const d of body.Defects) {
    const code = d.Code.trim().toUpperCase();
    if (seen.has(code))
      throw badRequest(`Defect code ${code} appears twice`, [
        { field: 'Defects', message: `Defect code ${code} appears twice` },
      ]);
    seen.add(code);
    if (!groups.has(d.ResourceGroup.trim().toUpperCase())) {
      const message = `Resource group ${d.ResourceGroup} does not exist in this plant`;
      throw badRequest(message, [{ field: 'Defects', message }]);
    }
  }
  const user = displayName(ctx.user);
  await ctx.db.tx(async (tx) => {
    await tx.query(
      `INSERT INTO qc_point_settings (eplant_id, fail_limit, updated_by, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (eplant_id) DO UPDATE SET fail_limit = EXCLUDED.fail_limit, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [plant, body.FailLimit, user],
    );
    await tx.query('UPDATE qc_point_defects SET active = false WHERE eplant_id = $1 AND NOT (code = ANY($2::text[]))', [
      plant,
      [...seen],
    ]);
    for (const d of body.Defects) {
      await tx.query(
        `INSERT INTO qc_point_defects (eplant_id, code, description, resource_group, points, active) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (eplant_id, code) DO UPDATE SET description = EXCLUDED.description, resource_group = EXCLUDED.resource_group,
                points = EXCLUDED.points, active = EXCLUDED.active`,
        [
          plant,
          d.Code.trim().toUpperCase(),
          d.Description.trim(),
          d.ResourceGroup.trim().toUpperCase(),
          d.Points,
          d.Active,
        ],
      );
    }
  });
  return readSetup(ctx.db, plant);
};

export const addQcPointCheck: OperationHandler<'addQcPointCheck'> = async (ctx) => {
  const { plant } = await plantQuery(ctx);
  const body = ctx.body;
  const unit = body.Unit.trim().toUpperCase();
  const job = await maybeOne<{
    id: number;
    workorder_number: string;
    vin: string | null;
    work_center_id: number | null;
    status: string;
  }>(
    ctx.db,
    `SELECT id, workorder_number, trim(vin) AS vin, work_center_id, status FROM jobs
      WHERE eplant_id = $1 AND (upper(workorder_number) = $2 OR upper(trim(vin)) = $2)`,
    [plant, unit],
  );
  if (!job)
    throw badRequest(`Work order or VIN ${body.Unit} not found in this plant`, [
      { field: 'Unit', message: `Work order or VIN ${body.Unit} not found in this plant` },
    ]);
  if (job.status === 'Cancelled' || job.status === 'Planned') {
    const message = `Work order ${job.workorder_number} is ${job.status.toLowerCase()}; only units in process or built can be checked`;
    throw badRequest(message, [{ field: 'Unit', message }]);
  }
  const defects = await ctx.db.query<{ id: number; code: string; points: number }>(
    'SELECT id, code, points FROM qc_point_defects WHERE eplant_id = $1 AND active',
    [plant],
  );
  const byCode = new Map(defects.map((d) => [d.code, d]));
  const found = body.Defects.map((d) => {
    const defect = byCode.get(d.Code.trim().toUpperCase());
    if (!defect)
      throw badRequest(`Unknown defect code ${d.Code}`, [
        { field: 'Defects', message: `Unknown defect code ${d.Code}` },
      ]);
    return { defect, qty: d.Qty };
  });
  const settings = await maybeOne<{ fail_limit: number }>(
    ctx.db,
    'SELECT fail_limit FROM qc_point_settings WHERE eplant_id = $1',
    [plant],
  );
  const failLimit = settings?.fail_limit ?? 10;
  const total = found.reduce((sum, f) => sum + f.qty * f.defect.points, 0);
  const passed = total <= failLimit;
  const inspector = displayName(ctx.user) ?? 'Unknown';
  const checkId = await ctx.db.tx(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO qc_point_checks (eplant_id, job_id, work_center_id, checked_at, inspector, total_points, passed, comments)
       VALUES ($1, $2, $3, now(), $4, $5, $6, $7) RETURNING id`,
      [plant, job.id, job.work_center_id, inspector, total, passed, body.Comments?.trim() || null],
    );
    for (const f of found) {
      await tx.query('INSERT INTO qc_point_check_defects (check_id, defect_id, qty, points) VALUES ($1, $2, $3, $4)', [
        row.id,
        f.defect.id,
        f.qty,
        f.qty * f.defect.points,
      ]);
    }
    return row.id;
  });
  const result = {
    ok: true,
    message: `${job.workorder_number}: ${total} points, ${passed ? 'passed' : `failed (limit ${failLimit})`}`,
    CheckId: checkId,
    WorkorderNumber: job.workorder_number,
    VIN: job.vin,
    TotalPoints: total,
    FailLimit: failLimit,
    Passed: passed,
  };
  ctx.publish('shopfloor', 'qcPointCheckSaved', { Plant: plant, ...result });
  return result;
};
