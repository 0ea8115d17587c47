// Lookup data a plant-floor screen needs while the server cannot be reached (work orders, VINs, items, locations of
// the user's plant): loaded from the server when it answers and kept on the device, read from the device when it does
// not, with the time of the last refresh so the screen can say how old it is.
import { useQuery } from '@tanstack/react-query';
import { useAppStore } from '../stores/appStore';
import { readLookup, writeLookup } from './outboxDb';
import { isNetworkFailure } from './networkFailure';

export interface OfflineLookup<T> {
  data: T | undefined;
  /** ISO time the data was last loaded from the server. */
  refreshedAt: string | undefined;
  /** True when the data is the device's copy because the server could not be reached. */
  fromDevice: boolean;
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => void;
  /** Loads again (from the server, or the device's copy when it cannot be reached) and answers what was loaded. */
  reload: () => Promise<LoadedLookup<T> | undefined>;
}

export interface LoadedLookup<T> {
  data: T;
  refreshedAt: string;
  fromDevice: boolean;
}

/** Loads `name` for the user's current plant, or the device's last copy of it when the server cannot be reached. */
export async function loadOfflineLookup<T>(id: string, load: () => Promise<T>): Promise<LoadedLookup<T>> {
  try {
    const data = await load();
    const refreshedAt = new Date().toISOString();
    await writeLookup({ id, data, refreshedAt }).catch(() => undefined);
    return { data, refreshedAt, fromDevice: false };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const kept = await readLookup(id).catch(() => undefined);
    if (!kept) throw error;
    // The device's copy is what this same loader stored earlier.
    return { data: kept.data as T, refreshedAt: kept.refreshedAt, fromDevice: true };
  }
}

export function offlineLookupId(userGuid: string | undefined, plant: number, name: string): string {
  return `${userGuid ?? '-'}|${plant}|${name}`;
}

export function useOfflineLookup<T>(name: string, load: () => Promise<T>, enabled = true): OfflineLookup<T> {
  const plant = useAppStore((s) => s.plant);
  const userGuid = useAppStore((s) => s.user?.Guid);
  const id = offlineLookupId(userGuid, plant, name);
  const query = useQuery({
    queryKey: ['offline-lookup', id],
    queryFn: () => loadOfflineLookup(id, load),
    enabled: enabled && Boolean(userGuid),
    retry: false,
    refetchOnWindowFocus: false,
  });
  return {
    data: query.data?.data,
    refreshedAt: query.data?.refreshedAt,
    fromDevice: query.data?.fromDevice ?? false,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.error,
    refetch: () => void query.refetch(),
    reload: async () => (await query.refetch()).data,
  };
}
