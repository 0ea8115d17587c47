// Three test projects: unit (pure modules and components in jsdom), server (reference ERP server on PGlite),
// e2e (the built app in Debian's Chromium against the real server).
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { screenMetasPlugin } from './scripts/vite/screenMetasPlugin.ts';
import { formValidatorsPlugin } from './scripts/vite/formValidatorsPlugin.ts';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), screenMetasPlugin(import.meta.dirname), formValidatorsPlugin(import.meta.dirname)],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'engine/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // Component tests type with user-event; on a busy 2-core CI machine 5 s is too tight.
          testTimeout: 20_000,
          // @rjsf/mantine imports 'dayjs/plugin/customParseFormat' without an extension, which Node's ESM resolver
          // rejects; letting Vite transform it resolves the import like the app build does.
          server: { deps: { inline: ['@rjsf/mantine'] } },
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 360_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
