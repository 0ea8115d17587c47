// Handlers of the spif area (schemas/erp-api/spif.yaml), by operationId.
import type { HandlerMap } from '../../http/OperationHandler.js';
import {
  getSpifKpis,
  getSpifSettings,
  listSpifClaimFacts,
  listSpifClaims,
  listSpifMonthly,
  listSpifPayable,
  listSpifPayments,
  listSpifTopSalespeople,
  listSpifUsers,
  paySpifUser,
  updateSpifSettings,
} from './spif.js';

export const spifHandlers: HandlerMap = {
  getSpifKpis,
  getSpifSettings,
  listSpifClaimFacts,
  listSpifClaims,
  listSpifMonthly,
  listSpifPayable,
  listSpifPayments,
  listSpifTopSalespeople,
  listSpifUsers,
  paySpifUser,
  updateSpifSettings,
};
