// Document numbers from a counter row, never max() + 1: under READ COMMITTED two creations reading max() at the same
// moment both take the same number (one then fails on the unique key). The counter row is locked by the upsert until
// the creating transaction ends, so the second creation waits and takes the next number. The first use of a series
// (and any use after rows were stored with numbers of their own, e.g. by the demo seed) starts past the highest
// number already stored, which `highestSql` reads.
import { one, type Queryable } from './Database.js';

/**
 * The next number of a series, inside the caller's transaction. `highestSql` selects one column `n` (a number, or
 * null when the series has none yet) from the rows already stored; `params` are its parameters from $2 on.
 */
export async function nextDocumentNumber(
  tx: Queryable,
  series: string,
  highestSql: string,
  params: unknown[] = [],
): Promise<number> {
  const row = await one<{ n: string | number }>(
    tx,
    `INSERT INTO document_counters AS c (series, last_value)
     VALUES ($1, coalesce((${highestSql}), 0) + 1)
     ON CONFLICT (series) DO UPDATE SET last_value = greatest(c.last_value + 1, EXCLUDED.last_value)
     RETURNING last_value AS n`,
    [series, ...params],
  );
  return Number(row.n);
}
