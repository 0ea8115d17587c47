// The one openapi-fetch client of the portal (typed by the generated contract) with the portal middleware, and the
// session gate that parks 401'd requests while the expired-session dialog is open.
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../../generated/erp-api';
import { getToken } from './token';
import { apiBaseUrl, logLocalhostEnabled } from './apiConfig';
import { createPortalMiddleware, type RequestLogEntry } from './portalMiddleware';
import { createSessionGate } from './sessionGate';
import { shouldLogRequest } from './shouldLogRequest';

export const sessionGate = createSessionGate();

/**
 * Fire-and-forget POST /logs: plain fetch (no middleware, so it can never loop) and every failure swallowed. The token
 * is the stored one unless given (the login call's log is written with the token its answer brought).
 */
export function writeRequestLog(entry: RequestLogEntry, token: string | null = getToken()): void {
  if (!token) return;
  try {
    fetch(`${apiBaseUrl()}/logs`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(entry),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // A log that cannot be sent must never break the call it describes.
  }
}

const forbiddenListeners = new Set<(url: string) => void>();

/** Called with the URL of every 403 answer of the main API (the session uses it to refresh stale roles). */
export function onForbiddenResponse(listener: (url: string) => void): () => void {
  forbiddenListeners.add(listener);
  return () => forbiddenListeners.delete(listener);
}

export const portalMiddleware = createPortalMiddleware({
  getToken,
  gate: sessionGate,
  baseUrl: apiBaseUrl,
  shouldLog: (url) => shouldLogRequest({ url, logLocalhost: logLocalhostEnabled() }),
  writeLog: writeRequestLog,
  onForbidden: (url) => forbiddenListeners.forEach((listener) => listener(url)),
});

// fetch is looked up per call so tests (and polyfills) that replace globalThis.fetch are honoured.
export const api: Client<paths> = createClient<paths>({
  baseUrl: apiBaseUrl(),
  fetch: (request: Request) => globalThis.fetch(request),
});
api.use(portalMiddleware);
