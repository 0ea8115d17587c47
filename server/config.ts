// Reads the server's environment (DESIGN.md "Fixed names") into a ServerConfig. The JWT secret may be empty here:
// when NORSTAR_JWT_SECRET is unset, ensureSecrets() generates one once and keeps it in the database.
import { resolve } from 'node:path';
import type { ServerConfig } from './http/OperationHandler.js';

export const FRONTEND_VERSION = '1.3.1';
/** Tokens live a working shift; the expired-session dialog handles the rest. */
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const seed = (env.NORSTAR_SEED ?? 'demo').toLowerCase();
  if (seed !== 'demo' && seed !== 'none') throw new Error(`NORSTAR_SEED must be demo or none, got ${env.NORSTAR_SEED}`);
  const seedScale = Number(env.NORSTAR_SEED_SCALE ?? 1);
  if (!(seedScale > 0)) throw new Error(`NORSTAR_SEED_SCALE must be a positive number, got ${env.NORSTAR_SEED_SCALE}`);
  const loginLimit = positiveInteger('NORSTAR_LOGIN_LIMIT', env.NORSTAR_LOGIN_LIMIT) ?? 20;
  return {
    port,
    dataDir: resolve(env.NORSTAR_DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    captcha: (env.NORSTAR_CAPTCHA ?? '').toLowerCase() !== 'off',
    jwtSecret: new TextEncoder().encode(env.NORSTAR_JWT_SECRET ?? ''),
    tokenTtlSeconds: TOKEN_TTL_SECONDS,
    frontendVersion: FRONTEND_VERSION,
    staticDir: resolve(env.NORSTAR_STATIC_DIR ?? 'dist'),
    seed,
    seedScale,
    loginLimitPerMinute: loginLimit,
    // Unset: derived from NORSTAR_LOGIN_LIMIT by buildApp (defaultLoginLimits), so raising it raises all three.
    loginIpLimitPerMinute: positiveInteger('NORSTAR_LOGIN_IP_LIMIT', env.NORSTAR_LOGIN_IP_LIMIT),
    loginAccountLimit: positiveInteger('NORSTAR_LOGIN_ACCOUNT_LIMIT', env.NORSTAR_LOGIN_ACCOUNT_LIMIT),
  };
}

function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got ${value}`);
  return n;
}
