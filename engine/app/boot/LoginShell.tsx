// The login page on its own, before the rest of the portal has loaded: the theme, the page title SPEC §2 gives '/',
// and the page. The router, the query cache, the app frame and the screen catalogue load once the user leaves it.
import { useLayoutEffect } from 'react';
import { MantineProvider } from '@mantine/core';
import { getStoredUser } from '../../stores/sessionStorage';
import { pageTitle } from '../pageTitle';
import { LoginPage } from '../pages/LoginPage';
import { theme } from '../theme';

export function LoginShell() {
  useLayoutEffect(() => {
    document.title = pageTitle(undefined, getStoredUser()?.EplantId ?? null);
  }, []);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <LoginPage />
    </MantineProvider>
  );
}
