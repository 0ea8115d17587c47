// The per-request session check from memory: a session user found by authenticateToken is kept for a few seconds
// and reused while the session epoch (migration 110) is unchanged. Every write that could revoke or alter a session
// bumps the epoch through a trigger, and the epoch is read on every request (one tiny row), so a block, logout,
// suspension, deactivation, password or role change is effective on the very next request — on every server instance
// that shares the database — while the costly session query runs at most once per session every few seconds.
import type { Queryable } from '../db/Database.js';
import { unauthorized } from '../http/HttpError.js';
import type { SessionUser } from '../http/OperationHandler.js';
import { sessionUserOf } from './authenticate.js';
import { createTokenVerifier } from './tokenVerifier.js';
import { createEpochReader } from './epochReader.js';

/** How long a checked session is answered from memory while the epoch stays the same. */
export const SESSION_CACHE_MS = 5_000;
/** Sessions kept at most; the oldest entry makes room (a cache, not a session store). */
const MAX_ENTRIES = 10_000;

interface Entry {
  user: SessionUser;
  epoch: number;
  checkedAt: number;
}

export type SessionCheck = (token: string | undefined) => Promise<SessionUser>;

export function createSessionCheck(
  db: Queryable,
  secret: Uint8Array,
  options: { ttlMs?: number; now?: () => number } = {},
): SessionCheck {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const readEpoch = createEpochReader(db);
  const verify = createTokenVerifier(secret);
  return async (token) => {
    if (!token) throw unauthorized('Missing bearer token');
    const claims = await verify(token);
    if (!claims) throw unauthorized('Invalid or expired token');
    const epoch = await readEpoch();
    const key = `${claims.sessionId}:${claims.userGuid}`;
    const entry = entries.get(key);
    const at = now();
    // The token's own expiry was checked by verify just now; the session row's is covered by the epoch.
    if (entry && entry.epoch === epoch && at - entry.checkedAt < ttlMs) return entry.user;
    entries.delete(key);
    const user = await sessionUserOf(db, claims);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value ?? key);
    entries.set(key, { user, epoch, checkedAt: at });
    return user;
  };
}
