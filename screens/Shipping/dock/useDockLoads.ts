// The loads at the dock (approved or loaded, shipping this fortnight) for the current plant, and the one chosen to
// work on: the first load is chosen until the user picks another, and a plant switch starts over. The list is kept on
// the device for when the server cannot be reached.
import { useEffect, useMemo, useState } from 'react';
import { callOperation, useAppStore, useOfflineLookup, type OperationResult } from '../../../engine/kit';

/** A load at the dock, as the contract answers it (listDockLoads). */
export type DockLoad = OperationResult<'listDockLoads'>[number];

export function useDockLoads() {
  const plant = useAppStore((s) => s.plant);
  // Kept on the device, so the crew can go on scanning while the server cannot be reached.
  const query = useOfflineLookup('dock-loads', () => callOperation('listDockLoads', { plant }));
  const loads = useMemo(() => query.data ?? [], [query.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => setChosen(null), [plant]);
  const selected = loads.find((l) => l.LoadNo === chosen) ?? loads[0] ?? null;
  return {
    loads,
    selected,
    select: setChosen,
    isLoading: query.isLoading,
    error: query.error instanceof Error ? query.error : null,
    refetch: query.refetch,
    refreshedAt: query.refreshedAt,
    fromDevice: query.fromDevice,
  };
}
