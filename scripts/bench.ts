// `npm run bench`: performance of the built portal and the reference server against the issue-11 budgets.
// Flags: --quick (2 runs, 10 s server cases instead of 30 s, 100k only), --only=bundle,grid,pivot,export,report,
// server,navigation,isolation, --no-build (reuse --dist), --dist=<dir> (default /tmp/bn-dist),
// --out=<file> (default bench/results.json), --data=<seeded data dir> (reuse it: no cold-start figure). See bench/README.md for how to read the figures.
import { resolve } from 'node:path';
import { MEASUREMENTS, runBench, type Measurement } from './bench/runBench.ts';

const args = process.argv.slice(2);
const flag = (name: string) =>
  args
    .find((a) => a === `--${name}` || a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');
const only = (flag('only') ?? MEASUREMENTS.join(',')).split(',').filter(Boolean) as Measurement[];
const unknown = only.filter((m) => !MEASUREMENTS.includes(m));
if (unknown.length) {
  console.error(`unknown measurement ${unknown.join(', ')}; choose from ${MEASUREMENTS.join(', ')}`);
  process.exit(2);
}

await runBench({
  quick: args.includes('--quick'),
  only,
  build: !args.includes('--no-build'),
  distDir: resolve(flag('dist') || '/tmp/bn-dist'),
  resultsFile: resolve(flag('out') || 'bench/results.json'),
  reuseDataDir: flag('data') ? resolve(flag('data')!) : undefined,
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
