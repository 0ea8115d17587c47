// Server secrets that must survive restarts: the JWT signing key (unless NORSTAR_JWT_SECRET is set) and the bot-check
// HMAC key. Generated once with crypto randomness and kept in server_secrets, so a restarted server keeps sessions.
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/Database.js';

export async function loadOrCreateSecret(db: Database, name: string): Promise<string> {
  const candidate = randomBytes(32).toString('base64url');
  // Insert-or-keep in one statement, so two processes starting together agree on one value.
  await db.tx((tx) =>
    tx.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      name,
      candidate,
    ]),
  );
  const rows = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  return rows[0].value;
}

export interface ServerSecrets {
  jwtSecret: Uint8Array;
  captchaSecret: string;
}

export async function ensureSecrets(db: Database, configuredJwtSecret: Uint8Array): Promise<ServerSecrets> {
  const jwtSecret =
    configuredJwtSecret.length > 0
      ? configuredJwtSecret
      : new TextEncoder().encode(await loadOrCreateSecret(db, 'jwt'));
  return { jwtSecret, captchaSecret: await loadOrCreateSecret(db, 'altcha') };
}
