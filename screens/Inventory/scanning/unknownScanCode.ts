// Checks a scanned item number and location against the plant's codes (listScanCodes), as the server does: the same
// words, and case does not matter. Answers the refusal to show, or null when every code given is known.
import { t, type OperationResult } from '../../../engine/kit';

export type ScanCodes = OperationResult<'listScanCodes'>;

export interface ScannedCodes {
  item?: string;
  location?: string;
}

export interface ScanCodeIndex {
  items: ReadonlySet<string>;
  locations: ReadonlySet<string>;
}

export function indexScanCodes(codes: ScanCodes): ScanCodeIndex {
  return {
    items: new Set(codes.Items.map((c) => c.trim().toUpperCase())),
    locations: new Set(codes.Locations.map((c) => c.trim().toUpperCase())),
  };
}

/** The message for the first unknown code (the item before the location), or null. Empty codes are not checked. */
export function unknownScanCode(index: ScanCodeIndex, scanned: ScannedCodes): string | null {
  const item = scanned.item?.trim() ?? '';
  if (item && !index.items.has(item.toUpperCase())) return t('inventory.scanCodes.unknownItem', { code: item });
  const location = scanned.location?.trim() ?? '';
  if (location && !index.locations.has(location.toUpperCase()))
    return t('inventory.scanCodes.unknownLocation', { code: location });
  return null;
}
