// Signing in and out (SPEC §4): the login call, user data from GetUserByToken (cached, refreshed when the token is
// invalid), the expired-session re-login that releases or drops parked requests, sign-out and login as a user. The
// cache only makes the start fast: the session user is read again at start, after a 403 and when the hub says the
// user's roles changed (refreshSessionUser), so role changes by IT reach an open session.
import { ApiError } from '../api/ApiError';
import { callOperation } from '../api/callOperation';
import { api, onForbiddenResponse, sessionGate } from '../api/client';
import { useAppStore } from '../stores/appStore';
import { useCatalogStore } from '../stores/catalogStore';
import { useLiveStore } from '../stores/liveStore';
import { usePaymentScheduleStore } from '../stores/paymentScheduleStore';
import {
  clearSessionStorage,
  getCachedUserData,
  getStoredUser,
  setCachedUserData,
  setStoredUser,
  toStoredUser,
} from '../stores/sessionStorage';
import { useSessionStore } from './sessionStore';
import { applyLogin, authenticate } from './signIn';
import { getToken, isTokenValid } from '../api/token';
import type { LoginPayload, LoginResponse, SessionUserData } from './types';
import { t } from '../i18n/translate';
import { browserLocale, isLocale, setLocale, type Locale } from '../i18n/locale';

export const invalidCredentialsMessage = 'Invalid username or Password';
export const loginAsUserFailedMessage = 'Error Logging in as User';
export { applyLogin, authenticate, isUnreachable, loginFailedMessage, serverUnreachableMessage } from './signIn';

/** Equal JSON values, whatever the order of their keys (the login answer and GetUserByToken list them differently). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => k in y && sameJson(x[k], y[k]));
}

export async function fetchUserData(): Promise<SessionUserData> {
  const data = await callOperation('getUserByToken');
  setCachedUserData(data);
  const stored = getStoredUser();
  setStoredUser(toStoredUser(data, stored && stored.Guid === data.Guid ? stored.EplantId : data.EplantId));
  // The background refresh usually answers what the portal started on: applying an equal copy would re-render every
  // part of the page that reads the session (menu, frame, the open screen) while a big report is loading.
  const current = useAppStore.getState().user;
  if (!current || !sameJson(current, data)) useAppStore.getState().setSession(data);
  if (isLocale(data.Language)) setLocale(data.Language);
  return data;
}

/**
 * SPEC §4: cached user data while the token is valid (the portal starts at once on it, then reads it again in the
 * background: roles may have changed since it was stored); otherwise GetUserByToken (a 401 opens the dialog).
 */
export async function loadSessionUser(): Promise<SessionUserData> {
  const cached = getCachedUserData();
  if (cached && isTokenValid(getToken())) {
    useAppStore.getState().setSession(cached);
    if (isLocale(cached.Language)) setLocale(cached.Language);
    if (isLocale(cached.Language)) setLocale(cached.Language);
    void refreshSessionUser();
    return cached;
  }
  return fetchUserData();
}

let refreshing: Promise<void> | null = null;

/**
 * Reads the session user again (roles, routes, plants) and applies it; one call at a time, failures ignored (the
 * copy in use stays, and a 401 opens the expired-session dialog as for any call).
 */
export function refreshSessionUser(): Promise<void> {
  if (!getToken()) return Promise.resolve();
  refreshing ??= fetchUserData()
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** Repeated 403s (a screen retrying) refresh the session user at most this often. */
export const forbiddenRefreshIntervalMs = 5_000;
let lastForbiddenRefresh = -Infinity;

// A 403 may mean the session's copy of the roles is stale (IT removed one): read the user again so the menu and the
// screens follow the server. GetUserByToken itself is not watched, so a refused refresh cannot loop.
onForbiddenResponse((url) => {
  if (/\/user\/GetUserByToken\/?$/i.test(new URL(url).pathname)) return;
  const now = Date.now();
  if (now - lastForbiddenRefresh < forbiddenRefreshIntervalMs) return;
  lastForbiddenRefresh = now;
  void refreshSessionUser();
});

export interface ReLoginResult {
  sameUser: boolean;
}

/**
 * The expired-session dialog's sign-in. Same user: parked requests are retried once and user data refreshed.
 * Different user: parked requests are rejected (their data belonged to someone else) and the caller reloads.
 */
export async function reLogin(payload: LoginPayload): Promise<ReLoginResult> {
  const previous = getStoredUser();
  let response: LoginResponse;
  try {
    response = await authenticate(payload, t('session.loginFailed'));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 400 || error.status === 403)) {
      throw new ApiError(error.status, t('session.invalidCredentials'), error.fieldErrors);
    }
    throw error;
  }
  const sameUser = !previous || previous.Guid === response.User.Guid;
  if (!sameUser) {
    sessionGate.drop();
    resetClientState();
    applyLogin(response);
    return { sameUser };
  }
  // Keep the plant the user had chosen; the new login answer carries the home plant.
  applyLogin(response);
  if (previous) useAppStore.getState().setPlant(previous.EplantId);
  await sessionGate.release();
  await fetchUserData().catch(() => undefined);
  return { sameUser };
}

function resetClientState(): void {
  useAppStore.getState().clear();
  useCatalogStore.getState().clear();
  usePaymentScheduleStore.getState().clear();
  useLiveStore.getState().clear();
}

/**
 * SPEC §4 sign-out: user, roles, plants and stored token, user, classes, plants and user data are cleared. The server
 * ends the session too (POST /user/logout), so a copied token stops working; that call is not awaited and any failure
 * is ignored, so signing out always completes in the browser.
 */
export function signOut(): void {
  const token = getToken();
  if (token) endServerSession(token);
  sessionGate.drop(new Error('Signed out'));
  clearSessionStorage();
  resetClientState();
  // Signed out, the login page speaks the browser's language again.
  setLocale(browserLocale());
  useSessionStore.getState().bumpToken();
}

/**
 * The user menu's language switch: stored on the server with the user (every device, the next sign-in), then the
 * portal speaks it at once and the cached user data follows.
 */
export async function changeLanguage(language: Locale): Promise<void> {
  const answer = await callOperation('setUserLanguage', undefined, { Language: language });
  setLocale(answer.Language);
  const cached = getCachedUserData();
  if (cached) setCachedUserData({ ...cached, Language: answer.Language });
  const user = useAppStore.getState().user;
  if (user) useAppStore.getState().setSession({ ...user, Language: answer.Language });
}

function endServerSession(token: string): void {
  try {
    // The token goes in explicitly: storage is cleared right after this call, before the middleware would read it.
    api.POST('/user/logout', { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
  } catch {
    // Sign-out in the browser must complete whatever the network does.
  }
}

/** Login as another user: the session is replaced by the target's token and data. */
export async function loginAsUser(guid: string): Promise<LoginResponse> {
  try {
    const response = await callOperation('authenticateAsUser', { guid }, undefined, {
      fallbackMessage: t('session.loginAsUserFailed'),
    });
    clearSessionStorage();
    resetClientState();
    applyLogin(response);
    return response;
  } catch (error) {
    throw new ApiError(error instanceof ApiError ? error.status : 0, t('session.loginAsUserFailed'));
  }
}
