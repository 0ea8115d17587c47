// Handlers of the stock-dealers area (schemas/erp-api/stock-dealers.yaml), by operationId.
import type { HandlerMap } from '../../http/OperationHandler.js';
import {
  listStockDealerAwaitingPayment,
  listStockDealerMcoQueue,
  listStockDealerShipments,
  listStockDealerSold,
  listStockDealerStockFacts,
  listStockDealerUnits,
  listStockDealers,
  sendStockDealerMco,
} from './stockDealers.js';

export const stockDealersHandlers: HandlerMap = {
  listStockDealerAwaitingPayment,
  listStockDealerMcoQueue,
  listStockDealerShipments,
  listStockDealerSold,
  listStockDealerStockFacts,
  listStockDealerUnits,
  listStockDealers,
  sendStockDealerMco,
};
