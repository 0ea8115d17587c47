// Shared pieces of the plant-area handlers: SQL fragments that turn dates, timestamps and numerics into the JSON the
// contract declares (both PGlite and node-postgres would otherwise hand back Date objects or numeric strings), and the
// checks every plant-scoped call makes before it reads or writes.
import type { Queryable } from '../../db/Database.js';
import { badRequest, notFound } from '../../http/HttpError.js';

/** A `date` (or timestamptz read in UTC) column as 'YYYY-MM-DD'. */
export const sqlDate = (expr: string) => `to_char(${expr}, 'YYYY-MM-DD')`;
/** A timestamptz column as an ISO 8601 UTC string. */
export const sqlTimestamp = (expr: string) => `to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A numeric column as a JSON number (null stays null). */
export const sqlNumber = (expr: string) => `(${expr})::float8`;

/** 404 unless the plant exists, so a typo'd plant id is told apart from a plant without data. */
export async function requirePlant(db: Queryable, plant: number): Promise<{ id: number; name: string; site: string }> {
  const rows = await db.query<{ id: number; name: string; site: string }>(
    'SELECT id, name, site FROM plants WHERE id = $1',
    [plant],
  );
  if (!rows[0]) throw notFound(`Plant ${plant} not found`);
  return rows[0];
}

/** 400 naming the from field when a date range runs backwards. */
export function requireDateRange(from: string, to: string): void {
  if (from > to)
    throw badRequest('From date must not be later than to date', [
      { field: 'from', message: 'From date must not be later than to date' },
    ]);
}

/** The caller's display name as the plant records it ("First Last"). */
export function displayName(user: { firstName: string; lastName: string } | null): string | null {
  return user ? `${user.firstName} ${user.lastName}`.trim() : null;
}
