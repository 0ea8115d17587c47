// The longest from–to range a report accepts (the contract's x-max-range-days), so the filter bar can refuse a longer
// one before calling instead of letting the server answer 400.
import { erpOperations } from '../../generated/erp-operations';

export function operationMaxRangeDays(operationId: string | undefined): number | undefined {
  if (!operationId || !Object.hasOwn(erpOperations, operationId)) return undefined;
  const info = erpOperations[operationId as keyof typeof erpOperations];
  return 'maxRangeDays' in info ? info.maxRangeDays : undefined;
}
