// Handlers of the developers area (schemas/erp-api/developers.yaml), by operationId.
import type { HandlerMap } from '../../http/OperationHandler.js';
import { listApiAudit, listDeveloperRoutes } from './developers.js';
import { listInforValidations, listZkTecoValidations } from './validations.js';

export const developersHandlers: HandlerMap = {
  listApiAudit,
  listDeveloperRoutes,
  listInforValidations,
  listZkTecoValidations,
};
