// `npm start`: builds the portal when dist/ is missing or older than its sources, then serves the portal and the
// reference ERP API from one process (server/main.ts) on PORT (default 8080).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { register } from 'tsx/esm/api';

const root = resolve(import.meta.dirname, '..');
const sources = ['engine', 'screens', 'schemas', 'generated', 'vite.config.ts', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = newestMtime(join(root, 'dist', 'index.html'));
const changedAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (process.env.NORSTAR_SKIP_BUILD !== '1' && builtAt < changedAt) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding the portal…' : 'Building the portal…');
  const { build } = await import('vite');
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
}

register();
await import('../server/main.ts');
