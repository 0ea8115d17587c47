// The session: token, stored user, sign-in and sign-out, role checks and the expired-session dialog.
export { getToken, setToken, clearToken, isTokenValid, decodeJwtPayload, tokenStorageKey } from '../api/token';
export { getStoredUser, getCachedUserData, clearSessionStorage, storageKeys } from '../stores/sessionStorage';
export {
  authenticate,
  applyLogin,
  fetchUserData,
  loadSessionUser,
  refreshSessionUser,
  reLogin,
  signOut,
  loginAsUser,
  loginFailedMessage,
  serverUnreachableMessage,
  isUnreachable,
  invalidCredentialsMessage,
  loginAsUserFailedMessage,
} from './sessionService';
export { useSessionStore } from './sessionStore';
export { useSession, hasAnyRole, rolesAllow } from './useSession';
export { useLoginAsUser } from './useLoginAsUser';
export { ExpiredSessionDialog } from './ExpiredSessionDialog';
export type * from './types';
