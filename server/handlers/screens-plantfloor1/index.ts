// Handlers of the plant-floor screens, part 1 (schemas/erp-api/screens-plantfloor1.yaml).
import type { HandlerMap } from '../../http/OperationHandler.js';
import { listHomeKpis, listHomeWeeklyOutput } from './home.js';
import { listFillRate, listProductionDemand } from './productionOrders.js';
import {
  getShopFloorStatus,
  listResourceGroupDispatch,
  listShopFloorInProcess,
  listShopFloorResourceGroups,
} from './shopFloor.js';
import { listWeldLineQueue, listWeldLines, listWeldTimes } from './weld.js';
import {
  listBomFlat,
  listFinitePurchasing,
  listInforShortages,
  listJobMaterial,
  listMaterialUsage,
} from './materials.js';
import { listScrapSummary, listSigmanestNests, listWorkCenterUtilization } from './workCenterReports.js';
import { addQcPointCheck, getQcPointSetup, saveQcPointSetup } from './points.js';
import { getQcPointsSummary, listQcPointsByWorkCenter, listQcPointsDefects } from './pointsReports.js';
import { reverseOperation } from './reverseOperation.js';
import {
  getGoalSummary,
  listDynamicGoals,
  listForemanGoals,
  listGoalAttainment,
  listGoalDays,
  listGoalRawOperations,
} from './goals.js';
import { getGoalSetup, saveGoalSetup } from './goalSetup.js';
import {
  listProductionSchedule,
  listScheduleCapacity,
  listScheduleCustomerOrders,
  listScheduleLoad,
} from './scheduling.js';
import { listSolidWorksRenames, renameSolidWorksFile } from './solidworks.js';

export const plantFloor1Handlers: HandlerMap = {
  listHomeKpis,
  listHomeWeeklyOutput,
  listFillRate,
  listProductionDemand,
  getShopFloorStatus,
  listShopFloorResourceGroups,
  listShopFloorInProcess,
  listResourceGroupDispatch,
  listWeldTimes,
  listWeldLines,
  listWeldLineQueue,
  listFinitePurchasing,
  listJobMaterial,
  listInforShortages,
  listMaterialUsage,
  listBomFlat,
  listWorkCenterUtilization,
  listScrapSummary,
  listSigmanestNests,
  getQcPointSetup,
  saveQcPointSetup,
  addQcPointCheck,
  getQcPointsSummary,
  listQcPointsByWorkCenter,
  listQcPointsDefects,
  reverseOperation,
  listGoalDays,
  listGoalAttainment,
  getGoalSummary,
  listDynamicGoals,
  listForemanGoals,
  listGoalRawOperations,
  getGoalSetup,
  saveGoalSetup,
  listProductionSchedule,
  listScheduleLoad,
  listScheduleCustomerOrders,
  listScheduleCapacity,
  renameSolidWorksFile,
  listSolidWorksRenames,
};
