// A record's History tab: its entries newest first. Who may read an entity's history: the holders of a role of an
// operation that writes it (x-history; an operation open to every signed-in user, such as a user's own language,
// does not open the history), admin, and super users. Another plant's record is 404, as the record itself is
// (docs/adr/014): its plant is read from the record, and for a removed record the pipeline checks the entries' Plant.
import { hasAnyRole } from '../../auth/authenticate.js';
import { listOperations, loadContract } from '../../contract/loadContract.js';
import { forbidden, notFound } from '../../http/HttpError.js';
import { maySeePlant, seesEveryPlant } from '../../auth/plantAccess.js';
import { recordPlantOf } from './recordPlantOf.js';
import type { OperationHandler } from '../../http/OperationHandler.js';
import { entityWriters } from '../../history/operationHistory.js';
import { HISTORY_ENTRY_COLUMNS } from './historyEntrySql.js';

let writers: Map<string, Set<string>> | undefined;

/** The roles that may read an entity's history (admin always); empty for an entity no operation writes. */
export function historyReaders(entity: string): string[] {
  writers ??= entityWriters(listOperations(loadContract()));
  const roles = writers.get(entity);
  return roles ? ['admin', ...roles] : [];
}

export const listRecordHistory: OperationHandler<'listRecordHistory'> = async ({ db, params, user }) => {
  const readers = historyReaders(params.entity);
  if (!user || !hasAnyRole(user, readers)) throw forbidden();
  if (!seesEveryPlant(user)) {
    const plant = await recordPlantOf(db, params.entity, params.key);
    if (plant !== undefined && !maySeePlant(user, plant)) throw notFound();
  }
  return db.query(
    `SELECT ${HISTORY_ENTRY_COLUMNS}
       FROM record_history h
      WHERE h.entity = $1 AND h.record_key = $2
      ORDER BY h.seq DESC
      LIMIT 500`,
    [params.entity, params.key],
  );
};
