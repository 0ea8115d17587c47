// Readable names of the drill types, for dialog titles and messages.
import type { DrillType } from '../screen/types';
import { t, type MessageKey } from '../i18n/translate';

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
  warrantyRegistration: 'Warranty registration',
  manualRequest: "Owner's manual request",
  testimonial: 'Testimonial',
  plate: 'Plate',
  machine: 'Machine',
  employee: 'Employee',
};

/** The drill type's name in the current locale (LABELS holds the English). */
export function drillTitle(type: DrillType): string {
  return type in LABELS ? t(`drill.type.${type}` as MessageKey) : type;
}
