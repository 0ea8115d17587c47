// Reads the server's environment (DESIGN.md "Fixed names") into a ServerConfig. The JWT secret may be empty here:
// when NORSTAR_JWT_SECRET is unset, ensureSecrets() generates one once and keeps it in the database. The demo seed
// (60 users sharing a public password, a super user among them) is the default only for the embedded database: a
// server pointed at a real PostgreSQL seeds it only when NORSTAR_SEED=demo says so.
import { resolve } from 'node:path';
import type { ServerConfig } from './http/OperationHandler.js';
import { DEFAULT_HISTORY_RETENTION_DAYS, MIN_HISTORY_RETENTION_DAYS } from './history/pruneHistory.js';

export const FRONTEND_VERSION = '1.3.1';
/** Tokens live a working shift; the expired-session dialog handles the rest. */
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;

/** Fits the slowest seeded report over its maximum range with room to spare (docs/adr/010). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 45_000;
export const DEFAULT_LOG_RETENTION_DAYS = 90;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const databaseUrl = env.DATABASE_URL || undefined;
  const seed = (env.NORSTAR_SEED || (databaseUrl ? 'none' : 'demo')).toLowerCase();
  if (seed !== 'demo' && seed !== 'none') throw new Error(`NORSTAR_SEED must be demo or none, got ${env.NORSTAR_SEED}`);
  const seedScale = Number(env.NORSTAR_SEED_SCALE ?? 1);
  if (!(seedScale > 0)) throw new Error(`NORSTAR_SEED_SCALE must be a positive number, got ${env.NORSTAR_SEED_SCALE}`);
  const loginLimit = positiveInteger('NORSTAR_LOGIN_LIMIT', env.NORSTAR_LOGIN_LIMIT) ?? 20;
  return {
    port,
    dataDir: resolve(env.NORSTAR_DATA_DIR ?? './data'),
    databaseUrl,
    captcha: (env.NORSTAR_CAPTCHA ?? '').toLowerCase() !== 'off',
    jwtSecret: jwtSecret(env.NORSTAR_JWT_SECRET),
    tokenTtlSeconds: TOKEN_TTL_SECONDS,
    frontendVersion: FRONTEND_VERSION,
    staticDir: resolve(env.NORSTAR_STATIC_DIR ?? 'dist'),
    seed,
    seedScale,
    loginLimitPerMinute: loginLimit,
    // Unset: derived from NORSTAR_LOGIN_LIMIT by buildApp (defaultLoginLimits), so raising it raises all three.
    loginIpLimitPerMinute: positiveInteger('NORSTAR_LOGIN_IP_LIMIT', env.NORSTAR_LOGIN_IP_LIMIT),
    loginAccountLimit: positiveInteger('NORSTAR_LOGIN_ACCOUNT_LIMIT', env.NORSTAR_LOGIN_ACCOUNT_LIMIT),
    statementTimeoutMs:
      positiveInteger('NORSTAR_STATEMENT_TIMEOUT_MS', env.NORSTAR_STATEMENT_TIMEOUT_MS) ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    heavyConcurrencyPerUser: positiveInteger('NORSTAR_HEAVY_CONCURRENCY', env.NORSTAR_HEAVY_CONCURRENCY),
    requestLogPerMinute: positiveInteger('NORSTAR_LOG_LIMIT', env.NORSTAR_LOG_LIMIT),
    logRetentionDays:
      positiveInteger('NORSTAR_LOG_RETENTION_DAYS', env.NORSTAR_LOG_RETENTION_DAYS) ?? DEFAULT_LOG_RETENTION_DAYS,
    historyRetentionDays: historyRetentionDays(env.NORSTAR_HISTORY_RETENTION_DAYS),
  };
}

function historyRetentionDays(value: string | undefined): number {
  const days = positiveInteger('NORSTAR_HISTORY_RETENTION_DAYS', value) ?? DEFAULT_HISTORY_RETENTION_DAYS;
  if (days < MIN_HISTORY_RETENTION_DAYS)
    throw new Error(`NORSTAR_HISTORY_RETENTION_DAYS must be at least ${MIN_HISTORY_RETENTION_DAYS}, got ${value}`);
  return days;
}

function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got ${value}`);
  return n;
}

/** HS256 keys shorter than the hash output are guessable offline from one token (RFC 7518 §3.2, RFC 8725 §3.5). */
export const MIN_JWT_SECRET_BYTES = 32;

function jwtSecret(value: string | undefined): Uint8Array {
  const bytes = new TextEncoder().encode(value ?? '');
  if (bytes.length > 0 && bytes.length < MIN_JWT_SECRET_BYTES) {
    throw new Error(
      `NORSTAR_JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes, got ${bytes.length}; ` +
        'use a random value such as the output of `openssl rand -base64 48`, or unset it to let the server generate one',
    );
  }
  return bytes;
}
