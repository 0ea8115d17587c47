// The portal's providers around every story, as engine/app/App.tsx sets them up (Mantine theme, dates, TanStack
// Query with the portal's defaults, notifications) plus a memory router at the story's route, so screens, custom
// components and dialogs render exactly as inside the portal. Each story gets a fresh query cache.
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createPortalQueryClient } from '../../engine/app/App';
import { theme } from '../../engine/app/theme';

export interface PortalStoryProvidersProps {
  /** The path the memory router starts at (a screen's route with its sample params). */
  path?: string;
  children: ReactNode;
}

export function PortalStoryProviders({ path = '/', children }: PortalStoryProvidersProps) {
  const [queryClient] = useState(createPortalQueryClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ locale: 'en' }}>
        <QueryClientProvider client={queryClient}>
          <Notifications position="top-right" zIndex={5000} />
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
