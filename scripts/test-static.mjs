#!/usr/bin/env node
// The first stage of `npm test`: the checks that need no running code — lint (eslint, prettier, import cycles),
// typecheck, generated/ up to date, the contract and screen check — two at a time (the CI machine has two cores;
// each is one process on one core), each one's output printed whole when it ends. Exit code non-zero when any fails.
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './support/run.mjs';

const CHECKS = ['lint', 'typecheck', 'check:generated', 'check:screens'];
const PARALLEL = 2;

const dir = mkdtempSync(join(tmpdir(), 'norstar-static-'));
const failed = [];
const queue = [...CHECKS];
async function worker() {
  for (let check = queue.shift(); check; check = queue.shift()) {
    const log = join(dir, `${check.replace(':', '-')}.log`);
    const out = openSync(log, 'w');
    const started = performance.now();
    const code = await run('npm', ['run', '--silent', check], ['ignore', out, out]);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`\n──────── npm run ${check}: ${code === 0 ? 'passed' : 'FAILED'} (${seconds} s) ────────`);
    process.stdout.write(readFileSync(log, 'utf8'));
    if (code !== 0) failed.push(check);
  }
}
await Promise.all(Array.from({ length: PARALLEL }, worker));
rmSync(dir, { recursive: true, force: true });
if (failed.length) {
  console.error(`\nstatic checks FAILED: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nstatic checks passed');
