// The root of every route: page title, the chunk loading bar, and the hosts that must sit above any screen (the
// expired-session dialog, the loading overlay, confirm dialogs) and the lock that keeps navigation out while either
// of the first two is up.
import { Outlet, useNavigation } from 'react-router-dom';
import { ExpiredSessionDialog } from '../../session/ExpiredSessionDialog';
import { ChunkLoadingBar } from '../../ui/ChunkLoadingBar';
import { ConfirmDialogHost } from '../../ui/confirmAction';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { NavigationLock } from './NavigationLock';
import { usePageTitle } from './usePageTitle';

export function RootLayout() {
  usePageTitle();
  const navigation = useNavigation();
  return (
    <>
      <Outlet />
      <ChunkLoadingBar active={navigation.state === 'loading'} />
      <ExpiredSessionDialog />
      <NavigationLock />
      <LoadingOverlay />
      <ConfirmDialogHost />
    </>
  );
}
