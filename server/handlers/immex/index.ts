// Handlers of the immex area (schemas/erp-api/immex.yaml), by operationId.
import type { HandlerMap } from '../../http/OperationHandler.js';
import {
  listImmexBom,
  listImmexConsumption,
  listImmexInsumoBalance,
  listImmexItemCatalog,
  listImmexProducts,
  listImmexPurchases,
} from './immexReports.js';

export const immexHandlers: HandlerMap = {
  listImmexBom,
  listImmexConsumption,
  listImmexInsumoBalance,
  listImmexItemCatalog,
  listImmexProducts,
  listImmexPurchases,
};
