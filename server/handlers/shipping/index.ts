// Handlers of the shipping area (schemas/erp-api/shipping.yaml), by operationId.
import type { HandlerMap } from '../../http/OperationHandler.js';
import { getShippingOverview, listFreightBills, listFreightGl, listShippedByWeek } from './freightReports.js';
import { listFreightBook, listMexicoShipments, listShippingCalendar, listShippingStatus } from './loadReports.js';
import { listDockLoadUnits, listDockLoads, scanDockVin } from './loadingDock.js';
import {
  compareIqmsMicrosip,
  getUsPartsSummary,
  listMexicoPounds,
  listUsParts,
  listUsPartsByClass,
} from './mexicoReports.js';
import { getPickList, scanPickListSerial } from './pickList.js';
import { getPreShipUnit, listPreShipQcChecks, savePreShipQc } from './preShipQc.js';
import {
  listCarrierScorecard,
  listElPasoCrossings,
  listShipmentReview,
  listShipments,
  listShippingFollowUp,
  listTraktorDrivers,
} from './shipmentReports.js';
import { listTireDotRecords, recordTireDot } from './tireDot.js';
import {
  compareShippedInvoiced,
  listClass68Serials,
  listCoItemsToShip,
  listInforShipments,
  listLeftYard,
  listShippingProcess,
} from './unitReports.js';

export const shippingHandlers: HandlerMap = {
  getShippingOverview,
  listFreightBills,
  listFreightGl,
  listShippedByWeek,
  listFreightBook,
  listMexicoShipments,
  listShippingCalendar,
  listShippingStatus,
  listDockLoadUnits,
  listDockLoads,
  scanDockVin,
  compareIqmsMicrosip,
  getUsPartsSummary,
  listMexicoPounds,
  listUsParts,
  listUsPartsByClass,
  getPickList,
  scanPickListSerial,
  getPreShipUnit,
  listPreShipQcChecks,
  savePreShipQc,
  listCarrierScorecard,
  listElPasoCrossings,
  listShipmentReview,
  listShipments,
  listShippingFollowUp,
  listTraktorDrivers,
  listTireDotRecords,
  recordTireDot,
  compareShippedInvoiced,
  listClass68Serials,
  listCoItemsToShip,
  listInforShipments,
  listLeftYard,
  listShippingProcess,
};
