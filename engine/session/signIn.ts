// The sign-in call and what a fresh session stores, apart from the rest of the session service so that the login page
// (the first thing every device loads) does not carry the whole operation map, the caches and the live stores.
import { ApiError } from '../api/ApiError';
import { apiRequest, type HttpMethod } from '../api/apiRequest';
import { useAppStore } from '../stores/appStore';
import { setCachedUserData, setStoredUser, toStoredUser } from '../stores/sessionStorage';
import { setToken } from '../api/token';
import { useSessionStore } from './sessionStore';
import type { LoginPayload, LoginResponse } from './types';
import { loginT } from '../i18n/loginTexts';
import { isLocale, setLocale } from '../i18n/locale';

export const loginFailedMessage = 'Error Loggin in!';
/** Shown under 'Error Loggin in!' when the login call got no answer at all (server down, network gone). */
export const serverUnreachableMessage = 'The server cannot be reached. Check the connection and try again.';

/**
 * The contract's `authenticate` operation (a unit test holds it equal to generated/erp-operations.ts): named here so
 * the login page does not import the map of every operation for this one call.
 */
export const authenticateOperation: { method: HttpMethod; path: string } = {
  method: 'post',
  path: '/User/Authenticate',
};

/**
 * The login call. A call that gets no answer rejects with the browser's own wording ("Failed to fetch"), which
 * means nothing to a user: it becomes SPEC §8's default 'Error Loggin in!' (status 0, no server message).
 */
export async function authenticate(
  payload: LoginPayload,
  failedMessage: string = loginT('session.loginFailed'),
): Promise<LoginResponse> {
  try {
    const answer = await apiRequest(authenticateOperation.method, authenticateOperation.path, {
      body: payload,
      fallbackMessage: failedMessage,
    });
    return answer as LoginResponse;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, failedMessage);
  }
}

/** True for a login failure that never reached the server (see authenticate). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** Stores a fresh session: token, stored user, cached user data, and the app store. */
export function applyLogin(response: LoginResponse): void {
  setToken(response.Token);
  setStoredUser(toStoredUser(response.User));
  setCachedUserData(response.User);
  useAppStore.getState().setSession(response.User);
  if (isLocale(response.User.Language)) setLocale(response.User.Language);
  useSessionStore.getState().bumpToken();
}
