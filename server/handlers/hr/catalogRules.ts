// Shared rules of the HR catalog forms: every catalog is saved whole, so the checks here run over the submitted list
// before anything is written — duplicate keys, ids that belong to another plant, rows removed while still in use.
import type { Queryable } from '../../db/Database.js';
import { badRequest } from '../../http/HttpError.js';

/** 400 naming the list field (the form shows it above the list) with one message. */
export function listError(field: string, message: string): never {
  throw badRequest(message, [{ field, message }]);
}

/** The first value that occurs twice (compared case-insensitively), or undefined. */
export function firstDuplicate(values: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const value of values) {
    const key = value.trim().toUpperCase();
    if (seen.has(key)) return value;
    seen.add(key);
  }
  return undefined;
}

export function requireUnique(field: string, label: string, values: readonly string[]): void {
  const dup = firstDuplicate(values);
  if (dup !== undefined) listError(field, `${label} ${dup} is listed twice`);
}

/** Every submitted id must be an existing row of the catalog (of this plant); returns the ids left out of the list. */
export async function removedIds(
  db: Queryable,
  field: string,
  existingSql: string,
  params: unknown[],
  submitted: readonly (number | null | undefined)[],
): Promise<number[]> {
  const existing = new Set((await db.query<{ id: number }>(existingSql, params)).map((r) => r.id));
  for (const id of submitted) {
    if (id != null && !existing.has(id)) listError(field, `Row ${id} does not belong to this catalog; reload the page`);
  }
  const kept = new Set(submitted.filter((id): id is number => id != null));
  return [...existing].filter((id) => !kept.has(id));
}

/** 400 when a removed row is still referenced: `usageSql` counts references of $1. */
export async function requireUnused(
  db: Queryable,
  field: string,
  ids: readonly number[],
  usageSql: string,
  describe: (id: number, uses: number) => Promise<string> | string,
): Promise<void> {
  for (const id of ids) {
    const [row] = await db.query<{ n: number }>(usageSql, [id]);
    if (row && row.n > 0) listError(field, await describe(id, row.n));
  }
}
