// A large report's rows as the text of a JSON array. On PostgreSQL the database builds it: a month of Job Material
// (5,700 rows, 1.4 MB) took the HTTP thread ~90 ms of row parsing, garbage collection and serialisation per answer,
// and ten people pulling it kept that thread busy, so a save's statements waited behind their rows; as one text value
// it costs the thread next to nothing. Keys are the statement's column names, values as PostgreSQL's JSON writes them
// (reports already answer dates as text and numbers as float8), rows in the statement's order. The embedded database
// runs one statement at a time and reads a heavy report in slices (heavyCursor.ts); building the text there made the
// slice that executes the report longer and the save's p99 no better, so there the rows are read as before and the
// text is their JSON.
import type { Database, Row } from './Database.js';
import { JsonText } from './JsonText.js';

const withoutSemicolon = (sql: string) => sql.replace(/;\s*$/, '');

/**
 * The rows of one SELECT as a single row whose `json` column is their JSON array. The rows come from a subquery whose
 * ORDER BY the aggregate keeps: the outer level does nothing else.
 */
export function jsonArraySql(sql: string): string {
  return `SELECT '[' || coalesce(string_agg(row_to_json(r)::text, ','), '') || ']' AS json
            FROM (${withoutSemicolon(sql)}) r`;
}

export async function queryJsonArray<T extends Row = Row>(
  db: Pick<Database, 'query' | 'kind'>,
  sql: string,
  params?: unknown[],
): Promise<JsonText<T[]>> {
  if (db.kind === 'postgres') {
    const [row] = await db.query<{ json: string }>(jsonArraySql(sql), params);
    return new JsonText<T[]>(row.json);
  }
  return new JsonText<T[]>(JSON.stringify(await db.query<T>(sql, params)));
}
