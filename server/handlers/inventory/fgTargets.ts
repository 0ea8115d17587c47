// Finish-goods targets per product family (Inventory/FgTarget): read and replace the plant's list in one save.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import type { Queryable } from '../../db/Database.js';
import { badRequest } from '../../http/HttpError.js';
import { displayName, requirePlant, sqlTimestamp } from '../plant/plantQueries.js';

const readTargets = async (db: Queryable, plant: number) => ({
  Targets: await db.query<AnswerOf<'getFgTargets'>['Targets'][number]>(
    `SELECT family AS "Family", target_qty AS "TargetQty", min_qty AS "MinQty",
            ${sqlTimestamp('updated_at')} AS "UpdatedAt", updated_by AS "UpdatedBy"
       FROM fg_targets WHERE eplant_id = $1 ORDER BY family`,
    [plant],
  ),
});

export const getFgTargets: OperationHandler<'getFgTargets'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return readTargets(db, plant);
};

export const saveFgTargets: OperationHandler<'saveFgTargets'> = async ({ db, query, body, user }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  const targets = body.Targets;
  const errors: { field: string; message: string }[] = [];
  const seen = new Set<string>();
  targets.forEach((t, i) => {
    if (t.MinQty > t.TargetQty)
      errors.push({ field: `Targets.${i}.MinQty`, message: 'Minimum units must not be more than the target units' });
    if (seen.has(t.Family))
      errors.push({ field: `Targets.${i}.Family`, message: `Family ${t.Family} is listed twice` });
    seen.add(t.Family);
  });
  if (errors.length) throw badRequest(errors[0].message, errors);
  const by = displayName(user);
  return db.tx(async (tx) => {
    await tx.query('DELETE FROM fg_targets WHERE eplant_id = $1 AND NOT (family = ANY($2::text[]))', [
      plant,
      [...seen],
    ]);
    for (const t of targets) {
      // Rows whose numbers did not change keep their last update stamp.
      await tx.query(
        `INSERT INTO fg_targets (eplant_id, family, target_qty, min_qty, updated_at, updated_by)
         VALUES ($1, $2, $3, $4, now(), $5)
         ON CONFLICT (eplant_id, family) DO UPDATE SET target_qty = $3, min_qty = $4, updated_at = now(), updated_by = $5
          WHERE fg_targets.target_qty <> $3 OR fg_targets.min_qty <> $4`,
        [plant, t.Family, t.TargetQty, t.MinQty, by],
      );
    }
    return readTargets(tx, plant);
  });
};
