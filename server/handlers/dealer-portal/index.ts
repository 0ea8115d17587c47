// Handlers of the dealer-portal area (schemas/erp-api/dealer-portal.yaml), by operationId.
import type { HandlerMap } from '../../http/OperationHandler.js';
import {
  getDealerPortalLoad,
  listDealerPortalClosedQuotes,
  listDealerPortalDealerQuotes,
  listDealerPortalLoadHistory,
  listDealerPortalLoadUnits,
  listDealerPortalOnlineLoads,
  listDealerPortalOpenWebQuotes,
  listDealerPortalPlacedByDealer,
  listDealerPortalPlacedQuotes,
  listDealerPortalUserLogs,
  listDealerPortalUsers,
  listDealerPortalWebQuoteHistory,
  listDealerPortalWebQuotes,
} from './dealerPortalReports.js';
import {
  convertWebQuote,
  createDealerLoad,
  getDealerPortalNotifications,
  getDealerPortalSettings,
  updateDealerPortalNotifications,
  updateDealerPortalSettings,
} from './dealerPortalWrites.js';
import { createDealerUser } from './createDealerUser.js';
import { createDealerQuote, placeDealerQuote } from './dealerQuotes.js';
import { getDealerInvoiceFile, listDealerInvoices } from './dealerInvoices.js';

export const dealerPortalHandlers: HandlerMap = {
  getDealerPortalLoad,
  listDealerPortalClosedQuotes,
  listDealerPortalDealerQuotes,
  listDealerPortalLoadHistory,
  listDealerPortalLoadUnits,
  listDealerPortalOnlineLoads,
  listDealerPortalOpenWebQuotes,
  listDealerPortalPlacedByDealer,
  listDealerPortalPlacedQuotes,
  listDealerPortalUserLogs,
  listDealerPortalUsers,
  listDealerPortalWebQuoteHistory,
  listDealerPortalWebQuotes,
  convertWebQuote,
  createDealerLoad,
  createDealerUser,
  createDealerQuote,
  placeDealerQuote,
  getDealerInvoiceFile,
  listDealerInvoices,
  getDealerPortalNotifications,
  getDealerPortalSettings,
  updateDealerPortalNotifications,
  updateDealerPortalSettings,
};
