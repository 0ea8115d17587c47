// Handlers of the plant-floor screens part 2 (schemas/erp-api/screens-plantfloor2.yaml): Inventory, Purchasing, QC
// and Developers screens.
import type { HandlerMap } from '../../http/OperationHandler.js';
import { listFgTargetStatus, listInventoryDrain, listInventoryLocations } from './inventoryReports.js';
import { getFgTargets, saveFgTargets } from './fgTargets.js';
import { uploadItemImage } from './itemImages.js';
import { listLabelPrints, printInventoryLabel } from './labels.js';
import {
  listPhysicalFinishGoodsVariance,
  listPhysicalFloorAuditors,
  listPhysicalLeaders,
  listPhysicalProgress,
} from './physicalReports.js';
import { auditPhysicalTag, identifyPart, listPartIdentifications, listPhysicalTagAudits } from './physicalWrites.js';
import { listCycleCountLines, listFreeCycleCounts, recordCycleCount, recordFreeCycleCount } from './cycleCounts.js';
import { listInventoryMoves, moveInventory } from './moves.js';
import { assignUnitSerial, listUnitSerials } from './serials.js';
import { listElPasoReceipts, listIntercompanyPoLines, listPoReceipts } from './purchasingReports.js';
import { getQcTemplates, saveQcTemplates } from './qcTemplates.js';
import {
  createQcAudit,
  listIAuditorScores,
  listQcAudits,
  listQcHolds,
  listQcLabelUnits,
  listQcSchedule,
} from './qcReports.js';
import { listApiAudit, listDeveloperRoutes } from './developers.js';
import { listInforValidations, listZkTecoValidations } from './validations.js';

export const plantFloor2Handlers: HandlerMap = {
  listInventoryDrain,
  listInventoryLocations,
  getFgTargets,
  saveFgTargets,
  listFgTargetStatus,
  uploadItemImage,
  printInventoryLabel,
  listLabelPrints,
  listPhysicalProgress,
  listPhysicalFinishGoodsVariance,
  listPhysicalFloorAuditors,
  auditPhysicalTag,
  listPhysicalTagAudits,
  identifyPart,
  listPartIdentifications,
  listPhysicalLeaders,
  listCycleCountLines,
  recordCycleCount,
  recordFreeCycleCount,
  listFreeCycleCounts,
  moveInventory,
  listInventoryMoves,
  assignUnitSerial,
  listUnitSerials,
  listElPasoReceipts,
  listPoReceipts,
  listIntercompanyPoLines,
  getQcTemplates,
  saveQcTemplates,
  listQcSchedule,
  createQcAudit,
  listQcAudits,
  listIAuditorScores,
  listQcLabelUnits,
  listQcHolds,
  listDeveloperRoutes,
  listApiAudit,
  listInforValidations,
  listZkTecoValidations,
};
