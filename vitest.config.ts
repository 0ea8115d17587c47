// Four test projects: unit (pure modules in Node), unit-dom (components in jsdom), server (reference ERP server on PGlite),
// e2e (the built app in Debian's Chromium against the real server).
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { screenMetasPlugin } from './scripts/vite/screenMetasPlugin.ts';
import { formValidatorsPlugin } from './scripts/vite/formValidatorsPlugin.ts';

// Server test files that open the embedded database themselves (the seed's determinism, COPY loads, migrations and
// the migrated cluster cache on PGlite, loads without WAL) whatever DATABASE_URL says: the PostgreSQL run of the server project leaves them out instead of repeating them.
const SEED_CLOCK_TEST = 'tests/server/seed.test.ts';
const EMBEDDED_DATABASE_ONLY = [
  'tests/server/seed.test.ts',
  'tests/server/bulkLoad.test.ts',
  'tests/server/migrate.test.ts',
  'tests/server/migratedClusterCache.test.ts',
  'tests/server/seedLoadWithoutWal.test.ts',
];

// Server test files whose checks do not depend on which PostgreSQL runs them — the HTTP layer (routing, validation,
// answers, headers, authentication and its limits, graceful close) and the pipeline's plant and dealership scope over
// every operation, and the ABC classes' arithmetic: when `npm run test:server` runs the PostgreSQL lane beside the
// embedded one (NORSTAR_SERVER_LANE=embedded-beside-postgres), they run once, in the PostgreSQL lane, which evens the
// two lanes out (CI: 799 s embedded against 542 s PostgreSQL with the first seven moved); run alone, the embedded lane
// keeps them.
const ONE_DATABASE_TESTS = [
  'tests/server/responseValidation.test.ts',
  'tests/server/scaffold/newOperation.test.ts',
  'tests/server/auth.test.ts',
  'tests/server/loginLimits.test.ts',
  'tests/server/gracefulRestart.test.ts',
  'tests/server/contractCoverage.test.ts',
  'tests/server/securityHeaders.test.ts',
  'tests/server/dealerIsolation.test.ts',
  'tests/server/plantIsolation.test.ts',
  'tests/server/abcClasses.test.ts',
];
const BESIDE_POSTGRES = process.env.NORSTAR_SERVER_LANE === 'embedded-beside-postgres';

export default defineConfig({
  test: {
    projects: [
      {
        // Pure modules in Node: no DOM to build, so they start fast.
        plugins: [screenMetasPlugin(import.meta.dirname), formValidatorsPlugin(import.meta.dirname)],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'engine/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.dom.test.ts', '**/node_modules/**'],
          environment: 'node',
          setupFiles: ['tests/unit/network.ts', 'tests/unit/spanishCatalogue.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // Components, and modules that need the browser's storage or DOM (named *.dom.test.ts), in jsdom.
        plugins: [react(), screenMetasPlugin(import.meta.dirname), formValidatorsPlugin(import.meta.dirname)],
        test: {
          name: 'unit-dom',
          include: ['tests/unit/**/*.test.tsx', 'tests/unit/**/*.dom.test.ts', 'engine/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/network.ts', 'tests/unit/setup.ts', 'tests/unit/spanishCatalogue.ts'],
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
          exclude: [
            '**/node_modules/**',
            SEED_CLOCK_TEST,
            ...(process.env.DATABASE_URL ? EMBEDDED_DATABASE_ONLY : []),
            ...(BESIDE_POSTGRES ? ONE_DATABASE_TESTS : []),
          ],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // The files share one process and its module cache: the server's modules are loaded once instead of once per
          // file (about 1.5 s each, 66 files, on both databases). Every file starts its own server on its own copy of
          // the database, so nothing of one file's data reaches the next.
          isolate: false,
        },
      },
      {
        // The seed clock is read when the seed modules load, and this file pins it before they do: it needs a fresh
        // module cache of its own.
        test: {
          name: 'server-seed',
          include: [SEED_CLOCK_TEST],
          exclude: process.env.DATABASE_URL ? [SEED_CLOCK_TEST] : [],
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
          // Only the filter walk runs tests concurrently, one per signed-in page it opens.
          maxConcurrency: 2,
        },
      },
    ],
  },
});
