// Handlers of the scheduling area (schemas/erp-api/scheduling.yaml), by operationId.
import type { HandlerMap } from '../../http/OperationHandler.js';
import {
  listProductionSchedule,
  listScheduleCapacity,
  listScheduleCustomerOrders,
  listScheduleLoad,
} from './scheduling.js';

export const schedulingHandlers: HandlerMap = {
  listProductionSchedule,
  listScheduleCapacity,
  listScheduleCustomerOrders,
  listScheduleLoad,
};
