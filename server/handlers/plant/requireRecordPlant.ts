// Plant isolation for a record a write names by an id in its body or query (a nest job to finish, a machine to update,
// employees to move): the operation pipeline refuses another plant named in a request (server/app/plantScope.ts) and
// a record of another plant named in the path (server/app/recordPlant.ts, 404), but a record named in a body carries
// its plant in the database only. The handler reads the record's plant and calls this before anything is written;
// the caller named the record, so the answer says whose plant it is (403) rather than pretending it does not exist.
import type { SessionUser } from '../../http/OperationHandler.js';
import { maySeePlant, otherPlantMessage } from '../../auth/plantAccess.js';
import { forbidden } from '../../http/HttpError.js';

/** 403 (the pipeline's own message) when the caller may not work with the record's plant. */
export function requireRecordPlant(user: SessionUser | null | undefined, plant: number): void {
  if (user && !maySeePlant(user, plant)) throw forbidden(otherPlantMessage(user, plant));
}
