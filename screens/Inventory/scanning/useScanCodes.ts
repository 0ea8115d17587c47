// The plant's item numbers and locations kept on the device for the scanning screens (listScanCodes through the
// offline lookup: refreshed whenever the server answers, the device's copy when it does not). A scan is checked before
// it is sent or kept in the outbox, so an unknown code is refused at once even with the network down. A code missing
// from the copy is looked up again first (it may be new since the last refresh) when the server can be reached.
import { useMemo } from 'react';
import { callOperation, formatDateTime, t, useAppStore, useOfflineLookup } from '../../../engine/kit';
import { indexScanCodes, unknownScanCode, type ScannedCodes } from './unknownScanCode';

/** How long a fresh look-up of an unknown code may take before the copy at hand decides (a hanging network). */
const RELOAD_WAIT_MS = 4_000;

export const SCAN_CODES_LOOKUP = 'scan-codes';

export function useScanCodes() {
  const plant = useAppStore((s) => s.plant);
  const lookup = useOfflineLookup(SCAN_CODES_LOOKUP, () => callOperation('listScanCodes', { plant }));
  const index = useMemo(() => (lookup.data ? indexScanCodes(lookup.data) : undefined), [lookup.data]);

  /** The refusal for an unknown item or location, or null to go on (also when no copy could ever be loaded). */
  const check = async (scanned: ScannedCodes): Promise<string | null> => {
    if (!index || !unknownScanCode(index, scanned)) return null;
    const fresh = await Promise.race([
      lookup.reload().catch(() => undefined),
      new Promise<undefined>((resolve) => setTimeout(resolve, RELOAD_WAIT_MS)),
    ]);
    const refusal = unknownScanCode(fresh ? indexScanCodes(fresh.data) : index, scanned);
    if (!refusal) return null;
    const fromDevice = fresh ? fresh.fromDevice : true;
    const refreshedAt = fresh?.refreshedAt ?? lookup.refreshedAt;
    return fromDevice && refreshedAt
      ? `${refusal}. ${t('inventory.scanCodes.checkedOnDevice', { when: formatDateTime(refreshedAt) })}`
      : refusal;
  };

  return { check, refreshedAt: lookup.refreshedAt, fromDevice: lookup.fromDevice };
}
