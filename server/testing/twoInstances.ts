// Two server instances on one PostgreSQL test database (a copy of the demo template), as two pods behind a load
// balancer would be: A on the copy's own connection pool, B on a second pool of its own. Tests of what instances share
// (hub fan-out, session revocation, login limits, concurrent writes) start them here.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app/buildApp.js';
import type { Database } from '../db/Database.js';
import { openPostgres } from '../db/openDatabase.js';
import type { ServerConfig } from '../http/OperationHandler.js';
import { FRONTEND_VERSION, TOKEN_TTL_SECONDS } from '../config.js';
import { openTestDatabase } from './templateDatabase.js';

export interface ServerInstance {
  app: FastifyInstance;
  db: Database;
  /** Set when the instance listens (`listen: true`), for clients that need a socket (SignalR). */
  baseUrl?: string;
}

export interface TwoInstances {
  a: ServerInstance;
  b: ServerInstance;
  /** The copy's URL: what a third process would connect to. */
  databaseUrl: string;
  close(): Promise<void>;
}

export async function startTwoInstances(options: {
  loginLimitPerMinute: number;
  listen?: boolean;
}): Promise<TwoInstances> {
  const copy = await openTestDatabase('demo');
  const databaseUrl = copy.databaseUrl;
  if (!databaseUrl) throw new Error('two instances need PostgreSQL (DATABASE_URL)');
  const config: ServerConfig = {
    port: 0,
    dataDir: copy.dataDir,
    databaseUrl,
    captcha: false,
    jwtSecret: new Uint8Array(0),
    tokenTtlSeconds: TOKEN_TTL_SECONDS,
    frontendVersion: FRONTEND_VERSION,
    staticDir: undefined,
    seed: 'demo',
    seedScale: 1,
    loginLimitPerMinute: options.loginLimitPerMinute,
  };
  const start = async (db: Database): Promise<ServerInstance> => {
    const app = await buildApp(config, db, { logger: false });
    const baseUrl = options.listen ? await app.listen({ port: 0, host: '127.0.0.1' }) : undefined;
    return { app, db, baseUrl };
  };
  const a = await start(copy.db);
  const b = await start(await openPostgres(databaseUrl));
  return {
    a,
    b,
    databaseUrl,
    async close() {
      await a.app.close();
      await b.app.close();
      await b.db.close();
      await copy.dispose();
    },
  };
}
