// The merged HandlerMap: every contract operation's handler by operationId. One import line and one list entry per
// area; a key that is not a contract operation does not compile, a duplicate operationId is an error at start, and
// buildApp reports operations without a handler by name and refuses handlers without an operation.
import type { HandlerMap, RuntimeHandlerMap } from '../http/OperationHandler.js';
import { sessionHandlers } from './session/sessionHandlers.js';
import { usersHandlers } from './users/usersHandlers.js';
import { systemHandlers } from './system/systemHandlers.js';
import { paintQcHandlers } from './paintqc/index.js';
import { productionHandlers } from './production/index.js';
import { partsHandlers } from './parts/index.js';
import { customerServiceHandlers } from './customer-service/index.js';
import { hrHandlers } from './hr/index.js';
import { inventoryHandlers } from './inventory/index.js';
import { purchasingHandlers } from './purchasing/index.js';
import { itHandlers } from './it/index.js';
import { documentHandlers } from './documents/index.js';
import { drilldownHandlers } from './drilldown/index.js';
import { adminHandlers } from './admin/index.js';
import { dealerPortalHandlers } from './dealer-portal/index.js';
import { spifHandlers } from './spif/index.js';
import { stockDealersHandlers } from './stock-dealers/index.js';
import { accountingHandlers } from './accounting/index.js';
import { arHandlers } from './ar/index.js';
import { executiveHandlers } from './executive/index.js';
import { itAndFinanceHandlers } from './it-and-finance/index.js';
import { immexHandlers } from './immex/index.js';
import { goalsHandlers } from './goals/index.js';
import { dashboardHandlers } from './dashboard/index.js';
import { schedulingHandlers } from './scheduling/index.js';
import { solidWorksHandlers } from './solid-works/index.js';
import { developersHandlers } from './developers/index.js';
import { qcHandlers } from './qc/index.js';
import { salesHandlers } from './sales/index.js';
import { financialsHandlers } from './financials/index.js';
import { shippingHandlers } from './shipping/index.js';
import { benchHandlers } from './bench/index.js';
import { reportHandlers } from './reports/index.js';
import { historyHandlers } from './history/index.js';

const areas: Record<string, HandlerMap> = {
  sessionHandlers,
  historyHandlers,
  usersHandlers,
  systemHandlers,
  paintQcHandlers,
  productionHandlers,
  partsHandlers,
  customerServiceHandlers,
  hrHandlers,
  inventoryHandlers,
  purchasingHandlers,
  itHandlers,
  documentHandlers,
  drilldownHandlers,
  adminHandlers,
  dealerPortalHandlers,
  spifHandlers,
  stockDealersHandlers,
  accountingHandlers,
  arHandlers,
  executiveHandlers,
  itAndFinanceHandlers,
  immexHandlers,
  goalsHandlers,
  dashboardHandlers,
  schedulingHandlers,
  solidWorksHandlers,
  developersHandlers,
  qcHandlers,
  salesHandlers,
  financialsHandlers,
  shippingHandlers,
  benchHandlers,
  reportHandlers,
};

export function mergeHandlers(parts: Record<string, HandlerMap>): RuntimeHandlerMap {
  const merged: RuntimeHandlerMap = {};
  const owner = new Map<string, string>();
  for (const [area, map] of Object.entries(parts)) {
    for (const [operationId, handler] of Object.entries(map)) {
      if (owner.has(operationId))
        throw new Error(`handler ${operationId} is defined by both ${owner.get(operationId)} and ${area}`);
      owner.set(operationId, area);
      merged[operationId] = handler;
    }
  }
  return merged;
}

export const handlers: RuntimeHandlerMap = mergeHandlers(areas);
