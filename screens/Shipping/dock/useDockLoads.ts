// The loads at the dock (approved or loaded, shipping this fortnight) for the current plant, and the one chosen to
// work on: the first load is chosen until the user picks another, and a plant switch starts over.
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callOperation, useAppStore } from '../../../engine/kit';

export interface DockLoad {
  LoadNo: string;
  ShipDate: string | null;
  Status: string;
  Dealer: string;
  Destination: string;
  Carrier: string | null;
  Units: number;
  UnitsScanned: number;
  DockDoor: string | null;
}

export const dockLoadsKey = (plant: number) => ['shipping-dock-loads', plant] as const;

export function useDockLoads() {
  const plant = useAppStore((s) => s.plant);
  const query = useQuery({
    queryKey: dockLoadsKey(plant),
    queryFn: ({ signal }) => callOperation('listDockLoads', { plant }, undefined, { signal }),
    refetchOnWindowFocus: false,
  });
  const loads = useMemo(() => query.data ?? [], [query.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => setChosen(null), [plant]);
  const selected = loads.find((l) => l.LoadNo === chosen) ?? loads[0] ?? null;
  return {
    loads,
    selected,
    select: setChosen,
    isLoading: query.isPending,
    error: (query.error as Error | null) ?? null,
    refetch: () => void query.refetch(),
  };
}
