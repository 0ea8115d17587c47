// The one openapi-fetch client of the portal (typed by the generated contract) with the portal middleware, and the
// session gate that parks 401'd requests while the expired-session dialog is open.
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../../generated/erp-api';
import { getToken } from '../session/token';
import { apiBaseUrl, logLocalhostEnabled } from './apiConfig';
import { createPortalMiddleware, type RequestLogEntry } from './portalMiddleware';
import { createSessionGate } from './sessionGate';
import { shouldLogRequest } from './shouldLogRequest';

export const sessionGate = createSessionGate();

/** Fire-and-forget POST /logs: plain fetch (no middleware, so it can never loop) and every failure swallowed. */
export function writeRequestLog(entry: RequestLogEntry): void {
  const token = getToken();
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

export const portalMiddleware = createPortalMiddleware({
  getToken,
  gate: sessionGate,
  baseUrl: apiBaseUrl,
  shouldLog: (url) => shouldLogRequest({ url, logLocalhost: logLocalhostEnabled() }),
  writeLog: writeRequestLog,
});

// fetch is looked up per call so tests (and polyfills) that replace globalThis.fetch are honoured.
export const api: Client<paths> = createClient<paths>({
  baseUrl: apiBaseUrl(),
  fetch: (request: Request) => globalThis.fetch(request),
});
api.use(portalMiddleware);
