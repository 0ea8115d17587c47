// Production handlers (schemas/erp-api/production.yaml).
import type { HandlerMap } from '../../http/OperationHandler.js';
import { createMachine, getMachine, listMachines, updateMachine } from './machines.js';
import { listWorkCenterOptions, listWorkCenterProcesses, listWorkCenters } from './workCenters.js';
import { finishNestJob, getProcessReportingItem, rejectNestJob } from './processReporting.js';
import { listFinishLog, listWorkCenterLabor } from './productionReports.js';
import {
  listBomFlat,
  listFinitePurchasing,
  listInforShortages,
  listJobMaterial,
  listMaterialUsage,
} from './materials.js';
import { addQcPointCheck, getQcPointSetup, saveQcPointSetup } from './points.js';
import { getQcPointsSummary, listQcPointsByWorkCenter, listQcPointsDefects } from './pointsReports.js';
import { listFillRate, listProductionDemand } from './productionOrders.js';
import { reverseOperation } from './reverseOperation.js';
import {
  getShopFloorStatus,
  listResourceGroupDispatch,
  listShopFloorInProcess,
  listShopFloorResourceGroups,
} from './shopFloor.js';
import { listWeldLineQueue, listWeldLines, listWeldTimes } from './weld.js';
import { listScrapSummary, listSigmanestNests, listWorkCenterUtilization } from './workCenterReports.js';

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
  listBomFlat,
  listFinitePurchasing,
  listInforShortages,
  listJobMaterial,
  listMaterialUsage,
  addQcPointCheck,
  getQcPointSetup,
  saveQcPointSetup,
  getQcPointsSummary,
  listQcPointsByWorkCenter,
  listQcPointsDefects,
  listFillRate,
  listProductionDemand,
  reverseOperation,
  getShopFloorStatus,
  listResourceGroupDispatch,
  listShopFloorInProcess,
  listShopFloorResourceGroups,
  listWeldLineQueue,
  listWeldLines,
  listWeldTimes,
  listScrapSummary,
  listSigmanestNests,
  listWorkCenterUtilization,
};
