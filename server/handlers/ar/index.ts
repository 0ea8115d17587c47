// Handlers of the ar area (schemas/erp-api/ar.yaml), by operationId.
import type { HandlerMap } from '../../http/OperationHandler.js';
import { listArCustomerAging, listArInvoiceLog, listArInvoicedUnits, listArWeeklyTrend } from './arReports.js';

export const arHandlers: HandlerMap = {
  listArCustomerAging,
  listArInvoiceLog,
  listArInvoicedUnits,
  listArWeeklyTrend,
};
