// Purchasing handlers (schemas/erp-api/purchasing.yaml).
import type { HandlerMap } from '../../http/OperationHandler.js';
import { getPurchaseOrder } from './getPurchaseOrder.js';
import { listPurchaseOrderLines } from './listPurchaseOrderLines.js';
import { listElPasoReceipts, listIntercompanyPoLines, listPoReceipts } from './purchasingReports.js';

export const purchasingHandlers: HandlerMap = {
  getPurchaseOrder,
  listPurchaseOrderLines,
  listElPasoReceipts,
  listIntercompanyPoLines,
  listPoReceipts,
};
