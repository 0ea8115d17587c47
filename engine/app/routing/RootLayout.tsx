// The root of every route: page title, the chunk loading bar, and the hosts that must sit above any screen (the
// expired-session dialog, the loading overlay, confirm dialogs).
import { Outlet, useNavigation } from 'react-router-dom';
import { ExpiredSessionDialog, ExpiredSessionNavigationLock } from '../../session/ExpiredSessionDialog';
import { ChunkLoadingBar } from '../../ui/ChunkLoadingBar';
import { ConfirmDialogHost } from '../../ui/confirmAction';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { usePageTitle } from './usePageTitle';

export function RootLayout() {
  usePageTitle();
  const navigation = useNavigation();
  return (
    <>
      <Outlet />
      <ChunkLoadingBar active={navigation.state === 'loading'} />
      <ExpiredSessionDialog />
      <ExpiredSessionNavigationLock />
      <LoadingOverlay />
      <ConfirmDialogHost />
    </>
  );
}
