// Handlers of the qc area (schemas/erp-api/qc.yaml), by operationId.
import type { HandlerMap } from '../../http/OperationHandler.js';
import {
  createQcAudit,
  listIAuditorScores,
  listQcAudits,
  listQcHolds,
  listQcLabelUnits,
  listQcSchedule,
} from './qcReports.js';
import { getQcTemplates, saveQcTemplates } from './qcTemplates.js';

export const qcHandlers: HandlerMap = {
  createQcAudit,
  listIAuditorScores,
  listQcAudits,
  listQcHolds,
  listQcLabelUnits,
  listQcSchedule,
  getQcTemplates,
  saveQcTemplates,
};
