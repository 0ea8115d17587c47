// The one openapi-fetch middleware of the portal: bearer token from storage, the fire-and-forget request log of
// SPEC §7, and 401 handling (the request is parked in the session gate and retried once after the re-login); 403
// answers are reported (onForbidden) so the session can read its roles again.
import type { Middleware } from 'openapi-fetch';
import type { SessionGate } from './sessionGate';

export interface RequestLogEntry {
  method: string;
  baseURL: string;
  url: string;
  data: unknown;
  origin: string;
  href: string;
}

export interface PortalMiddlewareDeps {
  getToken: () => string | null;
  gate: SessionGate;
  baseUrl: () => string;
  shouldLog: (url: string) => boolean;
  /** Sends the log entry; must never throw (it is not awaited). */
  writeLog: (entry: RequestLogEntry) => void;
  /** Told the URL of each 403 answer; must never throw. */
  onForbidden?: (url: string) => void;
}

/**
 * The login calls answer 401 for wrong credentials, and sign-out 401 for a session that had already ended: that is
 * their answer, not an expired session to sign in again for.
 */
export function isAuthenticationCall(url: string): boolean {
  const path = new URL(url).pathname.toLowerCase();
  return (
    path.endsWith('/user/authenticate') || path.endsWith('/user/authenticateasuser') || path.endsWith('/user/logout')
  );
}

function withBearer(request: Request, token: string | null): Request {
  if (!token) return request;
  const headers = new Headers(request.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return new Request(request, { headers });
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function logEntry(request: Request, baseUrl: string): Promise<RequestLogEntry> {
  const text = request.body ? await request.text() : '';
  const url = request.url.startsWith(baseUrl) ? request.url.slice(baseUrl.length) : request.url;
  return {
    method: request.method.toLowerCase(),
    baseURL: baseUrl,
    url,
    data: parseBody(text),
    origin: typeof location !== 'undefined' ? location.origin : '',
    href: typeof location !== 'undefined' ? location.href : '',
  };
}

export function createPortalMiddleware(deps: PortalMiddlewareDeps): Middleware {
  // Untouched copies of each request, kept until its response arrives, so a 401'd request can be sent again.
  const originals = new Map<string, Request>();

  return {
    async onRequest({ request, id }) {
      const authorized = withBearer(request, deps.getToken());
      originals.set(id, authorized.clone());
      if (deps.shouldLog(authorized.url)) {
        const copy = authorized.clone();
        logEntry(copy, deps.baseUrl())
          .then((entry) => deps.writeLog(entry))
          .catch(() => undefined);
      }
      return authorized;
    },
    async onResponse({ request, response, id, options }) {
      const original = originals.get(id);
      originals.delete(id);
      if (response.status === 403) deps.onForbidden?.(request.url);
      if (response.status !== 401 || isAuthenticationCall(request.url) || !original) return undefined;
      return deps.gate.park(() => options.fetch(withBearer(original, deps.getToken())));
    },
    async onError({ id }) {
      originals.delete(id);
      return undefined;
    },
  };
}
