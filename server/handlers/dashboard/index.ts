// Handlers of the dashboard area (schemas/erp-api/dashboard.yaml), by operationId.
import type { HandlerMap } from '../../http/OperationHandler.js';
import { listHomeKpis, listHomeWeeklyOutput } from './home.js';

export const dashboardHandlers: HandlerMap = {
  listHomeKpis,
  listHomeWeeklyOutput,
};
