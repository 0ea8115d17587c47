// Live screens: a definition with `realtime` refetches its data whenever the hub delivers a message to that group
// (units finished, QC checks, operations reported...), so shop-floor screens update without a reload.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveStore, type LiveGroup } from '../stores/liveStore';
import { screenDataKey } from '../renderers/shared/useScreenData';

export function useRealtimeRefresh(group: LiveGroup | undefined): void {
  const queryClient = useQueryClient();
  const version = useLiveStore((s) => (group ? s.groups[group].version : 0));
  const seen = useRef(version);
  useEffect(() => {
    if (!group || version === seen.current) return;
    seen.current = version;
    // Every data source on the page shares the 'screen-data' key prefix; only active queries refetch.
    void queryClient.invalidateQueries({ queryKey: screenDataKey('', {}).slice(0, 1) });
  }, [group, version, queryClient]);
}
