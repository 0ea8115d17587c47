// Readable names of the drill types, for dialog titles and messages.
import type { DrillType } from '../screen/types';

const LABELS: Record<DrillType, string> = {
  item: 'Item',
  serial: 'Serial',
  customerOrder: 'Customer order',
  customerOrderLine: 'Customer order line',
  purchaseOrder: 'Purchase order',
  customer: 'Customer',
  invoice: 'Invoice',
  load: 'Load',
  vin: 'VIN',
  configCode: 'Config code VINs',
};

export function drillTitle(type: DrillType): string {
  return LABELS[type] ?? type;
}
