// `npm start`: makes dist/ the portal build of the current sources (scripts/portalBuild.ts: kept when built from the
// same content, copied from the shared build cache when another clone or start built it, else `vite build`), then
// serves the portal and the reference ERP API from one process (server/main.ts) on PORT (default 8080).
import { join, resolve } from 'node:path';
import { register } from 'tsx/esm/api';

const root = resolve(import.meta.dirname, '..');
register();
if (process.env.NORSTAR_SKIP_BUILD !== '1') {
  const { defaultCacheDir, ensurePortalBuild } = await import('./portalBuild.ts');
  await ensurePortalBuild({
    root,
    cacheDir: defaultCacheDir(),
    log: (line) => console.log(line),
    build: async () => {
      const { build } = await import('vite');
      await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
    },
  });
}

await import('../server/main.ts');
