// Customer service handlers (schemas/erp-api/customer-service.yaml).
import type { HandlerMap } from '../../http/OperationHandler.js';
import { getWarrantyRegistration, listSubmittedWarrantyCases } from './warranties.js';
import { createTestimonial, filterTestimonials, getTestimonial, getTestimonialByVin } from './testimonials.js';
import { filterManualRequests, getManualRequest, setManualRequestTrackingNumber } from './manualRequests.js';
import {
  getCsWarrantyKpis,
  listCsAssistantTopics,
  listCsDocuments,
  listCsInforParts,
  listCsServiceRequests,
  listCsVinHistory,
  listCsWarrantyByCategory,
  listCsWarrantyByMonth,
  listCsWarrantyRegistrations,
  listDealerPortalDocuments,
} from './customerServiceReports.js';
import {
  askCustomerServiceAssistant,
  createWarrantyCase,
  getPortalDocumentFile,
  getWarrantyCasePhoto,
  setTestimonialPublication,
} from './customerServiceWrites.js';

export const customerServiceHandlers: HandlerMap = {
  listSubmittedWarrantyCases,
  getWarrantyRegistration,
  filterTestimonials,
  getTestimonial,
  getTestimonialByVin,
  createTestimonial,
  filterManualRequests,
  getManualRequest,
  setManualRequestTrackingNumber,
  getCsWarrantyKpis,
  listCsAssistantTopics,
  listCsDocuments,
  listCsInforParts,
  listCsServiceRequests,
  listCsVinHistory,
  listCsWarrantyByCategory,
  listCsWarrantyByMonth,
  listCsWarrantyRegistrations,
  listDealerPortalDocuments,
  askCustomerServiceAssistant,
  createWarrantyCase,
  getPortalDocumentFile,
  getWarrantyCasePhoto,
  setTestimonialPublication,
};
