// The merged HandlerMap: every contract operation's handler by operationId. One import line and one list entry per
// area; a duplicate operationId is an error at start, and buildApp reports operations without a handler by name.
import type { HandlerMap } from '../http/OperationHandler.js';
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
import { peopleScreenHandlers } from './screens-people/index.js';
import { plantFloor1Handlers } from './screens-plantfloor1/index.js';
import { plantFloor2Handlers } from './screens-plantfloor2/index.js';
import { shippingScreenHandlers } from './screens-shipping/index.js';
import { salesScreensHandlers } from './screens-sales/index.js';
import { dealerScreenHandlers } from './screens-dealers/index.js';
import { financeScreenHandlers } from './screens-finance/index.js';
import { benchHandlers } from './bench/index.js';
import { reportHandlers } from './reports/index.js';

const areas: Record<string, HandlerMap> = {
  sessionHandlers,
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
  peopleScreenHandlers,
  plantFloor1Handlers,
  plantFloor2Handlers,
  shippingScreenHandlers,
  salesScreensHandlers,
  financeScreenHandlers,
  benchHandlers,
  dealerScreenHandlers,
  reportHandlers,
};

export function mergeHandlers(parts: Record<string, HandlerMap>): HandlerMap {
  const merged: HandlerMap = {};
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

export const handlers: HandlerMap = mergeHandlers(areas);
