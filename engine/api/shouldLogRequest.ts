// The request-log skip rule of SPEC §7 as a pure function: the route-log url, the log call itself and localhost are
// never logged. "localhost" is read literally — the developer's `npm run dev` on http://localhost — so a portal served
// by IP (a plant server, the browser tests on 127.0.0.1) is logged; VITE_LOG_LOCALHOST=true logs localhost too.

export interface LogDecisionInput {
  /** Absolute request url. */
  url: string;
  logLocalhost?: boolean;
}

const localHosts = new Set(['localhost']);

/** Paths (relative to the API base) that must never produce a request-log call. */
export const unloggedPaths = ['/routes/log', '/logs'];

export function shouldLogRequest({ url, logLocalhost = false }: LogDecisionInput): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (localHosts.has(parsed.hostname) && !logLocalhost) return false;
  const path = parsed.pathname.replace(/\/+$/, '').toLowerCase();
  return !unloggedPaths.some((p) => path.endsWith(p.toLowerCase()));
}
