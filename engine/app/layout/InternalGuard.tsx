// The gate of '/Internal' (SPEC §2): a non-empty stored token or back to '/'. Loads the session user (cached while
// the token is valid), then runs the realtime hub, the route-visit log and the system-settings watch.
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Alert, Center, Loader } from '@mantine/core';
import { loadSessionUser } from '../../session/sessionService';
import { getToken } from '../../api/token';
import { useAppStore } from '../../stores/appStore';
import { errorMessage } from '../../ui/notify';
import { PortalLayout } from './PortalLayout';
import { SystemNotices } from './SystemNotices';
import { useRealtimeHub } from './useRealtimeHub';
import { useRouteVisitLog } from './useRouteVisitLog';
import { useSystemSettings } from './useSystemSettings';

export function InternalGuard() {
  const token = getToken();
  const user = useAppStore((s) => s.user);
  const [error, setError] = useState<string | null>(null);
  const ready = Boolean(token && user);

  useEffect(() => {
    if (!token || user) return;
    loadSessionUser().catch((failure) => setError(errorMessage(failure, 'Could not load your user data')));
  }, [token, user]);

  useRealtimeHub(ready);
  useRouteVisitLog(ready);
  useSystemSettings(ready);

  if (!token) return <Navigate to="/" replace />;
  if (error && !user) {
    return (
      <Center mih="60vh">
        <Alert color="red" title="The portal could not start">
          {error}
        </Alert>
      </Center>
    );
  }
  if (!user) {
    return (
      <Center mih="100vh">
        <Loader aria-label="Loading your session" />
      </Center>
    );
  }
  return (
    <>
      <PortalLayout />
      <SystemNotices />
    </>
  );
}
