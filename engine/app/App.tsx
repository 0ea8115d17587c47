// The portal's root component: Mantine (theme, notifications, dates in the user's locale), TanStack Query and the hash router.
// Loaded lazily by engine/main.tsx, with the styles only the portal past the login page uses.
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/spotlight/styles.css';
import './notifications.css';
import { useState } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { routedScreens } from '../screen/screenRegistry';
import { buildRoutes } from './routing/buildRoutes';
import { installHistoryHold } from './routing/holdHistory';
import { theme } from './theme';
import { useLocale } from '../i18n/translate';

export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A 401 is parked and retried by the client itself; other failures are shown, not silently repeated.
      // networkMode 'always': the portal decides what a call does without a network (the outbox keeps plant-floor
      // writes, lookups fall back to the device's copy). TanStack's default 'online' would instead pause every query
      // and mutation while the browser says it is offline, and a paint QC save spun until the network came back.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export function createPortalRouter() {
  // Before the router: its history listener must come after the one that holds the page still (NavigationLock).
  installHistoryHold();
  return createHashRouter(buildRoutes(routedScreens));
}

export function App() {
  const [queryClient] = useState(createPortalQueryClient);
  const [router] = useState(createPortalRouter);
  const locale = useLocale();
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ locale: locale === 'es-MX' ? 'es' : 'en' }}>
        <QueryClientProvider client={queryClient}>
          <Notifications position="top-right" zIndex={5000} classNames={{ root: 'portal-notifications' }} />
          {/* Keyed by locale: a language switch redraws every screen (grid cells and formats read the locale when
              drawn), on the same route and with the query cache kept. Router updates are not transitions: in a
              transition React keeps the previous page up (and clickable) until the new one is ready, so a menu click
              showed nothing for seconds; the new screen's loading state now shows at once (LazyScreenRoute). */}
          <RouterProvider key={locale} router={router} useTransitions={false} />
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
