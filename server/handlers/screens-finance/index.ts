// Handlers of the finance screens (schemas/erp-api/screens-finance.yaml): AR, Accounting, Executive, IT and finance.
import type { HandlerMap } from '../../http/OperationHandler.js';
import * as ar from './arReports.js';
import * as mx from './mxAccounting.js';
import * as accounting from './accountingReports.js';
import * as statements from './statements.js';
import * as data from './financeData.js';
import * as executive from './executiveReports.js';

export const financeScreenHandlers: HandlerMap = { ...ar, ...mx, ...accounting, ...statements, ...data, ...executive };
