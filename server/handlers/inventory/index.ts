// Inventory handlers (schemas/erp-api/inventory.yaml).
import type { HandlerMap } from '../../http/OperationHandler.js';
import { listInventoryOnHand } from './listInventoryOnHand.js';
import { listCycleCountCounters, listCycleCountManagers } from './cycleCountPeople.js';
import { listFinishGoodsCounts, scanFinishGood } from './finishGoodsCounts.js';

export const inventoryHandlers: HandlerMap = {
  listInventoryOnHand,
  listCycleCountManagers,
  listCycleCountCounters,
  scanFinishGood,
  listFinishGoodsCounts,
};
