// Shipping and Financials screen handlers (schemas/erp-api/screens-shipping.yaml).
import type { HandlerMap } from '../../http/OperationHandler.js';
import { listFreightBook, listMexicoShipments, listShippingCalendar, listShippingStatus } from './loadReports.js';
import {
  listCarrierScorecard,
  listElPasoCrossings,
  listShipmentReview,
  listShipments,
  listShippingFollowUp,
  listTraktorDrivers,
} from './shipmentReports.js';
import {
  compareShippedInvoiced,
  listClass68Serials,
  listCoItemsToShip,
  listInforShipments,
  listLeftYard,
  listShippingProcess,
} from './unitReports.js';
import {
  compareIqmsMicrosip,
  getUsPartsSummary,
  listMexicoPounds,
  listUsParts,
  listUsPartsByClass,
} from './mexicoReports.js';
import { getShippingOverview, listFreightBills, listFreightGl, listShippedByWeek } from './freightReports.js';
import { listCashFlow, listCustomerFinancing, listPastDueInvoices } from './financialReports.js';
import { listTireDotRecords, recordTireDot } from './tireDot.js';
import { getPreShipUnit, listPreShipQcChecks, savePreShipQc } from './preShipQc.js';
import { getPickList, scanPickListSerial } from './pickList.js';
import { listDockLoadUnits, listDockLoads, scanDockVin } from './loadingDock.js';

export const shippingScreenHandlers: HandlerMap = {
  listShippingCalendar,
  listShippingStatus,
  listFreightBook,
  listMexicoShipments,
  listShipments,
  listElPasoCrossings,
  listShippingFollowUp,
  listShipmentReview,
  listCarrierScorecard,
  listTraktorDrivers,
  listClass68Serials,
  listLeftYard,
  listShippingProcess,
  listCoItemsToShip,
  listInforShipments,
  compareShippedInvoiced,
  compareIqmsMicrosip,
  listMexicoPounds,
  listUsParts,
  getUsPartsSummary,
  listUsPartsByClass,
  listFreightBills,
  listFreightGl,
  getShippingOverview,
  listShippedByWeek,
  listPastDueInvoices,
  listCashFlow,
  listCustomerFinancing,
  recordTireDot,
  listTireDotRecords,
  getPreShipUnit,
  savePreShipQc,
  listPreShipQcChecks,
  getPickList,
  scanPickListSerial,
  listDockLoads,
  listDockLoadUnits,
  scanDockVin,
};
