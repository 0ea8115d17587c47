// Edit conflicts: a record people edit in a form carries a row version; the save names the version it started from
// and is refused with 409 when someone saved the record since, naming who and when, so nothing is overwritten unseen.
// The form then offers to load the other version or to save over it (sending the version the 409 named).
import { maybeOne, type Queryable } from '../db/Database.js';
import { HttpError, notFound } from './HttpError.js';

/** Who saved the newer version, when, and its version (the one a "save anyway" sends back). */
export interface ConflictInfo {
  Version: number;
  UpdatedAt: string | null;
  UpdatedBy: string | null;
}

export class EditConflictError extends HttpError {
  readonly conflict: ConflictInfo;

  constructor(what: string, conflict: ConflictInfo) {
    const who = conflict.UpdatedBy ?? 'Someone';
    const when = conflict.UpdatedAt ? ` at ${conflict.UpdatedAt}` : '';
    super(409, `${who} changed this ${what}${when} after you opened it. Reload it, or save anyway to overwrite it.`, [
      { field: 'Version', message: `Changed by ${who}${when}` },
    ]);
    this.conflict = conflict;
  }

  override toJSON() {
    return { ...super.toJSON(), Conflict: this.conflict };
  }
}

/** A row that carries row_version, updated_at and updated_by. */
export interface VersionedRow {
  table: 'users' | 'employees' | 'potential_dealers';
  /** The key column and its value. */
  key: 'guid' | 'id';
  id: string | number;
  /** What the message calls the record ("user", "employee" …). */
  what: string;
}

const WHEN = `to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * Takes the next version of a row inside the caller's transaction, before its UPDATE: refused with 409 when `version`
 * is given and the row has moved past it. The row stays locked until the transaction ends, so of two saves from the
 * same version exactly one passes. A save without a version (an older client) is not checked.
 */
export async function claimVersion(
  tx: Queryable,
  row: VersionedRow,
  version: number | null | undefined,
  by: string | null,
): Promise<number> {
  const claimed = await maybeOne<{ v: number }>(
    tx,
    `UPDATE ${row.table} SET row_version = row_version + 1, updated_at = now(), updated_by = $3
      WHERE ${row.key} = $1 AND ($2::int IS NULL OR row_version = $2::int) RETURNING row_version AS v`,
    [row.id, version ?? null, by],
  );
  if (claimed) return claimed.v;
  const current = await maybeOne<ConflictInfo>(
    tx,
    `SELECT row_version AS "Version", ${WHEN} AS "UpdatedAt", updated_by AS "UpdatedBy" FROM ${row.table} WHERE ${row.key} = $1`,
    [row.id],
  );
  if (!current) throw notFound(`The ${row.what} no longer exists`);
  throw new EditConflictError(row.what, current);
}

/** The plant number under which a catalog shared by all plants (wage types, incident types) keeps its list version. */
export const ALL_PLANTS = 0;

/**
 * The same for a list saved as a whole (an HR catalog of one plant): `version` is the list version the form loaded
 * (0 before the first save). Returns the new version.
 */
export async function claimListVersion(
  tx: Queryable,
  plant: number,
  catalog: string,
  version: number | null | undefined,
  by: string | null,
): Promise<number> {
  await tx.query(
    `INSERT INTO catalog_versions (eplant_id, catalog, version, updated_at) VALUES ($1, $2, 0, now())
     ON CONFLICT (eplant_id, catalog) DO NOTHING`,
    [plant, catalog],
  );
  const claimed = await maybeOne<{ v: number }>(
    tx,
    `UPDATE catalog_versions SET version = version + 1, updated_at = now(), updated_by = $4
      WHERE eplant_id = $1 AND catalog = $2 AND ($3::int IS NULL OR version = $3::int) RETURNING version AS v`,
    [plant, catalog, version ?? null, by],
  );
  if (claimed) return claimed.v;
  const current = await maybeOne<ConflictInfo>(
    tx,
    `SELECT version AS "Version", ${WHEN} AS "UpdatedAt", updated_by AS "UpdatedBy"
       FROM catalog_versions WHERE eplant_id = $1 AND catalog = $2`,
    [plant, catalog],
  );
  throw new EditConflictError('list', current ?? { Version: 0, UpdatedAt: null, UpdatedBy: null });
}

/** The version of a whole-list catalog as a form loads it (0 before its first save). */
export async function listVersion(db: Queryable, plant: number, catalog: string): Promise<number> {
  const row = await maybeOne<{ v: number }>(
    db,
    'SELECT version AS v FROM catalog_versions WHERE eplant_id = $1 AND catalog = $2',
    [plant, catalog],
  );
  return row?.v ?? 0;
}
