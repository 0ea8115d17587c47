// One place that turns a raw API value into display text according to a column's declared type.
import { formatDate, formatDateTime } from './formatDate';
import { formatCurrency, formatNumber, formatPercent } from './formatNumber';
import { currencyOf, type CurrencyFormat } from './currencyOf';
import { stateProvinceName } from './stateProvince';
import { codeName, type CodeList } from './statusCodes';
import { t } from '../i18n/translate';
import { formatPlantDateTime } from './plantTime';
import { changesSummary, historyActionName } from './historyChanges';

/** The parts of a screen column that decide how a value is shown (structural, so pure tests need no definition). */
export interface ValueFormat extends CurrencyFormat {
  type?: string;
  format?: string;
  codes?: string;
}

/** The display text of a value; `row` lets a currency column read each amount's currency (currencyOf.ts). */
export function formatValue(column: ValueFormat, value: unknown, row?: Readonly<Record<string, unknown>>): string {
  if (value === null || value === undefined) return '';
  switch (column.type) {
    case 'number':
      return formatNumber(value as number, column.format ?? '#,##0');
    case 'decimal':
      return formatNumber(value as number, column.format ?? '#,##0.00');
    case 'currency':
      return formatCurrency(value as number, currencyOf(column, row));
    case 'percent':
      return formatPercent(value as number);
    case 'date':
      return formatDate(value as string);
    case 'datetime':
      return formatDateTime(value as string);
    case 'boolean':
      return value === true || value === 1 || value === 'Y' || value === 'true' ? t('common.yes') : t('common.no');
    case 'plantDatetime':
      return formatPlantDateTime(String(value), plantOf(row));
    case 'changes':
      return changesSummary(value);
    case 'statusCode':
      if (column.codes === 'historyAction') return historyActionName(String(value));
      return codeName((column.codes as CodeList | undefined) ?? 'orderStatus', String(value));
    case 'stateProvince':
      return stateProvinceName(String(value));
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** The plant a row's instant is shown in: its Plant or EplantId (the portal's default zone without one). */
function plantOf(row: Readonly<Record<string, unknown>> | undefined): number | null {
  const plant = row?.Plant ?? row?.EplantId;
  return typeof plant === 'number' ? plant : null;
}

/** True for column types whose values are numbers (right-aligned, summable, exported as numbers). */
export function isNumericType(type: string | undefined): boolean {
  return type === 'number' || type === 'decimal' || type === 'currency' || type === 'percent';
}
