// What the scaffold knows besides the contract: the screen kinds, each area's role and the field names that hold
// a drill-down value.

export const KINDS = ['grid', 'pivot', 'chart', 'form', 'detail', 'dashboard', 'custom'] as const;

/** The role that opens an area's screens (routes.json area → schemas/roles.json name). */
export const AREA_ROLES: Record<string, string | undefined> = {
  Admin: 'admin',
  AR: 'ar',
  Accounting: 'accounting',
  Production: 'production',
  BOM: 'bom',
  'Customer service': 'customer_service',
  'Dealer portal': 'dealer_portal',
  Developers: 'developers',
  Financials: 'financials',
  Goals: 'goals',
  HR: 'hr',
  Inventory: 'inventory',
  Purchasing: 'purchasing',
  Sales: 'sales',
  Scheduling: 'scheduling',
  Shipping: 'shipping',
  SolidWorks: 'solidworks',
  QC: 'qc',
  'IT and finance': 'it',
  Executive: 'executive',
  SPIF: 'spif',
  StockDealers: 'stock_dealers',
  IMMEX: 'immex',
};

/** Well-known field names → the drill type their values identify. */
export const DRILL_FIELDS: Record<string, string> = {
  ItemNo: 'item',
  Itemno: 'item',
  ItemNumber: 'item',
  SerialNo: 'serial',
  Serial: 'serial',
  SerialNumber: 'serial',
  CoNum: 'customerOrder',
  OrderNo: 'customerOrder',
  CustomerOrder: 'customerOrder',
  CoLine: 'customerOrderLine',
  PONO: 'purchaseOrder',
  PoNo: 'purchaseOrder',
  PONumber: 'purchaseOrder',
  CustomerNo: 'customer',
  CustNo: 'customer',
  CustomerId: 'customer',
  InvoiceNo: 'invoice',
  InvoiceNumber: 'invoice',
  LoadNo: 'load',
  LoadId: 'load',
  VIN: 'vin',
  Vin: 'vin',
  ConfigCode: 'configCode',
};
