// A heavy report's statement on the embedded database runs in bounded slices. PGlite runs one statement at a time,
// and most of a large report's time is spent turning its rows into output (one month of Job Material: ~15 ms to
// execute, ~200 ms to format and parse 5,700 rows), so the statement is declared as a cursor WITH HOLD — executed and
// kept whole, under one snapshot, when its declaring statement ends — and its rows are then fetched a few hundred at a
// time, each fetch a statement of its own. A save or a session check waiting behind the report waits for one slice,
// not for the report. Only a single read statement can be a cursor; anything else runs as it is.

/** Rows per fetch: about 40 ms of formatting on the loaded 2-core bench machine. */
export const HEAVY_FETCH_ROWS = 250;

/** A single SELECT or WITH … SELECT statement (no second statement after a semicolon). */
export function canRunAsCursor(sql: string): boolean {
  return /^\s*(select|with)\b/i.test(sql) && !/;\s*\S/.test(sql);
}

export function declareCursor(name: string, sql: string): string {
  return `DECLARE ${name} NO SCROLL CURSOR WITH HOLD FOR ${sql.replace(/;\s*$/, '')}`;
}
