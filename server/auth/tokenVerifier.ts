// Signature checks of bearer tokens, remembered per token until the token expires: every request carries the same
// token for hours, and checking its HMAC through WebCrypto (a trip to the thread pool) on each one cost more than the
// rest of a cached session check. Only a token that verified is remembered, and only until its own expiry; whether
// its session is still valid is the session check's business (the epoch), not this cache's.
import { decodeJwt } from 'jose';
import { verifyToken, type TokenClaims } from './tokens.js';

const MAX_TOKENS = 10_000;

export function createTokenVerifier(secret: Uint8Array, now: () => number = Date.now) {
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  return async (token: string): Promise<TokenClaims | null> => {
    const known = verified.get(token);
    if (known && known.expiresAt > now()) return known.claims;
    verified.delete(token);
    const claims = await verifyToken(secret, token);
    const { exp } = claims ? decodeJwt(token) : {};
    if (claims && exp) {
      if (verified.size >= MAX_TOKENS) verified.delete(verified.keys().next().value ?? token);
      verified.set(token, { claims, expiresAt: exp * 1000 });
    }
    return claims;
  };
}
