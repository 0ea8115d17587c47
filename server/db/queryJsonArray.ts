// A large report's rows as the text of a JSON array, built by the database in one statement. On PostgreSQL a month of
// Job Material (5,700 rows, 1.4 MB) took the HTTP thread ~90 ms of row parsing, garbage collection and serialisation
// per answer, and ten people pulling it kept that thread busy, so a save's statements waited behind their rows; as
// one text value it costs the thread next to nothing. On the embedded database the worker builds the text in ~25 ms
// instead of ~200 ms of turning the rows into objects. Keys are the statement's column names, values as PostgreSQL's
// JSON writes them (reports already answer dates as text and numbers as float8), rows in the statement's order.
import type { Queryable, Row } from './Database.js';
import { JsonText } from './JsonText.js';

/**
 * Wraps one SELECT (or WITH … SELECT) so that it answers a single row whose `json` column is its rows as a JSON
 * array. The rows come from a subquery whose ORDER BY the aggregate keeps: the outer level does nothing else.
 */
export function jsonArraySql(sql: string): string {
  return `SELECT '[' || coalesce(string_agg(row_to_json(r)::text, ','), '') || ']' AS json
            FROM (${sql.replace(/;\s*$/, '')}) r`;
}

export async function queryJsonArray<T extends Row = Row>(
  db: Queryable,
  sql: string,
  params?: unknown[],
): Promise<JsonText<T[]>> {
  const [row] = await db.query<{ json: string }>(jsonArraySql(sql), params);
  return new JsonText<T[]>(row.json);
}
