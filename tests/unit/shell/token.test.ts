// SPEC §4: a token is valid while its expiry is in the future.
import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isTokenValid } from '../../../engine/api/token';

function jwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('token validity', () => {
  const now = Date.UTC(2026, 10, 20, 12, 0, 0);
  it('is valid while exp is in the future', () => {
    expect(isTokenValid(jwt({ exp: now / 1000 + 60 }), now)).toBe(true);
  });
  it('is invalid once exp has passed', () => {
    expect(isTokenValid(jwt({ exp: now / 1000 - 1 }), now)).toBe(false);
    expect(isTokenValid(jwt({ exp: now / 1000 }), now)).toBe(false);
  });
  it('is invalid without a token, without exp or when unreadable', () => {
    expect(isTokenValid(null, now)).toBe(false);
    expect(isTokenValid('', now)).toBe(false);
    expect(isTokenValid(jwt({ sub: 'x' }), now)).toBe(false);
    expect(isTokenValid('not-a-jwt', now)).toBe(false);
  });
  it('decodes url-safe payloads with non-ASCII names', () => {
    expect(decodeJwtPayload(jwt({ name: 'José Peña', exp: 1 }))).toEqual({ name: 'José Peña', exp: 1 });
  });
});
