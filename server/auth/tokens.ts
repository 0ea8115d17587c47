// Session tokens: a HS256 JWT (jose) carrying the session id, the user, expiry and token type, backed by a sessions
// row so that blocking, suspension and role changes take effect on the very next request.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Queryable } from '../db/Database.js';

export const TOKEN_TYPE = 'Bearer';

export interface IssuedToken {
  Token: string;
  TokenType: typeof TOKEN_TYPE;
  Expiration: string;
  sessionId: string;
}

export interface TokenClaims {
  sessionId: string;
  userGuid: string;
}

export async function issueSession(
  db: Queryable,
  secret: Uint8Array,
  ttlSeconds: number,
  userGuid: string,
  options: { actingUserGuid?: string | null; ip?: string } = {},
): Promise<IssuedToken> {
  const sessionId = randomUUID();
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + ttlSeconds;
  await db.query(
    `INSERT INTO sessions (id, user_guid, acting_user_guid, token_type, ip, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, to_timestamp($6), to_timestamp($7))`,
    [sessionId, userGuid, options.actingUserGuid ?? null, TOKEN_TYPE, options.ip ?? null, issuedAt, expiresAt],
  );
  const token = await new SignJWT({ typ: TOKEN_TYPE, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userGuid)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(secret);
  return { Token: token, TokenType: TOKEN_TYPE, Expiration: new Date(expiresAt * 1000).toISOString(), sessionId };
}

/** Checks signature, expiry and token type; null for anything else (garbage, expired, wrong type). */
export async function verifyToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (payload.typ !== TOKEN_TYPE || typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
    return { sessionId: payload.sid, userGuid: payload.sub };
  } catch {
    return null;
  }
}
