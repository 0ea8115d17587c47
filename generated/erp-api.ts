// generated — do not edit, run npm run generate
// source: schemas/erp-api.openapi.yaml + schemas/erp-api/*.yaml

export interface paths {
  '/reports/accounting/polizas-compras': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Purchase pólizas (journal entries of purchase receipts) of a plant with their account lines. */
    get: operations['listPolizasCompras'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/accounting/polizas-pagos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Payment pólizas of a plant: vendor payments (egresos) and customer payments (ingresos) with their account lines. */
    get: operations['listPolizasPagos'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/accounting/facturas-emitidas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** CFDI invoices issued by a plant between two dates with folio fiscal, RFC, payment method and IVA. */
    get: operations['listCfdiIssued'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/accounting/payment-complements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** CFDI payment complements (complementos de pago) of PPD invoices paid between two dates. */
    get: operations['listPaymentComplements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/accounting/credit-notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** CFDI credit notes (egresos) issued for approved warranty claims between two dates, related to the unit invoice. */
    get: operations['listCfdiCreditNotes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/accounting/iva-refund': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Monthly IVA position of a plant: IVA charged on sales, IVA paid on purchases, balance in favor and the refund claim status. */
    get: operations['listIvaRefund'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/accounting/electronic-accounting': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Trial balance (balanza de comprobación) of a plant for one month with the SAT grouping code of each account. */
    get: operations['listSatTrialBalance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/accounting/gl-posted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** General ledger postings of a plant between two dates, optionally of one journal source. */
    get: operations['listGlPostings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/accounting/ap-posted-summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Purchases posted to AP per vendor and month, in the vendor currency and the book currency, with the payment run that cleared them. */
    get: operations['listApPostedSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/accounting/accounts-payable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Open accounts payable of a plant: receipts not yet paid with their scheduled payment date. */
    get: operations['listAccountsPayableOpen'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/accounting/inventory': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Inventory on hand of a plant valued at standard cost per item and location, with the GL account it rolls up to. */
    get: operations['listInventoryValuation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/accounting/invoice-finance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Floorplan-financed invoices of a plant with the lender, whether it funded, when and the balance still due. */
    get: operations['listInvoiceFinancing'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/accounting/inv-sent-floorplan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units invoiced to floorplan lenders between two dates, one row per VIN, with the MCO release status. */
    get: operations['listInvoicesSentFloorplan'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/accounting/invoicing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units shipped between two dates with the invoice that billed them (or none yet) and days from shipment to invoice. */
    get: operations['listUnitsShippedInvoicing'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/accounting/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Accounting KPIs of a plant for a period: sales, gross margin, operating expenses, net income and month-end balances of cash, AR, AP and inventory. */
    get: operations['getAccountingDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/accounting/monthly-pnl': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Monthly profit and loss of a plant from the GL: sales, cost of sales, gross profit, operating expenses, net income and month-end cash. */
    get: operations['listMonthlyPnl'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/accounting/balance-sheet': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Balance sheet of a plant as of a month end, compared with the prior year end and the same month last year. */
    get: operations['listBalanceSheet'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/accounting/income-statement': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Income statement of a plant for a month and year to date, compared with the same periods last year. */
    get: operations['listIncomeStatement'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/accounting/sales-region': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Invoiced sales of a plant per month, region and state, in the book currency. */
    get: operations['listSalesByRegion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/admin/iqms-items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The IQMS item master (ARINVT) of a plant with cost, price, on hand and BOM lines. */
    get: operations['listAdminIqmsItems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/admin/dealers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The plant's dealers with credit, portal users, SPIF salespeople and floorplan (stock dealer) status. */
    get: operations['listAdminDealers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/ar/invoice-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Invoices of a plant issued between two dates with payment status, balance and days past due. */
    get: operations['listArInvoiceLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/ar/customer-aging': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Open receivables of a plant per customer aged by days past due, with credit limit and available credit. */
    get: operations['listArCustomerAging'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/ar/weekly-trend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Invoiced and collected amounts of a plant per week and region. */
    get: operations['listArWeeklyTrend'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/ar/ssi-units': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Serialized units (VINs) invoiced between two dates with the invoice payment status and days outstanding. */
    get: operations['listArInvoicedUnits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bench/rows': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Synthetic job-line report rows (up to 1,000,000 × 20) as row objects or as a columnar document. */
    get: operations['getBenchRows'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/warranties/cases/submitted/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Warranty cases of a plant waiting for a decision (Submitted or In Review), oldest first. */
    get: operations['listSubmittedWarrantyCases'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/warranties/registrations/{id}/details/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A warranty registration (the unit's owner and dealer) with its cases. */
    get: operations['getWarrantyRegistration'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/testimonials/filter/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Testimonials matching a filter (every field optional), newest registration first. */
    post: operations['filterTestimonials'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/testimonials/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One testimonial. */
    get: operations['getTestimonial'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/testimonials/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a customer's testimonial about their unit. */
    post: operations['createTestimonial'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Testimonials/Detail/{vinId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The latest testimonial given for a VIN (the testimonial detail dialog). */
    get: operations['getTestimonialByVin'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/manualrequest/filter/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Owner's manual requests matching a filter (every field optional), newest first. */
    post: operations['filterManualRequests'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/manualrequest/{id}/details/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One manual request. */
    get: operations['getManualRequest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/manualrequest/set_trackingnumber/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record the shipment tracking number of a manual request; the request becomes Shipped. */
    post: operations['setManualRequestTrackingNumber'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/customer-service/service-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Warranty service requests (cases) opened in a period with dealer, status, amounts and days open. */
    get: operations['listCsServiceRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/customer-service/warranty-registrations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Warranty registrations of a period with days to register, coverage end and cases. */
    get: operations['listCsWarrantyRegistrations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/customer-service/vin-history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Everything that happened to one unit: built, shipped, invoiced, registered, warranty cases, testimonials and manual requests. */
    get: operations['listCsVinHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/customer-service/warranty-kpis': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Headline warranty numbers of a plant: open cases, claims and approvals of the last 12 months. */
    get: operations['getCsWarrantyKpis'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/customer-service/warranty-by-month': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Warranty cases opened and closed per month over the last 12 months with claimed and approved amounts. */
    get: operations['listCsWarrantyByMonth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/customer-service/warranty-by-category': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Warranty cases of the last 12 months by category. */
    get: operations['listCsWarrantyByCategory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/customer-service/infor-parts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Service parts (tires, electrical, couplers, hydraulics, axles, decals) with stock, cost, price and where used. */
    get: operations['listCsInforParts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/customer-service/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Customer service's document library: owner's manuals, warranty policy and service procedures. */
    get: operations['listCsDocuments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/customer-service/assistant-topics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What customers ask about: warranty topics of the last 12 months with approval rate and the document to point them to. */
    get: operations['listCsAssistantTopics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/dealer-portal/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Documents posted for dealers: price lists, bulletins, policies and marketing programs. */
    get: operations['listDealerPortalDocuments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/customer-service/warranty-cases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Open a warranty case for a unit of the plant; it starts Submitted. An optional photo of the failure is kept with it. */
    post: operations['createWarrantyCase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/customer-service/warranty-cases/{caseNo}/photo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The photo of the failure taken when the warranty case was opened (JPEG). */
    get: operations['getWarrantyCasePhoto'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/customer-service/assistant': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Answer a customer-service question from the plant's records (a VIN, warranty topics, library documents). */
    post: operations['askCustomerServiceAssistant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/customer-service/testimonials/{id}/publication': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Publish a testimonial on the website or take it down. */
    put: operations['setTestimonialPublication'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/documents/portal/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A dealer or customer-service library document as a PDF (counts a view). */
    get: operations['getPortalDocumentFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/dashboard/kpis': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Home dashboard KPIs of each plant (or one plant): units finished this week and month, open orders, late PO lines, paint QC checks this week, attendance of the latest clocked day. */
    get: operations['listHomeKpis'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/dashboard/weekly-output': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units finished per week in the last twelve weeks, trailers and beds apart. */
    get: operations['listHomeWeeklyOutput'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/dealer-portal/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Dealer portal users with their dealer, role, last login and sign-ins of the last 30 days. */
    get: operations['listDealerPortalUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/dealer-portal/user-logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What dealer users did in the portal in a period. */
    get: operations['listDealerPortalUserLogs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/dealer-portal/web-quotes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Quote requests from the public website in a period and the dealer each was routed to. */
    get: operations['listDealerPortalWebQuotes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/dealer-portal/web-quotes/open': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Web quotes not yet converted, with the dealer suggested to take each. */
    get: operations['listDealerPortalOpenWebQuotes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/dealer-portal/dealer-quotes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Quotes dealers built in the portal in a period. */
    get: operations['listDealerPortalDealerQuotes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/dealer-portal/placed-quotes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Dealer quotes placed as customer orders in a period, with the order status and invoiced amount. */
    get: operations['listDealerPortalPlacedQuotes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/dealer-portal/closed-quotes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Dealer quotes of a period that expired or were lost. */
    get: operations['listDealerPortalClosedQuotes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/dealer-portal/web-quote-history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every web quote of a period with month, state, product line and outcome (for the history pivot). */
    get: operations['listDealerPortalWebQuoteHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/dealer-portal/placed-by-dealer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Per dealer: quotes built in a period, how many were placed, units and value, and the days it took. */
    get: operations['listDealerPortalPlacedByDealer'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/dealer-portal/online-loads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Loads dealers submitted online in a period with status and sales approval. */
    get: operations['listDealerPortalOnlineLoads'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/dealer-portal/load-history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Delivered online loads of a period with days to ship and days in transit. */
    get: operations['listDealerPortalLoadHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/dealer-portal/loads/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One load as the dealer submitted it: dealer, destination, status, approval and carrier. */
    get: operations['getDealerPortalLoad'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/dealer-portal/loads/{id}/units': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The units on one load with their order line, VIN and build status. */
    get: operations['listDealerPortalLoadUnits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dealer-portal/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The dealer portal rules of a plant. */
    get: operations['getDealerPortalSettings'];
    /** Save the dealer portal rules of a plant. */
    put: operations['updateDealerPortalSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dealer-portal/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who the dealer portal notifies of what, and the banner dealers see. */
    get: operations['getDealerPortalNotifications'];
    /** Save the dealer portal notifications and banner of a plant. */
    put: operations['updateDealerPortalNotifications'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dealer-portal/web-quotes/{quoteNo}/convert': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn a web quote into an open dealer quote for the chosen dealer. */
    post: operations['convertWebQuote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dealer-portal/loads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Submit a dealer's new load online with its open order lines not yet on a load (earliest due first). */
    post: operations['createDealerLoad'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dealer-portal/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a dealer user of one dealership (docs/adr/015) with a dealer role and a first password.
     * @description The user signs in through the same login as staff and sees only the dealer screens and its dealership's rows. The username is unique among all users; the password follows the SPEC §5 rules.
     */
    post: operations['createDealerUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dealer-portal/quotes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Build an open dealer quote for a retail customer (unit price at most the list price, valid for the plant's quote days). */
    post: operations['createDealerQuote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dealer-portal/quotes/{quoteNo}/place': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Place an open, unexpired dealer quote as a customer order with one open line per unit. */
    post: operations['placeDealerQuote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dealer-portal/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Invoices to dealers in a period with their order, units, total, payment and balance. */
    get: operations['listDealerInvoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dealer-portal/invoices/{invoiceNo}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One invoice to a dealer as a PDF, with its units (VIN) and amounts. */
    get: operations['getDealerInvoiceFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/developers/routes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The route catalogue of the role tree with roles, users allowed and visits of the last 30 days. */
    get: operations['listDeveloperRoutes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/developers/functions-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What the server saw between two dates (one row per API request) with status and duration. */
    get: operations['listApiAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/developers/infor-validations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Data checks over the plant's ERP records (orders, jobs, items, invoices, POs) that find inconsistent rows. */
    get: operations['listInforValidations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/developers/zkteco-validations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Checks of the time-clock punches and attendance days of the plant between two dates. */
    get: operations['listZkTecoValidations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/documents/paintqc/{workorderNumber}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The paint QC inspection report of a unit (PDF) from its latest saved readings. */
    get: operations['getPaintQcReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/documents/loads/{loadNo}/packing-list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The packing list and bill of lading of a load (PDF): ship-to, carrier, driver, seal, every unit with its VIN, model and weight, the total weight, signature lines, and Code 128 barcodes of the load number and each VIN. */
    get: operations['getLoadPackingList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/documents/workorders/{workorderNumber}/traveler': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The traveler of a work order (PDF) that goes to the floor with the unit: the job, its routing operations with a sign-off column, the materials of its bill of materials, and a Code 128 barcode of the work order. */
    get: operations['getWorkOrderTraveler'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/documents/purchase-orders/{poNo}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The purchase order sent to the vendor (PDF): vendor, terms and currency, every line with each of its releases (request and promise dates, quantity, cost), the order total and the buyer's signature line. */
    get: operations['getPurchaseOrderDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/drilldown/vin/{value}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One unit by VIN — its work order, configuration, dates, order line and dealer, serials, paint readings and operations. */
    get: operations['getVinDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/drilldown/config-code/{value}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The units built (or being built) to one configuration code in a plant — the VIN list behind the config-code eye. */
    get: operations['getConfigCodeVins'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/drilldown/item/{value}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One ARINVT item of a plant — master data, on hand by location, BOM children and open PO lines. */
    get: operations['getItemDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/drilldown/customer-order/{value}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One customer order by CO number — customer, dates, status, totals, its lines and its invoices. */
    get: operations['getCustomerOrderDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/drilldown/customer-order-line/{value}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One customer order line by its CoLine key '<CO number>-<line>' — item, quantity, price, status, VIN, job, loads and invoices. */
    get: operations['getCustomerOrderLineDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/drilldown/customer/{value}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One customer or dealer by customer number — address, sales and credit data, open orders, invoices and loads. */
    get: operations['getCustomerDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/drilldown/invoice/{value}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One invoice by number — customer, order, dates, amount, tax, total, payment and its lines. */
    get: operations['getInvoiceDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/drilldown/load/{value}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One load by load number (sales approval view) — dealer, carrier, ship date, status, who approved it and its units. */
    get: operations['getLoadDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/drilldown/serial/{value}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One component serial (axle or power unit) — its item, the unit it is installed on and that unit's other serials. */
    get: operations['getSerialDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/executive/costing-infor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units finished in a period with standard against actual cost: labor hours, scrap and the cost variance per work order. */
    get: operations['listJobCostVariance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/executive/workforce': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Workforce KPIs of a plant for a period: headcount, hires, terminations, turnover, attendance, overtime and payroll. */
    get: operations['getExecutiveWorkforce'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/executive/workforce/by-month': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Headcount at month end, hires, terminations and attendance of a plant per month. */
    get: operations['listWorkforceByMonth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/executive/quality': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Quality KPIs of a plant for a period: paint checks and thickness, out-of-spec rate, warranty cases and claims. */
    get: operations['getExecutiveQuality'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/executive/quality/by-family': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Paint checks, out-of-spec readings and warranty cases per product family in a period. */
    get: operations['listQualityByFamily'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/executive/labor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Labor KPIs of a plant for a period: actual against standard hours, efficiency, labor cost, hours per unit and overtime. */
    get: operations['getExecutiveLabor'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/executive/labor/by-resource-group': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Actual and standard hours, efficiency, labor and scrap cost per resource group in a period. */
    get: operations['listLaborByResourceGroup'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/executive/sales-vs-produced': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units ordered, produced and shipped per week, with the cumulative gap between orders and production. */
    get: operations['listSalesVsProduced'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/executive/financials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Financial KPIs of a plant for a period against the same period last year: sales, growth, margins, net income, cash, DSO and inventory. */
    get: operations['getExecutiveFinancials'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/executive/inventory': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Inventory KPIs of a plant: raw material, work in process and finished goods value, finished units in stock and those older than 90 days. */
    get: operations['getExecutiveInventory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/executive/inventory/aging': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Finished units of a plant not yet shipped, with days in stock and whether an order holds them. */
    get: operations['listFinishedUnitsAging'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/executive/inventory-class': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Inventory value of a plant per item class and warehouse at standard cost. */
    get: operations['listInventoryByClass'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/financials/past-due': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Invoices of a plant past their due date with a balance left, with days past due and aging bucket. */
    get: operations['listPastDueInvoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/financials/cash-flow': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Cash in and out of a plant per month between two dates, from the postings to the cash account, by source. */
    get: operations['listCashFlow'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/financials/customer-financing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Invoices of a plant sent to a floorplan lender between two dates, with units, funding status and days to fund. */
    get: operations['listCustomerFinancing'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/goals/days': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Goal and actual output of every work center on every working day between two dates. */
    get: operations['listGoalDays'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/goals/attainment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Goal attainment per work center between two dates. */
    get: operations['listGoalAttainment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/goals/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Plant totals of goal and actual between two dates. */
    get: operations['getGoalSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/goals/dynamic': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Per working day: the set goal, the goal scaled to the people who clocked in (dynamic goal) and the actual output. */
    get: operations['listDynamicGoals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/goals/foremen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Output of each foreman's crew per week against the goal share of the work centers they ran. */
    get: operations['listForemanGoals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/goals/raw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The raw records the goals count: every operation completed between two dates. */
    get: operations['listGoalRawOperations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/goals/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The current daily goal of every work center of a plant. */
    get: operations['getGoalSetup'];
    /** Set new daily goals per work center, effective from a date. */
    put: operations['saveGoalSetup'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/history/records/{entity}/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The change entries of one record, newest first: what the History tab of a record shows. Open to a caller who holds a role of an operation that writes the entity (or admin); a record of another plant is 404. */
    get: operations['listRecordHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Change entries of a plant between two dates (plant time), newest first, narrowed by user, entity and key: the Admin change history screen. */
    get: operations['searchHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/attendance/details/filter/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Attendance days of a plant between two dates, optionally for one employee, foreman or status. */
    get: operations['listAttendanceDetails'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ns/hr/employee': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Active employees of a plant (SPEC §3 Employee), optionally only the foremen.
     * @description The employee catalog behind the portal's pickers (catalog store, foreman and operator selects), so any signed-in user may read it (x-roles empty).
     */
    get: operations['listEmployees'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/employees/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One employee with foreman, shift, department, position, work center and wage. */
    get: operations['getEmployee'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/employees/empty/{plant}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A new-employee form for a plant, prefilled with the next employee number and today's hire date. */
    get: operations['getEmptyEmployee'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/employees/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create (Id null) or update an employee. */
    post: operations['saveEmployee'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/employees/edit_workcenter/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move employees to a work center (of their own plant). */
    post: operations['editEmployeesWorkCenter'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/employee_positions/select_options/{plant}/{departmentId}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Job positions of a plant as options, for one department (0 = every department). */
    get: operations['listPositionOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/employee_departments/select_options/{plant}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Departments of a plant as options. */
    get: operations['listDepartmentOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ns/hr/Shifts/shift/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Shifts of a plant. */
    get: operations['listShifts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/foremans/select_options/{plant}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active foremen of a plant as options. */
    get: operations['listForemanOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/microsip/paymentfrequencies/select_options/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Microsip payment frequencies (Semanal, Catorcenal, Quincenal). */
    get: operations['listPaymentFrequencyOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/microsip/tablasAntiguedades/select_options/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Microsip seniority tables ("tablas de antigüedades") that set vacation days and premiums. */
    get: operations['listSeniorityTableOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/microsip/employeeregistrationnumbers/select_options/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** IMSS employer registration numbers ("registros patronales") of the MX plant. */
    get: operations['listEmployerRegistrationOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/microsip/paymentgroups/select_options/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Microsip payment groups (which payroll run an employee is paid in). */
    get: operations['listPaymentGroupOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payroll/filter/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Payroll lines of one employee, newest period first.
     * @description Read by payroll, and by HR from an employee's record (the Employees screen's employee drill-down).
     */
    get: operations['listEmployeePayroll'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bonuslevels/select_options/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Bonus levels (of every active bonus type) as options, optionally for one plant. */
    get: operations['listBonusLevelOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bonus_structure/foreman_dashboard/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Per foreman in a plant and date range, crew attendance and output, the score and the bonus level it earns. */
    get: operations['getForemanBonusDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/hr/employees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Employee roster of a plant with position, pay, hire and termination dates and years of service. */
    get: operations['listEmployeeRoster'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/hr/absence-excuses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Absences of a plant between two dates with the incident, the points it costs and the excuse given. */
    get: operations['listAbsenceExcuses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/hr/attendance-approvals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Attendance days not yet approved that need a supervisor's look (overtime, late, absent, missing punch). */
    get: operations['listAttendanceApprovalQueue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/hr/job-descriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Job descriptions of a plant's positions with how many active employees hold each position. */
    get: operations['listJobDescriptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/hr/job-postings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Job postings of a plant posted between two dates, with openings, applicants and hires. */
    get: operations['listJobPostings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/hr/pre-payrolls': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Pre-payroll runs of a plant whose pay date falls between two dates, with their totals. */
    get: operations['listPrePayrolls'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/hr/pre-payrolls/{prePayrollId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One pre-payroll run with its period and totals. */
    get: operations['getPrePayroll'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/hr/pre-payrolls/{prePayrollId}/details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The employees of one pre-payroll run with hours, absences, bonus, deductions, gross and net. */
    get: operations['listPrePayrollDetails'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/hr/payroll-register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Payroll register of a plant, one row per employee and pay period paid between two dates. */
    get: operations['listPayrollRegister'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/hr/proliant-export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Hours and earnings lines paid between two dates in the layout of the Proliant payroll import. */
    get: operations['listProliantExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/hr/turnover': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Month by month headcount, hires, terminations and turnover percentage of a plant. */
    get: operations['getTurnoverTrend'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/hr/points': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Attendance points given between two dates, with the incident and when each point expires. */
    get: operations['listAttendancePoints'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/hr/points-standing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active (unexpired) attendance points per employee and the step of the points system they reach. */
    get: operations['listPointsStanding'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/hr/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** HR key figures of a plant for a date range (headcount, hires, terminations, attendance, overtime, openings). */
    get: operations['getHrSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/hr/headcount-by-department': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active headcount, attendance and overtime per department of a plant for a date range. */
    get: operations['listHeadcountByDepartment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/hr/employee-infor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Per employee, hours clocked at the time clocks against labor hours reported on Infor job operations. */
    get: operations['listEmployeeLaborVsClock'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/hr/catalogs/departments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The departments of a plant, as the departments form edits them. */
    get: operations['getDepartmentCatalog'];
    /** Saves a plant's departments (adds, renames, removes unused ones). */
    put: operations['saveDepartmentCatalog'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/hr/catalogs/positions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The job positions of a plant with their department, as the positions form edits them. */
    get: operations['getJobPositionCatalog'];
    /** Saves a plant's job positions (adds, edits, removes unused ones). */
    put: operations['saveJobPositionCatalog'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/hr/catalogs/wage-types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The wage types (shared by both plants) and how often each is paid. */
    get: operations['getWageTypeCatalog'];
    /** Saves the wage types (adds, edits, removes unused ones). */
    put: operations['saveWageTypeCatalog'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/hr/catalogs/wage-codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The wage codes of a plant with their wage type and hourly rate. */
    get: operations['getWageCodeCatalog'];
    /** Saves a plant's wage codes (adds, edits rates, removes unused ones). */
    put: operations['saveWageCodeCatalog'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/hr/catalogs/incidents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The attendance incident types (shared by both plants) and the points each one costs. */
    get: operations['getIncidentCatalog'];
    /** Saves the incident types (adds, edits points, removes unused ones). */
    put: operations['saveIncidentCatalog'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/hr/catalogs/shifts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shifts of a plant with their start and end times. */
    get: operations['getShiftCatalog'];
    /** Saves a plant's shifts (adds, edits times, removes unused ones). */
    put: operations['saveShiftCatalog'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/hr/catalogs/bonus-types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The bonus types of a plant with their levels (minimum score and amount). */
    get: operations['getBonusTypeCatalog'];
    /** Saves a plant's bonus types and levels (bonus types are deactivated rather than removed). */
    put: operations['saveBonusTypeCatalog'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/hr/catalogs/finish-capacities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units per shift and crew size of a plant's finish, assembly and electrical work centers, by effective date. */
    get: operations['getFinishCapacityCatalog'];
    /** Saves a plant's finish capacities. */
    put: operations['saveFinishCapacityCatalog'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/hr/catalogs/clock-devices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The ZKTeco time clocks of a plant (name, model, serial number, IP address, location). */
    get: operations['getClockDeviceCatalog'];
    /** Saves a plant's time clocks (adds, edits, removes devices without punches). */
    put: operations['saveClockDeviceCatalog'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/hr/job-descriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The job descriptions of a plant's positions as the update form edits them. */
    get: operations['getJobDescriptionEdits'];
    /** Updates the title, summary and requirements of job descriptions of a plant. */
    put: operations['saveJobDescriptionEdits'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/hr/pre-payroll/adjustments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The lines of a plant's latest draft pre-payroll with absences, which payroll confirms before approval. */
    get: operations['getPrePayrollAdjustments'];
    /** Corrects hours, absences, bonus and deductions of draft pre-payroll lines; gross pay is recalculated. */
    put: operations['savePrePayrollAdjustments'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/immex/purchased': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Receipts of purchased inputs in the MX plant between two dates, with tariff fraction and import regime. */
    get: operations['listImmexPurchases'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/immex/bom': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The purchased inputs of each product, exploded through its subassemblies, with tariff fractions. */
    get: operations['listImmexBom'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/immex/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Products of the MX plant finished and exported between two dates, with their input content per unit. */
    get: operations['listImmexProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/immex/all-products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every item of the MX plant with its IMMEX classification, tariff fraction and SAT unit. */
    get: operations['listImmexItemCatalog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/immex/insumos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Per input, quantities imported, bought nationally and consumed between two dates, and the balance. */
    get: operations['listImmexInsumoBalance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/immex/consumed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Inputs consumed by the units finished between two dates, by month, input and tariff fraction. */
    get: operations['listImmexConsumption'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inventory/physicalinventory/finishgoods/scan/{plant}/{value}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Record one scan of a finish-goods tag or VIN in the plant's current physical inventory.
     * @description A GET because the scanner client issues it as one; it writes a scan row and pushes it to the 'physical' realtime group. A value that matches no tag is still recorded (Matched false) so the unit can be found.
     */
    get: operations['scanFinishGood'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inventory/physicalinventory/finishgoods/currentcounts/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every tag of a plant's physical inventory (the latest, or the count date given) with its scans. */
    get: operations['listFinishGoodsCounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inventory/scan-codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every item number and stock location of a plant, for the scanning screens to keep on the device and check a scanned code against while the server cannot be reached. */
    get: operations['listScanCodes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ns/inventory/cyclecount/getmanagers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Cycle count managers of a plant. */
    get: operations['listCycleCountManagers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ns/inventory/cyclecount/getcounters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Counters reporting to a cycle count manager. */
    get: operations['listCycleCountCounters'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/inventory/on-hand': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** On-hand of a plant per item and location, valued at standard cost. */
    get: operations['listInventoryOnHand'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/inventory/drain': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Purchased stock burned down by the open jobs' BOM demand, with days of supply at the last 30 days' usage. */
    get: operations['listInventoryDrain'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/inventory/locations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The plant's stock locations with how many items, units and dollars each holds and when stock last moved. */
    get: operations['listInventoryLocations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inventory/fg-targets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The finish-goods target and minimum stock of every product family of the plant. */
    get: operations['getFgTargets'];
    /** Replace the plant's finish-goods targets (one row per family; the minimum may not exceed the target). */
    put: operations['saveFgTargets'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/inventory/fg-target-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Finish goods in the yard per family against its target, with units in production and open order lines. */
    get: operations['listFgTargetStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inventory/item-images': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set the picture of an item of the plant (a PNG, JPEG or WebP data URL of at most 400 kB). */
    post: operations['uploadItemImage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inventory/labels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Resolve a scanned item number, location or VIN into label data and record the print. */
    post: operations['printInventoryLabel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/inventory/labels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Labels printed in the plant between two dates. */
    get: operations['listLabelPrints'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/inventory/physical/progress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Progress of the plant's latest physical inventory per location (tags counted, short, over, audited). */
    get: operations['listPhysicalProgress'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/inventory/physical/finish-goods-variance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Expected against counted finish goods of the latest physical inventory per item, valued at standard cost. */
    get: operations['listPhysicalFinishGoodsVariance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/inventory/physical/floor-auditors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The floor auditors of the latest physical inventory with the tags each re-counted and how many disagreed. */
    get: operations['listPhysicalFloorAuditors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inventory/physical/tag-audits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a floor auditor's re-count of a tag of the current physical inventory. */
    post: operations['auditPhysicalTag'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/inventory/physical/tag-audits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every audit of a tag of the latest physical inventory, mismatches first. */
    get: operations['listPhysicalTagAudits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inventory/physical/identify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Identify an untagged part by its scanned label or part number and record where it was found. */
    post: operations['identifyPart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/inventory/physical/identifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Parts identified on the floor since the latest physical inventory began. */
    get: operations['listPartIdentifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/inventory/physical/leaders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Count team leaders (cycle count managers) with their counters' scans in the latest physical inventory. */
    get: operations['listPhysicalLeaders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/inventory/cyclecount/lines': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lines of the plant's open and counted (not yet posted) cycle counts, optionally of one manager. */
    get: operations['listCycleCountLines'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inventory/cyclecount/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record the counted quantity of a line of an open cycle count. */
    post: operations['recordCycleCount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inventory/cyclecount/free': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Count any item at any location outside the schedule (a free cycle count of one line). */
    post: operations['recordFreeCycleCount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/inventory/cyclecount/free': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Free cycle counts of the plant between two dates, with the variance against the system quantity. */
    get: operations['listFreeCycleCounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inventory/moves': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move a quantity of an item from one location to another (never more than the from location holds). */
    post: operations['moveInventory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/inventory/moves': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Location moves and count adjustments of the plant between two dates. */
    get: operations['listInventoryMoves'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inventory/serials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record the serial number of an axle or power unit installed on a unit (by VIN). */
    post: operations['assignUnitSerial'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/inventory/serials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units finished between two dates with their axle and power unit serial numbers. */
    get: operations['listUnitSerials'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/finance/budget': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Budget against GL actuals per income-statement account for the months of a period, with the variance. */
    get: operations['listBudgetVsActual'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/finance/costing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Cost roll-up of each finished product of a plant: material from the BOM, labor and overhead from the routing, against standard cost and price. */
    get: operations['listProductCostRollup'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/finance/daily-pulse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The pulse of a plant on one business day: units finished and shipped, orders booked, invoiced, collected, attendance and QC checks. */
    get: operations['getDailyPulse'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/finance/daily-pulse/trend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Daily units finished, shipped and ordered and the amount invoiced over the 30 days up to a business day. */
    get: operations['listDailyPulseTrend'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/finance/items-costing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Purchased items of a plant: standard cost against the last and average PO cost received in a period, the purchase price variance and the stock value. */
    get: operations['listItemCostVariance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/finance/dealer-products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units and sales per dealer and product in a period (the dealer-product data set). */
    get: operations['listDealerProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/it/assets/Device/GetEmployee': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** IT assets of a plant with the employee each one is assigned to. */
    get: operations['listAssetDevices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ns/QC/PaintQC/tracking/trailer/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Save the paint readings of a trailer (replaces earlier readings of the same work order). */
    post: operations['addPaintQcTrailer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ns/QC/PaintQC/tracking/bed/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Save the paint readings of a truck bed (replaces earlier readings of the same work order). */
    post: operations['addPaintQcBed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ns/QC/PaintQC/paintqclookup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Find a unit by VIN or work order in a plant, with its saved readings and Type trailer or bed.
     * @description Opens the paint QC dialog. Type follows the product family of the part number (truck beds are 'bed', every other family 'trailer'). Readings are null until saved.
     */
    get: operations['lookupPaintQc'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ns/QC/PaintQC/units': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The plant's most recent units (work order, VIN, part, Type), newest first, for looking units up offline.
     * @description The paint QC screen keeps this list on the device, so an inspector can open a unit's form while the server cannot be reached; the readings are entered into the outbox and sent when it can. At most 2000 units.
     */
    get: operations['listPaintQcUnits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/qc/paint-checks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Paint QC checks saved in a plant between two dates, one row per unit with its readings. */
    get: operations['listPaintQcChecks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/parts/iqms/arinvt/{id}/bill_ofmaterial/{levels}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The bill of material of an item, flattened to rows with their level; [] when the item has none.
     * @description SPEC §8 — the bill of material answers an empty list rather than an error when it cannot be built.
     */
    get: operations['getBillOfMaterial'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/parts/iqms/arinvt/filter/{plant}/{search}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Items of a plant whose item number or description contains the text (first 50 by item number). */
    get: operations['searchItems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/parts/iqms/arinvt/filter/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Items of a plant matching the filter form (each filter optional, combined with AND). */
    get: operations['filterItems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/parts/iqms/arinvt/{id}/process_list/{qty}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The standard routing of a finished item's product family with hours for a quantity. */
    get: operations['getItemProcessList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/iqms/costing/arinvt/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Rolled-up cost of an item (material from its BOM, labor from its routing) against its standard cost and price. */
    get: operations['getItemCosting'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/costing/bomdetails/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Costed BOM rows of a part number in a plant (every level, extended cost per unit). */
    get: operations['getCostingBomDetails'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/iqms/costing/configCode/options/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Config codes built in a plant (optionally for one part number or containing a text), most built first. */
    get: operations['listConfigCodeOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ns/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Items of a plant with on-hand, optionally with their on-hand per location. */
    get: operations['listItems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/machines/list/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Machines of a plant (all plants when plant is omitted). */
    get: operations['listMachines'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/machines/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One machine. */
    get: operations['getMachine'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/machines/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a machine (Id in the body). */
    put: operations['updateMachine'];
    /** Add a machine to a work center. */
    post: operations['createMachine'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ns/workcenter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Work centers of a plant. */
    get: operations['listWorkCenters'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workcenter/workcenters/{ids}/processlist/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Open operations queued at one or more work centers. */
    get: operations['listWorkCenterProcesses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workcenter/select_options/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Work centers as select options, optionally filtered by plant, resource group and text. */
    get: operations['listWorkCenterOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process_reporting/nestjobs/finish/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Report parts of a Sigmanest nest job finished; a fully finished nest issues its plates from inventory. */
    post: operations['finishNestJob'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process_reporting/nestjobs/reject/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject a Sigmanest nest job (parts scrapped or program refused), with the reason. */
    post: operations['rejectNestJob'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process_reporting/arinvt/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A plate item (ARINVT) with its on-hand and the released nest jobs that cut it. */
    get: operations['getProcessReportingItem'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/production/labor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Labor hours and cost per work center, employee and week, with units finished there that week. */
    get: operations['listWorkCenterLabor'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/production/finish-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units finished in a plant between two dates. */
    get: operations['listFinishLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/production/fill-rate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Customer order lines due between two dates and whether each shipped complete by its due date. */
    get: operations['listFillRate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/production/sigmanest-nests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sigmanest nest jobs created between two dates with their plate, utilization and what process reporting recorded. */
    get: operations['listSigmanestNests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/production/scrap-summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Scrap quantity and cost of completed operations by month, work center, operation and product family. */
    get: operations['listScrapSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/production/finite-purchasing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Purchased components the open schedule needs (BOM exploded to every level) against on hand and open PO quantity, with the date to order by. */
    get: operations['listFinitePurchasing'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/production/job-material': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Direct components of the work orders due between two dates: required, issued (backflushed at finish) and their cost. */
    get: operations['listJobMaterial'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/production/resource-group-dispatch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Open operations waiting at or running in each resource group, in dispatch order (due date, then sequence). */
    get: operations['listResourceGroupDispatch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/production/shop-floor/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Live shop-floor numbers of one production day: units finished, operations completed, labor hours, jobs in process, QC checks. */
    get: operations['getShopFloorStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/production/shop-floor/resource-groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Operations completed per resource group on one production day against the day goal. */
    get: operations['listShopFloorResourceGroups'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/production/shop-floor/in-process': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units being worked right now: the running operation of every in-process job. */
    get: operations['listShopFloorInProcess'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/production/work-center-utilization': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Per work center between two dates: capacity, earned (standard) and actual hours, efficiency and utilization. */
    get: operations['listWorkCenterUtilization'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/production/weld-times': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Weld minutes per part and weld work center between two dates against the routing standard. */
    get: operations['listWeldTimes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/production/weld-lines': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Each weld line on one production day: units welded against goal, weld minutes, the unit on the line now. */
    get: operations['listWeldLines'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/production/weld-lines/queue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units running or next up on the weld lines, in line order. */
    get: operations['listWeldLineQueue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/production/infor-shortages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Component shortages of the open work orders: each job takes from on hand in due-date order; what is left short, with the next PO. */
    get: operations['listInforShortages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/production/demand': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Demand per finished part: open customer order lines against open work orders and finished stock. */
    get: operations['listProductionDemand'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/production/material-usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Standard material consumed by the units finished between two dates, by month and component. */
    get: operations['listMaterialUsage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/production/points/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The quality points system of a plant: the fail limit and the defect catalogue. */
    get: operations['getQcPointSetup'];
    /** Save the fail limit and the defect catalogue (codes are added or updated; codes left out are deactivated). */
    put: operations['saveQcPointSetup'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/production/points/checks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record the quality check of a unit with the defects found; the points decide pass or fail. */
    post: operations['addQcPointCheck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/production/points/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Quality points between two dates: units checked, pass rate, points per unit. */
    get: operations['getQcPointsSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/production/points/work-centers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Defect points charged to each work center between two dates (a defect is charged to the work center that did that operation on the unit). */
    get: operations['listQcPointsByWorkCenter'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/production/points/defects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Defects found between two dates, most points first. */
    get: operations['listQcPointsDefects'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/production/operations/reverse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Put the last completed operation of a work order back to pending (wrongly reported), keeping an audit record. */
    post: operations['reverseOperation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/bom/flat': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every level of the bills of material of a plant's finished items (or one item), flattened with extended quantity and cost. */
    get: operations['listBomFlat'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/iqms/purchasing/GetPO': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One purchase order with its details and releases; LeftToRecv is computed from releases and receipts. */
    get: operations['getPurchaseOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/purchasing/po-lines': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** PO lines of a plant ordered between two dates, with quantity left and the late flag of SPEC §4. */
    get: operations['listPurchaseOrderLines'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/purchasing/elpaso-received': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** MX-built units received into the El Paso border warehouse between two dates (for either plant). */
    get: operations['listElPasoReceipts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/purchasing/receipts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Purchase order receipts of the plant between two dates, valued at the PO cost. */
    get: operations['listPoReceipts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/purchasing/intercompany': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Intercompany purchase order lines (bought from the sister plant) ordered between two dates. */
    get: operations['listIntercompanyPoLines'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/qc/templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The plant's inspection templates with their checkpoints. */
    get: operations['getQcTemplates'];
    /** Save the plant's inspection templates; templates left out are deactivated (their audits are kept). */
    put: operations['saveQcTemplates'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/qc/schedule': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Planned inspections of the plant between two dates and whether each was done. */
    get: operations['listQcSchedule'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/qc/audits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record an inspection of a unit (by VIN) with the plant's active template of that kind for the unit's type. */
    post: operations['createQcAudit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/qc/audits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Inspections of the plant between two dates with score and result. */
    get: operations['listQcAudits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/qc/iauditor-scores': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Inspections imported from the iAuditor app between two dates, one row each, for the score pivot. */
    get: operations['listIAuditorScores'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/qc/label-units': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units finished between two dates with their QC status (paint check, inspection, hold) for the QC label. */
    get: operations['listQcLabelUnits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/qc/holds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units placed on QC hold between two dates, open holds first. */
    get: operations['listQcHolds'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/ad-campaigns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Advertising campaigns that ran in a period: spend against leads, quotes and units sold. */
    get: operations['listSalesAdCampaigns'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/customer-orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Customer orders entered in a period with their line counts, value, invoiced and open amounts. */
    get: operations['listSalesCustomerOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/orders/{coNum}/lines': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The lines of one customer order with their unit, VIN and build status. */
    get: operations['listSalesOrderLines'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/orders/{coNum}/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Invoices billed against one customer order. */
    get: operations['listSalesOrderInvoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/orders/{coNum}/loads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Loads that carry units of one customer order. */
    get: operations['listSalesOrderLoads'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/fg-tracker': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Finished-goods position per model: units in the yard, allocated to orders, available, in production and on open order. */
    get: operations['listSalesFgTracker'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/dealer-map': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every point of the dealer map: Norstar dealers (customers with coordinates), potential dealers and other manufacturers' dealers. */
    get: operations['listSalesDealerMapPoints'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/stock-list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Finished units in the yard not allocated to any order: the stock list offered to dealers. */
    get: operations['listSalesStockList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/finish-goods-flow': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Finished-goods flow per week: units finished, units shipped and the units left in the yard at week end. */
    get: operations['listSalesFinishGoodsFlow'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/goal-tracking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Each salesperson's monthly goal against units and amount booked that month. */
    get: operations['listSalesGoalTracking'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/pipeline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Open and closed quotes of a period by salesperson and stage with their weighted value. */
    get: operations['listSalesPipeline'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/customers-overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every customer of the plant with sales in the period, last order, open orders and open receivables. */
    get: operations['listSalesCustomersOverview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The model and configuration combinations dealers order, with how often and at what price: the templates order entry copies. */
    get: operations['listSalesTemplates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/invoices-mx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Invoices issued by NORSTAR MX in a period with their CFDI folio, MXN or USD amounts and U.S. dollar equivalent. */
    get: operations['listSalesMxInvoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/open-units-by-week': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units on open orders by the week they are due and product family, for booking build slots. */
    get: operations['listSalesOpenUnitsByWeek'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/trends': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Invoiced unit sales of a period by month, region, state, salesperson and family. */
    get: operations['listSalesTrends'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/exports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units invoiced to customers outside the selling plant's country (exports) in a period. */
    get: operations['listSalesExports'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/dealer-applications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Potential dealers with their dealer application: documents received and approval. */
    get: operations['listSalesDealerApplications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/open-order-lines': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Order lines not yet shipped (Ordered, Planned or Filled) with their unit's build status and lateness. */
    get: operations['listSalesOpenOrderLines'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/backlog': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The order backlog (unshipped order lines) by due month: units, value and units already late. */
    get: operations['listSalesBacklog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/by-line': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Invoiced sales of a period by product line (family) and month with cost and margin. */
    get: operations['listSalesByLine'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/price-changes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List price changes that took effect in a period. */
    get: operations['listSalesPriceChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/registrations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Warranty registrations of units sold in a period: which dealer sold which unit to whom and when. */
    get: operations['listSalesRegistrations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/bta': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Build to available per model: stock builds in process and in the yard against open dealer demand not yet covered by a unit. */
    get: operations['listSalesBuildToAvailable'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/price-sheet': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The dealer price sheet: every sellable model with list price, dealer price after the default discount and weight. */
    get: operations['listSalesPriceSheet'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/dropship-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Shipments to dealers in a period: where each truck is, from the plant to the dealer's lot. */
    get: operations['listSalesDropshipStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/aps-overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Weekly build capacity against units booked on orders for the next weeks (advanced planning overview). */
    get: operations['listSalesApsOverview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/load-schedule': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Loads scheduled to ship in a period with their dealer, units, approval and carrier. */
    get: operations['listSalesLoadSchedule'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/targeted-dealers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Potential dealers ranked for targeting: expected volume, distance to the nearest Norstar dealer and competitor dealers nearby. */
    get: operations['listSalesTargetedDealers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/parts-sales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Replacement parts sold over the counter in a period, with cost and margin. */
    get: operations['listSalesPartsSales'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/old-inventory': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Finished units that have sat in the yard at least minDays, unsold or sold, with their carrying cost. */
    get: operations['listSalesOldInventory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/quotes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Quotes given in a period with their deal terms: discount, freight, margin and outcome. */
    get: operations['listSalesQuotes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/invoices-mx-to-us': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** NORSTAR MX invoices for units sold into the U.S.: value, transfer cost and where the shipment is (border crossing). */
    get: operations['listSalesMxToUsInvoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/orders/{coNum}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One customer order: header, customer and totals. */
    get: operations['getSalesOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/sales/co-dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Customer-order dashboard of a period: bookings, open book, weekly intake, top dealers and orders by status. */
    get: operations['getSalesOrderDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/orders/{orderNo}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Public order status by order number: dealer, dates and progress only (no prices, no contacts). */
    get: operations['getPublicOrderView'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/orders/{orderNo}/units': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The units of an order as a public viewer sees them (model, progress, last six of the VIN). */
    get: operations['listPublicOrderUnits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sales/potential-dealers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One potential dealer as the edit form shows it. */
    get: operations['getPotentialDealer'];
    /** Save a potential dealer (status, contact, location). */
    put: operations['updatePotentialDealer'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sales/manufacturer-dealers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One other-manufacturer dealer as the edit form shows it. */
    get: operations['getManufacturerDealer'];
    /** Save an other-manufacturer dealer. */
    put: operations['updateManufacturerDealer'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sales/manufacturer-dealers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a dealer of another manufacturer to the dealer map (for the current plant). */
    post: operations['createManufacturerDealer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sales/quote-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The quote rules of a plant. */
    get: operations['getQuoteSettings'];
    /** Save the quote rules of a plant. */
    put: operations['saveQuoteSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sales/quotes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Build and save a quote for a dealer at the plant's list price, within the quote rules. */
    post: operations['createSalesQuote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sales/prices/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Raise or lower the list price of every model of a product line by a percentage, logging each change. */
    post: operations['updateSalesPrices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sales/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Enter a customer order: one line per unit of the model, status Planned. */
    post: operations['createSalesOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/hr/job-applications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Public job application form: stores an applicant for HR.
     * @description Public, so it carries the same bot check as the login (the ALTCHA payload in Captcha, verified before anything is stored) and a limit per client IP.
     */
    post: operations['submitJobApplication'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/scheduling/schedule': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The open production schedule: planned, released and in-process work orders by start date with their order and progress. */
    get: operations['listProductionSchedule'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/scheduling/load': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units on the schedule by due week, product type and family (with standard hours). */
    get: operations['listScheduleLoad'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/scheduling/customer-orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Open customer order lines and the work order scheduled for each (or none yet), with the slack to the due date. */
    get: operations['listScheduleCustomerOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/scheduling/capacity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Standard hours of the scheduled operations per week against the capacity of the work centers (optionally one resource group). */
    get: operations['listScheduleCapacity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/User/Authenticate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in with username, password and the solved bot check; answers the token and the session user.
     * @description The bot check (ALTCHA payload in Captcha) is verified before any password hashing. A wrong password and an unknown user get the same answer. Attempts are limited per IP and username per minute, failed attempts per IP across usernames per minute, and failed attempts per username from any IP with progressive delays (1 s doubling to 60 s, never a lock-out); each limit answers 429 with Retry-After.
     */
    post: operations['authenticate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/captcha/challenge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A fresh ALTCHA proof-of-work challenge for the login form's bot check. */
    get: operations['getCaptchaChallenge'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/GetUserByToken/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user with the routes they may open, their roles, the plants and the system settings. */
    get: operations['getUserByToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/authenticateasuser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in as another user; the new session records who acted as whom on every later request.
     * @description A user who is not a super user can never become a super user this way (403).
     */
    post: operations['authenticateAsUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Signs out on the server; the session ends and its token answers 401 from the next request on.
     * @description The portal calls it on sign-out (and ignores any failure, so signing out in the browser always completes). Ends only the caller's own session; other devices stay signed in.
     */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/language': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Sets the signed-in user's own language (the user menu's language switch); answers the stored value.
     * @description Any signed-in user may change their own language; it is stored with the user, so every device and the next sign-in use it. Logging in as another user changes that user's language, as the rest of the session does.
     */
    put: operations['setUserLanguage'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/block_token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Blocks every live token of a user; their next request answers 401. */
    post: operations['blockToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Records one request the portal made (SPEC §7 request log); password, token and secret values are masked. */
    post: operations['writeRequestLog'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/routes/log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Records that the signed-in user opened a page (the Portal Usage tab of the user dialog). */
    post: operations['logRouteVisit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/calendar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Loads of a plant by ship date between two dates, with dealer, destination, units, carrier and approval. */
    get: operations['listShippingCalendar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/class68-serials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Serial register of the units finished between two dates: VIN with its axle and power-unit serials, dealer and load. */
    get: operations['listClass68Serials'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/shipments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Shipments of a plant shipped between two dates with BOL, tracking, weight, freight and delivery. */
    get: operations['listShipments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/shipping/tire-dot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Records (or replaces) the DOT tire identification number on one wheel position of a trailer. */
    post: operations['recordTireDot'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/tire-dot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Tire DOT numbers recorded between two dates, per unit and wheel position, with the dealer the unit went to. */
    get: operations['listTireDotRecords'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/mexico': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Loads leaving a plant (the MX plant) between two ship dates: destination, border crossing, weight and status. */
    get: operations['listMexicoShipments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/iqms-vs-microsip': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Shipments between two dates compared with what Microsip invoiced for their units: units and amounts side by side. */
    get: operations['compareIqmsMicrosip'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/mexico-pounds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Pounds and units shipped by a plant between two dates, by month, destination country, customer and product family. */
    get: operations['listMexicoPounds'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/carriers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Carriers with the plant's loads, units, freight, transit time and on-time share between two ship dates. */
    get: operations['listCarrierScorecard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/el-paso': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Export shipments of a plant (MX) crossing at El Paso between two ship dates, with border status and days on the road. */
    get: operations['listElPasoCrossings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/us-parts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Parts a plant (MX) received between two dates from U.S. vendors, shipped south through El Paso. */
    get: operations['listUsParts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/parts-summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Totals of the U.S. parts received by a plant between two dates: receipts, value, weight and vendors. */
    get: operations['getUsPartsSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/parts-by-class': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** U.S. parts received by a plant between two dates, totalled by item class. */
    get: operations['listUsPartsByClass'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/freight-bills': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Carrier freight bills (accounts payable) of a plant billed between two dates, with due date and payment. */
    get: operations['listFreightBills'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Shipping KPIs of a plant: units and loads shipped this month, units in the yard, loads awaiting approval or loading, freight this month, shipments in transit. */
    get: operations['getShippingOverview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/shipped-by-week': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units, loads and freight shipped by a plant per week over the last twelve weeks. */
    get: operations['listShippedByWeek'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/compare': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units IQMS shipped between two dates compared with their Infor order line and invoice. */
    get: operations['compareShippedInvoiced'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/infor-shipments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Infor customer order lines shipped between two dates, with shipment and invoice. */
    get: operations['listInforShipments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/shipping/pick-list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The pick list of a load: every serialized component of its units, picked or not. */
    get: operations['getPickList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/shipping/pick-list/scan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Marks a scanned serial of a load as picked. */
    post: operations['scanPickListSerial'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Open loads of a plant (not shipped yet): approval, units finished, checked, picked and on the truck. */
    get: operations['listShippingStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/freight-book': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Freight booked per load between two ship dates: carrier, driver, quoted freight and what the carrier billed. */
    get: operations['listFreightBook'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/process': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units shipped between two dates with the date of each shipping step: finished, pre-ship QC, load approved, picked, loaded, shipped. */
    get: operations['listShippingProcess'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/shipping/preship-qc/unit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A unit looked up by VIN for its pre-ship QC: what it is, where it goes and its last check. */
    get: operations['getPreShipUnit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/shipping/preship-qc': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Saves a pre-ship QC check of a finished unit; passed when every checkpoint is OK. */
    post: operations['savePreShipQc'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/preship-qc': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Pre-ship QC checks of a plant between two dates. */
    get: operations['listPreShipQcChecks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Shipments between two dates by month, region and carrier: units, freight and transit days, for review. */
    get: operations['listShipmentReview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/shipping/loading-dock/loads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Loads to put on trucks: approved or loaded loads shipping from a week ago to a week ahead, with units scanned. */
    get: operations['listDockLoads'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/shipping/loading-dock/units': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The units of a load at the dock, with pre-ship QC result and whether each is on the truck. */
    get: operations['listDockLoadUnits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/shipping/loading-dock/scan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Scans a unit's VIN onto the truck of its load; the load becomes Loaded when its last unit is scanned. */
    post: operations['scanDockVin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/traktor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Drivers (tractors) that hauled the plant's loads between two ship dates, with their carrier and last trip. */
    get: operations['listTraktorDrivers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/left-yard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units that left the yard between two dates: VIN, load, carrier, driver and gate-out time. */
    get: operations['listLeftYard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/follow-up': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Shipments of a plant not yet confirmed delivered, oldest first, with dealer and carrier contacts and tracking. */
    get: operations['listShippingFollowUp'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/co-items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Open customer order lines of a plant (not completed) with their unit, job status and load. */
    get: operations['listCoItemsToShip'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/shipping/freight-gl': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Freight bills of a plant posted between two dates, by month, GL account, carrier and charge. */
    get: operations['listFreightGl'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/solidworks/rename': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rename a SolidWorks part, assembly or drawing file to the item number (and revision) it describes. */
    post: operations['renameSolidWorksFile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/solidworks/renames': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** SolidWorks files renamed in a plant, newest first. */
    get: operations['listSolidWorksRenames'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/spif/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Dealer salespeople enrolled in SPIF with claims, earned, paid and balance. */
    get: operations['listSpifUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/spif/payable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Salespeople with approved, unpaid SPIF claims: what is owed to each. */
    get: operations['listSpifPayable'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/spif/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** SPIF payments made in a period. */
    get: operations['listSpifPayments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/spif/claims': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** SPIF claims of a period with their status and payment. */
    get: operations['listSpifClaims'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/spif/claim-facts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** SPIF claims of a period (not rejected) by month, dealer and product line, for the overview pivot. */
    get: operations['listSpifClaimFacts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/spif/kpis': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** SPIF headline numbers of a plant: claims and amounts this year, pending and approved unpaid. */
    get: operations['getSpifKpis'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/spif/monthly': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** SPIF earned and paid per month over the last 12 months. */
    get: operations['listSpifMonthly'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/spif/top-salespeople': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The ten salespeople who earned the most SPIF in the last 12 months. */
    get: operations['listSpifTopSalespeople'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/spif/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The SPIF program of a plant: dates, amount per unit by product line and claim rules. */
    get: operations['getSpifSettings'];
    /** Save the SPIF program of a plant. */
    put: operations['updateSpifSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/spif/users/{id}/pay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pay every approved SPIF claim of one salesperson in one payment. */
    post: operations['paySpifUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/stock-dealers/dealers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Stock dealers with their lender, credit line, units and value in stock and the oldest unit. */
    get: operations['listStockDealers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/stock-dealers/shipments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units shipped to stock dealers in a period. */
    get: operations['listStockDealerShipments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/stock-dealers/stock-facts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units in stock dealers' stock by dealer, product line and age (for the pivot). */
    get: operations['listStockDealerStockFacts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/stock-dealers/units': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every unit on a stock dealer's lot with its invoice, days in stock and curtailment date. */
    get: operations['listStockDealerUnits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/stock-dealers/awaiting-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Floorplan invoices of stock units not fully paid, oldest due first. */
    get: operations['listStockDealerAwaitingPayment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/stock-dealers/mco-queue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Paid stock units whose MCO has not been sent yet. */
    get: operations['listStockDealerMcoQueue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/stock-dealers/sold': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Stock units sold to retail owners (registered) in a period with days on the lot. */
    get: operations['listStockDealerSold'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/stock-dealers/mco': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record that the MCO of a paid stock unit was sent to the dealer or the lender. */
    post: operations['sendStockDealerMco'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The frontend version the server expects and whether the portal is in maintenance. */
    get: operations['getSystemSettings'];
    /** Change the expected frontend version or switch maintenance on or off. */
    put: operations['updateSystemSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Users of a plant, optionally only the active ones. */
    get: operations['listUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a user ('User Created!'); a new user is active, not suspended, not super user, not a database user. */
    post: operations['createUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/{guid}/': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user's Guid. */
        guid: string;
      };
      cookie?: never;
    };
    /** One user. */
    get: operations['getUser'];
    /** Update a user ('User Updated!'); a Password in the body changes it; IsSuspended suspends at once. */
    put: operations['updateUser'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/dba_user/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create (IsDbaUser true) or drop (false) the user's PostgreSQL login role, named after the username.
     * @description The role is bound to the user by Guid when the portal creates it; only such a role is ever re-passworded or dropped, never a role the portal did not create nor the server's own (400). While it exists the username cannot change (updateUser answers 400). The password reaches the database only as a SCRAM-SHA-256 secret; a statement the database refuses is a 400 saying why.
     */
    post: operations['setDbaUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/login_logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A user's login attempts between two dates (Login History tab). */
    get: operations['listLoginLogs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/route_logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Pages a user opened between two dates (Portal Usage tab). */
    get: operations['listRouteLogs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/SelectStore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active users whose roles can be copied, as options (name and Guid). */
    get: operations['listUsersToCopy'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/routes/GetAllRoutesByUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The checkable role tree (areas, routes, action roles) with hasRole ticked where the user holds it. */
    get: operations['getRoleTreeByUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/roles/UpdateUserRoles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replace a user's ticked nodes ('Role assigned to User'); roles follow from the ticked nodes. */
    post: operations['updateUserRoles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/usergroups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** User groups of a plant. */
    get: operations['listUserGroups'];
    put?: never;
    /** Create a user group of a plant (Admin/Users/Groups); names are unique per plant regardless of case. */
    post: operations['createUserGroup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/usergroups/group/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The group's Id. */
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    /** Rename a user group; the plant stays. */
    put: operations['renameUserGroup'];
    post?: never;
    /** Delete a user group; its members leave it, the users stay. */
    delete: operations['deleteUserGroup'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/usergroups/group/{id}/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The users in a group, by last and first name. */
    get: operations['listGroupMembers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/usergroups/GetGroups/{guid}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The groups a user belongs to. */
    get: operations['getUserGroups'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/usergroups/insertusers/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Put a user in a group ('Group has been Asigned to user'). */
    post: operations['addUserToGroup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/usergroups/DeleteUsers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Take a user out of a group ('Group has been removed from user!'). */
    post: operations['removeUserFromGroup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/logs/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The portal's request log between two dates (Admin/Users/APILogs), optionally of one user; secrets arrive masked. */
    get: operations['listRequestLogs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plants/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The plants (2 NORSTAR U.S., 3 NORSTAR MX). */
    get: operations['listPlants'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * @description An ABC class of SPEC §9, computed by the server (server/handlers/shared/abcClass.ts) over all items of the plant: by inventory age (A sold and under 22 days, B 22–60, C over 60 to 85, D unsold or over 85) or by 12-month sales (rank percentile: A top 20 %, B 21–59 %, C 60–85 %, D 86 % and below or unsold).
     * @enum {string}
     */
    AbcClass: 'A' | 'B' | 'C' | 'D';
    /** @description Every error answer. No stack trace ever leaves the server. */
    Error: {
      /**
       * Format: int32
       * @description HTTP status code.
       */
      statusCode: number;
      /** @description HTTP reason phrase, e.g. Bad Request. */
      error: string;
      /** @description Human-readable message */
      message: string;
    };
    FieldError: {
      /** @description Name of the offending field (body property or parameter). */
      field: string;
      /** @description What is wrong with it */
      message: string;
    };
    ValidationError: components['schemas']['Error'] & {
      fieldErrors: components['schemas']['FieldError'][];
    };
    /**
     * Format: int32
     * @description The version of the record (or of a whole list) as it was loaded. A save sends it back; when the record has been saved since, the save is refused with 409 EditConflict naming who saved it and when. A save of a record that has a version must send it (400 naming Version otherwise).
     */
    RowVersion: number;
    EditConflictError: components['schemas']['ValidationError'] & {
      /** @description The newer version the save would have overwritten; absent when the 409 is a natural key already taken (fieldErrors names the field). */
      Conflict?: {
        /**
         * Format: int32
         * @description Its version; send it back to save over it ("save anyway").
         */
        Version: number;
        /**
         * Format: date-time
         * @description When it was saved (UTC).
         */
        UpdatedAt: string | null;
        /** @description Who saved it (first and last name). */
        UpdatedBy: string | null;
      };
    };
    OkResult: {
      ok: boolean;
      message?: string;
    };
    PolizaCompraRow: {
      /** Format: int32 */
      Id: number;
      EntryNo: string;
      PolizaType: string;
      /** Format: date */
      EntryDate: string;
      /** Format: date */
      Period: string;
      Concept: string;
      AccountNo: string;
      Account: string;
      Debit: number;
      Credit: number;
      Currency: string;
      /** Format: int32 */
      Receipts: number;
      /** Format: int32 */
      Vendors: number;
      Posted: boolean;
      /** Format: date-time */
      PostedAt: string | null;
    };
    PolizaPagoRow: {
      /** Format: int32 */
      Id: number;
      EntryNo: string;
      PolizaType: string;
      /** Format: date */
      EntryDate: string;
      /** Format: date */
      Period: string;
      Concept: string;
      AccountNo: string;
      Account: string;
      Debit: number;
      Credit: number;
      Currency: string;
      /** Format: int32 */
      Documents: number;
      Posted: boolean;
    };
    CfdiIssuedRow: {
      InvoiceNo: string;
      Serie: string;
      Folio: string;
      CfdiUuid: string;
      /** Format: date */
      IssuedDate: string;
      CustNo: string;
      Customer: string;
      Rfc: string;
      UsoCfdi: string;
      MetodoPago: string;
      FormaPago: string;
      Moneda: string;
      TipoCambio: number;
      Subtotal: number;
      Iva: number;
      Total: number;
      Paid: number;
      Balance: number;
      Estatus: string;
    };
    PaymentComplementRow: {
      ComplementUuid: string;
      /** Format: date */
      PaymentDate: string;
      InvoiceNo: string;
      InvoiceUuid: string;
      CustNo: string;
      Customer: string;
      Rfc: string;
      Moneda: string;
      TipoCambio: number;
      /** Format: int32 */
      Parcialidad: number;
      SaldoAnterior: number;
      ImportePagado: number;
      SaldoInsoluto: number;
      FormaPago: string;
      /** Format: int32 */
      DaysAfterDue: number;
    };
    CfdiCreditNoteRow: {
      CreditNoteUuid: string;
      /** Format: date */
      IssuedDate: string;
      CaseNo: string;
      Vin: string;
      CustNo: string;
      Customer: string;
      RelatedInvoiceNo: string | null;
      RelatedUuid: string | null;
      TipoRelacion: string;
      Concept: string;
      Moneda: string;
      Subtotal: number;
      Iva: number;
      Total: number;
      CaseStatus: string;
    };
    IvaRefundRow: {
      /** Format: date */
      Month: string;
      DomesticSales: number;
      ExportSales: number;
      IvaTrasladado: number;
      Purchases: number;
      IvaAcreditable: number;
      IvaPorPagar: number;
      SaldoAFavor: number;
      RefundStatus: string;
      RefundRequested: number;
      RefundReceived: number;
    };
    SatTrialBalanceRow: {
      AccountNo: string;
      Description: string;
      CodigoAgrupador: string;
      Naturaleza: string;
      AccountType: string;
      OpeningBalance: number;
      Debits: number;
      Credits: number;
      ClosingBalance: number;
      Currency: string;
    };
    GlPostingRow: {
      /** Format: int32 */
      Id: number;
      EntryNo: string;
      /** Format: date */
      EntryDate: string;
      /** Format: date */
      Period: string;
      Source: string;
      Description: string;
      AccountNo: string;
      Account: string;
      AccountType: string;
      Debit: number;
      Credit: number;
      Net: number;
      Posted: boolean;
      /** Format: date-time */
      PostedAt: string | null;
    };
    ApPostedSummaryRow: {
      Key: string;
      /** Format: date */
      Period: string;
      VendorNo: string;
      Vendor: string;
      Category: string;
      Currency: string;
      /** Format: int32 */
      PurchaseOrders: number;
      /** Format: int32 */
      Receipts: number;
      DocumentAmount: number;
      PostedAmount: number;
      /** Format: date */
      PaymentDate: string | null;
      Paid: boolean;
    };
    AccountsPayableRow: {
      /** Format: int32 */
      Id: number;
      VendorNo: string;
      Vendor: string;
      Terms: string;
      PONO: string;
      /** Format: int32 */
      PoLine: number;
      /** Format: date */
      ReceiptDate: string;
      PackingSlip: string | null;
      ItemNo: string;
      Description: string;
      Qty: number;
      UnitCost: number;
      Amount: number;
      Currency: string;
      /** Format: date */
      ScheduledPayment: string;
      /** Format: int32 */
      DaysUntilPayment: number;
    };
    InventoryValuationRow: {
      Key: string;
      Class: string;
      ClassDescription: string;
      GlAccount: string;
      ItemNo: string;
      Description: string;
      Source: string;
      Warehouse: string;
      Location: string;
      Qty: number;
      Uom: string;
      StdCost: number;
      ExtendedValue: number;
      /** Format: date */
      LastMove: string | null;
    };
    InvoiceFinancingRow: {
      InvoiceNo: string;
      /** Format: date */
      InvoiceDate: string;
      CustNo: string;
      Customer: string;
      Lender: string;
      CoNum: string | null;
      /** Format: int32 */
      Units: number;
      Total: number;
      Currency: string;
      Funded: boolean;
      /** Format: date */
      FundedDate: string | null;
      /** Format: int32 */
      DaysToFund: number | null;
      Outstanding: number;
      /** Format: int32 */
      DaysOutstanding: number;
    };
    InvSentFloorplanRow: {
      Key: string;
      /** Format: date */
      SentDate: string;
      Lender: string;
      CustNo: string;
      Customer: string;
      InvoiceNo: string;
      Vin: string | null;
      ItemNo: string;
      Description: string;
      Amount: number;
      Currency: string;
      McoStatus: string;
      /** Format: date */
      PaidDate: string | null;
    };
    UnitInvoicingRow: {
      Vin: string;
      /** Format: date */
      ShipDate: string;
      LoadNo: string | null;
      CoNum: string | null;
      CoLine: string | null;
      CustNo: string | null;
      Customer: string | null;
      ItemNo: string;
      ConfigCode: string | null;
      UnitPrice: number | null;
      InvoiceNo: string | null;
      /** Format: date */
      InvoiceDate: string | null;
      /**
       * Format: int32
       * @description Days from shipping to the invoice date.
       */
      DaysToInvoice: number | null;
      /**
       * @description Awaiting invoice (late) once the unit shipped more than three days ago without an invoice.
       * @enum {string}
       */
      Status: 'Invoiced' | 'Awaiting invoice' | 'Awaiting invoice (late)';
    };
    AccountingDashboardRow: {
      Sales: number;
      GrossProfit: number;
      GrossMarginPct: number;
      OperatingExpenses: number;
      NetIncome: number;
      Cash: number;
      AccountsReceivable: number;
      PastDue: number;
      AccountsPayable: number;
      Inventory: number;
      /** Format: int32 */
      UnpostedEntries: number;
      Currency: string;
    };
    MonthlyPnlRow: {
      /** Format: date */
      Month: string;
      MonthLabel: string;
      Sales: number;
      CostOfSales: number;
      GrossProfit: number;
      OperatingExpenses: number;
      NetIncome: number;
      GrossMarginPct: number;
      Cash: number;
    };
    BalanceSheetLine: {
      /** Format: int32 */
      Seq: number;
      Section: string;
      Line: string;
      AccountNo: string | null;
      LineType: string;
      Balance: number | null;
      PriorYearEnd: number | null;
      Change: number | null;
      ChangePct: number | null;
      SameMonthLastYear: number | null;
    };
    IncomeStatementLine: {
      /** Format: int32 */
      Seq: number;
      Section: string;
      Line: string;
      AccountNo: string | null;
      LineType: string;
      Month: number | null;
      MonthLastYear: number | null;
      MonthChange: number | null;
      YearToDate: number | null;
      PriorYearToDate: number | null;
      YtdChange: number | null;
      YtdChangePct: number | null;
      PctOfSales: number | null;
    };
    SalesRegionRow: {
      Key: string;
      Month: string;
      Region: string;
      Country: string;
      StateCode: string;
      /** Format: int32 */
      Invoices: number;
      Units: number;
      Sales: number;
    };
    AdminIqmsItemRow: {
      /** Format: int32 */
      ArinvtId: number;
      ItemNo: string;
      Description: string;
      Class: string;
      Source: string;
      UOM: string;
      StdCost: number;
      Price: number | null;
      Family: string | null;
      Serialized: boolean;
      Active: boolean;
      OnHand: number;
      /** Format: int32 */
      BomLines: number;
    };
    AdminDealerRow: {
      DealerNo: string;
      DealerName: string;
      City: string;
      State: string;
      Country: string;
      Region: string;
      Salesperson: string;
      CreditTerms: string;
      CreditLimit: number;
      Active: boolean;
      /** Format: int32 */
      PortalUsers: number;
      /** Format: int32 */
      SpifSalespeople: number;
      StockDealer: boolean;
      /** Format: date */
      LastOrderDate: string | null;
      /** Format: date */
      Since: string;
    };
    ArInvoiceLogRow: {
      InvoiceNo: string;
      /** Format: date */
      InvoiceDate: string;
      /** Format: date */
      DueDate: string;
      CustNo: string;
      Customer: string;
      CoNum: string | null;
      CustPo: string | null;
      Salesperson: string;
      Terms: string;
      Amount: number;
      Tax: number;
      Total: number;
      PaidAmount: number;
      Balance: number;
      /** Format: date */
      PaidDate: string | null;
      /** Format: int32 */
      DaysToPay: number | null;
      /** Format: int32 */
      DaysPastDue: number;
      Status: string;
      Currency: string;
      Floorplan: boolean;
    };
    ArCustomerAgingRow: {
      CustNo: string;
      Customer: string;
      Region: string;
      Salesperson: string;
      CreditTerms: string;
      Currency: string;
      CreditLimit: number;
      Current: number;
      Days1To30: number;
      Days31To60: number;
      Days61To90: number;
      Over90: number;
      OpenBalance: number;
      AvailableCredit: number;
      /** Format: int32 */
      OpenInvoices: number;
      /** Format: date */
      OldestDueDate: string | null;
      /** Format: date */
      LastPaymentDate: string | null;
    };
    ArWeeklyTrendRow: {
      Key: string;
      /** Format: date */
      Week: string;
      Region: string;
      Country: string;
      /** Format: int32 */
      Invoices: number;
      Invoiced: number;
      Collected: number;
      Currency: string;
    };
    ArInvoicedUnitRow: {
      Vin: string;
      InvoiceNo: string;
      /** Format: date */
      InvoiceDate: string;
      CustNo: string;
      Customer: string;
      CoLine: string | null;
      ItemNo: string;
      Description: string;
      Family: string | null;
      ConfigCode: string | null;
      /** Format: date */
      ShipDate: string | null;
      Amount: number;
      Currency: string;
      Paid: boolean;
      /** Format: date */
      PaidDate: string | null;
      /** Format: int32 */
      DaysOutstanding: number;
      Floorplan: boolean;
    };
    /** @description One synthetic job line; with cols < 20 only the first cols properties are present. */
    BenchRow: {
      /** Format: int32 */
      LineId?: number;
      JobNo?: string;
      Item?: string;
      Description?: string;
      Plant?: string;
      WorkCenter?: string;
      /** Format: int32 */
      Shift?: number;
      Status?: string;
      Customer?: string;
      Region?: string;
      /** Format: date */
      ShipDate?: string;
      Month?: string;
      /** Format: int32 */
      Qty?: number;
      UnitPrice?: number;
      Amount?: number;
      Cost?: number;
      Margin?: number;
      Weight?: number;
      Operator?: string;
      Late?: boolean;
    };
    /** @description A big report in columns: `columns` names the fields in order, `data[i]` holds every row's value of `columns[i]`, so row r is { columns[i]: data[i][r] }. Field names are sent once instead of once per row. */
    ColumnarReport: {
      columns: string[];
      /** Format: int32 */
      rowCount: number;
      data: (string | number | boolean | null)[][];
    };
    WarrantyCase: {
      /** Format: int32 */
      Id: number;
      CaseNo: string;
      VIN: string;
      Dealer: string | null;
      /** Format: date */
      OpenedDate: string;
      Category: string;
      Description: string;
      /** @enum {string} */
      Status: 'Submitted' | 'In Review' | 'Approved' | 'Denied' | 'Closed';
      ClaimAmount: number;
      ApprovedAmount: number | null;
      /** Format: date */
      ClosedDate?: string | null;
      SubmittedBy: string;
      /** Format: int32 */
      RegistrationId: number | null;
      /** Format: int32 */
      EplantId: number;
    };
    WarrantyRegistration: {
      /** Format: int32 */
      Id: number;
      VIN: string;
      PartNo: string | null;
      ConfigCode?: string | null;
      Dealer: string | null;
      FirstName: string;
      LastName: string;
      Email: string | null;
      Phone: string | null;
      Address: string;
      City: string;
      State: string;
      Zip: string;
      /** Format: date */
      PurchaseDate: string;
      /** Format: date */
      RegistrationDate: string;
      Cases: components['schemas']['WarrantyCase'][];
    };
    TestimonialFilter: {
      /** Format: int32 */
      plant?: number | null;
      /**
       * Format: date
       * @description First registration date.
       */
      from?: string | null;
      /**
       * Format: date
       * @description Last registration date.
       */
      to?: string | null;
      VIN?: string | null;
      /** @description Dealer name contains. */
      Dealername?: string | null;
      Published?: boolean | null;
    };
    /** @description SPEC §3 Testimonial fields plus the customer's words. */
    TestimonialInput: {
      VIN: string;
      Dealername: string;
      Address: string;
      Zip: string;
      City: string;
      State: string;
      /** Format: date */
      RegistrationDate: string;
      /** Format: date */
      Purchasedate: string;
      FirstName: string;
      LastName: string;
      /** Format: email */
      email?: string | null;
      Phone?: string | null;
      /** Format: int32 */
      Rating: number;
      Comment: string;
      /** @default false */
      Published: boolean;
      /** Format: int32 */
      EplantId: number;
    };
    Testimonial: {
      /** Format: int32 */
      ID: number;
      VIN: string;
      Dealername: string;
      Address: string;
      Zip: string;
      City: string;
      State: string;
      /** Format: date */
      RegistrationDate: string;
      /** Format: date */
      Purchasedate: string;
      FirstName: string;
      LastName: string;
      email: string | null;
      Phone: string | null;
      /** Format: int32 */
      Rating: number;
      Comment: string;
      Published: boolean;
      /** Format: int32 */
      EplantId: number;
    };
    ManualRequestFilter: {
      /** Format: int32 */
      plant?: number | null;
      /** Format: date */
      from?: string | null;
      /** Format: date */
      to?: string | null;
      /** @enum {string|null} */
      Status?: 'Requested' | 'Shipped' | null;
      VIN?: string | null;
    };
    ManualRequest: {
      /** Format: int32 */
      Id: number;
      RequestNo: string;
      VIN: string | null;
      PartNo: string | null;
      ManualType: string;
      FirstName: string;
      LastName: string;
      Email: string | null;
      Phone: string | null;
      Address: string;
      City: string;
      State: string;
      Zip: string;
      /** @enum {string} */
      Country: 'US' | 'CA' | 'MX';
      /** Format: date */
      RequestDate: string;
      /** @enum {string} */
      Status: 'Requested' | 'Shipped';
      TrackingNumber: string | null;
      /** Format: date */
      ShippedDate: string | null;
      /** Format: int32 */
      EplantId: number;
    };
    CsServiceRequestRow: {
      CaseNo: string;
      /** Format: date */
      OpenedDate: string;
      VIN: string;
      ItemNo: string | null;
      DealerNo: string | null;
      DealerName: string | null;
      Category: string;
      Description: string;
      Status: string;
      ClaimAmount: number;
      ApprovedAmount: number | null;
      /** Format: int32 */
      DaysOpen: number;
      SubmittedBy: string;
    };
    CsWarrantyRegistrationRow: {
      /** Format: int32 */
      RegistrationId: number;
      /** Format: date */
      RegistrationDate: string;
      /** Format: date */
      PurchaseDate: string;
      VIN: string;
      ItemNo: string | null;
      ProductLine: string;
      OwnerName: string;
      City: string;
      State: string;
      DealerNo: string | null;
      DealerName: string | null;
      /** Format: int32 */
      DaysToRegister: number;
      OnTime: boolean;
      /** Format: date */
      CoverageEnds: string;
      /** Format: int32 */
      Cases: number;
    };
    CsVinEventRow: {
      /** Format: date */
      EventDate: string | null;
      Event: string;
      Reference: string;
      Detail: string | null;
      Party: string | null;
      Amount: number | null;
      VIN: string;
    };
    CsWarrantyKpis: {
      /** Format: int32 */
      OpenCases: number;
      ClaimAmount12Months: number;
      ApprovedAmount12Months: number;
      ApprovalRatePct: number;
      AvgDaysToClose: number;
      /** Format: int32 */
      Registrations12Months: number;
    };
    CsWarrantyMonthRow: {
      Month: string;
      /** Format: int32 */
      Opened: number;
      /** Format: int32 */
      Closed: number;
      ClaimAmount: number;
      ApprovedAmount: number;
    };
    CsWarrantyCategoryRow: {
      Category: string;
      /** Format: int32 */
      Cases: number;
      /** Format: int32 */
      OpenCases: number;
      ClaimAmount: number;
      ApprovedAmount: number;
      AvgDaysOpen: number;
    };
    CsInforPartRow: {
      ItemNo: string;
      Description: string;
      Class: string;
      ClassDescription: string;
      UOM: string;
      OnHand: number;
      StdCost: number;
      Price: number | null;
      MarginPct: number | null;
      /** Format: int32 */
      UsedIn: number;
    };
    PortalDocumentRow: {
      /** Format: int32 */
      Id: number;
      Title: string;
      Category: string;
      FileName: string;
      Version: string;
      /** Format: date */
      PublishedDate: string;
      PostedBy: string;
      /** Format: int32 */
      Views: number;
      /** Format: int32 */
      AgeDays: number;
    };
    CsAssistantTopicRow: {
      Topic: string;
      /** Format: int32 */
      Cases12Months: number;
      ApprovedPct: number;
      AvgApproved: number;
      SuggestedDocument: string;
    };
    WarrantyCaseInput: {
      /** VIN */
      VIN: string;
      /**
       * Category
       * @enum {string}
       */
      Category:
        'Brakes' | 'Paint' | 'Structural' | 'Tires' | 'Electrical' | 'Axle / Hub' | 'Hydraulics' | 'Lighting' | 'Other';
      /** What failed */
      Description: string;
      /** Claim amount (USD) */
      ClaimAmount: number;
      /** Submitted by (dealer contact) */
      SubmittedBy: string;
      /**
       * Photo of the failure
       * @description The photo of the failure as a JPEG data URL (data:image/jpeg;base64,...), at most about 3 MB of JPEG.
       */
      Photo?: string;
    };
    WarrantyCaseCreated: {
      /** Format: int32 */
      Id: number;
      CaseNo: string;
      VIN: string;
      /** Format: date */
      OpenedDate: string;
      Status: string;
      Category: string;
      ClaimAmount: number;
    };
    AssistantQuestion: {
      Question: string;
    };
    AssistantAnswer: {
      Answer: string;
      Sources: {
        Kind: string;
        Title: string;
        Reference: string;
      }[];
    };
    HomeKpiRow: {
      /** Format: int32 */
      EplantId: number;
      Plant: string;
      /** Format: int32 */
      UnitsFinishedWeek: number;
      /** Format: int32 */
      UnitsFinishedMonth: number;
      /** Format: int32 */
      OpenOrderLines: number;
      OpenOrderValue: number;
      /** Format: int32 */
      LatePoLines: number;
      /** Format: int32 */
      PaintQcChecksWeek: number;
      /** Format: date */
      AttendanceDate: string | null;
      /** Format: int32 */
      Present: number;
      /** Format: int32 */
      Scheduled: number;
      AttendancePct: number;
    };
    HomeWeeklyOutputRow: {
      /** Format: date */
      Week: string;
      /** Format: int32 */
      Trailers: number;
      /** Format: int32 */
      Beds: number;
      /** Format: int32 */
      Total: number;
    };
    DealerInvoiceRow: {
      InvoiceNo: string;
      /** Format: date */
      InvoiceDate: string;
      /** Format: date */
      DueDate: string;
      DealerNo: string;
      DealerName: string;
      CoNum: string | null;
      /** Format: int32 */
      Units: number;
      Total: number;
      PaidAmount: number;
      Balance: number;
      Currency: string;
      FileName: string;
    };
    NewDealerQuote: {
      /** Dealer number (a dealer user's own when left out) */
      DealerNo?: string | null;
      /** Retail customer */
      CustomerName: string;
      /** Model */
      ItemNo: string;
      /** Configuration code */
      ConfigCode?: string | null;
      /**
       * Units
       * Format: int32
       */
      Qty: number;
      /** Unit price */
      UnitPrice: number;
    };
    DealerQuoteResult: {
      QuoteNo: string;
      DealerNo: string;
      DealerName: string;
      Status: string;
      Total: number;
      /** Format: date */
      ExpiresDate: string;
      CoNum: string | null;
    };
    NewDealerUser: {
      /** Dealer number */
      DealerNo: string;
      /** Username */
      Username: string;
      /** First name */
      FirstName: string;
      /** Last name */
      LastName: string;
      /**
       * Email
       * Format: email
       */
      Email: string;
      /**
       * Role
       * @enum {string}
       */
      Role: 'Owner' | 'Sales' | 'Office';
      /** Password */
      Password: string;
    };
    CreatedDealerUser: {
      /** Format: int32 */
      Id: number;
      Username: string;
      FullName: string;
      Role: string;
      DealerNo: string;
      DealerName: string;
    };
    DealerPortalUserRow: {
      /** Format: int32 */
      Id: number;
      Username: string;
      FullName: string;
      Email: string;
      Role: string;
      DealerNo: string;
      DealerName: string;
      Active: boolean;
      /** Format: date */
      CreatedDate: string;
      /** Format: date-time */
      LastLogin: string | null;
      /** Format: int32 */
      Logins30Days: number;
    };
    DealerPortalUserLogRow: {
      /** Format: int32 */
      Id: number;
      /** Format: date-time */
      LoggedAt: string;
      Username: string;
      FullName: string;
      DealerNo: string;
      DealerName: string;
      Action: string;
      Detail: string | null;
      IpAddress: string;
    };
    DealerPortalWebQuoteRow: {
      QuoteNo: string;
      /** Format: date-time */
      CreatedAt: string;
      CustomerName: string;
      Email: string;
      Phone: string | null;
      City: string;
      State: string;
      ItemNo: string;
      ConfigCode: string | null;
      /** Format: int32 */
      Qty: number;
      ListValue: number;
      Status: string;
      DealerNo: string | null;
      DealerName: string | null;
      Comments: string | null;
    };
    DealerPortalOpenWebQuoteRow: {
      QuoteNo: string;
      /** Format: date-time */
      CreatedAt: string;
      CustomerName: string;
      City: string;
      State: string;
      ItemNo: string;
      ConfigCode: string | null;
      /** Format: int32 */
      Qty: number;
      ListPrice: number;
      Status: string;
      SuggestedDealerNo: string | null;
      SuggestedDealerName: string | null;
      /** Format: int32 */
      DaysOpen: number;
    };
    DealerPortalDealerQuoteRow: {
      QuoteNo: string;
      /** Format: date */
      QuoteDate: string;
      DealerNo: string;
      DealerName: string;
      CustomerName: string;
      ItemNo: string;
      ConfigCode: string | null;
      /** Format: int32 */
      Qty: number;
      Total: number;
      /** Format: date */
      ExpiresDate: string;
      CreatedBy: string | null;
      WebQuoteNo: string | null;
      ListPrice: number;
      UnitPrice: number;
      DiscountPct: number | null;
      Status: string;
    };
    DealerPortalPlacedQuoteRow: {
      QuoteNo: string;
      /** Format: date */
      QuoteDate: string;
      DealerNo: string;
      DealerName: string;
      CustomerName: string;
      ItemNo: string;
      ConfigCode: string | null;
      /** Format: int32 */
      Qty: number;
      Total: number;
      /** Format: date */
      PlacedDate: string;
      CoNum: string;
      OrderStatus: string;
      /** Format: int32 */
      DaysToPlace: number;
      InvoicedAmount: number;
    };
    DealerPortalClosedQuoteRow: {
      QuoteNo: string;
      /** Format: date */
      QuoteDate: string;
      DealerNo: string;
      DealerName: string;
      CustomerName: string;
      ItemNo: string;
      ConfigCode: string | null;
      /** Format: int32 */
      Qty: number;
      Total: number;
      /** Format: date */
      ExpiresDate: string;
      Status: string;
      DiscountPct: number | null;
      ProductLine: string;
    };
    DealerPortalWebQuoteFactRow: {
      QuoteNo: string;
      Month: string;
      State: string;
      ProductLine: string;
      Status: string;
      /** Format: int32 */
      Quotes: number;
      ListValue: number;
    };
    DealerPortalPlacedByDealerRow: {
      DealerNo: string;
      DealerName: string;
      State: string;
      /** Format: int32 */
      Quotes: number;
      /** Format: int32 */
      Placed: number;
      /** Format: int32 */
      Units: number;
      PlacedValue: number;
      PlacedPct: number;
      AvgDaysToPlace: number | null;
      /** Format: date */
      LastPlaced: string | null;
    };
    DealerPortalOnlineLoadRow: {
      LoadNo: string;
      /** Format: date-time */
      SubmittedAt: string;
      /** Format: date */
      ShipDate: string | null;
      Status: string;
      DealerNo: string;
      DealerName: string;
      City: string;
      State: string;
      /** Format: int32 */
      Units: number;
      OrderValue: number;
      SalesApproved: boolean;
      ApprovedBy: string | null;
      Carrier: string | null;
    };
    DealerPortalLoadHistoryRow: {
      LoadNo: string;
      /** Format: date */
      SubmittedDate: string;
      /** Format: date */
      ShipDate: string | null;
      /** Format: date */
      DeliveredDate: string | null;
      DealerNo: string;
      DealerName: string;
      /** Format: int32 */
      Units: number;
      /** Format: int32 */
      DaysToShip: number | null;
      /** Format: int32 */
      DaysInTransit: number | null;
      Carrier: string | null;
      Freight: number | null;
    };
    DealerPortalLoad: {
      LoadNo: string;
      Status: string;
      /** Format: date-time */
      SubmittedAt: string;
      /** Format: date */
      ShipDate: string | null;
      DealerNo: string;
      DealerName: string;
      Destination: string;
      Carrier: string | null;
      Driver: string | null;
      SubmittedOnline: boolean;
      SalesApproved: boolean;
      ApprovedBy: string | null;
      /** Format: int32 */
      Units: number;
      Freight: number | null;
    };
    DealerPortalLoadUnitRow: {
      /** Format: int32 */
      Position: number;
      VIN: string | null;
      ItemNo: string | null;
      ConfigCode: string | null;
      CoNum: string | null;
      CoLine: string | null;
      UnitPrice: number | null;
      BuildStatus: string | null;
      /** Format: date */
      DueDate: string | null;
    };
    DealerPortalSettings: {
      /** Format: int32 */
      QuoteValidDays: number;
      /** Format: int32 */
      WebQuoteRadiusMiles: number;
      /** Format: int32 */
      MinUnitsPerLoad: number;
      /** Format: int32 */
      MaxUnitsPerLoad: number;
      AllowOnlineLoads: boolean;
      RequireSalesApproval: boolean;
      SupportEmail: string;
    };
    DealerPortalNotifications: {
      NotifyWebQuote: boolean;
      NotifyLoadSubmitted: boolean;
      NotifyDocumentPosted: boolean;
      /** Format: int32 */
      DigestHour: number;
      ReplyToEmail: string;
      BannerMessage: string | null;
    };
    ConvertWebQuoteInput: {
      /** Dealer number */
      DealerNo: string;
      /** Unit price */
      UnitPrice: number;
    };
    ConvertedDealerQuote: {
      QuoteNo: string;
      /** Format: date */
      QuoteDate: string;
      /** Format: date */
      ExpiresDate: string;
      Total: number;
      Status: string;
      DealerNo: string;
      DealerName: string;
    };
    NewDealerLoad: {
      /** Dealer number */
      DealerNo: string;
      /**
       * Requested ship date
       * Format: date
       */
      RequestedShipDate: string;
      /**
       * Units on the load
       * Format: int32
       */
      MaxUnits: number;
      /** Driver (dealer pickup) */
      DriverName?: string | null;
    };
    CreatedDealerLoad: {
      LoadNo: string;
      DealerNo: string;
      DealerName: string;
      /** Format: int32 */
      Units: number;
      /** Format: date */
      ShipDate: string;
      Status: string;
    };
    DeveloperRouteRow: {
      /** Format: int32 */
      NodeId: number;
      Area: string;
      Label: string;
      RoutePath: string;
      /** @description Role names of the node */
      Roles: string;
      Icon?: string;
      /**
       * Format: int32
       * @description Active users who hold the route node or one of its roles
       */
      UsersWithAccess: number;
      /** Format: int32 */
      Visits30Days: number;
      /** Format: date-time */
      LastVisit: string | null;
    };
    ApiAuditRow: {
      /** Format: int32 */
      Id: number;
      /** Format: date-time */
      Date: string;
      Method: string;
      Url: string;
      OperationId: string | null;
      /** Format: int32 */
      Status: number;
      User: string | null;
      ActingUser: string | null;
      Ip: string | null;
      /** Format: int32 */
      Ms: number;
    };
    ValidationFindingRow: {
      Check: string;
      /** @enum {string} */
      Severity: 'Error' | 'Warning';
      Entity: string;
      RecordKey: string;
      Detail: string;
      /** Format: date */
      RecordDate: string | null;
    };
    VinDetail: {
      VIN: string;
      WorkorderNumber: string;
      PartNo: string;
      /** @description The unit item's description. */
      Descrip?: string | null;
      ConfigCode: string;
      Family: string;
      /** @enum {string} */
      ProductType: 'trailer' | 'bed';
      /** @description Job status: Planned, Released, InProcess, Finished, Shipped or Cancelled. */
      Status: string;
      /** Format: date */
      CreatedDate: string;
      /** Format: date */
      StartDate?: string | null;
      /** Format: date */
      DueDate: string;
      /** Format: date */
      FinishDate?: string | null;
      /** Format: date */
      ShipDate?: string | null;
      /** @description Final (finish) work center. */
      WorkCenter?: string | null;
      CoNum?: string | null;
      /** @description Order line key '<CO number>-<line>'. */
      CoLine?: string | null;
      CustNo?: string | null;
      Dealer?: string | null;
      LoadNo?: string | null;
      /** Format: int32 */
      EplantId?: number;
      Serials: components['schemas']['UnitSerialRow'][];
      PaintReadings: components['schemas']['VinPaintReadingRow'][];
      Operations: components['schemas']['VinOperationRow'][];
    };
    UnitSerialRow: {
      /** @description Front Axle, Middle Axle, Rear Axle or Power Unit. */
      SerialType: string;
      SerialNo: string;
      ItemNo?: string | null;
      Descrip?: string | null;
      /** Format: date-time */
      InstalledAt?: string | null;
    };
    VinPaintReadingRow: {
      /**
       * Format: date
       * @description Day of the paint check.
       */
      DateInput: string;
      Front: number;
      DriveSide: number;
      Rear: number;
      PassengerSide: number;
      /** @description Fifth reading of trailers. */
      IBeamGooseNeck?: number | null;
      /** @description Fifth reading of beds. */
      Floor?: number | null;
      Mm6: number;
      /** @description Seventh reading (beds only). */
      Mm7?: number | null;
      Inspector?: string | null;
      Comments?: string | null;
    };
    VinOperationRow: {
      /** Format: int32 */
      Seq: number;
      WorkCenter: string;
      Operation: string;
      StdHours: number;
      LaborHours?: number | null;
      Employee?: string | null;
      ScrapCost?: number;
      Status: string;
      /** Format: date-time */
      StartedAt?: string | null;
      /** Format: date-time */
      CompletedAt?: string | null;
    };
    ConfigCodeVins: {
      ConfigCode: string;
      /** @description The part numbers built with this configuration */
      PartNos: string;
      Family: string;
      /**
       * Format: int32
       * @description Units finished or shipped.
       */
      UnitsBuilt: number;
      /**
       * Format: int32
       * @description Units planned
       */
      UnitsInProcess: number;
      /** Format: date */
      FirstFinished?: string | null;
      /** Format: date */
      LastFinished?: string | null;
      Vins: components['schemas']['ConfigCodeVinRow'][];
    };
    ConfigCodeVinRow: {
      VIN: string;
      WorkorderNumber: string;
      PartNo: string;
      Status: string;
      /** Format: date */
      CreatedDate: string;
      /** Format: date */
      DueDate: string;
      /** Format: date */
      FinishDate?: string | null;
      /** Format: date */
      ShipDate?: string | null;
      CoLine?: string | null;
      Dealer?: string | null;
    };
    ItemDetail: {
      /** Format: int32 */
      ARINVT_ID: number;
      ItemNo: string;
      Descrip: string;
      Descrip2?: string | null;
      Class: string;
      ClassDescrip?: string;
      /**
       * @description M manufactured, P purchased, T tooling.
       * @enum {string}
       */
      Source: 'M' | 'P' | 'T';
      UOM: string;
      StdCost: number;
      Price?: number | null;
      Family?: string | null;
      WeightLb?: number | null;
      IsSerialized?: boolean;
      Active?: boolean;
      /** @description Total on hand over all locations. */
      OnHandQty: number;
      /** Format: int32 */
      EplantId?: number;
      OnHand: components['schemas']['ItemOnHandRow'][];
      BomChildren: components['schemas']['ItemBomChildRow'][];
      OpenPoLines: components['schemas']['ItemOpenPoLineRow'][];
    };
    ItemOnHandRow: {
      Location: string;
      Warehouse: string;
      Description?: string;
      LotNo?: string | null;
      Qty: number;
      /** @description Qty times the item's standard cost. */
      Value?: number;
      /** Format: date-time */
      LastMoveAt?: string | null;
    };
    ItemBomChildRow: {
      /** Format: int32 */
      Seq: number;
      ItemNo: string;
      Descrip: string;
      Class?: string;
      Source: string;
      UOM: string;
      /** @description Quantity per parent. */
      Qty: number;
      StdCost: number;
      /** @description Qty times StdCost. */
      ExtCost: number;
    };
    ItemOpenPoLineRow: {
      PONO: string;
      /** Format: int32 */
      PO_DETAIL_ID?: number;
      /** Format: date */
      PODate: string;
      Vendor: string;
      Buyer?: string | null;
      Qty: number;
      LeftToRecv: number;
      /**
       * Format: date
       * @description Earliest promise date with quantity left.
       */
      PromiseDate?: string | null;
      UnitCost: number;
    };
    CustomerOrderDetail: {
      CoNum: string;
      CustNo: string;
      Customer: string;
      CustPO?: string | null;
      /** Format: date */
      OrderDate: string;
      /**
       * @description SPEC §4: O Ordered, C Completed, F Filled, P Planned.
       * @enum {string}
       */
      Status: 'O' | 'C' | 'F' | 'P';
      Salesperson: string;
      Currency: string;
      /** Format: int32 */
      LineCount: number;
      OrderTotal: number;
      InvoicedTotal: number;
      /** Format: int32 */
      EplantId?: number;
      Lines: components['schemas']['CustomerOrderDetailLineRow'][];
      Invoices: components['schemas']['CustomerOrderDetailInvoiceRow'][];
    };
    CustomerOrderDetailLineRow: {
      /** @description '<CO number>-<line>', the customerOrderLine drill value. */
      CoLine: string;
      /** Format: int32 */
      Line: number;
      ItemNo: string;
      Descrip?: string | null;
      ConfigCode?: string | null;
      Qty: number;
      UnitPrice: number;
      ExtPrice: number;
      Status: string;
      /** Format: date */
      DueDate: string;
      VIN?: string | null;
      WorkorderNumber?: string | null;
    };
    CustomerOrderDetailInvoiceRow: {
      InvoiceNo: string;
      /** Format: date */
      InvoiceDate: string;
      /** Format: date */
      DueDate?: string;
      Total: number;
      PaidAmount: number;
      Balance: number;
    };
    CustomerOrderLineDetail: {
      CoLine: string;
      CoNum: string;
      /** Format: int32 */
      Line: number;
      CustNo: string;
      Customer: string;
      ItemNo: string;
      Descrip?: string | null;
      ConfigCode?: string | null;
      Qty: number;
      UnitPrice: number;
      ExtPrice: number;
      Currency?: string;
      Status: string;
      /** Format: date */
      DueDate: string;
      VIN?: string | null;
      WorkorderNumber?: string | null;
      JobStatus?: string | null;
      /** Format: int32 */
      EplantId?: number;
      Loads: components['schemas']['CustomerOrderLineLoadRow'][];
      Invoices: components['schemas']['CustomerOrderLineInvoiceRow'][];
    };
    CustomerOrderLineLoadRow: {
      LoadNo: string;
      /** Format: date */
      ShipDate?: string | null;
      Status: string;
      Carrier?: string | null;
      /** Format: int32 */
      Position: number;
      SalesApproved?: boolean;
    };
    CustomerOrderLineInvoiceRow: {
      InvoiceNo: string;
      /** Format: date */
      InvoiceDate: string;
      Qty: number;
      UnitPrice: number;
      Amount: number;
      VIN?: string | null;
    };
    CustomerDetail: {
      CustNo: string;
      Name: string;
      IsDealer: boolean;
      Address: string;
      City: string;
      StateCode: string;
      Country: string;
      Zip: string;
      Phone?: string | null;
      Email?: string | null;
      Region: string;
      Salesperson: string;
      CreditTerms: string;
      CreditLimit: number;
      Currency: string;
      /** Format: date */
      SinceDate?: string;
      Active?: boolean;
      /** @description Invoice totals not yet paid. */
      OpenBalance: number;
      /** Format: int32 */
      EplantId?: number;
      OpenOrders: components['schemas']['CustomerOpenOrderRow'][];
      Invoices: components['schemas']['CustomerInvoiceRow'][];
      Loads: components['schemas']['CustomerLoadRow'][];
    };
    CustomerOpenOrderRow: {
      CoNum: string;
      /** Format: date */
      OrderDate: string;
      Status: string;
      CustPO?: string | null;
      /** Format: int32 */
      Lines: number;
      Total: number;
      /**
       * Format: date
       * @description Earliest due date of a line not completed.
       */
      NextDue?: string | null;
    };
    CustomerInvoiceRow: {
      InvoiceNo: string;
      CoNum?: string | null;
      /** Format: date */
      InvoiceDate: string;
      /** Format: date */
      DueDate: string;
      Total: number;
      PaidAmount: number;
      Balance: number;
      Currency?: string;
    };
    CustomerLoadRow: {
      LoadNo: string;
      /** Format: date */
      ShipDate?: string | null;
      Status: string;
      Carrier?: string | null;
      /** Format: int32 */
      Units: number;
      SalesApproved: boolean;
    };
    InvoiceDetail: {
      InvoiceNo: string;
      CustNo: string;
      Customer: string;
      CoNum?: string | null;
      /** Format: date */
      InvoiceDate: string;
      /** Format: date */
      DueDate: string;
      /** @description Before tax. */
      Amount: number;
      Tax: number;
      Total: number;
      PaidAmount: number;
      Balance: number;
      /** Format: date */
      PaidDate?: string | null;
      Currency: string;
      ExchangeRate?: number;
      /** @description Mexican CFDI folio fiscal (plant 3). */
      CfdiUuid?: string | null;
      SentToFloorplan?: boolean;
      /** Format: int32 */
      EplantId?: number;
      Lines: components['schemas']['InvoiceDetailLineRow'][];
    };
    InvoiceDetailLineRow: {
      CoLine?: string | null;
      ItemNo: string;
      Descrip?: string;
      VIN?: string | null;
      Qty: number;
      UnitPrice: number;
      Amount: number;
    };
    LoadDetail: {
      LoadNo: string;
      DealerNo: string;
      Dealer: string;
      Carrier?: string | null;
      /** Format: date */
      ShipDate?: string | null;
      /** @description Draft, Submitted, Approved, Loaded, Shipped or Delivered. */
      Status: string;
      SubmittedOnline: boolean;
      SalesApproved: boolean;
      SalesApprovedBy?: string | null;
      /** Format: date-time */
      SalesApprovedAt?: string | null;
      DriverName?: string | null;
      FreightCost?: number | null;
      ShipmentNo?: string | null;
      BolNumber?: string | null;
      /** Format: int32 */
      UnitCount: number;
      /** Format: int32 */
      EplantId?: number;
      Units: components['schemas']['LoadUnitRow'][];
    };
    LoadUnitRow: {
      /** Format: int32 */
      Position: number;
      VIN?: string | null;
      CoLine?: string | null;
      ItemNo?: string | null;
      Descrip?: string | null;
      ConfigCode?: string | null;
      WorkorderNumber?: string | null;
      JobStatus?: string | null;
      UnitPrice?: number | null;
    };
    SerialDetail: {
      SerialNo: string;
      SerialType: string;
      ItemNo?: string | null;
      Descrip?: string | null;
      /** Format: date-time */
      InstalledAt?: string | null;
      /** @description The unit the serial is installed on. */
      VIN: string | null;
      WorkorderNumber: string;
      PartNo: string;
      ConfigCode?: string;
      JobStatus: string;
      /** Format: date */
      FinishDate?: string | null;
      Dealer?: string | null;
      /** Format: int32 */
      EplantId?: number;
      /** @description The unit's other serialized components. */
      OtherSerials: components['schemas']['UnitSerialRow'][];
    };
    JobCostVarianceRow: {
      WorkOrder: string;
      Vin: string | null;
      ItemNo: string;
      ConfigCode: string;
      Family: string;
      /** Format: date */
      FinishDate: string;
      StdHours: number;
      ActualHours: number;
      LaborVariance: number;
      ScrapCost: number;
      StdCost: number;
      ActualCost: number;
      Variance: number;
      VariancePct: number | null;
    };
    ExecutiveWorkforceRow: {
      /** Format: int32 */
      ActiveEmployees: number;
      /** Format: int32 */
      Hires: number;
      /** Format: int32 */
      Terminations: number;
      TurnoverPct: number;
      AttendancePct: number | null;
      OvertimeHours: number;
      PayrollCost: number;
      Currency: string;
    };
    WorkforceMonthRow: {
      /** Format: date */
      Month: string;
      MonthLabel: string;
      /** Format: int32 */
      Headcount: number;
      /** Format: int32 */
      Hires: number;
      /** Format: int32 */
      Terminations: number;
      AttendancePct: number | null;
      OvertimeHours: number;
    };
    ExecutiveQualityRow: {
      /** Format: int32 */
      PaintChecks: number;
      AvgMils: number | null;
      OutOfSpecPct: number | null;
      /** Format: int32 */
      UnitsFinished: number;
      /** Format: int32 */
      WarrantyCases: number;
      ClaimsPer100Units: number | null;
      Claimed: number;
      Approved: number;
    };
    QualityFamilyRow: {
      Family: string;
      /** Format: int32 */
      UnitsFinished: number;
      /** Format: int32 */
      PaintChecks: number;
      AvgMils: number | null;
      /** Format: int32 */
      OutOfSpec: number;
      /** Format: int32 */
      WarrantyCases: number;
      Claimed: number;
      Approved: number;
    };
    ExecutiveLaborRow: {
      ActualHours: number;
      StdHours: number;
      EfficiencyPct: number | null;
      LaborCost: number;
      /** Format: int32 */
      UnitsFinished: number;
      HoursPerUnit: number | null;
      OvertimeHours: number;
      ScrapCost: number;
    };
    LaborResourceGroupRow: {
      ResourceGroup: string;
      /** Format: int32 */
      Operations: number;
      ActualHours: number;
      StdHours: number;
      EfficiencyPct: number | null;
      LaborCost: number;
      ScrapCost: number;
    };
    SalesVsProducedRow: {
      /** Format: date */
      Week: string;
      WeekLabel: string;
      /** Format: int32 */
      UnitsOrdered: number;
      /** Format: int32 */
      UnitsProduced: number;
      /** Format: int32 */
      UnitsShipped: number;
      /** Format: int32 */
      CumulativeGap: number;
    };
    ExecutiveFinancialsRow: {
      Sales: number;
      PriorSales: number;
      SalesGrowthPct: number | null;
      GrossMarginPct: number | null;
      NetIncome: number;
      NetMarginPct: number | null;
      Cash: number;
      AccountsReceivable: number;
      DaysSalesOutstanding: number | null;
      Inventory: number;
      Currency: string;
    };
    ExecutiveInventoryRow: {
      RawMaterialValue: number;
      WipValue: number;
      FinishedGoodsValue: number;
      TotalValue: number;
      /** Format: int32 */
      FinishedUnits: number;
      /** Format: int32 */
      AgedUnits: number;
      AgedValue: number;
      Currency: string;
    };
    FinishedUnitAgingRow: {
      Vin: string;
      WorkOrder: string;
      ItemNo: string;
      Family: string;
      ConfigCode: string;
      /** Format: date */
      FinishDate: string;
      /** Format: int32 */
      DaysInStock: number;
      AgeBucket: string;
      StdCost: number;
      CoLine: string | null;
      Customer: string | null;
    };
    InventoryClassRow: {
      /** @description ABC class on inventory age (SPEC §9) of the row's items; each class and warehouse has a row per ABC class. */
      AbcAge: components['schemas']['AbcClass'];
      Key: string;
      Class: string;
      ClassDescription: string;
      Warehouse: string;
      /** Format: int32 */
      Items: number;
      Qty: number;
      Value: number;
    };
    /** @description A past-due invoice. */
    PastDueRow: {
      InvoiceNo: string;
      Customer: string;
      CustNo: string;
      CoNum: string | null;
      Salesperson: string;
      /** Format: date */
      InvoiceDate: string;
      /** Format: date */
      DueDate: string;
      /** Format: int32 */
      DaysPastDue: number;
      /** @description 1-30, 31-60, 61-90 or 90+. */
      Bucket: string;
      Total: number;
      Paid: number;
      Balance: number;
      Currency: string;
      /** @description Sent to the floorplan lender. */
      Floorplan: boolean;
    };
    /** @description One month of cash movement. */
    CashFlowRow: {
      /** @description YYYY-MM. */
      Month: string;
      CashIn: number;
      CashOut: number;
      Net: number;
      /** @description Cash in from customers (AR). */
      Collections: number;
      /** @description Cash out to vendors (AP). */
      Payables: number;
      /** @description Cash out for payroll. */
      Payroll: number;
      /** @description Net cash of the other journals (general ledger, inventory). */
      Other: number;
    };
    /** @description An invoice financed by the dealer's floorplan lender. */
    CustomerFinancingRow: {
      InvoiceNo: string;
      /** Format: date */
      InvoiceDate: string;
      Customer: string;
      CustNo: string;
      CoNum: string | null;
      /** Format: int32 */
      Units: number;
      VINs: string | null;
      Total: number;
      Funded: number;
      Balance: number;
      /** Format: date */
      FundedDate: string | null;
      /** Format: int32 */
      DaysToFund: number | null;
      Currency: string;
      /** @description Funded, Partially funded or Awaiting funding. */
      Status: string;
    };
    GoalDayRow: {
      /** Format: date */
      Date: string;
      /** Format: date */
      Week: string;
      Weekday: string;
      WorkCenter: string;
      ResourceGroup: string;
      /** Format: int32 */
      Goal: number;
      /** Format: int32 */
      Actual: number;
      AttainmentPct: number;
      Met: boolean;
    };
    GoalAttainmentRow: {
      WorkCenter: string;
      ResourceGroup: string;
      /** Format: int32 */
      Days: number;
      /** Format: int32 */
      Goal: number;
      /** Format: int32 */
      Actual: number;
      AttainmentPct: number;
      /** Format: int32 */
      DaysMet: number;
    };
    GoalSummaryRow: {
      /** Format: int32 */
      Goal: number;
      /** Format: int32 */
      Actual: number;
      AttainmentPct: number;
      /** Format: int32 */
      WorkCenterDaysMet: number;
      /** Format: int32 */
      WorkCenterDays: number;
      MetPct: number;
    };
    DynamicGoalRow: {
      /** Format: date */
      Date: string;
      /** Format: int32 */
      Goal: number;
      /** Format: int32 */
      DynamicGoal: number;
      /** Format: int32 */
      Actual: number;
      /** Format: int32 */
      Present: number;
      /** Format: int32 */
      Headcount: number;
      AttendancePct: number;
    };
    ForemanGoalRow: {
      /** Format: date */
      Week: string;
      Foreman: string;
      Shift: string | null;
      /** Format: int32 */
      CrewSize: number;
      WorkCenters: string;
      /** Format: int32 */
      Operations: number;
      /** Format: int32 */
      Goal: number;
      AttainmentPct: number;
      LaborHours: number;
      EarnedHours: number;
      EfficiencyPct: number;
    };
    GoalRawRow: {
      /** Format: date-time */
      CompletedAt: string;
      /** Format: date */
      Date: string;
      WorkCenter: string;
      ResourceGroup: string;
      WorkorderNumber: string;
      VIN: string | null;
      PartNo: string;
      /** Format: int32 */
      OpSeq: number;
      Operation: string;
      Employee: string | null;
      Foreman: string | null;
      StdHours: number;
      LaborHours: number;
      ScrapQty: number;
    };
    GoalSetup: {
      /**
       * Format: date
       * @description First day the goals apply.
       */
      EffectiveFrom: string;
      Goals: {
        /** @description Work center code. */
        WorkCenter: string;
        Name?: string;
        ResourceGroup?: string;
        /**
         * Format: int32
         * @description Operations to complete per working day.
         */
        DailyGoal: number;
      }[];
    };
    /** @description One record created, changed or removed by one request. */
    HistoryEntry: {
      /**
       * Format: int64
       * @description Position in the history chain (gapless).
       */
      Seq: number;
      /**
       * Format: date-time
       * @description When the change was committed (server clock, UTC; shown in plant time).
       */
      At: string;
      Entity: string;
      /** @description The record's key (a line's change carries its record's key and the line in Line/LineKey). */
      Key: string;
      /** @description A readable name of the record (item number, username, employee number), when it has one. */
      Label: string | null;
      /**
       * Format: int32
       * @description The record's plant; null for records without one.
       */
      Plant: number | null;
      /** @enum {string} */
      Action: 'created' | 'changed' | 'removed';
      /** @description The list the line belongs to (roles, members, lines) when a line of the record changed. */
      Line: string | null;
      /** @description Which line (a role name, a username, a line id). */
      LineKey: string | null;
      /** @description Username of who made the change (an administrator who logged in as another user is who made it); null for a public form (a job application). */
      User: string | null;
      UserName: string | null;
      /** @description The username the change was made as, when User had logged in as another user. */
      OnBehalfOf: string | null;
      /** @description The contract operation that made the change. */
      Operation: string;
      RequestId: string;
      Changes: components['schemas']['HistoryChange'][];
    };
    HistoryChange: {
      /** @description The column that changed. */
      Field: string;
      /** @description The value before (null when created, or for a secret). */
      Old: unknown;
      /** @description The value after (null when removed, or for a secret). */
      New: unknown;
      /** @description A password, login secret or file content, shown as "changed" without values. */
      Secret: boolean;
    };
    /** @description SPEC §3 Employee. */
    Employee: {
      /** Format: int32 */
      Id: number;
      /** @description "Lastname, Firstname". */
      Name: string;
      Picture: string | null;
      Foreman: string | null;
      Shift: string | null;
      EmployeeNumber: string;
      /** Format: int32 */
      ForemanId?: number | null;
      IsForeman?: boolean;
      Department?: string | null;
      WorkCenter?: string | null;
    };
    HrOption: {
      /** Format: int32 */
      Id: number | string;
      Name: string;
    };
    UpdateCountResult: {
      ok: boolean;
      message: string;
      /** Format: int32 */
      Updated: number;
    };
    AttendanceDetail: {
      /** Format: int32 */
      Id: number;
      /** Format: int32 */
      EmployeeId: number;
      EmployeeNumber: string;
      Employee: string;
      Foreman: string | null;
      Shift: string | null;
      Department: string | null;
      /** Format: date */
      WorkDate: string;
      /** Format: date-time */
      ClockIn: string | null;
      /** Format: date-time */
      ClockOut: string | null;
      HoursWorked: number;
      OvertimeHours: number;
      /** @enum {string} */
      Status: 'Present' | 'Late' | 'Absent' | 'Excused';
      Incident: string | null;
      Approved: boolean;
    };
    /** @description Editable employee fields. */
    EmployeeFields: {
      Version?: components['schemas']['RowVersion'];
      EmployeeNumber?: string;
      FirstName?: string;
      LastName?: string;
      /** @description Photo URL. */
      Picture?: string | null;
      IsForeman?: boolean;
      /** Format: int32 */
      ForemanId?: number | null;
      /** Format: int32 */
      ShiftId?: number | null;
      /** Format: int32 */
      DepartmentId?: number | null;
      /** Format: int32 */
      PositionId?: number | null;
      /** Format: int32 */
      WorkCenterId?: number | null;
      /** Format: int32 */
      WageTypeId?: number | null;
      /** Format: int32 */
      WageCodeId?: number | null;
      /** Format: date */
      HireDate?: string;
      /** Format: date */
      TerminationDate?: string | null;
      Active?: boolean;
      Email?: string | null;
      Phone?: string | null;
      /**
       * @description Microsip payment frequency (an Id of listPaymentFrequencyOptions).
       * @enum {string|null}
       */
      PaymentFrequency?: 'weekly' | 'biweekly' | 'semimonthly' | null;
      /**
       * Format: int32
       * @description Microsip seniority table (an Id of listSeniorityTableOptions).
       */
      SeniorityTableId?: number | null;
      /** @description IMSS employer registration (an Id of listEmployerRegistrationOptions). */
      EmployerRegistration?: string | null;
      /**
       * Format: int32
       * @description Microsip payment group (an Id of listPaymentGroupOptions).
       */
      PaymentGroupId?: number | null;
      /** Format: int32 */
      EplantId?: number;
    };
    EmployeeInput: components['schemas']['EmployeeFields'] &
      unknown & {
        /**
         * Format: int32
         * @description Null creates a new employee.
         */
        Id: number | null;
        EmployeeNumber: string;
        FirstName: string;
        LastName: string;
        HireDate: string;
        /** Format: int32 */
        EplantId: number;
      };
    /** @description SPEC §3 Employee (Id, Name, Picture, Foreman, Shift, EmployeeNumber) with the editable fields. */
    EmployeeDetail: components['schemas']['EmployeeFields'] & {
      /**
       * Format: int32
       * @description Null on the blank new-employee form.
       */
      Id: number | null;
      /** @description "Lastname, Firstname". */
      Name: string;
      Foreman: string | null;
      Shift: string | null;
      Department?: string | null;
      Position?: string | null;
      WorkCenter?: string | null;
      WageType?: string | null;
      WageCode?: string | null;
    };
    Shift: {
      /** Format: int32 */
      Id: number;
      Code: string;
      Name: string;
      /** @description HH:mm */
      StartTime: string;
      EndTime: string;
      /** Format: int32 */
      EplantId: number;
    };
    PayrollLine: {
      /** Format: int32 */
      Id: number;
      /** Format: date */
      PeriodStart: string;
      /** Format: date */
      PeriodEnd: string;
      /** Format: date */
      PayDate: string;
      /** @enum {string} */
      Frequency: 'weekly' | 'biweekly' | 'semimonthly';
      /** @description REG */
      EarningCode: string;
      Hours: number;
      Rate: number;
      Amount: number;
      /** @enum {string} */
      Currency: 'USD' | 'MXN';
    };
    BonusLevelOption: {
      /** Format: int32 */
      Id: number;
      Name: string;
      BonusType: string;
      /** Format: int32 */
      Level: number;
      MinScore: number;
      Amount: number;
      /** @enum {string} */
      Currency: 'USD' | 'MXN';
      /** Format: int32 */
      EplantId: number;
    };
    ForemanBonusRow: {
      /** Format: int32 */
      ForemanId: number;
      Foreman: string;
      Shift: string | null;
      /**
       * Format: int32
       * @description Active employees reporting to the foreman.
       */
      Employees: number;
      /** @description Days present or late over scheduled days */
      AttendancePct: number;
      /** Format: int32 */
      UnitsFinished: number;
      ScrapCost: number;
      /** @description Attendance percentage less one point per 100 of scrap cost */
      Score: number;
      /** @description Highest level whose minimum score is met. */
      BonusLevel: string | null;
      BonusAmount: number;
      /** @enum {string|null} */
      Currency: 'USD' | 'MXN' | null;
    };
    EmployeeRosterRow: {
      /** Format: int32 */
      Id: number;
      EmployeeNumber: string;
      /** @description "Lastname, Firstname". */
      Employee: string;
      Picture: string | null;
      Department: string | null;
      Position: string | null;
      Shift: string | null;
      Foreman: string | null;
      WorkCenter: string | null;
      WageCode: string | null;
      HourlyRate: number | null;
      Currency: string | null;
      PayFrequency: string | null;
      /** Format: date */
      HireDate: string;
      /** Format: date */
      TerminationDate: string | null;
      YearsOfService: number;
      Active: boolean;
      Email: string | null;
      Phone: string | null;
    };
    AbsenceExcuseRow: {
      /** Format: int32 */
      Id: number;
      /** Format: date */
      AbsenceDate: string;
      EmployeeNumber: string;
      Employee: string;
      Department: string | null;
      Foreman: string | null;
      Incident: string;
      /** @description Points the incident costs when not excused. */
      Points: number;
      Excuse: string | null;
      Excused: boolean;
      ApprovedBy: string | null;
    };
    AttendanceApprovalRow: {
      /** Format: int32 */
      Id: number;
      /** Format: date */
      WorkDate: string;
      EmployeeNumber: string;
      Employee: string;
      Foreman: string | null;
      Shift: string | null;
      /** Format: date-time */
      ClockIn: string | null;
      /** Format: date-time */
      ClockOut: string | null;
      HoursWorked: number;
      OvertimeHours: number;
      Status: string;
      Incident: string | null;
      /** @description Why the day needs approval: Missing punch, Absent, Late, Overtime or Excused. */
      Reason: string;
      /** Format: int32 */
      DaysWaiting: number;
    };
    JobDescriptionRow: {
      /** Format: int32 */
      Id: number;
      /** Format: int32 */
      PositionId: number;
      Department: string | null;
      Position: string;
      IsSupervisor: boolean;
      Title: string;
      Summary: string;
      Requirements: string;
      /**
       * Format: int32
       * @description Active employees in the position.
       */
      Employees: number;
      /** Format: date-time */
      UpdatedAt: string;
    };
    JobPostingRow: {
      /** Format: int32 */
      Id: number;
      Title: string;
      Department: string | null;
      Position: string;
      Shift: string | null;
      /** Format: int32 */
      Openings: number;
      /** Format: date */
      PostedOn: string;
      /** Format: date */
      ClosesOn: string | null;
      /** Format: int32 */
      DaysOpen: number;
      /** @enum {string} */
      Status: 'Open' | 'On Hold' | 'Filled' | 'Closed';
      PayMin: number;
      PayMax: number;
      Currency: string;
      /** Format: int32 */
      Applicants: number;
      /** Format: int32 */
      Hired: number;
      Recruiter: string;
    };
    PrePayrollRow: {
      /** Format: int32 */
      Id: number;
      /** Format: date */
      PeriodStart: string;
      /** Format: date */
      PeriodEnd: string;
      /** Format: date */
      PayDate: string;
      Frequency: string;
      /** @enum {string} */
      Status: 'Draft' | 'Approved' | 'Exported';
      /** Format: int32 */
      Employees: number;
      RegularHours: number;
      OvertimeHours: number;
      /** Format: int32 */
      Absences: number;
      BonusAmount: number;
      Deductions: number;
      GrossAmount: number;
      Currency: string;
      CreatedBy: string;
      /** Format: date-time */
      CreatedAt: string;
      ApprovedBy: string | null;
      /** Format: date-time */
      ApprovedAt: string | null;
    };
    PrePayrollHeader: components['schemas']['PrePayrollRow'] & {
      Plant: string;
      /** @description Title of the run, e.g. "Pre-payroll 2026-11-02 – 2026-11-08". */
      Run: string;
    };
    PrePayrollDetailRow: {
      /** Format: int32 */
      Id: number;
      /** Format: int32 */
      EmployeeId: number;
      EmployeeNumber: string;
      Employee: string;
      Department: string | null;
      Foreman: string | null;
      WageCode: string | null;
      HourlyRate: number | null;
      RegularHours: number;
      OvertimeHours: number;
      /** Format: int32 */
      Absences: number;
      BonusAmount: number;
      Deductions: number;
      GrossAmount: number;
      NetAmount: number;
    };
    PayrollRegisterRow: {
      /** @description Period and employee. */
      Key: string;
      /** Format: date */
      PayDate: string;
      /** Format: date */
      PeriodStart: string;
      /** Format: date */
      PeriodEnd: string;
      EmployeeNumber: string;
      Employee: string;
      Department: string | null;
      RegularHours: number;
      OvertimeHours: number;
      RegularPay: number;
      OvertimePay: number;
      BonusPay: number;
      VacationPay: number;
      GrossPay: number;
      /** @description Sum of the deduction lines (a negative amount). */
      Deductions: number;
      NetPay: number;
      Currency: string;
    };
    ProliantExportRow: {
      /** Format: int32 */
      Id: number;
      CompanyCode: string;
      /** Format: date */
      PayDate: string;
      /** Format: date */
      PeriodEnd: string;
      EmployeeNumber: string;
      Employee: string;
      /** @description Department code. */
      CostCenter: string | null;
      EarningCode: string;
      EarningDescription: string;
      Hours: number;
      Rate: number;
      Amount: number;
    };
    TurnoverMonthRow: {
      /** @description YYYY-MM. */
      Month: string;
      /**
       * Format: int32
       * @description Active employees at the end of the month.
       */
      Headcount: number;
      /** Format: int32 */
      Hires: number;
      /** Format: int32 */
      Terminations: number;
      /** @description Terminations over average headcount */
      TurnoverPct: number;
    };
    AttendancePointRow: {
      /** Format: int32 */
      Id: number;
      /** Format: date */
      PointDate: string;
      EmployeeNumber: string;
      Employee: string;
      Department: string | null;
      Foreman: string | null;
      Incident: string;
      Points: number;
      /** Format: date */
      ExpiresOn: string;
      /** @description Not expired yet. */
      Active: boolean;
      Reason: string | null;
    };
    PointsStandingRow: {
      /** Format: int32 */
      EmployeeId: number;
      EmployeeNumber: string;
      Employee: string;
      Department: string | null;
      Foreman: string | null;
      Shift: string | null;
      ActivePoints: number;
      /** Format: int32 */
      Incidents: number;
      LastIncident: string | null;
      /** Format: date */
      LastIncidentDate: string | null;
      /** Format: date */
      NextExpiry: string | null;
      /** @description Points-system step reached: Good standing (<3), Verbal warning (3), Written warning (5), Final warning (7), Termination review (9). */
      Step: string;
    };
    HrSummary: {
      /** Format: int32 */
      ActiveEmployees: number;
      /** Format: int32 */
      Hires: number;
      /** Format: int32 */
      Terminations: number;
      TurnoverPct: number;
      AttendancePct: number;
      /** Format: int32 */
      Absences: number;
      OvertimeHours: number;
      /**
       * Format: int32
       * @description Openings of open postings not yet filled.
       */
      OpenPositions: number;
      /**
       * Format: int32
       * @description Employees with 5 or more active points.
       */
      EmployeesAtWarning: number;
    };
    DepartmentHeadcountRow: {
      Department: string;
      /** Format: int32 */
      Headcount: number;
      /** Format: int32 */
      Foremen: number;
      AttendancePct: number;
      OvertimeHours: number;
      /** Format: int32 */
      Absences: number;
    };
    EmployeeLaborRow: {
      /** Format: int32 */
      EmployeeId: number;
      EmployeeNumber: string;
      Employee: string;
      Department: string | null;
      WorkCenter: string | null;
      Foreman: string | null;
      /** Format: int32 */
      DaysWorked: number;
      ClockedHours: number;
      /** @description Labor hours reported on completed Infor job operations. */
      LaborHours: number;
      /** Format: int32 */
      Operations: number;
      /** @description Clocked hours not reported on any job (negative when more was reported). */
      UnreportedHours: number;
      UtilizationPct: number;
    };
    /**
     * Format: int32
     * @description Null adds a new row.
     */
    CatalogId: number | null;
    DepartmentCatalog: {
      Version: components['schemas']['RowVersion'];
      Departments: {
        Id?: components['schemas']['CatalogId'];
        /** Code */
        Code: string;
        /** Name */
        Name: string;
        /**
         * Employees
         * Format: int32
         * @description Active employees (read only).
         */
        Employees?: number;
      }[];
    };
    JobPositionCatalog: {
      Version: components['schemas']['RowVersion'];
      Positions: {
        Id?: components['schemas']['CatalogId'];
        /** Position */
        Name: string;
        /** Department code */
        DepartmentCode: string;
        /** Supervisor */
        IsSupervisor: boolean;
        /**
         * Employees
         * Format: int32
         * @description Active employees (read only).
         */
        Employees?: number;
      }[];
    };
    WageTypeCatalog: {
      Version: components['schemas']['RowVersion'];
      WageTypes: {
        Id?: components['schemas']['CatalogId'];
        /** Code */
        Code: string;
        /** Name */
        Name: string;
        /**
         * Paid
         * @enum {string}
         */
        PayFrequency: 'weekly' | 'biweekly' | 'semimonthly';
      }[];
    };
    WageCodeCatalog: {
      Version: components['schemas']['RowVersion'];
      WageCodes: {
        Id?: components['schemas']['CatalogId'];
        /** Code */
        Code: string;
        /** Description */
        Description: string;
        /** Wage type code */
        WageTypeCode: string;
        /** Hourly rate */
        HourlyRate: number;
        /**
         * Currency
         * @enum {string}
         */
        Currency: 'USD' | 'MXN';
      }[];
    };
    IncidentCatalog: {
      Version: components['schemas']['RowVersion'];
      Incidents: {
        Id?: components['schemas']['CatalogId'];
        /** Code */
        Code: string;
        /** Name */
        Name: string;
        /** Points */
        Points: number;
        /** Counts as absence */
        IsAbsence: boolean;
      }[];
    };
    ShiftCatalog: {
      Version: components['schemas']['RowVersion'];
      Shifts: {
        Id?: components['schemas']['CatalogId'];
        /** Code */
        Code: string;
        /** Name */
        Name: string;
        /** Starts (HH:mm) */
        StartTime: string;
        /** Ends (HH:mm) */
        EndTime: string;
      }[];
    };
    BonusTypeCatalog: {
      Version: components['schemas']['RowVersion'];
      BonusTypes: {
        Id?: components['schemas']['CatalogId'];
        /** Bonus type */
        Name: string;
        /** What it rewards */
        Description: string;
        /** Active */
        Active: boolean;
        /** Levels */
        Levels: {
          Id?: components['schemas']['CatalogId'];
          /**
           * Level
           * Format: int32
           */
          Level: number;
          /** Name */
          Name: string;
          /** Minimum score */
          MinScore: number;
          /** Amount */
          Amount: number;
          /**
           * Currency
           * @enum {string}
           */
          Currency: 'USD' | 'MXN';
        }[];
      }[];
    };
    FinishCapacityCatalog: {
      Version: components['schemas']['RowVersion'];
      Capacities: {
        Id?: components['schemas']['CatalogId'];
        /** Work center */
        WorkCenterCode: string;
        /**
         * Units per shift
         * Format: int32
         */
        UnitsPerShift: number;
        /**
         * Crew size
         * Format: int32
         */
        CrewSize: number;
        /**
         * Effective from
         * Format: date
         */
        EffectiveFrom: string;
      }[];
    };
    ClockDeviceCatalog: {
      Version: components['schemas']['RowVersion'];
      Devices: {
        Id?: components['schemas']['CatalogId'];
        /** Name */
        Name: string;
        /** Model */
        Model: string;
        /** Serial number */
        SerialNumber: string;
        /**
         * IP address
         * Format: ipv4
         */
        IpAddress: string;
        /** Location */
        Location: string;
      }[];
    };
    JobDescriptionEdits: {
      Descriptions: {
        /** Format: int32 */
        PositionId: number;
        /**
         * Position
         * @description Read only.
         */
        Position?: string;
        /**
         * Department
         * @description Read only.
         */
        Department?: string | null;
        /** Title */
        Title: string;
        /** Summary */
        Summary: string;
        /** Requirements */
        Requirements: string;
      }[];
    };
    PrePayrollAdjustments: {
      /**
       * Pre-payroll
       * Format: int32
       */
      PrePayrollId: number;
      /**
       * Period
       * @description Read only.
       */
      Period?: string;
      Lines: {
        /** Format: int32 */
        EmployeeId: number;
        /**
         * Employee
         * @description Read only.
         */
        Employee?: string;
        /** Regular hrs */
        RegularHours: number;
        /** Overtime hrs */
        OvertimeHours: number;
        /**
         * Absences
         * Format: int32
         */
        Absences: number;
        /** Bonus */
        BonusAmount: number;
        /** Deductions */
        Deductions: number;
        /**
         * Gross
         * @description Read only; recalculated on save.
         */
        GrossAmount?: number;
      }[];
    };
    ImmexPurchaseRow: {
      /** Format: int32 */
      Id: number;
      /** Format: date */
      ReceiptDate: string;
      PONO: string;
      VendorNo: string;
      Vendor: string;
      VendorCountry: string;
      ItemNo: string;
      Description: string;
      Class: string;
      TariffFraction: string | null;
      Qty: number;
      Uom: string;
      UnitCost: number;
      Amount: number;
      Currency: string;
      /** @description Temporal (imported under IMMEX) or Nacional (bought in Mexico). */
      Regime: string;
    };
    ImmexBomRow: {
      Key: string;
      ProductNo: string;
      ProductDescription: string;
      Family: string | null;
      ProductFraction: string | null;
      ComponentNo: string;
      ComponentDescription: string;
      Class: string;
      TariffFraction: string | null;
      QtyPerUnit: number;
      Uom: string;
      StdCost: number;
      ExtendedCost: number;
    };
    ImmexProductRow: {
      ItemNo: string;
      Description: string;
      Family: string | null;
      TariffFraction: string | null;
      SatUom: string | null;
      /** Format: int32 */
      UnitsFinished: number;
      /** Format: int32 */
      UnitsShipped: number;
      StdCost: number;
      /** @description Standard cost of the purchased inputs of one unit. */
      InputCostPerUnit: number;
      /** @description Part of it bought from foreign vendors (temporary imports). */
      ImportedCostPerUnit: number;
      Price: number | null;
    };
    ImmexItemRow: {
      /** Format: int32 */
      Id: number;
      ItemNo: string;
      Description: string;
      Class: string;
      ClassDescription: string;
      /** @enum {string} */
      Source: 'M' | 'P' | 'T';
      ImmexType: string | null;
      TariffFraction: string | null;
      TariffDescription: string | null;
      SatUom: string | null;
      Uom: string;
      StdCost: number;
      OnHand: number;
      Active: boolean;
    };
    ImmexInsumoRow: {
      ItemNo: string;
      Description: string;
      Class: string;
      TariffFraction: string | null;
      Uom: string;
      ImportedQty: number;
      NationalQty: number;
      ConsumedQty: number;
      /** @description Imported less consumed in the range (to be exported or returned). */
      BalanceQty: number;
      OnHand: number;
      ImportedValue: number;
    };
    ImmexConsumptionRow: {
      /** @description YYYY-MM. */
      Month: string;
      ItemNo: string;
      Description: string;
      Class: string;
      TariffFraction: string | null;
      Uom: string;
      QtyConsumed: number;
      ConsumedCost: number;
    };
    FinishGoodScanResult: {
      ok: boolean;
      message: string;
      /** Format: int32 */
      ScanId: number;
      /** @description The value matched a tag of the current count. */
      Matched: boolean;
      /** @description The tag had been scanned before this scan. */
      AlreadyScanned: boolean;
      /**
       * Format: int32
       * @description Scans of this tag (or value) including this one.
       */
      ScanCount: number;
      TagNo: string | null;
      VIN: string | null;
      ItemNo: string | null;
      Descrip: string | null;
      Location: string | null;
      /** Format: date */
      CountDate: string | null;
    };
    FinishGoodCountRow: {
      /** Format: int32 */
      TagId: number;
      TagNo: string;
      /** Format: date */
      CountDate: string;
      VIN: string | null;
      ItemNo: string;
      Descrip: string;
      Location: string;
      ExpectedQty: number;
      CountedQty: number;
      /** Format: int32 */
      Scans: number;
      /** Format: date-time */
      LastScanAt: string | null;
      /** @enum {string} */
      Status: 'Counted' | 'Short' | 'Over' | 'NotCounted';
    };
    /** @description SPEC §3 Manager. */
    CycleCountManager: {
      /** Format: int32 */
      id: number;
      Name: string;
    };
    /** @description SPEC §3 Counter (Guid is the counter's portal user, null when the counter has no login). */
    CycleCountCounter: {
      /** Format: int32 */
      id: number;
      CounterName: string;
      /** Format: uuid */
      Guid: string | null;
    };
    InventoryOnHandRow: {
      /** @description Quantity-weighted mean days since the item's on-hand stock last moved (one decimal); null without stock. */
      AvgAgeDays: number | null;
      /** @description ABC class on inventory age (SPEC §9) of the item, over the plant's 12-month sales and stock age. */
      AbcAge: components['schemas']['AbcClass'];
      /** Format: int32 */
      ARINVT_ID: number;
      ItemNo: string;
      Descrip: string;
      Class: string;
      /**
       * @description M Manufactured
       * @enum {string}
       */
      Source: 'M' | 'P' | 'T';
      Location: string;
      Warehouse?: string;
      LotNo?: string | null;
      OnHand: number;
      UOM: string;
      StdCost: number;
      /** @description OnHand times StdCost. */
      ExtValue: number;
      /** Format: date */
      LastMove: string | null;
    };
    InventoryDrainRow: {
      ItemNo: string;
      Descrip: string;
      Class: string;
      UOM: string;
      OnHand: number;
      /** @description BOM quantity still to issue to planned */
      OpenDemand: number;
      /** @description Left to receive on open purchase order releases. */
      OnOrder: number;
      /** @description OnHand + OnOrder − OpenDemand. */
      Projected: number;
      /** @description Average quantity issued per day over the last 30 days. */
      DailyUsage: number;
      /** @description OnHand / DailyUsage; null without usage. */
      DaysOfSupply: number | null;
      /**
       * Format: date
       * @description The day stock runs out at the current usage.
       */
      DrainDate: string | null;
      StdCost: number;
      /** @description Value of the projected shortage (0 when Projected is not negative). */
      ShortValue: number;
    };
    ScanCodes: {
      /** @description Item numbers of the plant. */
      Items: string[];
      /** @description Stock location codes of the plant. */
      Locations: string[];
    };
    InventoryLocationRow: {
      /** Format: int32 */
      LocationId: number;
      Location: string;
      Warehouse: string;
      Description: string;
      IsFinishGoods: boolean;
      /** Format: int32 */
      Items: number;
      Qty: number;
      Value: number;
      /** Format: date */
      LastMove: string | null;
      /**
       * Format: int32
       * @description Cycle count lines counted at the location in the last 90 days.
       */
      CountedLast90Days?: number;
    };
    FgTargetSettings: {
      Targets: {
        /** Family */
        Family: string;
        /**
         * Target units
         * Format: int32
         */
        TargetQty: number;
        /**
         * Minimum units
         * Format: int32
         */
        MinQty: number;
        /**
         * Updated
         * Format: date-time
         */
        readonly UpdatedAt?: string | null;
        /** Updated by */
        readonly UpdatedBy?: string | null;
      }[];
    };
    FgTargetStatusRow: {
      Family: string;
      ProductType: string;
      /** Format: int32 */
      TargetQty: number;
      /** Format: int32 */
      MinQty: number;
      /**
       * Format: int32
       * @description Finished units in the yard.
       */
      OnHand: number;
      /**
       * Format: int32
       * @description Released and in-process jobs.
       */
      InProduction: number;
      /**
       * Format: int32
       * @description Open customer order lines of the family not yet filled by a unit.
       */
      OpenOrderLines: number;
      /**
       * Format: int32
       * @description OnHand − OpenOrderLines.
       */
      Available: number;
      /**
       * Format: int32
       * @description Available − TargetQty (negative = build more).
       */
      Gap: number;
      /** @enum {string} */
      Status: 'Below minimum' | 'Below target' | 'On target' | 'Over target';
      /** Format: int32 */
      FinishedLast30Days: number;
    };
    ItemImageUpload: {
      /** Item number */
      ItemNo: string;
      /**
       * Picture
       * @description The picture as a data URL (data:image/png;base64,...).
       */
      Image: string;
    };
    ItemImageResult: {
      /** Format: int32 */
      ARINVT_ID: number;
      ItemNo: string;
      Descrip: string;
      ImageUrl: string;
    };
    LabelPrintRequest: {
      /** @description Item number */
      Value: string;
      /** Format: int32 */
      Copies: number;
    };
    LabelPrintRow: {
      /** Format: int32 */
      Id: number;
      /** @enum {string} */
      LabelType: 'item' | 'location' | 'vin';
      Value: string;
      ItemNo: string | null;
      Descrip: string | null;
      Location: string | null;
      VIN: string | null;
      /** Format: int32 */
      Copies: number;
      PrintedBy: string | null;
      /** Format: date-time */
      PrintedAt: string;
    };
    PhysicalProgressRow: {
      Location: string;
      Warehouse?: string;
      /** Format: date */
      CountDate: string;
      /** Format: int32 */
      Tags: number;
      /** Format: int32 */
      Counted: number;
      /** Format: int32 */
      NotCounted: number;
      /** Format: int32 */
      Short: number;
      /** Format: int32 */
      Over: number;
      /** Format: int32 */
      Audited: number;
      /** @description Counted tags over all tags (0–1). */
      PctCounted: number;
      ExpectedQty: number;
      CountedQty: number;
      /** Format: date-time */
      LastScanAt: string | null;
    };
    PhysicalVarianceRow: {
      ItemNo: string;
      Descrip: string;
      Family: string | null;
      /** Format: int32 */
      Tags: number;
      ExpectedQty: number;
      CountedQty: number;
      /** @description CountedQty − ExpectedQty. */
      Variance: number;
      StdCost: number;
      VarianceValue: number;
      /** @description Locations of the item's tags */
      Locations: string;
    };
    PhysicalAuditorRow: {
      Auditor: string;
      /** Format: int32 */
      Audits: number;
      /** Format: int32 */
      Matches: number;
      /** Format: int32 */
      Mismatches: number;
      /** @description Matches over audits (0–1). */
      Accuracy: number;
      /** Format: int32 */
      Locations: number;
      /** Format: date-time */
      FirstAuditAt: string | null;
      /** Format: date-time */
      LastAuditAt: string | null;
    };
    TagAuditRequest: {
      /** @description Tag number or VIN as scanned. */
      TagNo: string;
      AuditedQty: number;
    };
    TagAuditRow: {
      /** Format: int32 */
      Id: number;
      TagNo: string;
      VIN: string | null;
      ItemNo: string;
      Descrip: string;
      Location: string;
      CountedQty: number;
      AuditedQty: number;
      Difference: number;
      /** @enum {string} */
      Result: 'Match' | 'Mismatch';
      Auditor: string;
      /** Format: date-time */
      AuditedAt: string;
    };
    PartIdentifyRequest: {
      /** @description Part number or label as scanned. */
      Value: string;
      /** @description Where the part was found. */
      Location?: string | null;
      Qty?: number;
    };
    PartIdentificationRow: {
      /** Format: int32 */
      Id: number;
      ScannedValue: string;
      Identified: boolean;
      ItemNo: string | null;
      Descrip: string | null;
      Class: string | null;
      UOM: string | null;
      Location: string | null;
      Qty: number;
      /** @description Where the system holds the item */
      OnHandLocations: string | null;
      IdentifiedBy: string | null;
      /** Format: date-time */
      IdentifiedAt: string;
    };
    PhysicalLeaderRow: {
      /** Format: int32 */
      ManagerId: number;
      Leader: string;
      /** Format: int32 */
      CounterId: number;
      Counter: string;
      /** Format: int32 */
      Scans: number;
      /** Format: int32 */
      TagsCounted: number;
      /**
       * Format: int32
       * @description Scans that matched no tag.
       */
      Unmatched: number;
      /**
       * Format: int32
       * @description Repeated scans of a tag already counted.
       */
      Repeated: number;
      /** Format: date-time */
      LastScanAt: string | null;
    };
    CycleCountLineRow: {
      /** Format: int32 */
      LineId: number;
      /** Format: int32 */
      CycleCountId: number;
      /** Format: date */
      CountDate: string;
      /** @enum {string} */
      Status: 'Open' | 'Counted' | 'Posted';
      /** Format: int32 */
      ManagerId?: number;
      Manager: string;
      Counter: string | null;
      Class: string | null;
      ItemNo: string;
      Descrip: string;
      Location: string;
      UOM: string;
      ExpectedQty: number;
      CountedQty: number | null;
      Variance: number | null;
      /** Format: date-time */
      CountedAt: string | null;
    };
    CycleCountEntry: {
      /** Format: int32 */
      LineId: number;
      CountedQty: number;
      /** Format: int32 */
      CounterId: number;
    };
    FreeCycleCountEntry: {
      ItemNo: string;
      Location: string;
      CountedQty: number;
      /** Format: int32 */
      CounterId: number;
    };
    FreeCycleCountRow: {
      /** Format: int32 */
      LineId: number;
      /** Format: date */
      CountDate: string;
      ItemNo: string;
      Descrip: string;
      Class: string;
      Location: string;
      UOM: string;
      SystemQty: number;
      CountedQty: number;
      Variance: number;
      VarianceValue: number;
      Counter: string | null;
      Manager: string;
      /** Format: date-time */
      CountedAt: string | null;
    };
    InventoryMoveRequest: {
      ItemNo: string;
      FromLocation: string;
      ToLocation: string;
      Qty: number;
    };
    InventoryMoveRow: {
      /** Format: int32 */
      Id: number;
      /** Format: date-time */
      TransDate: string;
      /** @enum {string} */
      TransType: 'MOVE' | 'ADJUST';
      ItemNo: string;
      Descrip: string;
      FromLocation: string | null;
      ToLocation: string | null;
      Qty: number;
      UOM: string;
      Value: number;
      Reference: string | null;
      MovedBy: string | null;
    };
    UnitSerialRequest: {
      VIN: string;
      /** @enum {string} */
      SerialType: 'front_axle' | 'middle_axle' | 'rear_axle' | 'power_unit';
      SerialNo: string;
    };
    UnitSerialNumbersRow: {
      /** Format: int32 */
      JobId: number;
      WorkorderNumber: string;
      VIN: string | null;
      PartNo: string;
      ConfigCode: string;
      Family: string;
      /** Format: date */
      FinishDate: string | null;
      FrontAxleSerial: string | null;
      MiddleAxleSerial: string | null;
      RearAxleSerial: string | null;
      PowerUnitSerial: string | null;
      /**
       * Format: int32
       * @description Axle serials not recorded (front and rear are expected on every trailer).
       */
      Missing: number;
    };
    BudgetVsActualRow: {
      AccountNo: string;
      Account: string;
      StatementGroup: string;
      AccountType: string;
      Budget: number;
      Actual: number;
      Variance: number;
      VariancePct: number | null;
      UsedPct: number | null;
    };
    ProductCostRow: {
      ItemNo: string;
      Description: string;
      Family: string | null;
      /** Format: int32 */
      Components: number;
      MaterialCost: number;
      LaborHours: number;
      LaborCost: number;
      OverheadCost: number;
      RolledCost: number;
      StdCost: number;
      CostVariance: number;
      Price: number | null;
      MarginPct: number | null;
    };
    DailyPulseRow: {
      /** Format: date */
      BusinessDay: string;
      /** Format: int32 */
      UnitsFinished: number;
      /** Format: int32 */
      UnitsShipped: number;
      /** Format: int32 */
      OrdersBooked: number;
      OrderValue: number;
      Invoiced: number;
      Collected: number;
      AttendancePct: number | null;
      /** Format: int32 */
      QcChecks: number;
      /** Format: int32 */
      OpenOrders: number;
      Currency: string;
    };
    DailyPulseTrendRow: {
      /** Format: date */
      Day: string;
      DayLabel: string;
      /** Format: int32 */
      UnitsFinished: number;
      /** Format: int32 */
      UnitsShipped: number;
      /** Format: int32 */
      UnitsOrdered: number;
      Invoiced: number;
    };
    ItemCostVarianceRow: {
      /** @description The item's sales of the last 12 months in U.S. dollars (invoiced units and parts sales). */
      Sales12m: number;
      /** @description ABC class on 12-month sales (SPEC §9) of the item, ranked among the plant's items that sold. */
      AbcSales: components['schemas']['AbcClass'];
      ItemNo: string;
      Description: string;
      Class: string;
      Uom: string;
      StdCost: number;
      LastPoCost: number | null;
      /** Format: date */
      LastReceiptDate: string | null;
      AvgPoCost: number | null;
      VariancePct: number | null;
      QtyReceived: number;
      PurchaseVariance: number;
      OnHandQty: number;
      OnHandValue: number;
    };
    DealerProductRow: {
      Key: string;
      CustNo: string;
      Dealer: string;
      StateCode: string;
      Region: string;
      Family: string | null;
      ItemNo: string;
      Description: string;
      Units: number;
      Sales: number;
      Currency: string;
      /** Format: date */
      LastOrderDate: string;
    };
    AssetDevice: {
      /** Format: int32 */
      Id: number;
      AssetTag: string;
      DeviceName: string;
      DeviceType: string;
      Manufacturer: string;
      Model: string;
      SerialNumber: string;
      /** @enum {string} */
      Status: 'In Use' | 'Spare' | 'Repair' | 'Retired';
      /** Format: date */
      PurchaseDate: string;
      Cost: number;
      /** Format: int32 */
      EmployeeId: number | null;
      EmployeeNumber: string | null;
      Employee: string | null;
      Department: string | null;
      /** Format: int32 */
      EplantId: number;
    };
    /** @description Paint thickness in mils. */
    PaintReading: number;
    PaintQcUnit: {
      WorkorderNumber: string;
      VIN: string;
      PartNo: string;
      ConfigCode: string | null;
      /** Format: date */
      DateInput: string;
      /** @enum {string} */
      Type: 'trailer' | 'bed';
      /** Format: int32 */
      Plant: number;
    };
    /** @description A saved paint thickness in mils, null when no reading is saved. */
    NullablePaintReading: number | null;
    /** @description Trailer save payload exactly as SPEC.md §3 names it. */
    PaintQcTrailerSave: {
      WorkorderNumber: string;
      VIN: string;
      /**
       * Format: date
       * @description Date the unit entered production.
       */
      DateInput: string;
      PartNo: string;
      PaintMM1Front: components['schemas']['PaintReading'];
      PaintMM2DriveSide: components['schemas']['PaintReading'];
      PaintMM3Rear: components['schemas']['PaintReading'];
      PaintMM4PassengerSide: components['schemas']['PaintReading'];
      PaintMM5IBeamGooseNeck: components['schemas']['PaintReading'];
      PaintMM6: components['schemas']['PaintReading'];
      FrontAxleSerial?: string | null;
      MiddleAxleSerial?: string | null;
      RearAxleSerial?: string | null;
      PowerUnitSerial?: string | null;
      Comments?: string | null;
      /**
       * Format: int32
       * @description Plant id.
       */
      Plant: number;
      /**
       * Format: uuid
       * @description Guid of the user entering the readings.
       */
      Guid: string;
      /** @description First and last name of that user. */
      UserName: string;
    };
    /** @description Bed save payload exactly as SPEC.md §3 names it. */
    PaintQcBedSave: {
      WorkorderNumber: string;
      VIN: string;
      /** Format: date */
      DateInput: string;
      PartNo: string;
      PaintMM1Front: components['schemas']['PaintReading'];
      PaintMM2DriveSide: components['schemas']['PaintReading'];
      PaintMM3Rear: components['schemas']['PaintReading'];
      PaintMM4PassengerSide: components['schemas']['PaintReading'];
      PaintMM5Floor: components['schemas']['PaintReading'];
      PaintMM6: components['schemas']['PaintReading'];
      PaintMM7: components['schemas']['PaintReading'];
      Comments?: string | null;
      /** Format: int32 */
      Plant: number;
      /** Format: uuid */
      Guid: string;
    };
    PaintQcSaveResult: {
      ok: boolean;
      /** @description 'Save!' on success. */
      message: string;
      /**
       * Format: int32
       * @description Id of the paint QC record.
       */
      Id: number;
      /** @enum {string} */
      Type: 'trailer' | 'bed';
    };
    /** @description The unit found by the lookup plus its saved readings (null when none). Trailers carry PaintMM5IBeamGooseNeck and the four serials; beds carry PaintMM5Floor and PaintMM7. */
    PaintQcLookup: {
      /** @enum {string} */
      Type: 'trailer' | 'bed';
      /** @description The work order number (SPEC lookup name). */
      WorkOrderId: string;
      /** @description The same work order number under the save payload's name. */
      WorkorderNumber: string;
      VIN: string;
      PartNo: string;
      ConfigCode: string | null;
      /** Format: date */
      DateInput: string;
      /** Format: int32 */
      Plant: number;
      PaintMM1Front: components['schemas']['NullablePaintReading'];
      PaintMM2DriveSide: components['schemas']['NullablePaintReading'];
      PaintMM3Rear: components['schemas']['NullablePaintReading'];
      PaintMM4PassengerSide: components['schemas']['NullablePaintReading'];
      PaintMM5IBeamGooseNeck?: components['schemas']['NullablePaintReading'];
      PaintMM5Floor?: components['schemas']['NullablePaintReading'];
      PaintMM6: components['schemas']['NullablePaintReading'];
      PaintMM7?: components['schemas']['NullablePaintReading'];
      FrontAxleSerial?: string | null;
      MiddleAxleSerial?: string | null;
      RearAxleSerial?: string | null;
      PowerUnitSerial?: string | null;
      Comments: string | null;
      /** @description Who saved the readings. */
      UserName?: string | null;
      /**
       * Format: date-time
       * @description When the readings were saved.
       */
      SavedAt?: string | null;
      /**
       * Format: int32
       * @description The saved paint QC record's id (the key of its History); null before the first save.
       */
      Id?: number | null;
    };
    PaintQcCheckRow: {
      /** Format: date */
      DateInput: string;
      WorkorderNumber: string;
      VIN: string | null;
      PartNo: string;
      ConfigCode: string | null;
      /** @enum {string} */
      Type: 'trailer' | 'bed';
      PaintMM1Front: number;
      PaintMM2DriveSide: number;
      PaintMM3Rear: number;
      PaintMM4PassengerSide: number;
      /** @description I-beam/gooseneck on trailers */
      PaintMM5: number;
      PaintMM6: number;
      /** @description Beds only. */
      PaintMM7: number | null;
      MinReading: number;
      MaxReading: number;
      UserName: string | null;
    };
    ItemSummary: {
      /** Format: int32 */
      ARINVT_ID: number;
      ItemNo: string;
      Descrip: string;
      Class: string;
      /**
       * @description M Manufactured
       * @enum {string}
       */
      Source: 'M' | 'P' | 'T';
      UOM: string;
      StdCost: number;
      Price: number | null;
      /** Format: int32 */
      EplantId: number;
      OnHand: number;
    };
    ItemLocationQty: {
      Location: string;
      Warehouse: string;
      Qty: number;
    };
    ItemWithLocations: components['schemas']['ItemSummary'] & {
      Locations?: components['schemas']['ItemLocationQty'][];
    };
    BomLine: {
      /**
       * Format: int32
       * @description 1 for direct components of the parent.
       */
      Level: number;
      /** Format: int32 */
      Seq: number;
      /** @description Sequence path from the top (e.g. 2.1.3), sorts the rows in tree order. */
      Path?: string;
      ParentItemNo: string;
      /** Format: int32 */
      ARINVT_ID: number;
      ItemNo: string;
      Descrip: string;
      Class: string;
      /** @enum {string} */
      Source: 'M' | 'P' | 'T';
      UOM: string;
      /** @description Quantity per one parent. */
      QtyPer: number;
      /** @description Quantity per one top-level unit. */
      ExtQty: number;
      StdCost: number;
      /** @description ExtQty times StdCost. */
      ExtCost: number;
    };
    ItemProcessStep: {
      /** Format: int32 */
      Seq: number;
      ResourceGroup: string;
      Operation: string;
      /** @description Hours per unit. */
      StdHours: number;
      /** @description StdHours times the quantity asked. */
      TotalHours: number;
      WeldMinutes: number;
    };
    ItemCosting: {
      /** Format: int32 */
      ARINVT_ID: number;
      ItemNo: string;
      Descrip: string;
      /** @enum {string} */
      Source: 'M' | 'P' | 'T';
      StdCost: number;
      /** @description Sum of the purchased leaves of the BOM at standard cost. */
      MaterialCost: number;
      LaborHours: number;
      /** @description Routing hours at the plant's average rate of each resource group. */
      LaborCost: number;
      /** @description MaterialCost plus LaborCost (StdCost for items without BOM). */
      RolledCost: number;
      Price: number | null;
      /** @description (Price − RolledCost) / Price × 100. */
      MarginPct: number | null;
    };
    ConfigCodeOption: {
      ConfigCode: string;
      PartNo: string;
      /**
       * Format: int32
       * @description Units built with this config code.
       */
      Units: number;
    };
    /** @description One option of a select list. */
    SelectOption: {
      /** Format: int32 */
      Id: number | string;
      Name: string;
    };
    MachineInput: {
      /** @description Machine code, unique in the plant (e.g. LAS-02). */
      Code: string;
      Name: string;
      /** Format: int32 */
      EplantId: number;
      /** Format: int32 */
      WorkCenterId: number | null;
      Manufacturer: string;
      Model: string;
      SerialNumber: string;
      /** @enum {string} */
      Status: 'Running' | 'Idle' | 'Down' | 'Maintenance';
      /** Format: date */
      InstalledOn?: string | null;
    };
    Machine: {
      /** Format: int32 */
      Id: number;
      Code: string;
      Name: string;
      /** Format: int32 */
      EplantId: number;
      /** Format: int32 */
      WorkCenterId: number | null;
      /** @description Work center code. */
      WorkCenter: string | null;
      Manufacturer: string;
      Model: string;
      SerialNumber: string;
      /** @enum {string} */
      Status: 'Running' | 'Idle' | 'Down' | 'Maintenance';
      /** Format: date */
      InstalledOn: string | null;
    };
    WorkCenter: {
      /** Format: int32 */
      Id: number;
      /** @description Work center code */
      WorkCenter: string;
      Descrip: string;
      ResourceGroup: string;
      Department?: string | null;
      /** Format: int32 */
      EplantId: number;
      /** @description Labor cost per hour. */
      HourlyRate: number;
      CapacityHoursPerDay: number;
      Active: boolean;
      /** Format: int32 */
      MachineCount: number;
    };
    WorkCenterProcess: {
      /** Format: int32 */
      WorkCenterId: number;
      WorkCenter: string;
      WorkorderNumber: string;
      PartNo: string;
      ConfigCode?: string | null;
      VIN: string | null;
      /** Format: int32 */
      OpSeq: number;
      Operation: string;
      StdHours: number;
      /** @enum {string} */
      Status: 'Pending' | 'InProcess';
      /** Format: date */
      DueDate: string;
    };
    ProcessReport: {
      /**
       * Format: int32
       * @description The Sigmanest nest job reported.
       */
      NestJobId: number;
      /**
       * Format: int32
       * @description Parts finished (or rejected).
       */
      Qty: number;
      /**
       * Format: int32
       * @description Operator who ran the nest.
       */
      EmployeeId?: number | null;
      Reason?: string;
    };
    ProcessReportResult: {
      ok: boolean;
      message: string;
      /** Format: int32 */
      ProcessReportId: number;
      /** Format: int32 */
      NestJobId: number;
      NestNo: string;
      /** @enum {string} */
      Status: 'Released' | 'Finished' | 'Rejected';
      /**
       * Format: int32
       * @description Parts reported finished on this nest so far.
       */
      QtyFinished: number;
      /** Format: int32 */
      QtyRejected: number;
      /**
       * Format: int32
       * @description Plate issue transaction written when the nest finished.
       */
      TransactionId?: number | null;
    };
    NestJob: {
      /** Format: int32 */
      NestJobId: number;
      NestNo: string;
      Program: string;
      WorkCenter: string | null;
      /** Format: int32 */
      Sheets: number;
      /** Format: int32 */
      PartsCount: number;
      UtilizationPct: number;
      /** @enum {string} */
      Status: 'Released' | 'Finished' | 'Rejected';
      /** Format: date-time */
      CreatedAt: string;
    };
    ProcessReportingItem: {
      /** Format: int32 */
      ARINVT_ID: number;
      ItemNo: string;
      Descrip: string;
      Class: string;
      UOM: string;
      /** @enum {string} */
      Source: 'M' | 'P' | 'T';
      OnHand: number;
      /** @description Released nest jobs cutting this plate. */
      NestJobs: components['schemas']['NestJob'][];
    };
    WorkCenterLaborRow: {
      WorkCenter: string;
      ResourceGroup: string | null;
      /**
       * Format: date
       * @description Monday of the week.
       */
      Week: string;
      Employee: string;
      EmployeeNumber?: string | null;
      Hours: number;
      LaborCost: number;
      /**
       * Format: int32
       * @description Units whose last operation this work center finished that week.
       */
      UnitsFinished: number;
    };
    FinishLogRow: {
      /** Format: date */
      DateFinished: string;
      WorkorderNumber: string;
      VIN: string | null;
      PartNo: string;
      ConfigCode: string | null;
      WorkCenter: string | null;
      Foreman: string | null;
      Shift: string | null;
    };
    FillRateRow: {
      /** Format: date */
      DueWeek: string;
      /** Format: date */
      DueDate: string;
      CoNum: string;
      /** Format: int32 */
      CoLine: number;
      CoLineKey: string;
      CustNo: string;
      Customer: string;
      Family: string;
      ItemNo: string;
      ConfigCode: string | null;
      Qty: number;
      /** Format: date */
      ShipDate: string | null;
      /** Format: int32 */
      DaysLate: number | null;
      Shipped: boolean;
      OnTime: boolean;
      OnTimePct: number;
    };
    SigmanestNestRow: {
      /** Format: int32 */
      NestJobId: number;
      NestNo: string;
      Program: string;
      /** Format: date-time */
      CreatedAt: string;
      /**
       * Format: int32
       * @description ARINVT_ID of the plate the nest cuts.
       */
      PlateArinvtId: number;
      PlateItemNo: string;
      PlateDescrip: string;
      WorkCenter: string | null;
      /** Format: int32 */
      Sheets: number;
      /** Format: int32 */
      PartsCount: number;
      UtilizationPct: number;
      Status: string;
      /** Format: int32 */
      QtyFinished: number;
      /** Format: int32 */
      QtyRejected: number;
      /**
       * Format: int32
       * @description Parts of a released nest not yet reported finished or rejected (0 once it is finished or rejected).
       */
      QtyOpen: number;
      /** Format: date-time */
      LastReportAt: string | null;
      RejectReason: string | null;
    };
    ScrapSummaryRow: {
      Month: string;
      ResourceGroup: string;
      WorkCenter: string;
      Operation: string;
      Family: string;
      /** Format: int32 */
      Operations: number;
      ScrapQty: number;
      ScrapCost: number;
    };
    FinitePurchasingRow: {
      ItemNo: string;
      Descrip: string;
      Class: string;
      UOM: string;
      Required: number;
      OnHand: number;
      OnOrder: number;
      NetShortage: number;
      /** Format: date */
      FirstNeedDate: string;
      Vendor: string | null;
      /** Format: int32 */
      LeadTimeDays: number | null;
      /** Format: date */
      OrderBy: string | null;
      StdCost: number;
      ShortageCost: number;
    };
    JobMaterialRow: {
      WorkorderNumber: string;
      JobStatus: string;
      /** Format: date */
      DueDate: string;
      PartNo: string;
      VIN: string | null;
      ItemNo: string;
      Descrip: string;
      Class: string;
      UOM: string;
      QtyPer: number;
      Required: number;
      Issued: number;
      OnHand: number;
      UnitCost: number;
      ExtCost: number;
    };
    DispatchRow: {
      /** Format: int32 */
      Priority: number;
      ResourceGroup: string;
      WorkCenter: string;
      WorkorderNumber: string;
      PartNo: string;
      ConfigCode: string | null;
      VIN: string | null;
      /** Format: int32 */
      OpSeq: number;
      Operation: string;
      Status: string;
      StdHours: number;
      /** Format: date */
      DueDate: string;
      /** Format: int32 */
      DaysToDue: number;
      PreviousOpDone: boolean;
    };
    ShopFloorStatusRow: {
      /** Format: date */
      ProductionDay: string;
      /** Format: int32 */
      UnitsFinished: number;
      /** Format: int32 */
      OperationsDone: number;
      LaborHours: number;
      EarnedHours: number;
      EfficiencyPct: number;
      /** Format: int32 */
      JobsInProcess: number;
      /** Format: int32 */
      QcChecks: number;
      QcPassPct: number;
    };
    ShopFloorGroupRow: {
      ResourceGroup: string;
      /** Format: int32 */
      Completed: number;
      /** Format: int32 */
      Goal: number;
      /** Format: int32 */
      InProcess: number;
      /** Format: int32 */
      Waiting: number;
      LaborHours: number;
    };
    ShopFloorInProcessRow: {
      WorkorderNumber: string;
      VIN: string | null;
      PartNo: string;
      ConfigCode: string | null;
      WorkCenter: string;
      ResourceGroup: string;
      Operation: string;
      /** Format: int32 */
      OpSeq: number;
      /** Format: date-time */
      StartedAt: string | null;
      Employee: string | null;
      /** Format: date */
      DueDate: string;
    };
    WorkCenterUtilizationRow: {
      WorkCenter: string;
      Name: string;
      ResourceGroup: string;
      /** Format: int32 */
      WorkDays: number;
      CapacityHours: number;
      EarnedHours: number;
      LaborHours: number;
      EfficiencyPct: number;
      UtilizationPct: number;
      /** Format: int32 */
      Operations: number;
      ScrapCost: number;
      /** Format: int32 */
      Machines: number;
      /** Format: int32 */
      MachinesDown: number;
    };
    WeldTimeRow: {
      PartNo: string;
      Family: string;
      WorkCenter: string;
      Operation: string;
      /** Format: int32 */
      Units: number;
      StdMinutes: number;
      AvgMinutes: number;
      MinMinutes: number;
      MaxMinutes: number;
      VariancePct: number;
      TotalMinutes: number;
      /** Format: int32 */
      Welders: number;
    };
    WeldLineRow: {
      WorkCenter: string;
      ResourceGroup: string;
      /** Format: int32 */
      Welded: number;
      /** Format: int32 */
      Goal: number;
      WeldMinutes: number;
      WeldHours: number;
      OnLineWorkorder: string | null;
      OnLineVIN: string | null;
      /** Format: int32 */
      Waiting: number;
    };
    WeldLineQueueRow: {
      WorkCenter: string;
      /** Format: int32 */
      Position: number;
      Status: string;
      WorkorderNumber: string;
      VIN: string | null;
      PartNo: string;
      Operation: string;
      StdWeldMinutes: number;
      /** Format: date */
      DueDate: string;
    };
    InforShortageRow: {
      WorkorderNumber: string;
      JobStatus: string;
      /** Format: date */
      DueDate: string;
      PartNo: string;
      VIN: string | null;
      ItemNo: string;
      Descrip: string;
      UOM: string;
      Required: number;
      Available: number;
      Short: number;
      NextPONO: string | null;
      /** Format: date */
      NextPromiseDate: string | null;
      NextPOQty: number | null;
    };
    ProductionDemandRow: {
      PartNo: string;
      Descrip: string;
      Family: string;
      ProductType: string;
      OpenOrderQty: number;
      /** Format: int32 */
      OpenOrderLines: number;
      /** Format: int32 */
      Customers: number;
      /** Format: date */
      FirstDueDate: string | null;
      /** Format: int32 */
      OpenJobs: number;
      /** Format: int32 */
      JobsUnassigned: number;
      /** Format: int32 */
      FinishedStock: number;
      NetDemand: number;
      OrderValue: number;
    };
    MaterialUsageRow: {
      Month: string;
      Class: string;
      ItemNo: string;
      Descrip: string;
      UOM: string;
      Qty: number;
      Cost: number;
      /** Format: int32 */
      Units: number;
    };
    QcPointCheckResult: {
      ok: boolean;
      message: string;
      /** Format: int32 */
      CheckId: number;
      WorkorderNumber: string;
      VIN: string | null;
      /** Format: int32 */
      TotalPoints: number;
      /** Format: int32 */
      FailLimit: number;
      Passed: boolean;
    };
    QcPointsSummaryRow: {
      /** Format: int32 */
      UnitsChecked: number;
      /** Format: int32 */
      Passed: number;
      /** Format: int32 */
      Failed: number;
      PassPct: number;
      /** Format: int32 */
      TotalPoints: number;
      PointsPerUnit: number;
    };
    QcPointsWorkCenterRow: {
      WorkCenter: string;
      ResourceGroup: string;
      /** Format: int32 */
      Units: number;
      /** Format: int32 */
      Defects: number;
      /** Format: int32 */
      Points: number;
      PointsPerUnit: number;
    };
    QcPointsDefectRow: {
      Code: string;
      Description: string;
      ResourceGroup: string;
      /** Format: int32 */
      Occurrences: number;
      /** Format: int32 */
      Units: number;
      /** Format: int32 */
      Points: number;
      /** Format: date */
      LastSeen: string;
    };
    ReverseOperationResult: {
      ok: boolean;
      message: string;
      /** Format: int32 */
      ReversalId: number;
      WorkorderNumber: string;
      /** Format: int32 */
      OpSeq: number;
      Operation: string;
      WorkCenter: string;
      JobStatus: string;
    };
    BomFlatRow: {
      ParentItemNo: string;
      ParentDescrip: string;
      /** Format: int32 */
      Level: number;
      Path: string;
      ItemNo: string;
      Descrip: string;
      Class: string;
      Source: string;
      UOM: string;
      QtyPer: number;
      ExtQty: number;
      StdCost: number;
      ExtCost: number;
    };
    QcPointSetup: {
      /**
       * Format: int32
       * @description A unit with more points than this fails its check.
       */
      FailLimit: number;
      Defects: components['schemas']['QcPointDefect'][];
    };
    QcPointDefect: {
      Code: string;
      Description: string;
      /** @description The resource group the defect is charged to. */
      ResourceGroup: string;
      /** Format: int32 */
      Points: number;
      Active: boolean;
    };
    QcPointCheckInput: {
      /** @description Work order number or VIN of the unit checked. */
      Unit: string;
      Defects: {
        Code: string;
        /** Format: int32 */
        Qty: number;
      }[];
      Comments?: string;
    };
    ReverseOperationInput: {
      WorkorderNumber: string;
      /** Format: int32 */
      OpSeq: number;
      Reason: string;
    };
    PurchaseOrder: {
      PONO: string;
      /** @description Vendor company name. */
      Vendor: string;
      /** Format: date */
      PODate: string;
      Buyer: string | null;
      /** @description Who requested the purchase. */
      ReqBy: string | null;
      /** Format: int32 */
      EplantId?: number;
      PODetails: components['schemas']['PurchaseOrderDetail'][];
    };
    PurchaseOrderDetail: {
      /** Format: int32 */
      PO_DETAIL_ID: number;
      /** Format: int32 */
      ARINVT_ID: number;
      ItemNo: string;
      Descrip: string;
      UOM: string;
      UnitCost?: number;
      /** @description SPEC §4: a release promised before now (its promise day has begun on the plant clock, so today counts) with quantity left above 0. */
      IsLate?: boolean;
      POReleases: components['schemas']['PurchaseOrderRelease'][];
    };
    PurchaseOrderRelease: {
      /** Format: date */
      RequestDate: string | null;
      /** Format: date */
      PromiseDate: string | null;
      Qty: number;
      QtyReceived?: number;
      /** @description Qty minus what receipts have recorded for the release */
      LeftToRecv: number;
    };
    PurchaseOrderLineRow: {
      PONO: string;
      /** Format: int32 */
      PO_DETAIL_ID?: number;
      /** Format: date */
      PODate: string;
      Vendor: string;
      Buyer: string | null;
      ItemNo: string;
      Descrip: string;
      UOM: string;
      /** @description Total ordered over all releases. */
      Qty: number;
      LeftToRecv: number;
      /**
       * Format: date
       * @description Earliest promise date with quantity left (else the last one).
       */
      PromiseDate: string | null;
      UnitCost: number;
      /** @description Qty times UnitCost. */
      ExtCost: number;
      IsLate: boolean;
    };
    ElPasoReceiptRow: {
      /** Format: int32 */
      Id: number;
      /** Format: date-time */
      ReceivedAt: string;
      LoadNo: string | null;
      Dealer: string | null;
      DealerNo: string | null;
      VIN: string | null;
      WorkorderNumber: string;
      PartNo: string;
      Bay: string | null;
      ReceivedBy: string;
      /** @enum {string} */
      Condition: 'Good' | 'Damaged';
      /** Format: date-time */
      ReleasedAt: string | null;
      DaysInYard: number;
    };
    PoReceiptRow: {
      /** Format: int32 */
      Id: number;
      /** Format: date */
      ReceiptDate: string;
      PONO: string;
      Vendor: string;
      ItemNo: string;
      Descrip: string;
      UOM: string;
      Qty: number;
      UnitCost: number;
      ExtCost: number;
      Location: string | null;
      ReceivedBy: string | null;
      PackingSlip: string | null;
      /**
       * Format: int32
       * @description Days after the release's promise date (negative = early).
       */
      DaysLate: number;
    };
    IntercompanyPoLineRow: {
      PONO: string;
      /** Format: date */
      PODate: string;
      Status: string;
      Vendor: string;
      ItemNo: string;
      Descrip: string;
      UOM: string;
      Qty: number;
      Received: number;
      LeftToRecv: number;
      UnitCost: number;
      ExtCost: number;
      ReceivedValue: number;
      /** Format: date */
      PromiseDate: string | null;
      /** Format: date */
      LastReceipt: string | null;
    };
    QcTemplateSettings: {
      Templates: {
        /**
         * Id
         * Format: int32
         */
        Id?: number | null;
        /** Name */
        Name: string;
        /**
         * Kind
         * @enum {string}
         */
        Kind: 'Final inspection' | 'Weld audit' | 'Paint audit';
        /**
         * Product type
         * @enum {string}
         */
        ProductType: 'trailer' | 'bed';
        /** Checkpoints */
        Checkpoints: {
          /** Checkpoint */
          Text: string;
          /** Required */
          Required: boolean;
        }[];
      }[];
    };
    QcScheduleRow: {
      /** Format: int32 */
      Id: number;
      /** Format: date */
      ScheduledDate: string;
      Template: string;
      Kind: string;
      ProductType: string;
      WorkCenter: string | null;
      Auditor: string;
      /** @enum {string} */
      Status: 'Planned' | 'Done' | 'Missed';
      /** Format: date-time */
      AuditedAt: string | null;
      VIN: string | null;
      Score: number | null;
    };
    QcAuditRequest: {
      /** VIN */
      VIN: string;
      /**
       * Inspection
       * @enum {string}
       */
      Kind: 'Final inspection' | 'Weld audit' | 'Paint audit';
      /**
       * Failed checkpoints
       * Format: int32
       */
      FailedCheckpoints: number;
      /** Notes */
      Notes?: string | null;
    };
    QcAuditRow: {
      /** Format: int32 */
      Id: number;
      /** Format: date-time */
      AuditedAt: string;
      Template: string;
      Kind: string;
      VIN: string | null;
      WorkorderNumber: string | null;
      PartNo: string | null;
      Auditor: string;
      /** @enum {string} */
      Source: 'Portal' | 'iAuditor';
      /** Format: int32 */
      Checkpoints: number;
      /** Format: int32 */
      Failed: number;
      /** @description Percent of checkpoints passed (0–100). */
      Score: number;
      /** @enum {string} */
      Result: 'Pass' | 'Fail';
      Notes: string | null;
    };
    IAuditorScoreRow: {
      /** Format: int32 */
      Id: number;
      /** @description YYYY-MM */
      Month: string;
      Template: string;
      ProductType: string;
      Auditor: string;
      Score: number;
      /** Format: int32 */
      Failed: number;
      /**
       * Format: int32
       * @description Always 1; summed by the pivot.
       */
      Inspections: number;
    };
    QcLabelUnitRow: {
      /** Format: int32 */
      JobId: number;
      /** Format: date */
      FinishDate: string;
      WorkorderNumber: string;
      VIN: string | null;
      PartNo: string;
      ConfigCode: string;
      ProductType: string;
      PaintQc: boolean;
      MinPaintReading: number | null;
      /** @description Result of the latest inspection. */
      Inspection: string | null;
      OnHold: boolean;
      /** @enum {string} */
      QcStatus: 'Ready for label' | 'Pending QC' | 'On hold' | 'Failed inspection';
    };
    QcHoldRow: {
      /** Format: int32 */
      Id: number;
      /** Format: date-time */
      PlacedAt: string;
      VIN: string | null;
      WorkorderNumber: string;
      PartNo: string;
      ConfigCode: string;
      Reason: string;
      PlacedBy: string;
      /** Format: date-time */
      ReleasedAt: string | null;
      ReleasedBy: string | null;
      Disposition: string | null;
      DaysOnHold: number;
      Open: boolean;
    };
    SalesAdCampaignRow: {
      /** Format: int32 */
      Id: number;
      Name: string;
      Channel: string;
      Region: string;
      /** Format: date */
      StartDate: string;
      /** Format: date */
      EndDate: string;
      Budget: number;
      Spend: number;
      /** Format: int32 */
      Impressions: number;
      /** Format: int32 */
      Leads: number;
      /** Format: int32 */
      Quotes: number;
      /** Format: int32 */
      UnitsSold: number;
      CostPerLead: number | null;
      CostPerUnit: number | null;
      Currency: string;
    };
    SalesCustomerOrderRow: {
      CoNum: string;
      /** Format: date */
      OrderDate: string;
      CustomerNo: string;
      CustomerName: string;
      CustPO: string | null;
      Salesperson: string;
      Status: string;
      /** Format: int32 */
      Lines: number;
      Units: number;
      OrderAmount: number;
      InvoicedAmount: number;
      OpenAmount: number;
      /** Format: date */
      NextDueDate: string | null;
      Currency: string;
    };
    SalesOrderLineRow: {
      /** Format: int32 */
      CoLine: number;
      ItemNo: string;
      Descrip: string;
      ConfigCode: string | null;
      Qty: number;
      UnitPrice: number;
      Amount: number;
      Status: string;
      /** Format: date */
      DueDate: string;
      VIN: string | null;
      WorkOrder: string | null;
      JobStatus: string | null;
    };
    SalesOrderInvoiceRow: {
      InvoiceNo: string;
      /** Format: date */
      InvoiceDate: string;
      /** Format: date */
      DueDate: string;
      Amount: number;
      Tax: number;
      Total: number;
      PaidAmount: number;
      Balance: number;
      Currency: string;
    };
    SalesOrderLoadRow: {
      LoadNo: string;
      /** Format: date */
      ShipDate: string | null;
      Status: string;
      Carrier: string | null;
      /** Format: int32 */
      Units: number;
      SalesApproved: boolean;
      ApprovedBy: string | null;
      TrackingNumber: string | null;
      /** Format: date */
      DeliveredDate: string | null;
    };
    SalesFgTrackerRow: {
      /** @description Quantity-weighted mean days since the item's on-hand stock last moved (one decimal); null without stock. */
      AvgAgeDays: number | null;
      /** @description ABC class on inventory age (SPEC §9) of the item, over the plant's 12-month sales and stock age. */
      AbcAge: components['schemas']['AbcClass'];
      ItemNo: string;
      Descrip: string;
      Family: string;
      /** Format: int32 */
      FinishedOnHand: number;
      /** Format: int32 */
      Allocated: number;
      /** Format: int32 */
      Available: number;
      /** Format: int32 */
      InProduction: number;
      /** Format: int32 */
      OpenOrderUnits: number;
      /** Format: int32 */
      Unbuilt: number;
      /** Format: int32 */
      NetAvailable: number;
      ListPrice: number | null;
      AvailableValue: number;
    };
    SalesDealerMapPoint: {
      /** @enum {string} */
      Kind: 'dealer' | 'potential' | 'manufacturer';
      /** Format: int32 */
      Id: number;
      Name: string;
      City: string;
      State: string;
      Country: string;
      Latitude: number;
      Longitude: number;
      /** Format: int32 */
      Plant: number;
      Detail: string | null;
      Status: string | null;
      /** Format: int32 */
      UnitsLast12Months: number;
    };
    SalesStockListRow: {
      VIN: string;
      WorkOrder: string;
      ItemNo: string;
      Descrip: string;
      Family: string;
      ConfigCode: string;
      /** Format: date */
      FinishDate: string;
      /** Format: int32 */
      DaysInStock: number;
      ListPrice: number | null;
      StdCost: number;
      WeightLb: number | null;
    };
    SalesFinishGoodsWeekRow: {
      /** Format: date */
      WeekStart: string;
      /** Format: int32 */
      Finished: number;
      /** Format: int32 */
      Shipped: number;
      /** Format: int32 */
      EndingStock: number;
    };
    SalesGoalRow: {
      Salesperson: string;
      /** Format: date */
      Month: string;
      /** Format: int32 */
      GoalUnits: number;
      /** Format: int32 */
      BookedUnits: number;
      GoalAmount: number;
      BookedAmount: number;
      UnitsPct: number;
      AmountPct: number;
      /** Format: int32 */
      Orders: number;
    };
    SalesPipelineRow: {
      QuoteNo: string;
      Salesperson: string;
      Stage: string;
      CustomerName: string;
      Family: string;
      /** Format: int32 */
      Units: number;
      Amount: number;
      /** Format: int32 */
      Probability: number;
      WeightedAmount: number;
      QuoteMonth: string;
    };
    SalesCustomerOverviewRow: {
      CustomerNo: string;
      Name: string;
      City: string;
      State: string;
      Country: string;
      Region: string;
      Salesperson: string;
      IsDealer: boolean;
      /** Format: int32 */
      Orders: number;
      UnitsSold: number;
      SalesAmount: number;
      /** Format: date */
      LastOrderDate: string | null;
      OpenOrderAmount: number;
      OpenAR: number;
      CreditLimit: number;
      Currency: string;
    };
    SalesTemplateRow: {
      ItemNo: string;
      ConfigCode: string;
      Descrip: string;
      Family: string;
      /** Format: int32 */
      TimesOrdered: number;
      UnitsOrdered: number;
      AvgPrice: number;
      ListPrice: number | null;
      /** Format: date */
      LastOrdered: string;
      /** Format: int32 */
      Customers: number;
    };
    SalesMxInvoiceRow: {
      InvoiceNo: string;
      /** Format: date */
      InvoiceDate: string;
      CfdiUuid: string | null;
      CoNum: string | null;
      CustomerNo: string;
      CustomerName: string;
      Country: string;
      Currency: string;
      Amount: number;
      Iva: number;
      Total: number;
      ExchangeRate: number;
      TotalUSD: number;
      PaidAmount: number;
      Balance: number;
    };
    SalesOpenUnitsWeekRow: {
      DueWeek: string;
      Family: string;
      FamilyName: string;
      /** Format: int32 */
      Units: number;
      Amount: number;
      /** Format: int32 */
      Late: number;
    };
    SalesTrendRow: {
      Month: string;
      Region: string;
      State: string;
      Country: string;
      Salesperson: string;
      Family: string;
      Units: number;
      Amount: number;
    };
    SalesExportRow: {
      InvoiceNo: string;
      /** Format: date */
      InvoiceDate: string;
      CustomerNo: string;
      CustomerName: string;
      Country: string;
      State: string;
      VIN: string | null;
      ItemNo: string;
      Amount: number;
      Currency: string;
      ShipmentNo: string | null;
      ShipmentStatus: string | null;
    };
    SalesDealerApplicationRow: {
      /** Format: int32 */
      Id: number;
      Name: string;
      ContactName: string;
      City: string;
      State: string;
      Country: string;
      Salesperson: string;
      Status: string;
      /** Format: date */
      ApplicationDate: string | null;
      CreditAppReceived: boolean;
      W9Received: boolean;
      /** Format: date */
      ApprovedDate: string | null;
      /** Format: int32 */
      DaysOpen: number | null;
      /** Format: int32 */
      EstAnnualUnits: number;
    };
    SalesOpenOrderLineRow: {
      CoNum: string;
      /** Format: int32 */
      CoLine: number;
      /** Format: date */
      OrderDate: string;
      CustomerNo: string;
      CustomerName: string;
      Salesperson: string;
      ItemNo: string;
      ConfigCode: string | null;
      Status: string;
      /** Format: date */
      DueDate: string;
      /** Format: int32 */
      DaysLate: number;
      UnitPrice: number;
      VIN: string | null;
      JobStatus: string | null;
      LoadNo: string | null;
    };
    SalesBacklogMonthRow: {
      DueMonth: string;
      /** Format: int32 */
      Units: number;
      Amount: number;
      /** Format: int32 */
      LateUnits: number;
      /** Format: int32 */
      Finished: number;
    };
    SalesByLineRow: {
      Family: string;
      FamilyName: string;
      Month: string;
      Units: number;
      Amount: number;
      StdCost: number;
      Margin: number;
    };
    SalesPriceChangeRow: {
      /** Format: int32 */
      Id: number;
      /** Format: date */
      EffectiveDate: string;
      ItemNo: string;
      Descrip: string;
      Family: string | null;
      OldPrice: number;
      NewPrice: number;
      ChangePct: number;
      Reason: string;
      ChangedBy: string;
      /** Format: date-time */
      ChangedAt: string;
    };
    SalesRegistrationRow: {
      /** Format: int32 */
      Id: number;
      /** Format: date */
      RegistrationDate: string;
      /** Format: date */
      PurchaseDate: string;
      VIN: string;
      ItemNo: string | null;
      DealerNo: string | null;
      DealerName: string | null;
      OwnerName: string;
      City: string;
      State: string;
      /** Format: int32 */
      DaysShipToSale: number | null;
    };
    SalesBtaRow: {
      ItemNo: string;
      Descrip: string;
      Family: string;
      /** Format: int32 */
      StockBuildsInProcess: number;
      /** Format: int32 */
      StockUnitsFinished: number;
      /** Format: int32 */
      UncoveredOrderUnits: number;
      /** Format: int32 */
      Balance: number;
      /** Format: int32 */
      SuggestedBuild: number;
      /** Format: int32 */
      Sold12Months: number;
    };
    SalesPriceSheetRow: {
      ItemNo: string;
      Descrip: string;
      Family: string;
      FamilyName: string;
      ListPrice: number;
      DealerPrice: number;
      StdCost: number;
      MarginPct: number;
      WeightLb: number | null;
      /** Format: date */
      LastChange: string | null;
    };
    SalesDropshipRow: {
      ShipmentNo: string;
      LoadNo: string;
      /** Format: date */
      ShipDate: string;
      DealerNo: string;
      DealerName: string;
      City: string;
      State: string;
      Carrier: string | null;
      /** Format: int32 */
      Units: number;
      TrackingNumber: string | null;
      Status: string;
      /** Format: date */
      DeliveredDate: string | null;
      /** Format: int32 */
      DaysInTransit: number;
      Freight: number;
    };
    SalesApsWeekRow: {
      /** Format: date */
      WeekStart: string;
      /** Format: int32 */
      Capacity: number;
      /** Format: int32 */
      Booked: number;
      /** Format: int32 */
      Available: number;
    };
    SalesLoadScheduleRow: {
      LoadNo: string;
      /** Format: date */
      ShipDate: string | null;
      Status: string;
      DealerNo: string;
      DealerName: string;
      City: string;
      State: string;
      /** Format: int32 */
      Units: number;
      OrderValue: number;
      SalesApproved: boolean;
      ApprovedBy: string | null;
      Carrier: string | null;
      SubmittedOnline: boolean;
      Freight: number | null;
    };
    SalesTargetedDealerRow: {
      /** Format: int32 */
      Id: number;
      Name: string;
      City: string;
      State: string;
      Country: string;
      Salesperson: string;
      Status: string;
      /** Format: int32 */
      EstAnnualUnits: number;
      NearestDealer: string | null;
      NearestDealerMiles: number | null;
      /** Format: int32 */
      CompetitorsWithin50Miles: number;
      Score: number;
    };
    SalesPartsSaleRow: {
      /** @description The item's sales of the last 12 months in U.S. dollars (invoiced units and parts sales). */
      Sales12m: number;
      /** @description ABC class on 12-month sales (SPEC §9) of the item, ranked among the plant's items that sold. */
      AbcSales: components['schemas']['AbcClass'];
      /** Format: int32 */
      Id: number;
      InvoiceNo: string;
      /** Format: date */
      InvoiceDate: string;
      CustomerNo: string;
      CustomerName: string;
      ItemNo: string;
      Descrip: string;
      Class: string;
      Qty: number;
      UnitPrice: number;
      Amount: number;
      Cost: number;
      Margin: number;
    };
    SalesOldInventoryRow: {
      VIN: string;
      WorkOrder: string;
      ItemNo: string;
      Descrip: string;
      ConfigCode: string;
      /** Format: date */
      FinishDate: string;
      /** Format: int32 */
      DaysInStock: number;
      AgeBucket: string;
      StdCost: number;
      CarryingCost: number;
      ListPrice: number | null;
      CoNum: string | null;
    };
    SalesQuoteRow: {
      /** Format: int32 */
      Id: number;
      QuoteNo: string;
      /** Format: date */
      QuoteDate: string;
      /** Format: date */
      ValidUntil: string;
      CustomerNo: string;
      CustomerName: string;
      Salesperson: string;
      ItemNo: string;
      ConfigCode: string | null;
      /** Format: int32 */
      Qty: number;
      ListPrice: number;
      DiscountPct: number;
      UnitPrice: number;
      Freight: number;
      Total: number;
      MarginPct: number;
      Stage: string;
    };
    SalesMxToUsInvoiceRow: {
      InvoiceNo: string;
      /** Format: date */
      InvoiceDate: string;
      CfdiUuid: string | null;
      CoNum: string | null;
      CustomerNo: string;
      CustomerName: string;
      State: string;
      /** Format: int32 */
      Units: number;
      TotalUSD: number;
      TransferCost: number;
      ShipmentNo: string | null;
      ShipmentStatus: string | null;
      /** Format: date */
      DeliveredDate: string | null;
    };
    SalesOrderHeader: {
      CoNum: string;
      /** Format: date */
      OrderDate: string;
      Status: string;
      CustomerNo: string;
      CustomerName: string;
      City: string;
      State: string;
      CustPO: string | null;
      Salesperson: string;
      Currency: string;
      /** Format: int32 */
      Lines: number;
      /** @description Units ordered over all lines. */
      Units: number;
      OrderAmount: number;
      InvoicedAmount: number;
      OpenAmount: number;
      EnteredBy: string | null;
    };
    SalesOrderDashboard: {
      Kpis: components['schemas']['SalesOrderKpis'][];
      Weeks: {
        /** Format: date */
        WeekStart: string;
        /** Format: int32 */
        Orders: number;
        Units: number;
        Amount: number;
      }[];
      TopDealers: {
        CustomerNo: string;
        CustomerName: string;
        /** Format: int32 */
        Orders: number;
        Units: number;
        Amount: number;
      }[];
      ByStatus?: {
        Status: string;
        Label: string;
        /** Format: int32 */
        Orders: number;
      }[];
    };
    SalesOrderKpis: {
      /** Format: int32 */
      OrdersBooked: number;
      UnitsBooked: number;
      AmountBooked: number;
      /** Format: int32 */
      OpenOrders: number;
      OpenAmount: number;
      /** Format: int32 */
      LateLines: number;
      AvgOrderValue: number;
    };
    PublicOrderView: {
      OrderNo: string;
      /** Format: date */
      OrderDate: string;
      Status: string;
      StatusLabel: string;
      Dealer: string;
      DealerCity: string;
      DealerState: string;
      /** Format: int32 */
      Units: number;
      /** Format: int32 */
      UnitsShipped: number;
      /** Format: date */
      NextShipDate: string | null;
    };
    PublicOrderUnit: {
      /** Format: int32 */
      Line: number;
      Model: string;
      Description: string;
      Status: string;
      StatusLabel: string;
      /** Format: date */
      DueDate: string;
      VinLast6: string | null;
      /** Format: date */
      ShipDate: string | null;
    };
    SalesSaveResult: {
      /** Format: int32 */
      Id: number;
      Message: string;
    };
    PotentialDealerInput: {
      Version: components['schemas']['RowVersion'];
      /** Name */
      Name: string;
      /** Address */
      Address: string;
      /** City */
      City: string;
      /** State / province */
      State: string;
      /**
       * Country
       * @enum {string}
       */
      Country: 'US' | 'CA' | 'MX';
      /** ZIP / postal code */
      Zip: string;
      /** Latitude */
      Latitude: number;
      /** Longitude */
      Longitude: number;
      /** Phone */
      Phone?: string | null;
      /** Contact */
      ContactName: string;
      /**
       * Email
       * Format: email
       */
      Email?: string | null;
      /**
       * Status
       * @enum {string}
       */
      Status: 'New' | 'Contacted' | 'Visited' | 'Negotiating' | 'Signed' | 'Declined';
      /** Salesperson */
      Salesperson: string;
      /** Brands carried */
      BrandsCarried?: string | null;
      /**
       * Estimated units per year
       * Format: int32
       */
      EstAnnualUnits: number;
      /** Notes */
      Notes?: string | null;
    };
    ManufacturerDealerInput: {
      /** Name */
      Name: string;
      /** Address */
      Address: string;
      /** City */
      City: string;
      /** State / province */
      State: string;
      /**
       * Country
       * @enum {string}
       */
      Country: 'US' | 'CA' | 'MX';
      /** ZIP / postal code */
      Zip: string;
      /** Latitude */
      Latitude: number;
      /** Longitude */
      Longitude: number;
      /** Phone */
      Phone?: string | null;
      /** Manufacturer (brand) */
      Manufacturer: string;
      /** Notes */
      Notes?: string | null;
    };
    QuoteSettings: {
      /**
       * Quotes valid for (days)
       * Format: int32
       */
      ValidDays: number;
      /** Default dealer discount % */
      DefaultDiscountPct: number;
      /** Maximum discount % without approval */
      MaxDiscountPct: number;
      /** Minimum margin % */
      MinMarginPct: number;
      /** Deposit % */
      DepositPct: number;
      /** Freight per loaded mile */
      FreightPerMile: number;
      /** Terms printed on the quote */
      Terms: string;
    };
    SalesQuoteInput: {
      /** Dealer number */
      CustomerNo: string;
      /** Model (item number) */
      ItemNo: string;
      /** Config code */
      ConfigCode?: string | null;
      /**
       * Units
       * Format: int32
       */
      Qty: number;
      /** Discount % */
      DiscountPct: number;
      /** Freight */
      Freight: number;
      /** Notes */
      Notes?: string | null;
    };
    SalesQuoteCreated: {
      /** Format: int32 */
      Id: number;
      QuoteNo: string;
      Total: number;
      Message: string;
    };
    SalesPriceUpdateInput: {
      /**
       * Product line
       * @enum {string}
       */
      Family: 'GN' | 'DG' | 'DU' | 'FB' | 'UT' | 'EQ' | 'TB';
      /** Change % */
      Percent: number;
      /**
       * Effective date
       * Format: date
       */
      EffectiveDate: string;
      /** Reason */
      Reason: string;
    };
    SalesPriceUpdateResult: {
      /** Format: int32 */
      Updated: number;
      Message: string;
    };
    SalesOrderInput: {
      /** Dealer number */
      CustomerNo: string;
      /** Dealer PO */
      CustPO?: string | null;
      /** Model (item number) */
      ItemNo: string;
      /** Config code */
      ConfigCode?: string | null;
      /**
       * Units
       * Format: int32
       */
      Qty: number;
      /** Unit price (empty = list price) */
      UnitPrice?: number | null;
      /**
       * Due date
       * Format: date
       */
      DueDate: string;
    };
    SalesOrderCreated: {
      CoNum: string;
      /** Format: int32 */
      Lines: number;
      Message: string;
    };
    JobApplicationInput: {
      /**
       * Plant
       * Format: int32
       * @enum {integer}
       */
      Plant: 2 | 3;
      /** First name */
      FirstName: string;
      /** Last name */
      LastName: string;
      /**
       * Email
       * Format: email
       */
      Email?: string | null;
      /** Phone */
      Phone: string;
      /** Position */
      Position: string;
      /**
       * Shift
       * @enum {string}
       */
      ShiftPreference: 'First' | 'Second' | 'Any';
      /**
       * Available from
       * Format: date
       */
      AvailableFrom: string;
      /**
       * Years of experience
       * Format: int32
       */
      ExperienceYears: number;
      /** Tell us about yourself */
      Message?: string | null;
      /** @description The solved bot check (ALTCHA payload), as in the login. */
      Captcha?: string | null;
    };
    ScheduleRow: {
      /** Format: date */
      StartDate: string | null;
      /** Format: date */
      DueDate: string;
      WorkorderNumber: string;
      Status: string;
      PartNo: string;
      ConfigCode: string | null;
      VIN: string | null;
      CoNum: string | null;
      /** Format: int32 */
      CoLine: number | null;
      Customer: string | null;
      CustNo: string | null;
      CurrentOperation: string | null;
      /** Format: int32 */
      OpsDone: number;
      /** Format: int32 */
      OpsTotal: number;
      PctComplete: number;
      Late: boolean;
    };
    ScheduleLoadRow: {
      /** Format: date */
      Week: string;
      ProductType: string;
      Family: string;
      Status: string;
      /** Format: int32 */
      Units: number;
      StdHours: number;
    };
    ScheduleCustomerOrderRow: {
      CoNum: string;
      /** Format: int32 */
      CoLine: number;
      CoLineKey: string;
      /** Format: date */
      OrderDate: string;
      Customer: string;
      CustNo: string;
      ItemNo: string;
      ConfigCode: string | null;
      Qty: number;
      /** Format: date */
      DueDate: string;
      LineStatus: string;
      WorkorderNumber: string | null;
      JobStatus: string | null;
      /** Format: date */
      JobDueDate: string | null;
      /** Format: int32 */
      SlackDays: number | null;
      VIN: string | null;
      Scheduled: boolean;
    };
    ScheduleCapacityRow: {
      /** Format: date */
      Week: string;
      RequiredHours: number;
      CapacityHours: number;
      LoadPct: number;
      /** Format: int32 */
      Operations: number;
    };
    LoginRequest: {
      Username: string;
      Password: string;
      /** @description The ALTCHA widget's payload (base64 JSON). Required unless the server runs with NORSTAR_CAPTCHA=off. */
      Captcha?: string | null;
    };
    LoginResponse: {
      /** @description The JWT; stored in localStorage key Token. */
      Token: string;
      /** @enum {string} */
      TokenType: 'Bearer';
      /** Format: date-time */
      Expiration: string;
      User: components['schemas']['SessionUserData'];
    };
    SessionUserData: {
      /** Format: uuid */
      Guid: string;
      Firstname: string;
      Lastname: string;
      Username: string;
      Email: string | null;
      /** Format: int32 */
      EplantId: number;
      /** Format: int32 */
      EmployeeId: number | null;
      IsSuperUser: boolean;
      Language?: components['schemas']['Language'];
      /** @description Internal route paths (routes.json) the user may open; every one for a super user. */
      Routes: string[];
      /** @description Role names the user holds (schemas/roles.json); a super user holds every role implicitly. */
      RolesNames: string[];
      Plants: components['schemas']['Plant'][];
      System: components['schemas']['SystemSettings'];
      /** @description Set when this session was opened by another user logging in as this one. */
      ActingUserGuid?: string | null;
      /** @description A dealer user's dealership (its customer number, docs/adr/015); null for Norstar staff. A dealer's menu and screens are the ones its dealer roles open, never the staff screens. */
      DealerNo?: string | null;
      /** @description The dealership's name of a dealer user; null for Norstar staff. */
      DealerName?: string | null;
    };
    /**
     * @description The language the user reads the portal in; a new user of plant 3 (NORSTAR MX) starts with es-MX, any other with en-US. Server-authored validation messages come back in it.
     * @enum {string}
     */
    Language: 'en-US' | 'es-MX';
    UserLanguage: {
      Language: components['schemas']['Language'];
    };
    CaptchaChallenge: {
      parameters: {
        algorithm: string;
        nonce: string;
        salt: string;
        /** Format: int32 */
        cost: number;
        /** Format: int32 */
        keyLength: number;
        keyPrefix: string;
        /** Format: int32 */
        expiresAt?: number;
      };
      signature?: string;
    };
    RequestLogEntry: {
      method: string;
      baseURL?: string | null;
      url: string;
      /** @description The request body or parameters; any JSON. */
      data?: unknown;
      origin?: string | null;
      href?: string | null;
    };
    /** @description A load on the shipping calendar. */
    ShippingCalendarRow: {
      /**
       * Format: date
       * @description Planned or actual ship date.
       */
      ShipDate: string;
      /** @description Day name of the ship date. */
      Weekday: string;
      LoadNo: string;
      /** @description Draft, Submitted, Approved, Loaded, Shipped or Delivered. */
      Status: string;
      Dealer: string;
      CustNo: string;
      /** @description City, state of the dealer. */
      Destination: string;
      /** Format: int32 */
      Units: number;
      Carrier: string | null;
      SalesApproved: boolean;
      /** @description Freight quoted on the load. */
      FreightCost: number | null;
    };
    /** @description A unit with its serialized components. */
    Class68SerialRow: {
      VIN: string;
      WorkorderNumber: string;
      PartNo: string;
      Family: string;
      /** @description Job status. */
      Status: string;
      /** Format: date */
      FinishDate: string | null;
      /** Format: date */
      ShipDate: string | null;
      Dealer: string | null;
      CustNo: string | null;
      LoadNo: string | null;
      FrontAxleSerial: string | null;
      MiddleAxleSerial: string | null;
      RearAxleSerial: string | null;
      PowerUnitSerial: string | null;
      /**
       * Format: int32
       * @description How many serialized components the unit has.
       */
      SerialCount: number;
    };
    /** @description A shipment (bill of lading) of a load. */
    ShipmentRow: {
      ShipmentNo: string;
      /** Format: date */
      ShipDate: string;
      LoadNo: string | null;
      Dealer: string;
      CustNo: string;
      Destination: string;
      Country: string;
      Carrier: string | null;
      BOL: string;
      TrackingNumber: string | null;
      /** Format: int32 */
      Units: number;
      WeightLb: number;
      Freight: number;
      /** @description InTransit, AtBorder or Delivered. */
      Status: string;
      /** Format: date */
      DeliveredDate: string | null;
      /**
       * Format: int32
       * @description Days from ship to delivery.
       */
      TransitDays: number | null;
    };
    /** @description A DOT number read off one tire of a trailer. */
    TireDotInput: {
      /** @description The trailer's VIN. */
      VIN: string;
      /**
       * @description Wheel position: LF, RF, LM, RM, LR, RR or SPARE.
       * @enum {string}
       */
      Position: 'LF' | 'RF' | 'LM' | 'RM' | 'LR' | 'RR' | 'SPARE';
      /** @description The DOT code as molded on the sidewall, ending in the week and year made (WWYY). */
      DotCode: string;
      Brand: string;
      TireSize: string;
    };
    /** @description A DOT number recorded on a unit's tire. */
    TireDotRow: {
      VIN: string;
      WorkorderNumber: string;
      PartNo: string;
      Position: string;
      DotCode: string;
      /** @description Week/year the tire was made (WW/YY), from the DOT code. */
      TireWeek: string;
      Brand: string;
      TireSize: string;
      Dealer: string | null;
      CustNo: string | null;
      /** Format: date */
      ShipDate: string | null;
      RecordedBy: string;
      /** Format: date-time */
      RecordedAt: string;
    };
    /** @description A load shipped (or to ship) from the plant. */
    MexicoShipmentRow: {
      LoadNo: string;
      /** Format: date */
      ShipDate: string | null;
      LoadStatus: string;
      Customer: string;
      CustNo: string;
      Destination: string;
      Country: string;
      /** @description El Paso / Cd. Juárez for export loads, Domestic (MX) otherwise. */
      Crossing: string;
      /** Format: int32 */
      Units: number;
      WeightLb: number;
      Carrier: string | null;
      Driver: string | null;
      ShipmentStatus: string | null;
      FreightCost: number | null;
    };
    /** @description A shipment as IQMS shipped it next to the Microsip (CFDI) invoices of its units. */
    IqmsMicrosipRow: {
      ShipmentNo: string;
      /** Format: date */
      ShipDate: string;
      LoadNo: string | null;
      Customer: string;
      CustNo: string;
      Currency: string;
      /** Format: int32 */
      UnitsShipped: number;
      /** Format: int32 */
      UnitsInvoiced: number;
      /** @description Order price of the units shipped. */
      IqmsValue: number;
      /** @description Invoiced amount (before tax) of those units. */
      InvoicedAmount: number;
      /** @description IqmsValue minus InvoicedAmount. */
      Difference: number;
      InvoiceNos: string | null;
      CfdiUuid: string | null;
      /** @description Matched, Not invoiced, Units differ or Amount differs. */
      Result: string;
    };
    /** @description Weight shipped in one month to one customer for one family. */
    MexicoPoundsRow: {
      /** @description YYYY-MM. */
      Month: string;
      Country: string;
      Customer: string;
      Family: string;
      /** Format: int32 */
      Units: number;
      WeightLb: number;
    };
    /** @description A carrier and how it hauled for the plant. */
    CarrierScoreRow: {
      Carrier: string;
      SCAC: string;
      MCNumber: string | null;
      Phone: string | null;
      Country: string;
      /** Format: int32 */
      Loads: number;
      /** Format: int32 */
      Units: number;
      Freight: number;
      FreightPerUnit: number | null;
      AvgTransitDays: number | null;
      /** @description Share of delivered shipments delivered within 4 days (0-1). */
      OnTimePct: number | null;
      /** Format: int32 */
      InTransit: number;
      /** Format: date */
      LastShipDate: string | null;
    };
    /** @description An export shipment through El Paso. */
    ElPasoRow: {
      ShipmentNo: string;
      /** Format: date */
      ShipDate: string;
      LoadNo: string | null;
      Dealer: string;
      CustNo: string;
      DestinationState: string;
      /** Format: int32 */
      Units: number;
      Carrier: string | null;
      BOL: string;
      Status: string;
      /**
       * Format: int32
       * @description Days since ship date until delivery (or today).
       */
      DaysOnRoad: number;
      /** Format: date */
      DeliveredDate: string | null;
      Freight: number;
    };
    /** @description A receipt of U.S.-sourced parts. */
    UsPartRow: {
      /** Format: date */
      ReceiptDate: string;
      PONO: string;
      Vendor: string;
      VendorCity: string;
      ItemNo: string;
      Descrip: string;
      Class: string;
      UOM: string;
      Qty: number;
      UnitCost: number;
      Value: number;
      WeightLb: number | null;
      PackingSlip: string | null;
    };
    /** @description U.S. parts totals. */
    UsPartsSummaryRow: {
      /** Format: int32 */
      Receipts: number;
      Value: number;
      WeightLb: number;
      /** Format: int32 */
      Vendors: number;
      /** Format: int32 */
      Items: number;
    };
    /** @description U.S. parts of one item class. */
    UsPartsByClassRow: {
      Class: string;
      ClassName: string;
      /** Format: int32 */
      Receipts: number;
      Qty: number;
      Value: number;
      WeightLb: number;
      TopVendor: string | null;
    };
    /** @description A carrier's freight bill for one shipment. */
    FreightBillRow: {
      BillNo: string;
      /** Format: date */
      BillDate: string;
      Carrier: string;
      SCAC: string;
      ShipmentNo: string;
      LoadNo: string | null;
      BOL: string;
      Linehaul: number;
      FuelSurcharge: number;
      Accessorial: number;
      Total: number;
      GLAccount: string;
      /** Format: date */
      DueDate: string;
      /** Format: date */
      PaidDate: string | null;
      /** @description Paid, Open or Past due. */
      Status: string;
      /** Format: int32 */
      DaysPastDue: number;
    };
    /** @description Shipping KPIs. */
    ShippingOverviewRow: {
      /** Format: int32 */
      UnitsShippedMonth: number;
      /** Format: int32 */
      LoadsShippedMonth: number;
      /** Format: int32 */
      UnitsInYard: number;
      /** Format: int32 */
      LoadsAwaitingApproval: number;
      /** Format: int32 */
      LoadsReadyToLoad: number;
      FreightMonth: number;
      /** Format: int32 */
      InTransit: number;
    };
    /** @description One week of shipping. */
    ShippedWeekRow: {
      /** @description Monday of the week (YYYY-MM-DD). */
      Week: string;
      /** Format: int32 */
      Units: number;
      /** Format: int32 */
      Loads: number;
      Freight: number;
    };
    /** @description A shipped unit and its Infor records. */
    ShippedInvoicedRow: {
      VIN: string;
      WorkorderNumber: string;
      PartNo: string;
      /** Format: date */
      ShipDate: string;
      LoadNo: string | null;
      CoNum: string | null;
      CoLine: string | null;
      CoLineStatus: string | null;
      InvoiceNo: string | null;
      /** Format: date */
      InvoiceDate: string | null;
      InvoicedAmount: number | null;
      /** @description OK, No order line, Not invoiced, Line not completed or Invoice date differs. */
      Issue: string;
      Matched: boolean;
    };
    /** @description An Infor CO line shipped. */
    InforShipmentRow: {
      CoNum: string;
      /** @description <CO number>-<line>. */
      CoLine: string;
      Customer: string;
      CustNo: string;
      ItemNo: string;
      ConfigCode: string | null;
      VIN: string | null;
      Qty: number;
      UnitPrice: number;
      ExtPrice: number;
      Currency: string;
      /** Format: date */
      ShipDate: string;
      ShipmentNo: string | null;
      InvoiceNo: string | null;
      Rowpointer: string;
    };
    /** @description A serial to pick for a load. */
    PickListRow: {
      LoadNo: string;
      /** Format: int32 */
      Position: number;
      VIN: string | null;
      WorkorderNumber: string;
      PartNo: string;
      /** @description Front Axle, Middle Axle, Rear Axle or Power Unit. */
      SerialType: string;
      SerialNo: string;
      Picked: boolean;
      PickedBy: string | null;
      /** Format: date-time */
      PickedAt: string | null;
    };
    /** @description A serial scanned for a load. */
    PickListScanInput: {
      LoadNo: string;
      SerialNo: string;
    };
    /** @description An open load and how far it is. */
    ShippingStatusRow: {
      LoadNo: string;
      Status: string;
      /** Format: date */
      ShipDate: string | null;
      /** Format: int32 */
      DaysToShip: number | null;
      Dealer: string;
      CustNo: string;
      Destination: string;
      /** Format: int32 */
      Units: number;
      /** Format: int32 */
      UnitsFinished: number;
      /** Format: int32 */
      UnitsQcPassed: number;
      /** Format: int32 */
      UnitsOnTruck: number;
      SubmittedOnline: boolean;
      SalesApproved: boolean;
      ApprovedBy: string | null;
      Carrier: string | null;
    };
    /** @description The freight booking of a load. */
    FreightBookRow: {
      LoadNo: string;
      /** Format: date */
      ShipDate: string | null;
      Status: string;
      Dealer: string;
      CustNo: string;
      Destination: string;
      Country: string;
      Carrier: string | null;
      Driver: string | null;
      /** Format: int32 */
      Units: number;
      QuotedFreight: number | null;
      FreightPerUnit: number | null;
      BilledFreight: number | null;
      /** @description Billed minus quoted. */
      Variance: number | null;
    };
    /** @description A unit's way through shipping. */
    ShippingProcessRow: {
      VIN: string;
      WorkorderNumber: string;
      PartNo: string;
      LoadNo: string;
      Dealer: string;
      CustNo: string;
      /** Format: date */
      Finished: string | null;
      /** Format: date */
      PreShipQc: string | null;
      /** Format: date */
      LoadApproved: string | null;
      /** Format: date */
      Picked: string | null;
      /** Format: date */
      Loaded: string | null;
      /** Format: date */
      Shipped: string;
      /**
       * Format: int32
       * @description Days from finish to ship.
       */
      DaysInYard: number | null;
    };
    /** @description A unit ready for its pre-ship walk-around. */
    PreShipUnit: {
      VIN: string;
      WorkorderNumber: string;
      PartNo: string;
      Descrip: string;
      ConfigCode: string;
      /** @description trailer or bed. */
      ProductType: string;
      Status: string;
      Dealer: string | null;
      LoadNo: string | null;
      /** Format: date */
      ShipDate: string | null;
      /** Format: date-time */
      LastCheckAt: string | null;
      LastCheckPassed: boolean | null;
      LastCheckNotes: string | null;
    };
    /** @description The checkpoints of a pre-ship walk-around. */
    PreShipQcInput: {
      VIN: string;
      LightsOk: boolean;
      BrakesOk: boolean;
      TiresOk: boolean;
      DecalsOk: boolean;
      PaintOk: boolean;
      DocumentsOk: boolean;
      /** @description What failed and what was done; required when a checkpoint fails. */
      Notes?: string | null;
    };
    /** @description A pre-ship QC check. */
    PreShipQcRow: {
      /** Format: int32 */
      Id: number;
      /** Format: date-time */
      CheckedAt: string;
      VIN: string;
      WorkorderNumber: string;
      PartNo: string;
      Dealer: string | null;
      LoadNo: string | null;
      Passed: boolean;
      /** @description The checkpoints that failed. */
      Failed: string | null;
      Notes: string | null;
      Inspector: string;
    };
    /** @description Shipments of one month, region and carrier. */
    ShipmentReviewRow: {
      Month: string;
      Region: string;
      Carrier: string;
      /** Format: int32 */
      Shipments: number;
      /** Format: int32 */
      Units: number;
      Freight: number;
      FreightPerUnit: number;
      AvgTransitDays: number | null;
    };
    /** @description A load at the dock. */
    DockLoadRow: {
      LoadNo: string;
      /** Format: date */
      ShipDate: string | null;
      Status: string;
      Dealer: string;
      Destination: string;
      Carrier: string | null;
      /** Format: int32 */
      Units: number;
      /** Format: int32 */
      UnitsScanned: number;
      DockDoor: string | null;
    };
    /** @description A unit of a load at the dock. */
    DockUnitRow: {
      LoadNo: string;
      /** Format: int32 */
      Position: number;
      VIN: string;
      WorkorderNumber: string;
      PartNo: string;
      ConfigCode: string;
      QcPassed: boolean;
      Scanned: boolean;
      ScannedBy: string | null;
      /** Format: date-time */
      ScannedAt: string | null;
      DockDoor: string | null;
    };
    /** @description A VIN scanned at the dock. */
    DockScanInput: {
      LoadNo: string;
      VIN: string;
      /** @enum {string} */
      DockDoor: 'Door 1' | 'Door 2' | 'Door 3' | 'Door 4';
    };
    /** @description The answer to a dock scan. */
    DockScanResult: {
      Unit: components['schemas']['DockUnitRow'];
      Load: components['schemas']['DockLoadRow'];
      /** @description True when this scan put the last unit on the truck. */
      LoadComplete: boolean;
    };
    /** @description A driver hauling for the plant. */
    TraktorRow: {
      Driver: string;
      Carrier: string;
      SCAC: string;
      Phone: string | null;
      /** Format: int32 */
      Loads: number;
      /** Format: int32 */
      Units: number;
      Freight: number;
      /** Format: date */
      FirstLoad: string;
      /** Format: date */
      LastLoad: string;
      LastDestination: string;
    };
    /** @description A unit that left the yard. */
    LeftYardRow: {
      /** Format: date */
      ShipDate: string;
      VIN: string;
      WorkorderNumber: string;
      PartNo: string;
      ConfigCode: string;
      Dealer: string;
      CustNo: string;
      LoadNo: string;
      Carrier: string | null;
      Driver: string | null;
      BOL: string | null;
      /** Format: date-time */
      LoadedAt: string | null;
      /** Format: int32 */
      DaysInYard: number | null;
    };
    /** @description A shipment to follow up. */
    FollowUpRow: {
      ShipmentNo: string;
      /** Format: date */
      ShipDate: string;
      /** Format: int32 */
      DaysOut: number;
      Status: string;
      LoadNo: string | null;
      Dealer: string;
      CustNo: string;
      DealerPhone: string | null;
      Destination: string;
      Carrier: string | null;
      CarrierPhone: string | null;
      TrackingNumber: string | null;
      BOL: string;
      /** Format: int32 */
      Units: number;
    };
    /** @description An order line still to ship. */
    CoItemRow: {
      CoNum: string;
      CoLine: string;
      Customer: string;
      CustNo: string;
      ItemNo: string;
      ConfigCode: string | null;
      VIN: string | null;
      /** Format: date */
      DueDate: string;
      /** @description O Ordered, F Filled, P Planned. */
      LineStatus: string;
      JobStatus: string | null;
      LoadNo: string | null;
      LoadStatus: string | null;
      /** Format: date */
      LoadShipDate: string | null;
      UnitPrice: number;
      Currency: string;
    };
    /** @description Freight posted to the GL. */
    FreightGlRow: {
      Month: string;
      GLAccount: string;
      Carrier: string;
      /** @description Linehaul, Fuel surcharge or Accessorial. */
      Charge: string;
      Amount: number;
    };
    SolidWorksRenameResult: {
      ok: boolean;
      message: string;
      /** Format: int32 */
      RenameId: number;
      OldFileName: string;
      NewFileName: string;
      ItemNo: string;
      Descrip: string;
    };
    SolidWorksRenameRow: {
      /** Format: date-time */
      RenamedAt: string;
      OldFileName: string;
      NewFileName: string;
      ItemNo: string;
      Descrip: string;
      Revision: string;
      RenamedBy: string | null;
    };
    SolidWorksRenameInput: {
      /** @description Current file name, e.g. frame_gn_v3.SLDPRT. */
      FileName: string;
      ItemNo: string;
      Revision: string;
    };
    SpifUserRow: {
      /** Format: int32 */
      Id: number;
      Salesperson: string;
      Email: string;
      Phone: string | null;
      DealerNo: string;
      DealerName: string;
      PayMethod: string;
      W9OnFile: boolean;
      Active: boolean;
      /** Format: date */
      EnrolledDate: string;
      /** Format: int32 */
      Claims: number;
      Earned: number;
      Paid: number;
      Balance: number;
    };
    SpifPayableRow: {
      /** Format: int32 */
      SpifUserId: number;
      Salesperson: string;
      DealerNo: string;
      DealerName: string;
      PayMethod: string;
      W9OnFile: boolean;
      /** Format: int32 */
      ApprovedClaims: number;
      Amount: number;
      /** Format: date */
      OldestClaim: string;
    };
    SpifPaymentRow: {
      PaymentNo: string;
      /** Format: date */
      PaidDate: string;
      Salesperson: string;
      DealerNo: string;
      DealerName: string;
      Method: string;
      Reference: string;
      /** Format: int32 */
      Claims: number;
      Amount: number;
      PaidBy: string;
    };
    SpifClaimRow: {
      /** Format: int32 */
      Id: number;
      /** Format: date */
      ClaimDate: string;
      /** Format: date */
      SaleDate: string;
      VIN: string;
      ItemNo: string | null;
      ProductLine: string;
      Salesperson: string;
      DealerNo: string;
      DealerName: string;
      Amount: number;
      Status: string;
      RejectReason: string | null;
      PaymentNo: string | null;
      /** Format: date */
      PaidDate: string | null;
    };
    SpifClaimFactRow: {
      Month: string;
      DealerName: string;
      State: string;
      ProductLine: string;
      Status: string;
      /** Format: int32 */
      Claims: number;
      Amount: number;
    };
    SpifKpis: {
      /** Format: int32 */
      ClaimsYtd: number;
      EarnedYtd: number;
      PaidYtd: number;
      PendingAmount: number;
      ApprovedUnpaid: number;
      /** Format: int32 */
      ActiveSalespeople: number;
    };
    SpifMonthRow: {
      Month: string;
      /** Format: int32 */
      Claims: number;
      Earned: number;
      Paid: number;
    };
    SpifTopSalespersonRow: {
      Salesperson: string;
      DealerName: string;
      /** Format: int32 */
      Claims: number;
      Earned: number;
    };
    SpifSettings: {
      /** Format: date */
      ProgramStart: string;
      /** Format: date */
      ProgramEnd: string;
      AmountGooseneck: number;
      AmountDump: number;
      AmountDeckover: number;
      AmountUtility: number;
      AmountEquipment: number;
      AmountTruckBed: number;
      /** Format: int32 */
      ClaimWindowDays: number;
      RegistrationRequired: boolean;
    };
    SpifPayInput: {
      /** Check or transfer reference */
      Reference: string;
    };
    SpifPaymentResult: {
      PaymentNo: string;
      /** Format: date */
      PaidDate: string;
      Salesperson: string;
      /** Format: int32 */
      Claims: number;
      Amount: number;
      Method: string;
    };
    StockDealerRow: {
      DealerNo: string;
      DealerName: string;
      City: string;
      State: string;
      Lender: string;
      CreditLine: number;
      /** Format: int32 */
      UnitsInStock: number;
      StockValue: number;
      CreditUsedPct: number;
      /** Format: int32 */
      OldestUnitDays: number;
      /** Format: int32 */
      SoldLast12Months: number;
      /** Format: date */
      AgreementDate: string;
      /** Format: int32 */
      CurtailmentDays: number;
    };
    StockDealerShipmentRow: {
      /** Format: date */
      ShipDate: string;
      LoadNo: string;
      VIN: string;
      ItemNo: string | null;
      ProductLine: string;
      DealerNo: string;
      DealerName: string;
      Lender: string;
      Status: string;
      Carrier: string | null;
      Amount: number | null;
    };
    StockDealerStockFactRow: {
      DealerName: string;
      ProductLine: string;
      Age: string;
      /** Format: int32 */
      Units: number;
      Value: number;
    };
    StockDealerUnitRow: {
      VIN: string;
      ItemNo: string;
      ProductLine: string;
      ConfigCode: string | null;
      DealerNo: string;
      DealerName: string;
      Lender: string;
      InvoiceNo: string;
      /** Format: date */
      InvoiceDate: string;
      Amount: number;
      /** Format: int32 */
      DaysInStock: number;
      /** Format: date */
      CurtailmentDue: string;
      Paid: boolean;
    };
    StockDealerAwaitingPaymentRow: {
      InvoiceNo: string;
      /** Format: date */
      InvoiceDate: string;
      /** Format: date */
      DueDate: string;
      DealerNo: string;
      DealerName: string;
      Lender: string;
      VIN: string;
      Total: number;
      PaidAmount: number;
      Balance: number;
      /** Format: int32 */
      DaysPastDue: number;
      SoldToOwner: boolean;
    };
    StockDealerMcoQueueRow: {
      VIN: string;
      ItemNo: string;
      DealerNo: string;
      DealerName: string;
      Lender: string;
      InvoiceNo: string;
      /** Format: date */
      PaidDate: string;
      InvoiceTotal: number;
      /** Format: int32 */
      DaysWaiting: number;
      SendTo: string;
    };
    StockDealerSoldRow: {
      /** Format: date */
      RegistrationDate: string;
      /** Format: date */
      PurchaseDate: string;
      VIN: string;
      ItemNo: string;
      ProductLine: string;
      DealerNo: string;
      DealerName: string;
      OwnerName: string;
      City: string;
      State: string;
      /** Format: date */
      InvoiceDate: string;
      /** Format: int32 */
      DaysOnLot: number;
      Amount: number;
      McoSent: boolean;
    };
    SendMcoInput: {
      /** VIN */
      VIN: string;
      /**
       * Send to
       * @enum {string}
       */
      SentTo: 'Dealer' | 'Lender';
      /** Tracking number */
      TrackingNumber: string;
    };
    McoSent: {
      VIN: string;
      /** Format: date */
      SentDate: string;
      SentTo: string;
      TrackingNumber: string;
      SentBy: string;
    };
    SystemSettings: {
      /** @description Semantic version, e.g. 1.3.1; a higher one than the app shows the update notice. */
      FrontendVersion: string;
      /** @description On: the portal shows the maintenance screen (spelling as in the ERP). */
      Maintance: boolean;
    };
    Plant: {
      /**
       * Format: int32
       * @description 2 is NORSTAR (U.S.)
       */
      Id: number;
      Name: string;
      /** @description Site reference */
      Site?: string;
    };
    User: {
      /** Format: uuid */
      Guid: string;
      Firstname: string;
      Lastname: string;
      Username: string;
      Email: string | null;
      /** Format: int32 */
      EplantId: number;
      /** Format: int32 */
      EmployeeId: number | null;
      Isactive: boolean;
      IsSuspended: boolean;
      IsSuperUser: boolean;
      IsDbaUser: boolean;
      Version: components['schemas']['RowVersion'];
      Language?: components['schemas']['Language'];
    };
    /** @description The user form. Firstname ('Name'), Lastname ('LastName') and Username are checked by the server with the SPEC messages; an empty Email is stored as null; Password (new users, or a change) must follow the SPEC rules. */
    UserInput: {
      Guid?: string | null;
      Firstname?: string | null;
      Lastname?: string | null;
      Username?: string | null;
      Email?: string | null;
      /** Format: int32 */
      EplantId?: number;
      /** Format: int32 */
      EmployeeId?: number | null;
      Password?: string | null;
      Isactive?: boolean;
      IsSuspended?: boolean;
      IsSuperUser?: boolean;
      /** @description Read-only here; use POST /user/dba_user/. */
      IsDbaUser?: boolean;
      Version?: components['schemas']['RowVersion'];
      /** @description Omitted on create, the plant's language (es-MX for plant 3); omitted on update, unchanged. */
      Language?: components['schemas']['Language'];
    };
    DbaUserRequest: {
      /** Format: uuid */
      Guid: string;
      /** @description Required when creating the database user. */
      Password?: string | null;
      IsDbaUser: boolean;
    };
    LoginLogRow: {
      /** Format: date-time */
      Date: string;
      Ip: string | null;
      /** @description Spelling as in the ERP. */
      Succes: boolean;
    };
    RouteLogRow: {
      /** Format: date-time */
      Date: string;
      Page: string;
    };
    UserOption: {
      /** @description First and last name. */
      name: string;
      /** Format: uuid */
      Guid: string;
    };
    RoleTreeNode: {
      /** @description Font Awesome icon name, e.g. far fa-folder. */
      dbIcon: string;
      /** @enum {string} */
      elementType: 'area' | 'route' | 'role';
      /** @description Ticked for this user. */
      hasRole: boolean;
      /** @description Tabler icon component name. */
      icon: string;
      iconColor: string;
      /** Format: int32 */
      id: number;
      label: string;
      /** @description Role names granted when the node is ticked. */
      roles: string[];
      /** @description Stable key: area:<Area>, route:<path> or role:<role>. */
      uniqId: string;
      /** @description The route path of a route node. */
      path?: string | null;
      children: components['schemas']['RoleTreeNode'][];
    };
    UserGroup: {
      /** Format: int32 */
      Id: number;
      Name: string;
    };
    GroupMembership: {
      /** Format: uuid */
      Guid: string;
      /** Format: int32 */
      UserGroupId: number;
    };
    UserGroupInput: {
      Name: string;
      /** Format: int32 */
      EplantId: number;
    };
    GroupMember: {
      /** Format: uuid */
      Guid: string;
      /** @description First and last name. */
      Name: string;
      Username: string;
      Isactive: boolean;
    };
    RequestLogRow: {
      /** Format: int32 */
      Id: number;
      /** Format: date-time */
      Date: string;
      Method: string;
      Url: string;
      BaseUrl: string | null;
      /** @description The logged request body as JSON text */
      Data: string | null;
      Origin: string | null;
      Href: string | null;
      /** @description First and last name of the signed-in user. */
      User: string | null;
      /** @description Who was logged in as that user */
      ActingUser: string | null;
    };
  };
  responses: {
    /** @description The Idempotency-Key was already used for a different request; nothing was written. */
    IdempotencyKeyReused: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The request failed validation; nothing was written. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ValidationError'];
      };
    };
    /** @description No token, an invalid, expired or blocked token, or a suspended user. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The caller lacks every role the operation accepts, or names another plant than its own without the change_plant role (and is not super user); nothing was read or written. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No such record. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The value of a natural key (a username, a group name, an employee number, a serial number …) is already taken, typically by a request that ran at the same moment; fieldErrors names the field. Nothing was written. */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ValidationError'];
      };
    };
    /** @description The record (or list) was saved by someone else after the caller loaded it; nothing was written. Conflict says who saved it, when, and the version to send back to save over it. Also answered, without Conflict, when a natural key the save sets (a username, an employee number) is already taken. */
    EditConflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['EditConflictError'];
      };
    };
    /** @description Rate limit reached; see the Retry-After header. */
    TooManyRequests: {
      headers: {
        /** @description Seconds to wait before trying again. */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: {
    /** @description Only the rows of items in this ABC class (SPEC §9; the report's own class column, by inventory age or by 12-month sales, see docs/glossary.md "ABC classes"). Left out: every class. */
    AbcClassFilter: components['schemas']['AbcClass'];
    /** @description A key the client makes up once per entry (e.g. a UUID) and sends again with every retry of that entry. The server stores it with the write and answers a repeat with the first answer (same status and body, header Idempotent-Replayed: true) instead of writing twice. Keys are per user; 1 to 200 visible ASCII characters. */
    IdempotencyKey: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  listPolizasCompras: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Póliza lines, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PolizaCompraRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listPolizasPagos: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Póliza lines, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PolizaPagoRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listCfdiIssued: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Invoices, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CfdiIssuedRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listPaymentComplements: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Complements, newest payment first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentComplementRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listCfdiCreditNotes: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Credit notes, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CfdiCreditNoteRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listIvaRefund: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per month, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IvaRefundRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSatTrialBalance: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the month reported (the statement is as of its last day). */
        month: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accounts by number. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SatTrialBalanceRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listGlPostings: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
        /** @description Journal source: AR sales, AP purchases, INV inventory, PR payroll, GL manual. */
        source?: 'AR' | 'AP' | 'INV' | 'PR' | 'GL';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Posting lines, newest entry first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GlPostingRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listApPostedSummary: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per month and vendor. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApPostedSummaryRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listAccountsPayableOpen: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Receipts, next payment first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountsPayableRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listInventoryValuation: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows by class and item. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InventoryValuationRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listInvoiceFinancing: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Invoices, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvoiceFinancingRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listInvoicesSentFloorplan: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Units by lender and invoice date. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvSentFloorplanRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listUnitsShippedInvoicing: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Units, newest shipment first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnitInvoicingRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getAccountingDashboard: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountingDashboardRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listMonthlyPnl: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per month, oldest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MonthlyPnlRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listBalanceSheet: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the month reported (the statement is as of its last day). */
        month: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Statement lines in order: headers, accounts, subtotals and totals. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BalanceSheetLine'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listIncomeStatement: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the month reported (the statement is as of its last day). */
        month: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Statement lines in order: headers, accounts, subtotals and totals. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IncomeStatementLine'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesByRegion: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per month, region and state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesRegionRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listAdminIqmsItems: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminIqmsItemRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listAdminDealers: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminDealerRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listArInvoiceLog: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Invoices, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArInvoiceLogRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listArCustomerAging: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Customers with an open balance, largest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArCustomerAgingRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listArWeeklyTrend: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per week and region. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArWeeklyTrendRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listArInvoicedUnits: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Units, newest invoice first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArInvoicedUnitRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getBenchRows: {
    parameters: {
      query: {
        /** @description Number of rows. */
        count: number;
        /** @description Number of columns, the first n of the 20 (default 20). */
        cols?: number;
        /** @description `rows` (an array of row objects, the default) or `columnar` (one array per column; in binary form when the request accepts application/vnd.norstar.columns). */
        shape?: 'rows' | 'columnar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rows, in LineId order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BenchRow'][] | components['schemas']['ColumnarReport'];
          'application/vnd.norstar.columns': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSubmittedWarrantyCases: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cases. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WarrantyCase'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getWarrantyRegistration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The registration. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WarrantyRegistration'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  filterTestimonials: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TestimonialFilter'];
      };
    };
    responses: {
      /** @description Testimonials. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Testimonial'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getTestimonial: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The testimonial. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Testimonial'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  createTestimonial: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TestimonialInput'];
      };
    };
    responses: {
      /** @description The stored testimonial. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Testimonial'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getTestimonialByVin: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The unit's VIN. */
        vinId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The testimonial. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Testimonial'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  filterManualRequests: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ManualRequestFilter'];
      };
    };
    responses: {
      /** @description Requests. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ManualRequest'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getManualRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ManualRequest'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  setManualRequestTrackingNumber: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: int32 */
          Id: number;
          TrackingNumber: string;
        };
      };
    };
    responses: {
      /** @description The updated request. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ManualRequest'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listCsServiceRequests: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsServiceRequestRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listCsWarrantyRegistrations: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsWarrantyRegistrationRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listCsVinHistory: {
    parameters: {
      query: {
        /** @description The unit's VIN. */
        vin: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsVinEventRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getCsWarrantyKpis: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsWarrantyKpis'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listCsWarrantyByMonth: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsWarrantyMonthRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listCsWarrantyByCategory: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsWarrantyCategoryRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listCsInforParts: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsInforPartRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listCsDocuments: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PortalDocumentRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listCsAssistantTopics: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsAssistantTopicRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listDealerPortalDocuments: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PortalDocumentRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createWarrantyCase: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WarrantyCaseInput'];
      };
    };
    responses: {
      /** @description The result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WarrantyCaseCreated'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getWarrantyCasePhoto: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path: {
        /** @description The warranty case number (e.g. WC26-00042). */
        caseNo: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The photo. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  askCustomerServiceAssistant: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AssistantQuestion'];
      };
    };
    responses: {
      /** @description The result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AssistantAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  setTestimonialPublication: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The testimonial id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          Published: boolean;
        };
      };
    };
    responses: {
      /** @description The testimonial. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Testimonial'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getPortalDocumentFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The document id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listHomeKpis: {
    parameters: {
      query?: {
        /** @description Only this plant. */
        plant?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per plant, by plant id. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HomeKpiRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listHomeWeeklyOutput: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows by week. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HomeWeeklyOutputRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listDealerPortalUsers: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerPortalUserRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listDealerPortalUserLogs: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerPortalUserLogRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listDealerPortalWebQuotes: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerPortalWebQuoteRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listDealerPortalOpenWebQuotes: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerPortalOpenWebQuoteRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listDealerPortalDealerQuotes: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerPortalDealerQuoteRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listDealerPortalPlacedQuotes: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerPortalPlacedQuoteRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listDealerPortalClosedQuotes: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerPortalClosedQuoteRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listDealerPortalWebQuoteHistory: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerPortalWebQuoteFactRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listDealerPortalPlacedByDealer: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerPortalPlacedByDealerRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listDealerPortalOnlineLoads: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerPortalOnlineLoadRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listDealerPortalLoadHistory: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerPortalLoadHistoryRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getDealerPortalLoad: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The load number (e.g. LD26009213). */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerPortalLoad'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listDealerPortalLoadUnits: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The load number (e.g. LD26009213). */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerPortalLoadUnitRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getDealerPortalSettings: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerPortalSettings'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateDealerPortalSettings: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DealerPortalSettings'];
      };
    };
    responses: {
      /** @description The saved settings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerPortalSettings'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getDealerPortalNotifications: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerPortalNotifications'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateDealerPortalNotifications: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DealerPortalNotifications'];
      };
    };
    responses: {
      /** @description The saved settings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerPortalNotifications'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  convertWebQuote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The web quote number (e.g. WQ26-10053). */
        quoteNo: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConvertWebQuoteInput'];
      };
    };
    responses: {
      /** @description The result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConvertedDealerQuote'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  createDealerLoad: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewDealerLoad'];
      };
    };
    responses: {
      /** @description The result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedDealerLoad'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  createDealerUser: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewDealerUser'];
      };
    };
    responses: {
      /** @description The created dealer user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedDealerUser'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createDealerQuote: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewDealerQuote'];
      };
    };
    responses: {
      /** @description The open quote. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerQuoteResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  placeDealerQuote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The dealer quote number (e.g. DQ26-4123). */
        quoteNo: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The placed quote. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerQuoteResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listDealerInvoices: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerInvoiceRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getDealerInvoiceFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The invoice number. */
        invoiceNo: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoice. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listDeveloperRoutes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per route. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeveloperRouteRow'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listApiAudit: {
    parameters: {
      query: {
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiAuditRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listInforValidations: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per problem found. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFindingRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listZkTecoValidations: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per problem found. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFindingRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getPaintQcReport: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path: {
        /** @description The unit's work order number. */
        workorderNumber: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getLoadPackingList: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path: {
        /** @description The load number (e.g. LD26000123). */
        loadNo: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The packing list and bill of lading. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getWorkOrderTraveler: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path: {
        /** @description The work order number. */
        workorderNumber: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The traveler. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getPurchaseOrderDocument: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path: {
        /** @description The purchase order number. */
        poNo: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The purchase order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getVinDetail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The unit's 17-character VIN. */
        value: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The unit. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VinDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getConfigCodeVins: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path: {
        /** @description The configuration code (family-color-ramp[-options], e.g. GN-BK-GN-TB). */
        value: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The configuration with its VINs. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConfigCodeVins'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getItemDetail: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path: {
        /** @description The item number. */
        value: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The item. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ItemDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getCustomerOrderDetail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The CO number (e.g. CO2500123). */
        value: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The customer order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerOrderDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getCustomerOrderLineDetail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The line key: CO number, a dash and the line number (e.g. CO2500123-2). */
        value: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order line. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerOrderLineDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getCustomerDetail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The customer number. */
        value: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The customer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getInvoiceDetail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The invoice number (INV… U.S. */
        value: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoice. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvoiceDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getLoadDetail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The load number (e.g. LD25000123). */
        value: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The load. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoadDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getSerialDetail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The serial number. */
        value: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The serial. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SerialDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listJobCostVariance: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Work orders, newest finish first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobCostVarianceRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getExecutiveWorkforce: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExecutiveWorkforceRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listWorkforceByMonth: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per month, oldest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkforceMonthRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getExecutiveQuality: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExecutiveQualityRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listQualityByFamily: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per family. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QualityFamilyRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getExecutiveLabor: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExecutiveLaborRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listLaborByResourceGroup: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per resource group. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LaborResourceGroupRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesVsProduced: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per week, oldest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesVsProducedRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getExecutiveFinancials: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExecutiveFinancialsRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getExecutiveInventory: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExecutiveInventoryRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listFinishedUnitsAging: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Units, oldest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FinishedUnitAgingRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listInventoryByClass: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description Only the rows of items in this ABC class (SPEC §9; the report's own class column, by inventory age or by 12-month sales, see docs/glossary.md "ABC classes"). Left out: every class. */
        abc?: components['parameters']['AbcClassFilter'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per class and warehouse. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InventoryClassRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listPastDueInvoices: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per past-due invoice, oldest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PastDueRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listCashFlow: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per month. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CashFlowRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listCustomerFinancing: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First invoice date (inclusive). */
        from: string;
        /** @description Last invoice date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per financed invoice. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerFinancingRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listGoalDays: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GoalDayRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listGoalAttainment: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GoalAttainmentRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getGoalSummary: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GoalSummaryRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listDynamicGoals: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DynamicGoalRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listForemanGoals: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ForemanGoalRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listGoalRawOperations: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GoalRawRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getGoalSetup: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The setup. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GoalSetup'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  saveGoalSetup: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GoalSetup'];
      };
    };
    responses: {
      /** @description The goals now in effect. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GoalSetup'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listRecordHistory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description An entity name of x-history (e.g. users, items, paint-qc-records, departments). */
        entity: string;
        /** @description The record's key (its id, guid, or the parts of a composite key joined by "/"). */
        key: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description At most 500 entries, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HistoryEntry'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  searchHistory: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX); entries of records without a plant (users' settings, system settings) are included. */
        plant: number;
        /** @description First day (inclusive, plant time). */
        from: string;
        /** @description Last day (inclusive, plant time). */
        to: string;
        /** @description Username of who made the change (or on whose behalf it was made). */
        user?: string;
        entity?: string;
        /** @description A record key, or its label (an item number, a username, an employee number). */
        key?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description At most 2000 entries, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HistoryEntry'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listAttendanceDetails: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
        employeeId?: number;
        foremanId?: number;
        status?: 'Present' | 'Late' | 'Absent' | 'Excused';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Days by date and employee. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttendanceDetail'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listEmployees: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description 'True' lists foremen only (the portal sends True, capitalised). */
        foremanOnly?: 'True' | 'False' | 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Employees by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Employee'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getEmployee: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The employee. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmployeeDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getEmptyEmployee: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        plant: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The blank employee (Id null). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmployeeDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  saveEmployee: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmployeeInput'];
      };
    };
    responses: {
      /** @description The saved employee. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmployeeDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['EditConflict'];
    };
  };
  editEmployeesWorkCenter: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          EmployeeIds: number[];
          /** Format: int32 */
          WorkCenterId: number;
        };
      };
    };
    responses: {
      /** @description How many employees moved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpdateCountResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listPositionOptions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        plant: number;
        departmentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Options by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HrOption'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listDepartmentOptions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        plant: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Options by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HrOption'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listShifts: {
    parameters: {
      query: {
        ePlantId: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Shifts by code. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Shift'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listForemanOptions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        plant: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Options by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HrOption'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listPaymentFrequencyOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Options by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HrOption'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSeniorityTableOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Options by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HrOption'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listEmployerRegistrationOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Options by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HrOption'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listPaymentGroupOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Options by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HrOption'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listEmployeePayroll: {
    parameters: {
      query: {
        employeeId: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Lines. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayrollLine'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listBonusLevelOptions: {
    parameters: {
      query?: {
        plant?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Levels by type and level. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BonusLevelOption'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getForemanBonusDashboard: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per foreman. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ForemanBonusRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listEmployeeRoster: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description Active (default) */
        status?: 'Active' | 'Inactive' | 'All';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Employees by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmployeeRosterRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listAbsenceExcuses: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Absences, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AbsenceExcuseRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listAttendanceApprovalQueue: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Days waiting for approval, oldest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttendanceApprovalRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listJobDescriptions: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Descriptions by department and position. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobDescriptionRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listJobPostings: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Postings, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobPostingRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listPrePayrolls: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Runs, newest period first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PrePayrollRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getPrePayroll: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        prePayrollId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The run. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PrePayrollHeader'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listPrePayrollDetails: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        prePayrollId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Lines by employee name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PrePayrollDetailRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listPayrollRegister: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows by pay date and employee. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayrollRegisterRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listProliantExport: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Lines by pay date, employee and earning code. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProliantExportRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getTurnoverTrend: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per month. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TurnoverMonthRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listAttendancePoints: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Points, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttendancePointRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listPointsStanding: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Employees with active points, most points first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PointsStandingRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getHrSummary: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row with the figures. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HrSummary'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listHeadcountByDepartment: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per department. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DepartmentHeadcountRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listEmployeeLaborVsClock: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per employee who clocked in or reported labor. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmployeeLaborRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getDepartmentCatalog: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The catalog. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DepartmentCatalog'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  saveDepartmentCatalog: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DepartmentCatalog'];
      };
    };
    responses: {
      /** @description The catalog. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DepartmentCatalog'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['EditConflict'];
    };
  };
  getJobPositionCatalog: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The catalog. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobPositionCatalog'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  saveJobPositionCatalog: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JobPositionCatalog'];
      };
    };
    responses: {
      /** @description The catalog. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobPositionCatalog'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['EditConflict'];
    };
  };
  getWageTypeCatalog: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The catalog. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WageTypeCatalog'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  saveWageTypeCatalog: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WageTypeCatalog'];
      };
    };
    responses: {
      /** @description The catalog. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WageTypeCatalog'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['EditConflict'];
    };
  };
  getWageCodeCatalog: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The catalog. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WageCodeCatalog'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  saveWageCodeCatalog: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WageCodeCatalog'];
      };
    };
    responses: {
      /** @description The catalog. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WageCodeCatalog'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['EditConflict'];
    };
  };
  getIncidentCatalog: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The catalog. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IncidentCatalog'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  saveIncidentCatalog: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['IncidentCatalog'];
      };
    };
    responses: {
      /** @description The catalog. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IncidentCatalog'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['EditConflict'];
    };
  };
  getShiftCatalog: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The catalog. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShiftCatalog'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  saveShiftCatalog: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ShiftCatalog'];
      };
    };
    responses: {
      /** @description The catalog. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShiftCatalog'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['EditConflict'];
    };
  };
  getBonusTypeCatalog: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The catalog. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BonusTypeCatalog'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  saveBonusTypeCatalog: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BonusTypeCatalog'];
      };
    };
    responses: {
      /** @description The catalog. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BonusTypeCatalog'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['EditConflict'];
    };
  };
  getFinishCapacityCatalog: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The catalog. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FinishCapacityCatalog'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  saveFinishCapacityCatalog: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FinishCapacityCatalog'];
      };
    };
    responses: {
      /** @description The catalog. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FinishCapacityCatalog'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['EditConflict'];
    };
  };
  getClockDeviceCatalog: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The catalog. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClockDeviceCatalog'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  saveClockDeviceCatalog: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ClockDeviceCatalog'];
      };
    };
    responses: {
      /** @description The catalog. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClockDeviceCatalog'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['EditConflict'];
    };
  };
  getJobDescriptionEdits: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The descriptions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobDescriptionEdits'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  saveJobDescriptionEdits: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JobDescriptionEdits'];
      };
    };
    responses: {
      /** @description The descriptions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobDescriptionEdits'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getPrePayrollAdjustments: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The draft run and its lines. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PrePayrollAdjustments'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  savePrePayrollAdjustments: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PrePayrollAdjustments'];
      };
    };
    responses: {
      /** @description The draft run and its lines. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PrePayrollAdjustments'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listImmexPurchases: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Receipts, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImmexPurchaseRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listImmexBom: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description Product family code (GN */
        family?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per product and input. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImmexBomRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listImmexProducts: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per product built or shipped. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImmexProductRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listImmexItemCatalog: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Items by item number. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImmexItemRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listImmexInsumoBalance: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per input with movement. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImmexInsumoRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listImmexConsumption: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per month and input. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImmexConsumptionRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  scanFinishGood: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key the client makes up once per entry (e.g. a UUID) and sends again with every retry of that entry. The server stores it with the write and answers a repeat with the first answer (same status and body, header Idempotent-Replayed: true) instead of writing twice. Keys are per user; 1 to 200 visible ASCII characters. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        plant: number;
        /** @description Tag number or VIN read by the scanner. */
        value: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The recorded scan. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FinishGoodScanResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      422: components['responses']['IdempotencyKeyReused'];
    };
  };
  listFinishGoodsCounts: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        countDate?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Tags by location. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FinishGoodCountRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listScanCodes: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The plant's item numbers and location codes, each sorted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScanCodes'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listCycleCountManagers: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Managers by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CycleCountManager'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listCycleCountCounters: {
    parameters: {
      query: {
        manager_id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Counters by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CycleCountCounter'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listInventoryOnHand: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description Only the rows of items in this ABC class (SPEC §9; the report's own class column, by inventory age or by 12-month sales, see docs/glossary.md "ABC classes"). Left out: every class. */
        abc?: components['parameters']['AbcClassFilter'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows by item and location. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InventoryOnHandRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listInventoryDrain: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per item with demand or stock. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InventoryDrainRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listInventoryLocations: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per location. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InventoryLocationRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getFgTargets: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The targets. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FgTargetSettings'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  saveFgTargets: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FgTargetSettings'];
      };
    };
    responses: {
      /** @description The saved targets. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FgTargetSettings'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listFgTargetStatus: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per family. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FgTargetStatusRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  uploadItemImage: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ItemImageUpload'];
      };
    };
    responses: {
      /** @description The item with its new picture. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ItemImageResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  printInventoryLabel: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LabelPrintRequest'];
      };
    };
    responses: {
      /** @description The label to print. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LabelPrintRow'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listLabelPrints: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LabelPrintRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listPhysicalProgress: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per location. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PhysicalProgressRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listPhysicalFinishGoodsVariance: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per item. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PhysicalVarianceRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listPhysicalFloorAuditors: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per auditor. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PhysicalAuditorRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  auditPhysicalTag: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: {
        /** @description A key the client makes up once per entry (e.g. a UUID) and sends again with every retry of that entry. The server stores it with the write and answers a repeat with the first answer (same status and body, header Idempotent-Replayed: true) instead of writing twice. Keys are per user; 1 to 200 visible ASCII characters. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TagAuditRequest'];
      };
    };
    responses: {
      /** @description The recorded audit. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TagAuditRow'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      422: components['responses']['IdempotencyKeyReused'];
    };
  };
  listPhysicalTagAudits: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per audit. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TagAuditRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  identifyPart: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: {
        /** @description A key the client makes up once per entry (e.g. a UUID) and sends again with every retry of that entry. The server stores it with the write and answers a repeat with the first answer (same status and body, header Idempotent-Replayed: true) instead of writing twice. Keys are per user; 1 to 200 visible ASCII characters. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PartIdentifyRequest'];
      };
    };
    responses: {
      /** @description The identification. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PartIdentificationRow'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      422: components['responses']['IdempotencyKeyReused'];
    };
  };
  listPartIdentifications: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PartIdentificationRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listPhysicalLeaders: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per counter */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PhysicalLeaderRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listCycleCountLines: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        manager_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per line. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CycleCountLineRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  recordCycleCount: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: {
        /** @description A key the client makes up once per entry (e.g. a UUID) and sends again with every retry of that entry. The server stores it with the write and answers a repeat with the first answer (same status and body, header Idempotent-Replayed: true) instead of writing twice. Keys are per user; 1 to 200 visible ASCII characters. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CycleCountEntry'];
      };
    };
    responses: {
      /** @description The counted line. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CycleCountLineRow'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      422: components['responses']['IdempotencyKeyReused'];
    };
  };
  recordFreeCycleCount: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: {
        /** @description A key the client makes up once per entry (e.g. a UUID) and sends again with every retry of that entry. The server stores it with the write and answers a repeat with the first answer (same status and body, header Idempotent-Replayed: true) instead of writing twice. Keys are per user; 1 to 200 visible ASCII characters. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FreeCycleCountEntry'];
      };
    };
    responses: {
      /** @description The recorded count. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FreeCycleCountRow'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      422: components['responses']['IdempotencyKeyReused'];
    };
  };
  listFreeCycleCounts: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FreeCycleCountRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  moveInventory: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InventoryMoveRequest'];
      };
    };
    responses: {
      /** @description The recorded move. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InventoryMoveRow'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listInventoryMoves: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InventoryMoveRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  assignUnitSerial: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: {
        /** @description A key the client makes up once per entry (e.g. a UUID) and sends again with every retry of that entry. The server stores it with the write and answers a repeat with the first answer (same status and body, header Idempotent-Replayed: true) instead of writing twice. Keys are per user; 1 to 200 visible ASCII characters. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UnitSerialRequest'];
      };
    };
    responses: {
      /** @description The unit with its serials. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnitSerialNumbersRow'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['IdempotencyKeyReused'];
    };
  };
  listUnitSerials: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per unit. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnitSerialNumbersRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listBudgetVsActual: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accounts by statement group and number. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BudgetVsActualRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listProductCostRollup: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Products by family and item. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductCostRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getDailyPulse: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description The business day (the last day with activity on or before it is reported). */
        date: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DailyPulseRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listDailyPulseTrend: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description The business day (the last day with activity on or before it is reported). */
        date: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per day, oldest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DailyPulseTrendRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listItemCostVariance: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
        /** @description Only the rows of items in this ABC class (SPEC §9; the report's own class column, by inventory age or by 12-month sales, see docs/glossary.md "ABC classes"). Left out: every class. */
        abc?: components['parameters']['AbcClassFilter'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Items, largest variance first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ItemCostVarianceRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listDealerProducts: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows by dealer and item. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DealerProductRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listAssetDevices: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Assets by asset tag. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AssetDevice'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  addPaintQcTrailer: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key the client makes up once per entry (e.g. a UUID) and sends again with every retry of that entry. The server stores it with the write and answers a repeat with the first answer (same status and body, header Idempotent-Replayed: true) instead of writing twice. Keys are per user; 1 to 200 visible ASCII characters. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PaintQcTrailerSave'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaintQcSaveResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['IdempotencyKeyReused'];
    };
  };
  addPaintQcBed: {
    parameters: {
      query?: never;
      header?: {
        /** @description A key the client makes up once per entry (e.g. a UUID) and sends again with every retry of that entry. The server stores it with the write and answers a repeat with the first answer (same status and body, header Idempotent-Replayed: true) instead of writing twice. Keys are per user; 1 to 200 visible ASCII characters. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PaintQcBedSave'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaintQcSaveResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      422: components['responses']['IdempotencyKeyReused'];
    };
  };
  lookupPaintQc: {
    parameters: {
      query: {
        /** @description The VIN or work order number scanned or typed. */
        searchValue: string;
        /** @description What searchValue is. */
        searchBy: 'VIN' | 'WorkOrder';
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The unit and its readings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaintQcLookup'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listPaintQcUnits: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Units, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaintQcUnit'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listPaintQcChecks: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaintQcCheckRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getBillOfMaterial: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description ARINVT_ID of the parent item. */
        id: number;
        /** @description How many levels to walk (0 = every level). */
        levels: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description BOM rows in tree order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BomLine'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  searchItems: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        plant: number;
        search: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Matching items. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ItemSummary'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  filterItems: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description Item number starts with. */
        ItemNo?: string;
        /** @description Description contains. */
        Descrip?: string;
        Class?: string;
        Source?: 'M' | 'P' | 'T';
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Matching items by item number. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ItemSummary'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getItemProcessList: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description ARINVT_ID of the parent item. */
        id: number;
        /** @description Units to plan hours for. */
        qty: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Routing steps in sequence ([] for items without a routing, e.g. purchased parts). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ItemProcessStep'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getItemCosting: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description ARINVT_ID of the parent item. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The cost roll-up. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ItemCosting'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getCostingBomDetails: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        partNo: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description BOM rows with cost. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BomLine'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listConfigCodeOptions: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        partNo?: string;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Up to 100 config codes. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConfigCodeOption'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listItems: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description Include on-hand per location. */
        Locations?: boolean;
        Class?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Items by item number. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ItemWithLocations'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listMachines: {
    parameters: {
      query?: {
        /** @description Plant id. */
        plant?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Machines by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Machine'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getMachine: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The machine. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Machine'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateMachine: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MachineInput'] & {
          /** Format: int32 */
          Id: number;
        };
      };
    };
    responses: {
      /** @description The updated machine. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Machine'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  createMachine: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MachineInput'];
      };
    };
    responses: {
      /** @description The created machine. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Machine'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  listWorkCenters: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Work centers by code. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkCenter'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listWorkCenterProcesses: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Work center ids joined by commas, e.g. 4,7,12. */
        ids: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operations by work center and sequence. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkCenterProcess'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listWorkCenterOptions: {
    parameters: {
      query?: {
        plant?: number;
        resourceGroup?: string;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Options. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SelectOption'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  finishNestJob: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProcessReport'];
      };
    };
    responses: {
      /** @description The transaction written. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProcessReportResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  rejectNestJob: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProcessReport'] & {
          Reason: string;
        };
      };
    };
    responses: {
      /** @description The transaction written. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProcessReportResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getProcessReportingItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description ARINVT_ID. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The item. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProcessReportingItem'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listWorkCenterLabor: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows by week and work center. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkCenterLaborRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listFinishLog: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FinishLogRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listFillRate: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FillRateRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSigmanestNests: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SigmanestNestRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listScrapSummary: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScrapSummaryRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listFinitePurchasing: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FinitePurchasingRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listJobMaterial: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobMaterialRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listResourceGroupDispatch: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DispatchRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getShopFloorStatus: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description The production day (the latest day with activity on or before it is shown). */
        date: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShopFloorStatusRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listShopFloorResourceGroups: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description The production day (the latest day with activity on or before it is shown). */
        date: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShopFloorGroupRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listShopFloorInProcess: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShopFloorInProcessRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listWorkCenterUtilization: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkCenterUtilizationRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listWeldTimes: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WeldTimeRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listWeldLines: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description The production day (the latest day with activity on or before it is shown). */
        date: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WeldLineRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listWeldLineQueue: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WeldLineQueueRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listInforShortages: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InforShortageRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listProductionDemand: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductionDemandRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listMaterialUsage: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MaterialUsageRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getQcPointSetup: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The setup. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QcPointSetup'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  saveQcPointSetup: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['QcPointSetup'];
      };
    };
    responses: {
      /** @description The saved setup. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QcPointSetup'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  addQcPointCheck: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['QcPointCheckInput'];
      };
    };
    responses: {
      /** @description The check written. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QcPointCheckResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getQcPointsSummary: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QcPointsSummaryRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listQcPointsByWorkCenter: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QcPointsWorkCenterRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listQcPointsDefects: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QcPointsDefectRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  reverseOperation: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReverseOperationInput'];
      };
    };
    responses: {
      /** @description The reversal written. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReverseOperationResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listBomFlat: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description Only the BOM of this finished item. */
        itemNo?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BomFlatRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getPurchaseOrder: {
    parameters: {
      query: {
        /** @description The purchase order number. */
        PONO: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The purchase order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PurchaseOrder'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listPurchaseOrderLines: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First PO date (inclusive). */
        from: string;
        /** @description Last PO date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per PO detail line. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PurchaseOrderLineRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listElPasoReceipts: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ElPasoReceiptRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listPoReceipts: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per receipt */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PoReceiptRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listIntercompanyPoLines: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per PO line. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IntercompanyPoLineRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getQcTemplates: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The templates. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QcTemplateSettings'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  saveQcTemplates: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['QcTemplateSettings'];
      };
    };
    responses: {
      /** @description The saved templates. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QcTemplateSettings'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listQcSchedule: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description By date. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QcScheduleRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  createQcAudit: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['QcAuditRequest'];
      };
    };
    responses: {
      /** @description The recorded inspection. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QcAuditRow'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listQcAudits: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QcAuditRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listIAuditorScores: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per inspection. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IAuditorScoreRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listQcLabelUnits: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per unit. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QcLabelUnitRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listQcHolds: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per hold. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QcHoldRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listSalesAdCampaigns: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesAdCampaignRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesCustomerOrders: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesCustomerOrderRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesOrderLines: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Customer order number (Infor CO), e.g. CO2500012. */
        coNum: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesOrderLineRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listSalesOrderInvoices: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Customer order number (Infor CO), e.g. CO2500012. */
        coNum: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesOrderInvoiceRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listSalesOrderLoads: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Customer order number (Infor CO), e.g. CO2500012. */
        coNum: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesOrderLoadRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listSalesFgTracker: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description Only the rows of items in this ABC class (SPEC §9; the report's own class column, by inventory age or by 12-month sales, see docs/glossary.md "ABC classes"). Left out: every class. */
        abc?: components['parameters']['AbcClassFilter'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesFgTrackerRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesDealerMapPoints: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesDealerMapPoint'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesStockList: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesStockListRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesFinishGoodsFlow: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesFinishGoodsWeekRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesGoalTracking: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description Any day of the month measured. */
        month: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesGoalRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesPipeline: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesPipelineRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesCustomersOverview: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesCustomerOverviewRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesTemplates: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesTemplateRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesMxInvoices: {
    parameters: {
      query: {
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesMxInvoiceRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesOpenUnitsByWeek: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesOpenUnitsWeekRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesTrends: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesTrendRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesExports: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesExportRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesDealerApplications: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesDealerApplicationRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesOpenOrderLines: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesOpenOrderLineRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesBacklog: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesBacklogMonthRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesByLine: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesByLineRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesPriceChanges: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesPriceChangeRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesRegistrations: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesRegistrationRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesBuildToAvailable: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesBtaRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesPriceSheet: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesPriceSheetRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesDropshipStatus: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesDropshipRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesApsOverview: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesApsWeekRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesLoadSchedule: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesLoadScheduleRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesTargetedDealers: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesTargetedDealerRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesPartsSales: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
        /** @description Only the rows of items in this ABC class (SPEC §9; the report's own class column, by inventory age or by 12-month sales, see docs/glossary.md "ABC classes"). Left out: every class. */
        abc?: components['parameters']['AbcClassFilter'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesPartsSaleRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesOldInventory: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description Only units in stock at least this many days (default 90). */
        minDays?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesOldInventoryRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesQuotes: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesQuoteRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSalesMxToUsInvoices: {
    parameters: {
      query: {
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesMxToUsInvoiceRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getSalesOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Customer order number (Infor CO), e.g. CO2500012. */
        coNum: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesOrderHeader'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getSalesOrderDashboard: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The dashboard. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesOrderDashboard'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getPublicOrderView: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Customer order number (Infor CO), e.g. CO2500012. */
        orderNo: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicOrderView'];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  listPublicOrderUnits: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Customer order number (Infor CO), e.g. CO2500012. */
        orderNo: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicOrderUnit'][];
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getPotentialDealer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The potential dealer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PotentialDealerInput'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updatePotentialDealer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PotentialDealerInput'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesSaveResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['EditConflict'];
    };
  };
  getManufacturerDealer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The dealer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ManufacturerDealerInput'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateManufacturerDealer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ManufacturerDealerInput'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesSaveResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  createManufacturerDealer: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ManufacturerDealerInput'];
      };
    };
    responses: {
      /** @description Created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesSaveResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getQuoteSettings: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The settings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QuoteSettings'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  saveQuoteSettings: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['QuoteSettings'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesSaveResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createSalesQuote: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SalesQuoteInput'];
      };
    };
    responses: {
      /** @description The saved quote. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesQuoteCreated'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  updateSalesPrices: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SalesPriceUpdateInput'];
      };
    };
    responses: {
      /** @description The number of models changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesPriceUpdateResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createSalesOrder: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SalesOrderInput'];
      };
    };
    responses: {
      /** @description The new order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesOrderCreated'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  submitJobApplication: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JobApplicationInput'];
      };
    };
    responses: {
      /** @description Stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesSaveResult'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listProductionSchedule: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScheduleRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listScheduleLoad: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScheduleLoadRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listScheduleCustomerOrders: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScheduleCustomerOrderRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listScheduleCapacity: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description Only this resource group (e.g. WELD FRAME). */
        resourceGroup?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ScheduleCapacityRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  authenticate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginRequest'];
      };
    };
    responses: {
      /** @description Logged in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCaptchaChallenge: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The challenge; the widget solves it and the login sends the payload as Captcha. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CaptchaChallenge'];
        };
      };
    };
  };
  getUserByToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The session user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionUserData'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  authenticateAsUser: {
    parameters: {
      query: {
        /** @description The user to act as. */
        guid: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Token and session user of the target user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out ('Signed out'). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResult'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  setUserLanguage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserLanguage'];
      };
    };
    responses: {
      /** @description The stored language. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserLanguage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  blockToken: {
    parameters: {
      query: {
        /** @description The user whose tokens are blocked. */
        guid: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Tokens blocked ('Tokens have been Blocked'). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  writeRequestLog: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RequestLogEntry'];
      };
    };
    responses: {
      /** @description Logged. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
    };
  };
  logRouteVisit: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Route path opened, e.g. /Internal/QC/PaintQC. */
          Page: string;
        };
      };
    };
    responses: {
      /** @description Logged. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  listShippingCalendar: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First ship date (inclusive). */
        from: string;
        /** @description Last ship date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per load, by ship date. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShippingCalendarRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listClass68Serials: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First finish date (inclusive). */
        from: string;
        /** @description Last finish date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per unit. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Class68SerialRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listShipments: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First ship date (inclusive). */
        from: string;
        /** @description Last ship date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per shipment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShipmentRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  recordTireDot: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: {
        /** @description A key the client makes up once per entry (e.g. a UUID) and sends again with every retry of that entry. The server stores it with the write and answers a repeat with the first answer (same status and body, header Idempotent-Replayed: true) instead of writing twice. Keys are per user; 1 to 200 visible ASCII characters. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TireDotInput'];
      };
    };
    responses: {
      /** @description The saved record. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TireDotRow'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      422: components['responses']['IdempotencyKeyReused'];
    };
  };
  listTireDotRecords: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day recorded (inclusive). */
        from: string;
        /** @description Last day recorded (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per tire. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TireDotRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listMexicoShipments: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First ship date (inclusive). */
        from: string;
        /** @description Last ship date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per load. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MexicoShipmentRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  compareIqmsMicrosip: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First ship date (inclusive). */
        from: string;
        /** @description Last ship date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per shipment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IqmsMicrosipRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listMexicoPounds: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First ship date (inclusive). */
        from: string;
        /** @description Last ship date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per month, country, customer and family. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MexicoPoundsRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listCarrierScorecard: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First ship date (inclusive). */
        from: string;
        /** @description Last ship date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per carrier. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CarrierScoreRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listElPasoCrossings: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First ship date (inclusive). */
        from: string;
        /** @description Last ship date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per shipment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ElPasoRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listUsParts: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First receipt date (inclusive). */
        from: string;
        /** @description Last receipt date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per receipt. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UsPartRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getUsPartsSummary: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First receipt date (inclusive). */
        from: string;
        /** @description Last receipt date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row of totals. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UsPartsSummaryRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listUsPartsByClass: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First receipt date (inclusive). */
        from: string;
        /** @description Last receipt date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per item class. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UsPartsByClassRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listFreightBills: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First bill date (inclusive). */
        from: string;
        /** @description Last bill date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per bill. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FreightBillRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getShippingOverview: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShippingOverviewRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listShippedByWeek: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per week. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShippedWeekRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  compareShippedInvoiced: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First ship date (inclusive). */
        from: string;
        /** @description Last ship date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per unit shipped. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShippedInvoicedRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listInforShipments: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First ship date (inclusive). */
        from: string;
        /** @description Last ship date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per order line shipped. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InforShipmentRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getPickList: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description The load number (e.g. LD26000123). */
        load: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per serial. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PickListRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  scanPickListSerial: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: {
        /** @description A key the client makes up once per entry (e.g. a UUID) and sends again with every retry of that entry. The server stores it with the write and answers a repeat with the first answer (same status and body, header Idempotent-Replayed: true) instead of writing twice. Keys are per user; 1 to 200 visible ASCII characters. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PickListScanInput'];
      };
    };
    responses: {
      /** @description The picked serial. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PickListRow'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      422: components['responses']['IdempotencyKeyReused'];
    };
  };
  listShippingStatus: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per open load. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShippingStatusRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listFreightBook: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First ship date (inclusive). */
        from: string;
        /** @description Last ship date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per load. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FreightBookRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listShippingProcess: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First ship date (inclusive). */
        from: string;
        /** @description Last ship date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per unit. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShippingProcessRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getPreShipUnit: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description The unit's VIN (17 characters). */
        vin: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The unit. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreShipUnit'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  savePreShipQc: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PreShipQcInput'];
      };
    };
    responses: {
      /** @description The saved check. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreShipQcRow'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listPreShipQcChecks: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First check date (inclusive). */
        from: string;
        /** @description Last check date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per check, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreShipQcRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listShipmentReview: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First ship date (inclusive). */
        from: string;
        /** @description Last ship date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per month, region and carrier. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShipmentReviewRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listDockLoads: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per load. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DockLoadRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listDockLoadUnits: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description The load number (e.g. LD26000123). */
        load: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per unit. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DockUnitRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  scanDockVin: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: {
        /** @description A key the client makes up once per entry (e.g. a UUID) and sends again with every retry of that entry. The server stores it with the write and answers a repeat with the first answer (same status and body, header Idempotent-Replayed: true) instead of writing twice. Keys are per user; 1 to 200 visible ASCII characters. */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DockScanInput'];
      };
    };
    responses: {
      /** @description The scanned unit and its load. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DockScanResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      422: components['responses']['IdempotencyKeyReused'];
    };
  };
  listTraktorDrivers: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First ship date (inclusive). */
        from: string;
        /** @description Last ship date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per driver and carrier. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TraktorRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listLeftYard: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First ship date (inclusive). */
        from: string;
        /** @description Last ship date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per unit. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LeftYardRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listShippingFollowUp: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per open shipment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FollowUpRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listCoItemsToShip: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per open order line. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CoItemRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listFreightGl: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First bill date (inclusive). */
        from: string;
        /** @description Last bill date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per month, account, carrier and charge. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FreightGlRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  renameSolidWorksFile: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SolidWorksRenameInput'];
      };
    };
    responses: {
      /** @description The rename recorded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SolidWorksRenameResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listSolidWorksRenames: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SolidWorksRenameRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSpifUsers: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SpifUserRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSpifPayable: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SpifPayableRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSpifPayments: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SpifPaymentRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSpifClaims: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SpifClaimRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSpifClaimFacts: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SpifClaimFactRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getSpifKpis: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SpifKpis'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listSpifMonthly: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SpifMonthRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSpifTopSalespeople: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SpifTopSalespersonRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getSpifSettings: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SpifSettings'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateSpifSettings: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SpifSettings'];
      };
    };
    responses: {
      /** @description The saved settings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SpifSettings'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  paySpifUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The SPIF salesperson id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SpifPayInput'];
      };
    };
    responses: {
      /** @description The result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SpifPaymentResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listStockDealers: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StockDealerRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listStockDealerShipments: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StockDealerShipmentRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listStockDealerStockFacts: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StockDealerStockFactRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listStockDealerUnits: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StockDealerUnitRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listStockDealerAwaitingPayment: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StockDealerAwaitingPaymentRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listStockDealerMcoQueue: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StockDealerMcoQueueRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listStockDealerSold: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day of the period. */
        from: string;
        /** @description Last day of the period. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StockDealerSoldRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  sendStockDealerMco: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SendMcoInput'];
      };
    };
    responses: {
      /** @description The result. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['McoSent'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getSystemSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The settings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SystemSettings'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  updateSystemSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SystemSettings'];
      };
    };
    responses: {
      /** @description The saved settings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SystemSettings'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listUsers: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description true lists only active users. */
        active?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The users, by last and first name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserInput'];
      };
    };
    responses: {
      /** @description The created user with its Guid. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
    };
  };
  getUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user's Guid. */
        guid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user's Guid. */
        guid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserInput'] & {
          Version: components['schemas']['RowVersion'];
        };
      };
    };
    responses: {
      /** @description The saved user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['EditConflict'];
    };
  };
  setDbaUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DbaUserRequest'];
      };
    };
    responses: {
      /** @description Done ('DB User created!' or 'DB User eliminated!'). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listLoginLogs: {
    parameters: {
      query: {
        /** @description The user's Guid. */
        guid: string;
        /** @description First day (inclusive). */
        startDate: string;
        /** @description Last day (inclusive). */
        endDate: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginLogRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listRouteLogs: {
    parameters: {
      query: {
        /** @description The user's Guid. */
        guid: string;
        /** @description First day (inclusive). */
        startDate: string;
        /** @description Last day (inclusive). */
        endDate: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RouteLogRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listUsersToCopy: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description By name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserOption'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getRoleTreeByUser: {
    parameters: {
      query: {
        /** @description The user's Guid. */
        Guid: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Area nodes with their children. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RoleTreeNode'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateUserRoles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          Guid: string;
          /** @description Ids of the ticked role tree nodes (spelling as in the ERP). */
          UserChekedRules: number[];
        };
      };
    };
    responses: {
      /** @description Saved; message lists nothing secret. roles are the role names the user holds now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            ok: boolean;
            message: string;
            roles: string[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listUserGroups: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description By name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserGroup'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createUserGroup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserGroupInput'];
      };
    };
    responses: {
      /** @description The created group. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserGroup'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
    };
  };
  renameUserGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The group's Id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          Name: string;
        };
      };
    };
    responses: {
      /** @description The renamed group. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserGroup'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  deleteUserGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The group's Id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listGroupMembers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The group's Id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The members. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GroupMember'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getUserGroups: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user's Guid. */
        guid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description By name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserGroup'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  addUserToGroup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GroupMembership'];
      };
    };
    responses: {
      /** @description Member (again) of the group. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  removeUserFromGroup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GroupMembership'];
      };
    };
    responses: {
      /** @description No longer a member. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listRequestLogs: {
    parameters: {
      query: {
        /** @description First day (inclusive). */
        startDate: string;
        /** @description Last day (inclusive). */
        endDate: string;
        /** @description Only the requests of this user (as the signed-in user). */
        guid?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first, at most 5000 rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestLogRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listPlants: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description By id. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Plant'][];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
}
