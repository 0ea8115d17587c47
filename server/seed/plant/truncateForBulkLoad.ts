// With wal_level=minimal (the embedded database, pgliteStartParams.ts) PostgreSQL writes no WAL for rows put into a
// table whose storage was created in the same transaction: the table is written to disk once at commit instead of
// once into WAL and again at the next checkpoint. TRUNCATE gives a table new storage, so truncating the (empty)
// tables the seed fills, inside the seed's transaction, lets the bulk load skip most of its WAL. Elsewhere (wal_level
// replica or higher, as on a real PostgreSQL) the truncation is a harmless no-op on empty tables.
import type { Queryable } from '../../db/Database.js';

/**
 * Truncates those of `tables` that are empty, in one statement. TRUNCATE refuses a table that another table
 * references unless that one is truncated with it, so empty referencing tables join the statement; a table that a
 * table holding rows references (e.g. employees, referenced by users) is left alone, and with it nothing is lost.
 * Returns the tables truncated.
 */
export async function truncateForBulkLoad(q: Queryable, tables: readonly string[]): Promise<string[]> {
  const references = await q.query<{ referencing: string; referenced: string }>(
    `SELECT c.conrelid::regclass::text AS referencing, c.confrelid::regclass::text AS referenced
     FROM pg_constraint c
     WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace AND c.conrelid <> c.confrelid
     ORDER BY 1, 2`,
  );
  const empty = new Map<string, boolean>();
  const isEmpty = async (table: string): Promise<boolean> => {
    let known = empty.get(table);
    if (known === undefined) {
      const [row] = await q.query<{ empty: boolean }>(`SELECT NOT EXISTS (SELECT 1 FROM ${table}) AS empty`);
      known = row.empty;
      empty.set(table, known);
    }
    return known;
  };
  const chosen = new Set<string>();
  for (const table of tables) if (await isEmpty(table)) chosen.add(table);
  // Grow the set by empty referencing tables and drop (for good) what a table with rows, or a table already dropped,
  // references, until nothing changes.
  const kept = new Set<string>();
  for (let changed = true; changed;) {
    changed = false;
    for (const { referencing, referenced } of references) {
      if (!chosen.has(referenced) || chosen.has(referencing)) continue;
      if (!kept.has(referencing) && (await isEmpty(referencing))) chosen.add(referencing);
      else {
        chosen.delete(referenced);
        kept.add(referenced);
      }
      changed = true;
    }
  }
  const list = [...chosen].sort();
  if (list.length) await q.query(`TRUNCATE ${list.join(', ')}`);
  return list;
}
