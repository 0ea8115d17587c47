// Makes sure Debian's Chromium is there for the browser tests: installs it when missing and running as root,
// otherwise stops with the command to run. CHROMIUM_PATH overrides the location.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromiumPath)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is not installed at ${chromiumPath}. Browser tests need Debian's chromium:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        '(or set CHROMIUM_PATH to an existing Chromium binary).',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
