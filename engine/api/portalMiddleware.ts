// The one openapi-fetch middleware of the portal: bearer token from storage, the fire-and-forget request log of
// SPEC §7 (the login call included: it is logged once its answer has brought a token; secret fields are never sent),
// and 401 handling (the request is parked in the session gate and retried once after the re-login); 403 answers are
// reported (onForbidden) so the session can read its roles again.
import type { Middleware } from 'openapi-fetch';
import type { SessionGate } from './sessionGate';
import { getLocale } from '../i18n/locale';

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
  /**
   * Sends the log entry, with the given token or else the stored one; must never throw (it is not awaited).
   */
  writeLog: (entry: RequestLogEntry, token?: string) => void;
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

/**
 * The login call: sent before there is a token to write its log with, so it is logged once it has answered, with the
 * token of its answer.
 */
function isLoginCall(url: string): boolean {
  return new URL(url).pathname.toLowerCase().endsWith('/user/authenticate');
}

/** The body fields a log entry never carries in clear: the server masks them too, but they should not travel twice. */
const SECRET_FIELD = /pass(word)?|captcha|token|secret/i;

function withoutSecrets(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>).map(([k, v]) => [
      k,
      SECRET_FIELD.test(k) && v !== null && v !== '' ? '***' : v,
    ]),
  );
}

async function tokenOfAnswer(response: Response): Promise<string | undefined> {
  if (!response.ok) return undefined;
  try {
    const body: unknown = await response.clone().json();
    const token = body && typeof body === 'object' ? Reflect.get(body, 'Token') : undefined;
    return typeof token === 'string' && token ? token : undefined;
  } catch {
    return undefined;
  }
}

function withBearer(request: Request, token: string | null): Request {
  if (!token) return request;
  const headers = new Headers(request.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return new Request(request, { headers });
}

/** The portal's language on every call, so the server's own messages (validation, sign-in) come back in it. */
function withLanguage(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set('Accept-Language', getLocale());
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
    data: withoutSecrets(parseBody(text)),
    origin: typeof location !== 'undefined' ? location.origin : '',
    href: typeof location !== 'undefined' ? location.href : '',
  };
}

export function createPortalMiddleware(deps: PortalMiddlewareDeps): Middleware {
  // Untouched copies of each request, kept until its response arrives, so a 401'd request can be sent again.
  const originals = new Map<string, Request>();
  // Log entries of login calls, written when their answer (and its token) has arrived.
  const pendingLogins = new Map<string, Promise<RequestLogEntry>>();

  return {
    async onRequest({ request, id }) {
      const authorized = withLanguage(withBearer(request, deps.getToken()));
      originals.set(id, authorized.clone());
      if (deps.shouldLog(authorized.url)) {
        const entry = logEntry(authorized.clone(), deps.baseUrl());
        if (isLoginCall(authorized.url)) {
          pendingLogins.set(id, entry);
        } else {
          entry.then((e) => deps.writeLog(e)).catch(() => undefined);
        }
      }
      return authorized;
    },
    async onResponse({ request, response, id, options }) {
      const original = originals.get(id);
      originals.delete(id);
      const login = pendingLogins.get(id);
      pendingLogins.delete(id);
      if (login) {
        // A refused login has no token of its own: it is logged with the stored one, if any.
        Promise.all([login, tokenOfAnswer(response)])
          .then(([entry, token]) => deps.writeLog(entry, token))
          .catch(() => undefined);
      }
      if (response.status === 403) deps.onForbidden?.(request.url);
      if (response.status !== 401 || isAuthenticationCall(request.url) || !original) return undefined;
      return deps.gate.park(() => options.fetch(withBearer(original, deps.getToken())));
    },
    async onError({ id }) {
      originals.delete(id);
      pendingLogins.delete(id);
      return undefined;
    },
  };
}
