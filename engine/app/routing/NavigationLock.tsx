// Refuses every navigation (links, Back and Forward, an address changed by hand) while the page must not change
// beneath the user: the expired-session dialog is open (typed work waits under it), or the loading overlay covers a
// long write (leaving would make the user believe it was cancelled). Reload and close are refused by the overlay's
// own browser warning.
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useSessionStore } from '../../session/sessionStore';
import { useLoadingOverlayStore } from '../../ui/loadingOverlayStore';
import { holdHistory } from './holdHistory';

const locked = () => useSessionStore.getState().expiredDialogOpen || useLoadingOverlayStore.getState().count > 0;

/** Mounted inside the router, once. */
export function NavigationLock() {
  const sessionExpired = useSessionStore((s) => s.expiredDialogOpen);
  const writing = useLoadingOverlayStore((s) => s.count > 0);
  // Only while locked: a registered blocker, even an inactive one, makes the router warn on every address typed in.
  return sessionExpired || writing ? <BlockNavigation /> : null;
}

function BlockNavigation() {
  // In-app navigations (a link, navigate()) are refused by the router's blocker; history moves never reach the
  // router (holdHistory), whether or not it created the entry moved to.
  const blocker = useBlocker(true);
  useEffect(() => holdHistory(locked), []);
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  return null;
}
