// Production handlers (schemas/erp-api/production.yaml).
import type { HandlerMap } from '../../http/OperationHandler.js';
import { createMachine, getMachine, listMachines, updateMachine } from './machines.js';
import { listWorkCenterOptions, listWorkCenterProcesses, listWorkCenters } from './workCenters.js';
import { finishNestJob, getProcessReportingItem, rejectNestJob } from './processReporting.js';
import { listFinishLog, listWorkCenterLabor } from './productionReports.js';

export const productionHandlers: HandlerMap = {
  listMachines,
  getMachine,
  createMachine,
  updateMachine,
  listWorkCenters,
  listWorkCenterProcesses,
  listWorkCenterOptions,
  finishNestJob,
  rejectNestJob,
  getProcessReportingItem,
  listWorkCenterLabor,
  listFinishLog,
};
