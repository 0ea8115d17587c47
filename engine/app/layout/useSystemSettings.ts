// Keeps the server's system settings (FrontendVersion, Maintance) current: polled every 60 s and on window focus
// while signed in, so the update notice and the maintenance screen follow the server.
import { useEffect } from 'react';
import { callOperation } from '../../api/callOperation';
import type { SystemSettings } from '../../session/types';
import { useAppStore } from '../../stores/appStore';

export const systemSettingsPollMs = 60_000;

export async function refreshSystemSettings(): Promise<SystemSettings | null> {
  try {
    const settings = await callOperation('getSystemSettings');
    useAppStore.getState().setSystem(settings);
    return settings;
  } catch {
    // Missing settings must never take the portal down; the last known values stay.
    return null;
  }
}

export function useSystemSettings(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    refreshSystemSettings();
    const timer = window.setInterval(refreshSystemSettings, systemSettingsPollMs);
    const onFocus = () => refreshSystemSettings();
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [enabled]);
}
