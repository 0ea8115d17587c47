// Drill-down record handlers (schemas/erp-api/drilldown.yaml): one per drill type of the portal's detail dialogs
// (purchaseOrder is answered by the purchasing area's getPurchaseOrder).
import type { HandlerMap } from '../../http/OperationHandler.js';
import { getVinDetail } from './getVinDetail.js';
import { getConfigCodeVins } from './getConfigCodeVins.js';
import { getItemDetail } from './getItemDetail.js';
import { getCustomerOrderDetail } from './getCustomerOrderDetail.js';
import { getCustomerOrderLineDetail } from './getCustomerOrderLineDetail.js';
import { getCustomerDetail } from './getCustomerDetail.js';
import { getInvoiceDetail } from './getInvoiceDetail.js';
import { getLoadDetail } from './getLoadDetail.js';
import { getSerialDetail } from './getSerialDetail.js';

export const drilldownHandlers: HandlerMap = {
  getVinDetail,
  getConfigCodeVins,
  getItemDetail,
  getCustomerOrderDetail,
  getCustomerOrderLineDetail,
  getCustomerDetail,
  getInvoiceDetail,
  getLoadDetail,
  getSerialDetail,
};
