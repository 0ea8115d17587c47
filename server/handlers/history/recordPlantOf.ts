// The plant of the record a history is asked for, read from the record itself: the entity's table (the entity is
// its table's name in kebab-case, docs/adr/016) by the key columns its history trigger declares. undefined when the
// record is gone or its table has no plant; the pipeline then checks the entries' own Plant (docs/adr/014).
import type { Queryable } from '../../db/Database.js';

const keyColumns = new Map<string, string[] | null>();

async function recordKeyColumns(db: Queryable, table: string): Promise<string[] | null> {
  if (!keyColumns.has(table)) {
    const [row] = await db.query<{ args: string | null; has_plant: boolean }>(
      `SELECT (SELECT split_part(encode(t.tgargs, 'escape'), '\\000', 2) FROM pg_trigger t
                WHERE t.tgrelid = c.oid AND t.tgname = 'record_history') AS args,
              EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'eplant_id'
                         AND NOT a.attisdropped) AS has_plant
         FROM pg_class c WHERE c.oid = to_regclass($1)`,
      [table],
    );
    keyColumns.set(table, row?.args && row.has_plant ? row.args.split(',') : null);
  }
  return keyColumns.get(table)!;
}

export async function recordPlantOf(db: Queryable, entity: string, key: string): Promise<number | undefined> {
  const table = entity.replace(/-/g, '_');
  const columns = await recordKeyColumns(db, table);
  if (!columns) return undefined;
  const parts = key.split('/');
  if (parts.length !== columns.length) return undefined;
  const where = columns.map((c, i) => `"${c.replace(/"/g, '')}"::text = $${i + 1}`).join(' AND ');
  const [row] = await db.query<{ eplant_id: number | null }>(
    `SELECT eplant_id FROM "${table}" WHERE ${where} LIMIT 1`,
    parts,
  );
  return row?.eplant_id ?? undefined;
}
