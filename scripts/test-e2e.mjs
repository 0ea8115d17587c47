#!/usr/bin/env node
// `npm run test:e2e`: builds the app and Storybook side by side, then runs the browser tests in two lanes side by side,
// each with a portal of its own (tests/e2e/support/globalSetup.ts). The side lane holds the files that spend most of
// their time waiting (the offline outbox behind its relay and its 8 s answer time-outs, the analyst guide's `npm start`,
// `npm run dev`), which start portals of their own, and enough walks of every screen to keep the lanes about equal;
// the main lane runs every other file, one at a time. On two cores the lanes together take about two thirds of one lane
// (CI: 1899 s in one lane; 1548 s with only the waiting files beside). The main lane prints as it goes; the side lane's
// output follows when it ends (test-results/e2e-side.log). The exit code is non-zero when either lane fails.
//
// With file arguments (`npm run test:e2e -- tests/e2e/shell.test.ts`) those files run in one lane, after the builds.
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './support/run.mjs';

/** The side lane: files that mostly wait on portals of their own, then screen walks that keep the lanes even. */
const SIDE_LANE = [
  'tests/e2e/offlineOutbox.test.ts',
  'tests/e2e/analystGuide.test.ts',
  'tests/e2e/devServer.test.ts',
  'tests/e2e/everyRoute.test.ts',
  'tests/e2e/useradmin.test.ts',
  'tests/e2e/shipping-screens.test.ts',
  'tests/e2e/editConflict.test.ts',
  'tests/e2e/recordHistory.test.ts',
  'tests/e2e/cuttingAndMachines.test.ts',
];

const [app, storybook] = await Promise.all([
  run('npx', ['vite', 'build'], 'inherit'),
  run('npm', ['run', 'build-storybook'], 'inherit'),
]);
if (app !== 0 || storybook !== 0) {
  console.error(`browser tests: the ${app !== 0 ? 'app' : 'Storybook'} build failed`);
  process.exit(1);
}

const vitest = ['vitest', 'run', '--project', 'e2e'];
const files = process.argv.slice(2);
if (files.length > 0) process.exit(await run('npx', [...vitest, ...files], 'inherit'));

mkdirSync('test-results', { recursive: true });
const logFile = join('test-results', 'e2e-side.log');
const out = openSync(logFile, 'w');
console.log(`browser tests: ${SIDE_LANE.join(', ')} alongside (output in ${logFile}, printed when they end)`);
// The side lane's shared portal logs to its own file (globalSetup reads the lane's name).
const side = run('npx', [...vitest, ...SIDE_LANE], ['ignore', out, out], { NORSTAR_E2E_LANE: 'side' });
const main = await run('npx', [...vitest, ...SIDE_LANE.flatMap((f) => ['--exclude', f])], 'inherit');
const sideCode = await side;
console.log('\n──────── browser tests alongside ────────');
process.stdout.write(readFileSync(logFile, 'utf8'));
console.log(
  `browser tests: main lane ${main === 0 ? 'passed' : 'FAILED'}, side lane ${sideCode === 0 ? 'passed' : 'FAILED'}`,
);
process.exit(main === 0 && sideCode === 0 ? 0 : 1);
