// What the scaffold knows besides the contract: the screen kinds, each area's role and the field names that hold
// a drill-down value.
import { areaRoles } from '../../server/contract/roleCatalogue';

export const KINDS = ['grid', 'pivot', 'chart', 'form', 'detail', 'dashboard', 'custom'] as const;

/** The role that opens an area's screens (routes.json area → schemas/roles.json name), from the role catalogue. */
export const AREA_ROLES: Record<string, string | undefined> = Object.fromEntries(
  Object.entries(areaRoles()).map(([area, roles]) => [area, roles[0]]),
);

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
