#!/usr/bin/env node
// `npm run test:server`: the server test project on the embedded database (PGlite) and, where PostgreSQL is installed,
// on a throwaway PostgreSQL cluster too (scripts/pg-test-cluster.mjs). The two runs go side by side: each keeps one
// test file at a time and waits on its database part of that time, so together they take less than one after the
// other (12.7 min against about 17 on two cores). The embedded run prints as it goes; the PostgreSQL run's output follows when it ends.
// Files that do not depend on the database run only in the PostgreSQL lane when both run (vitest.config.ts), to even the lanes out.
//
// NORSTAR_TEST_PG=off runs only the embedded database; NORSTAR_TEST_PG=on fails when PostgreSQL is missing instead of
// saying it is skipped. The exit code is non-zero when either run fails.
import { run } from './support/run.mjs';
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const wanted = process.env.NORSTAR_TEST_PG ?? 'auto';
const pgRoot = '/usr/lib/postgresql';
const hasPostgres =
  Boolean(process.env.PG_BIN) ||
  (existsSync(pgRoot) && readdirSync(pgRoot).some((v) => existsSync(join(pgRoot, v, 'bin', 'initdb'))));

const vitest = ['vitest', 'run', '--project', 'server', '--project', 'server-seed', ...process.argv.slice(2)];

let postgres = Promise.resolve(0);
let logFile;
if (wanted === 'off') {
  console.log('server tests: embedded database only (NORSTAR_TEST_PG=off)');
} else if (!hasPostgres) {
  if (wanted === 'on') {
    console.error(
      'server tests: NORSTAR_TEST_PG=on but PostgreSQL is not installed (Debian: apt-get install -y postgresql)',
    );
    process.exit(2);
  }
  console.log('server tests: PostgreSQL is not installed, so they run on the embedded database only');
} else {
  mkdirSync('test-results', { recursive: true });
  logFile = join('test-results', 'server-postgres.log');
  const out = openSync(logFile, 'w');
  console.log(`server tests: on PostgreSQL alongside (output in ${logFile}, printed when it ends)`);
  postgres = run(process.execPath, ['scripts/pg-test-cluster.mjs', 'npx', ...vitest], ['ignore', out, out]);
}

// Beside the PostgreSQL lane, the embedded lane leaves the files that do not depend on the database to it
// (vitest.config.ts ONE_DATABASE_TESTS).
const embedded = await run(
  'npx',
  vitest,
  'inherit',
  logFile ? { NORSTAR_SERVER_LANE: 'embedded-beside-postgres' } : {},
);
const onPostgres = await postgres;
if (logFile) {
  console.log('\n──────── server tests on PostgreSQL ────────');
  process.stdout.write(readFileSync(logFile, 'utf8'));
  console.log(
    `server tests: embedded database ${embedded === 0 ? 'passed' : 'FAILED'}, PostgreSQL ${onPostgres === 0 ? 'passed' : 'FAILED'}`,
  );
}
process.exit(embedded || onPostgres);
