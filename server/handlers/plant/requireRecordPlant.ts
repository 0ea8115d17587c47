// Plant isolation for a record named by its id: the operation pipeline refuses another plant named in a request
// (server/app/plantScope.ts), but a nest job or a machine addressed by id carries its plant in the database only. A
// handler reads the record's plant and calls this before anything else is read or written.
import type { SessionUser } from '../../http/OperationHandler.js';
import { maySeePlant, otherPlantMessage } from '../../auth/plantAccess.js';
import { forbidden } from '../../http/HttpError.js';

/** 403 (the pipeline's own message) when the caller may not work with the record's plant. */
export function requireRecordPlant(user: SessionUser | null | undefined, plant: number): void {
  if (user && !maySeePlant(user, plant)) throw forbidden(otherPlantMessage(user, plant));
}
