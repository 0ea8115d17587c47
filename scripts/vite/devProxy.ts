// The dev server's proxy to the reference ERP server (`npm run dev`). Vite's root is engine/, so the app's own
// modules under engine/api/ are requested as /api/client.ts …; a plain '/api' proxy would send them to the server.
// A request that names a file of the app is therefore served by Vite, everything else under /api goes to the server.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { ProxyOptions } from 'vite';

/** True when the request path (query dropped) is a file under the Vite root, i.e. one of the app's modules. */
export function isAppFile(appRoot: string, url: string | undefined): boolean {
  const path = decodeURIComponent((url ?? '').split(/[?#]/)[0]);
  if (!path.startsWith('/') || path.includes('..')) return false;
  try {
    return statSync(join(appRoot, path)).isFile();
  } catch {
    return false;
  }
}

/** The server's port: PORT as `npm start` and the server read it, 8080 when unset. */
export function serverPort(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.PORT || 8080);
}

export function devProxy(appRoot: string, env: NodeJS.ProcessEnv = process.env): Record<string, ProxyOptions> {
  const target = `http://127.0.0.1:${serverPort(env)}`;
  return {
    '/api': { target, bypass: (req) => (isAppFile(appRoot, req.url) ? req.url : undefined) },
    '/hub': { target, ws: true },
    '/images/employees': { target },
    '/health': { target },
  };
}
