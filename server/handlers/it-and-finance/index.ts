// Handlers of the it-and-finance area (schemas/erp-api/it-and-finance.yaml), by operationId.
import type { HandlerMap } from '../../http/OperationHandler.js';
import {
  getDailyPulse,
  listBudgetVsActual,
  listDailyPulseTrend,
  listDealerProducts,
  listItemCostVariance,
  listProductCostRollup,
} from './financeData.js';

export const itAndFinanceHandlers: HandlerMap = {
  getDailyPulse,
  listBudgetVsActual,
  listDailyPulseTrend,
  listDealerProducts,
  listItemCostVariance,
  listProductCostRollup,
};
