// Handlers of the admin area (schemas/erp-api/admin.yaml), by operationId.
import type { HandlerMap } from '../../http/OperationHandler.js';
import { listAdminDealers, listAdminIqmsItems } from './admin.js';

export const adminHandlers: HandlerMap = {
  listAdminDealers,
  listAdminIqmsItems,
};
