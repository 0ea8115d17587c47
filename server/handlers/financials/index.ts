// Handlers of the financials area (schemas/erp-api/financials.yaml), by operationId.
import type { HandlerMap } from '../../http/OperationHandler.js';
import { listCashFlow, listCustomerFinancing, listPastDueInvoices } from './financialReports.js';

export const financialsHandlers: HandlerMap = {
  listCashFlow,
  listCustomerFinancing,
  listPastDueInvoices,
};
