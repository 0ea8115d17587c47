// QC inspection templates (QC/Template): the plant's checklists per kind of inspection and product type, read and
// saved as one list; a template left out of the list is deactivated so the inspections done with it keep their name.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import type { Queryable } from '../../db/Database.js';
import { one } from '../../db/Database.js';
import { badRequest, type FieldError } from '../../http/HttpError.js';
import { requirePlant } from '../plant/plantQueries.js';

async function readTemplates(db: Queryable, plant: number) {
  const rows = await db.query<AnswerOf<'getQcTemplates'>['Templates'][number]>(
    `SELECT t.id AS "Id", t.name AS "Name", t.kind AS "Kind", t.product_type AS "ProductType",
            coalesce((SELECT json_agg(json_build_object('Text', c.checkpoint, 'Required', c.required) ORDER BY c.seq)
                        FROM qc_template_checkpoints c WHERE c.template_id = t.id), '[]'::json) AS "Checkpoints"
       FROM qc_templates t WHERE t.eplant_id = $1 AND t.active ORDER BY t.kind, t.product_type, t.name`,
    [plant],
  );
  return { Templates: rows };
}

export const getQcTemplates: OperationHandler<'getQcTemplates'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return readTemplates(db, plant);
};

export const saveQcTemplates: OperationHandler<'saveQcTemplates'> = async ({ db, query, body }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  const templates = body.Templates;
  const errors: FieldError[] = [];
  const names = new Set<string>();
  templates.forEach((t, i) => {
    const key = t.Name.trim().toLowerCase();
    if (names.has(key))
      errors.push({ field: `Templates.${i}.Name`, message: `Template name ${t.Name.trim()} is used twice` });
    names.add(key);
  });
  if (errors.length) throw badRequest(errors[0].message, errors);
  return db.tx(async (tx) => {
    const owned = new Set(
      (await tx.query<{ id: number }>('SELECT id FROM qc_templates WHERE eplant_id = $1', [plant])).map((r) => r.id),
    );
    const kept: number[] = [];
    for (const [i, t] of templates.entries()) {
      let id = t.Id ?? null;
      if (id !== null && !owned.has(id)) {
        const message = `Template ${id} does not belong to this plant`;
        throw badRequest(message, [{ field: `Templates.${i}.Id`, message }]);
      }
      if (id === null) {
        id = (
          await one<{ id: number }>(
            tx,
            'INSERT INTO qc_templates (eplant_id, name, kind, product_type, active) VALUES ($1, $2, $3, $4, true) RETURNING id',
            [plant, t.Name.trim(), t.Kind, t.ProductType],
          )
        ).id;
      } else {
        await tx.query(
          'UPDATE qc_templates SET name = $2, kind = $3, product_type = $4, active = true, updated_at = now() WHERE id = $1',
          [id, t.Name.trim(), t.Kind, t.ProductType],
        );
        await tx.query('DELETE FROM qc_template_checkpoints WHERE template_id = $1', [id]);
      }
      await tx.query(
        `INSERT INTO qc_template_checkpoints (template_id, seq, checkpoint, required)
         SELECT $1, ord, txt, req FROM unnest($2::text[], $3::boolean[]) WITH ORDINALITY AS u(txt, req, ord)`,
        [id, t.Checkpoints.map((c) => c.Text.trim()), t.Checkpoints.map((c) => c.Required)],
      );
      kept.push(id);
    }
    await tx.query(
      'UPDATE qc_templates SET active = false, updated_at = now() WHERE eplant_id = $1 AND active AND NOT (id = ANY($2::int[]))',
      [plant, kept],
    );
    return readTemplates(tx, plant);
  });
};
