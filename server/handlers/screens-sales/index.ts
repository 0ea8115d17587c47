// Sales screens handlers (schemas/erp-api/screens-sales.yaml): reports, forms, the public order view and the public
// job application.
import type { HandlerMap } from '../../http/OperationHandler.js';
import * as orders from './orderReports.js';
import * as stock from './stockReports.js';
import * as revenue from './revenueReports.js';
import * as dealers from './dealerReports.js';
import * as quotes from './quoteReports.js';
import * as dealerForms from './dealerForms.js';
import * as salesForms from './salesForms.js';
import * as publicHandlers from './publicHandlers.js';

export const salesScreensHandlers: HandlerMap = {
  ...orders,
  ...stock,
  ...revenue,
  ...dealers,
  ...quotes,
  ...dealerForms,
  ...salesForms,
  ...publicHandlers,
};
