// The login limits (loginRateLimiter.ts) kept in the database, so every server instance sharing it counts the same
// attempts: a client spreading guesses over several instances meets the same limits as against one. Each call locks
// the keys it touches (a transaction-scoped advisory lock per key, taken in a fixed order), loads their state into
// the in-memory limiter, runs the one step and writes back what changed; parallel attempts therefore queue per key
// exactly as they did in memory. Rows are purged once no limit can still use them (purgeSharedState.ts).
import type { Database, Queryable } from '../db/Database.js';
import {
  createLoginRateLimiter,
  emptyLoginLimiterState,
  loginLimitKeys,
  type AccountFailures,
  type LoginLimiterState,
  type LoginLimits,
  type LoginRateLimiter,
} from './loginRateLimiter.js';

export interface SharedLoginRateLimiter {
  hit(ip: string, username: string): Promise<number>;
  hitAccount(username: string): Promise<number>;
  succeeded(ip: string, username: string): Promise<void>;
}

type Kind = 'pair' | 'ip' | 'account';
interface Key {
  kind: Kind;
  key: string;
}

function mapOf(state: LoginLimiterState, kind: Kind): Map<string, number[] | AccountFailures> {
  if (kind === 'pair') return state.byIpAndUser;
  if (kind === 'ip') return state.byIp;
  return state.byAccount;
}

async function load(tx: Queryable, keys: Key[]): Promise<LoginLimiterState> {
  const state = emptyLoginLimiterState();
  const rows = await tx.query<{ kind: Kind; key: string; state: unknown }>(
    'SELECT kind, key, state FROM login_limits WHERE (kind, key) IN (SELECT * FROM unnest($1::text[], $2::text[]))',
    [keys.map((k) => k.kind), keys.map((k) => k.key)],
  );
  for (const row of rows) {
    const value = typeof row.state === 'string' ? JSON.parse(row.state) : row.state;
    if (row.kind === 'account') state.byAccount.set(row.key, value as AccountFailures);
    else mapOf(state, row.kind).set(row.key, value as number[]);
  }
  return state;
}

async function save(tx: Queryable, keys: Key[], state: LoginLimiterState): Promise<void> {
  for (const { kind, key } of keys) {
    const value = mapOf(state, kind).get(key);
    if (value === undefined) await tx.query('DELETE FROM login_limits WHERE kind = $1 AND key = $2', [kind, key]);
    else
      await tx.query(
        `INSERT INTO login_limits (kind, key, state, updated_at) VALUES ($1, $2, $3::jsonb, now())
         ON CONFLICT (kind, key) DO UPDATE SET state = EXCLUDED.state, updated_at = now()`,
        [kind, key, JSON.stringify(value)],
      );
  }
}

export function createSharedLoginRateLimiter(db: Database, limits: LoginLimits): SharedLoginRateLimiter {
  const step = <T>(keys: Key[], fn: (limiter: LoginRateLimiter) => T): Promise<T> =>
    db.tx(async (tx) => {
      const ordered = [...keys].sort((a, b) => `${a.kind}:${a.key}`.localeCompare(`${b.kind}:${b.key}`));
      // The embedded database runs one transaction at a time anyway; PostgreSQL needs the per-key lock.
      if (db.kind === 'postgres')
        for (const k of ordered)
          await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`login_limits:${k.kind}:${k.key}`]);
      const state = await load(tx, ordered);
      const out = fn(createLoginRateLimiter(limits, state));
      await save(tx, ordered, state);
      return out;
    });
  return {
    hit(ip, username) {
      const k = loginLimitKeys(ip, username);
      return step(
        [
          { kind: 'pair', key: k.pair },
          { kind: 'ip', key: k.ip },
        ],
        (limiter) => limiter.hit(ip, username),
      );
    },
    hitAccount(username) {
      const k = loginLimitKeys('', username);
      return step([{ kind: 'account', key: k.account }], (limiter) => limiter.hitAccount(username));
    },
    succeeded(ip, username) {
      const k = loginLimitKeys(ip, username);
      return step(
        [
          { kind: 'ip', key: k.ip },
          { kind: 'account', key: k.account },
        ],
        (limiter) => limiter.succeeded(ip, username),
      );
    },
  };
}
