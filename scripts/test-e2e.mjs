#!/usr/bin/env node
// `npm run test:e2e`: builds the app and Storybook side by side, then runs the browser tests in two lanes side by side.
// The side lane holds the files that start portals of their own and spend most of their time waiting (the offline
// outbox behind its relay and its 8 s answer time-outs, the analyst guide's `npm start`, `npm run dev`); the main lane
// runs every other file, one at a time, against the shared portal of tests/e2e/support/globalSetup.ts. On two cores
// the lanes together take about as long as the main lane alone. The main lane prints as it goes; the side lane's
// output follows when it ends (test-results/e2e-side.log). The exit code is non-zero when either lane fails.
//
// With file arguments (`npm run test:e2e -- tests/e2e/shell.test.ts`) those files run in one lane, after the builds.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Files that start their own portal or dev server and need none of the shared one. */
const SIDE_LANE = ['tests/e2e/offlineOutbox.test.ts', 'tests/e2e/analystGuide.test.ts', 'tests/e2e/devServer.test.ts'];

/** Runs a command; resolves with its exit code. */
function run(command, args, stdio, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio, env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
  });
}

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
// The side lane's files start their own portals: no shared one to seed (globalSetup reads this).
const side = run('npx', [...vitest, ...SIDE_LANE], ['ignore', out, out], { NORSTAR_E2E_SHARED_PORTAL: 'off' });
const main = await run('npx', [...vitest, ...SIDE_LANE.flatMap((f) => ['--exclude', f])], 'inherit');
const sideCode = await side;
console.log('\n──────── browser tests alongside ────────');
process.stdout.write(readFileSync(logFile, 'utf8'));
console.log(
  `browser tests: main lane ${main === 0 ? 'passed' : 'FAILED'}, side lane ${sideCode === 0 ? 'passed' : 'FAILED'}`,
);
process.exit(main === 0 && sideCode === 0 ? 0 : 1);
