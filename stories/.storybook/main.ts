// Storybook for the portal: every screens/**/*.screen.json becomes stories through the screen indexer (no story file
// per screen), plus the hand-written components under stories/components. Data comes from the recorded fixtures
// (stories/fixtures, npm run record-fixtures) through msw, so the built Storybook runs offline.
import { resolve } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { screenIndexer } from '../support/screenIndexer.ts';

const root = resolve(import.meta.dirname, '../..');

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
    // Our own small Vite config: the portal's vite.config.ts roots Vite in engine/ and builds into dist/.
    builder: {
      name: '@storybook/builder-vite',
      options: { viteConfigPath: resolve(import.meta.dirname, 'vite.config.ts') },
    },
  },
  stories: [
    { directory: '../components', files: '**/*.stories.tsx', titlePrefix: 'Components' },
    { directory: '../../screens', files: '**/*.screen.json', titlePrefix: 'Screens' },
  ],
  experimental_indexers: async (existing) => [screenIndexer(root), ...(existing ?? [])],
  staticDirs: ['./public'],
  // Prop tables are not used (the stories are previews, not component docs) and docgen costs build minutes.
  typescript: { reactDocgen: false, check: false },
};

export default config;
