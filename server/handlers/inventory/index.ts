// Inventory handlers (schemas/erp-api/inventory.yaml).
import type { HandlerMap } from '../../http/OperationHandler.js';
import { listInventoryOnHand } from './listInventoryOnHand.js';
import { listCycleCountCounters, listCycleCountManagers } from './cycleCountPeople.js';
import { listFinishGoodsCounts, scanFinishGood } from './finishGoodsCounts.js';
import { listCycleCountLines, listFreeCycleCounts, recordCycleCount, recordFreeCycleCount } from './cycleCounts.js';
import { getFgTargets, saveFgTargets } from './fgTargets.js';
import { listFgTargetStatus, listInventoryDrain, listInventoryLocations } from './inventoryReports.js';
import { uploadItemImage } from './itemImages.js';
import { listLabelPrints, printInventoryLabel } from './labels.js';
import { listInventoryMoves, moveInventory } from './moves.js';
import {
  listPhysicalFinishGoodsVariance,
  listPhysicalFloorAuditors,
  listPhysicalLeaders,
  listPhysicalProgress,
} from './physicalReports.js';
import { auditPhysicalTag, identifyPart, listPartIdentifications, listPhysicalTagAudits } from './physicalWrites.js';
import { listScanCodes } from './scanCodes.js';
import { assignUnitSerial, listUnitSerials } from './serials.js';

export const inventoryHandlers: HandlerMap = {
  listInventoryOnHand,
  listCycleCountManagers,
  listCycleCountCounters,
  scanFinishGood,
  listFinishGoodsCounts,
  listCycleCountLines,
  listFreeCycleCounts,
  recordCycleCount,
  recordFreeCycleCount,
  getFgTargets,
  saveFgTargets,
  listFgTargetStatus,
  listInventoryDrain,
  listInventoryLocations,
  listScanCodes,
  uploadItemImage,
  listLabelPrints,
  printInventoryLabel,
  listInventoryMoves,
  moveInventory,
  listPhysicalFinishGoodsVariance,
  listPhysicalFloorAuditors,
  listPhysicalLeaders,
  listPhysicalProgress,
  auditPhysicalTag,
  identifyPart,
  listPartIdentifications,
  listPhysicalTagAudits,
  assignUnitSerial,
  listUnitSerials,
};
