// Every story runs inside the portal's providers (stories/support/PortalStoryProviders) as the signed-in story super
// user, with msw answering the API from the recorded fixtures (parameters.msw; the recorded data by default).
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/spotlight/styles.css';
import { PortalStoryProviders } from '../support/PortalStoryProviders';
import { fixtureHandlers } from '../support/fixtureHandlers';
import { signInStoryUser } from '../support/storySession';

const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      const { setupWorker } = await import('msw/browser');
      const worker = setupWorker();
      // Everything outside /api (Storybook's own modules, fonts, chunks) goes to the network untouched.
      await worker.start({
        quiet: true,
        onUnhandledRequest: 'bypass',
        serviceWorker: { url: './mockServiceWorker.js' },
      });
      return worker;
    }),
  ],
  beforeEach() {
    signInStoryUser();
  },
  decorators: [
    (Story, context) => (
      <PortalStoryProviders key={context.id} path={context.parameters.route as string | undefined}>
        <Story />
      </PortalStoryProviders>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: fixtureHandlers('normal') },
    options: { storySort: { order: ['Components', 'Screens'] } },
  },
};

export default preview;
