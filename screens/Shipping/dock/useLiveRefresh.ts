// Refreshes a shipping screen when another scanner (or dock screen) reports through the shopfloor group: the hub
// methods the shipping handlers publish are registered once, and a new event of one of them calls refresh.
import { useEffect, useRef } from 'react';
import { registerLiveMethod, useLiveStore } from '../../../engine/kit';

export const SHIPPING_LIVE_METHODS = ['dockScanned', 'pickListScanned', 'preShipQcSaved'] as const;
export type ShippingLiveMethod = (typeof SHIPPING_LIVE_METHODS)[number];

SHIPPING_LIVE_METHODS.forEach((method) => registerLiveMethod('shopfloor', method));

export function useLiveRefresh(methods: readonly ShippingLiveMethod[], refresh: () => void): void {
  const latest = useLiveStore((s) => s.groups.shopfloor.events[0]);
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const seen = useRef(latest?.receivedAt ?? 0);
  useEffect(() => {
    if (!latest || latest.receivedAt <= seen.current) return;
    seen.current = latest.receivedAt;
    if ((methods as readonly string[]).includes(latest.method)) refreshRef.current();
  }, [latest, methods]);
}
