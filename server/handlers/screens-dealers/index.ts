// Dealer-facing screens' handlers (schemas/erp-api/screens-dealers.yaml): Customer service, Dealer portal, SPIF,
// StockDealers and the Admin IQMS and Dealers screens.
import type { HandlerMap } from '../../http/OperationHandler.js';
import * as csReports from './customerServiceReports.js';
import * as csWrites from './customerServiceWrites.js';
import * as portalReports from './dealerPortalReports.js';
import * as portalWrites from './dealerPortalWrites.js';
import * as spif from './spif.js';
import * as stock from './stockDealers.js';
import * as admin from './admin.js';

export const dealerScreenHandlers: HandlerMap = {
  ...csReports,
  ...csWrites,
  ...portalReports,
  ...portalWrites,
  ...spif,
  ...stock,
  ...admin,
};
