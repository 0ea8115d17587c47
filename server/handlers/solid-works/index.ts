// Handlers of the solid-works area (schemas/erp-api/solid-works.yaml), by operationId.
import type { HandlerMap } from '../../http/OperationHandler.js';
import { listSolidWorksRenames, renameSolidWorksFile } from './solidworks.js';

export const solidWorksHandlers: HandlerMap = {
  listSolidWorksRenames,
  renameSolidWorksFile,
};
