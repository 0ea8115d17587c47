// Runs the realtime hub while the portal frame is up, and restarts it with the new token after each sign-in.
import { useEffect } from 'react';
import { restartHub, stopHub } from '../../realtime/hubConnection';
import { useSessionStore } from '../../session/sessionStore';

export function useRealtimeHub(enabled: boolean): void {
  const tokenVersion = useSessionStore((s) => s.tokenVersion);
  useEffect(() => {
    if (!enabled) return undefined;
    restartHub();
    return () => {
      stopHub();
    };
  }, [enabled, tokenVersion]);
}
