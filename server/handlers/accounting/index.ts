// Handlers of the accounting area (schemas/erp-api/accounting.yaml), by operationId.
import type { HandlerMap } from '../../http/OperationHandler.js';
import {
  listAccountsPayableOpen,
  listApPostedSummary,
  listGlPostings,
  listInventoryValuation,
  listInvoiceFinancing,
  listInvoicesSentFloorplan,
  listSalesByRegion,
  listUnitsShippedInvoicing,
} from './accountingReports.js';
import {
  listCfdiCreditNotes,
  listCfdiIssued,
  listIvaRefund,
  listPaymentComplements,
  listPolizasCompras,
  listPolizasPagos,
  listSatTrialBalance,
} from './mxAccounting.js';
import { getAccountingDashboard, listBalanceSheet, listIncomeStatement, listMonthlyPnl } from './statements.js';

export const accountingHandlers: HandlerMap = {
  listAccountsPayableOpen,
  listApPostedSummary,
  listGlPostings,
  listInventoryValuation,
  listInvoiceFinancing,
  listInvoicesSentFloorplan,
  listSalesByRegion,
  listUnitsShippedInvoicing,
  listCfdiCreditNotes,
  listCfdiIssued,
  listIvaRefund,
  listPaymentComplements,
  listPolizasCompras,
  listPolizasPagos,
  listSatTrialBalance,
  getAccountingDashboard,
  listBalanceSheet,
  listIncomeStatement,
  listMonthlyPnl,
};
