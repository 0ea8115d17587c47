// Handlers of the HR and IMMEX screens (schemas/erp-api/screens-people.yaml).
import type { HandlerMap } from '../../http/OperationHandler.js';
import * as catalogs from './hrCatalogs.js';
import * as setup from './hrSetupForms.js';
import * as reports from './hrReports.js';
import * as payroll from './hrPayroll.js';
import * as overview from './hrOverview.js';
import * as immex from './immexReports.js';

export const peopleScreenHandlers: HandlerMap = {
  ...catalogs,
  ...setup,
  ...reports,
  ...payroll,
  ...overview,
  ...immex,
};
