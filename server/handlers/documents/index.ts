// Document handlers (schemas/erp-api/documents.yaml): generated PDFs the portal shows in its File View.
import type { HandlerMap } from '../../http/OperationHandler.js';
import { getLoadPackingList } from './loadPackingList.js';
import { getPaintQcReport } from './paintQcReport.js';
import { getPurchaseOrderDocument } from './purchaseOrderDocument.js';
import { getWorkOrderTraveler } from './workOrderTraveler.js';

export const documentHandlers: HandlerMap = {
  getLoadPackingList,
  getPaintQcReport,
  getPurchaseOrderDocument,
  getWorkOrderTraveler,
};
