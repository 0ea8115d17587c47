// Handlers of the executive area (schemas/erp-api/executive.yaml), by operationId.
import type { HandlerMap } from '../../http/OperationHandler.js';
import {
  getExecutiveFinancials,
  getExecutiveInventory,
  getExecutiveLabor,
  getExecutiveQuality,
  getExecutiveWorkforce,
  listFinishedUnitsAging,
  listInventoryByClass,
  listJobCostVariance,
  listLaborByResourceGroup,
  listQualityByFamily,
  listSalesVsProduced,
  listWorkforceByMonth,
} from './executiveReports.js';

export const executiveHandlers: HandlerMap = {
  getExecutiveFinancials,
  getExecutiveInventory,
  getExecutiveLabor,
  getExecutiveQuality,
  getExecutiveWorkforce,
  listFinishedUnitsAging,
  listInventoryByClass,
  listJobCostVariance,
  listLaborByResourceGroup,
  listQualityByFamily,
  listSalesVsProduced,
  listWorkforceByMonth,
};
