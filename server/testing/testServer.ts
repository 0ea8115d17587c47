// Starts the reference server for a test file on a private copy of the seeded template database, talking to it
// through fastify.inject (no port) unless listen is asked for. Demo logins: admin, it.support, qc.inspector,
// mx.supervisor (password Norstar2026).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app/buildApp.js';
import type { OpenApiDocument } from '../contract/loadContract.js';
import type { Database } from '../db/Database.js';
import type { RuntimeHandlerMap, ServerConfig } from '../http/OperationHandler.js';
import { DEMO_PASSWORD } from '../seed/seedUsers.js';
import { FRONTEND_VERSION, TOKEN_TTL_SECONDS } from '../config.js';
import { openTestDatabase, type SeedMode } from './templateDatabase.js';

export { DEMO_PASSWORD };

export interface StartTestServerOptions {
  /** 'demo' (default): users and plant data; 'none': plants and role tree only. */
  seed?: SeedMode;
  /** Bot check on (default off, as NORSTAR_CAPTCHA=off). */
  captcha?: boolean;
  /** Login attempts per IP+username per minute (default 1000 so tests can log in freely). */
  loginLimitPerMinute?: number;
  /** Listen on 127.0.0.1 with a free port (for real WebSocket/HTTP clients); baseUrl is then set. */
  listen?: boolean;
  handlers?: RuntimeHandlerMap;
  contract?: OpenApiDocument;
  config?: Partial<ServerConfig>;
  /** Fastify logger options (default off), e.g. { level: 'info', stream } to read what the server logs. */
  logger?: Record<string, unknown>;
}

export interface LoginResult {
  token: string;
  /** `{ authorization: 'Bearer …' }` for inject or fetch. */
  headers: { authorization: string };
  body: any;
}

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  config: ServerConfig;
  /** http://127.0.0.1:<port> when started with listen: true. */
  baseUrl?: string;
  inject(options: InjectOptions | string): Promise<LightMyRequestResponse>;
  /** Logs in through POST /api/User/Authenticate; throws with the answer when it fails. */
  login(username: string, password?: string): Promise<LoginResult>;
  /** Creates a user of the plant holding exactly these roles (the demo password), signed in. */
  loginWithRoles(plant: number, roles: readonly string[], usernamePrefix?: string): Promise<LoginResult>;
  close(): Promise<void>;
}

export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
  const { db, dataDir, dispose } = await openTestDatabase(options.seed ?? 'demo');
  const config: ServerConfig = {
    port: 0,
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    captcha: options.captcha ?? false,
    // Empty: the secret is generated once and stored in the (copied) database, as on a real first start.
    jwtSecret: new Uint8Array(0),
    tokenTtlSeconds: TOKEN_TTL_SECONDS,
    frontendVersion: FRONTEND_VERSION,
    staticDir: undefined,
    seed: options.seed ?? 'demo',
    seedScale: 1,
    loginLimitPerMinute: options.loginLimitPerMinute ?? 1000,
    ...options.config,
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(config, db, {
      handlers: options.handlers,
      contract: options.contract,
      logger: options.logger ?? false,
    });
  } catch (error) {
    await dispose();
    throw error;
  }
  let baseUrl: string | undefined;
  if (options.listen) baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const server: TestServer = {
    app,
    db,
    config: app.services.config,
    baseUrl,
    inject: (o) => app.inject(o as InjectOptions),
    async login(username, password = DEMO_PASSWORD) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/User/Authenticate',
        payload: { Username: username, Password: password },
      });
      if (res.statusCode !== 200) throw new Error(`login ${username} answered ${res.statusCode}: ${res.body}`);
      const body = res.json();
      return { token: body.Token, headers: { authorization: `Bearer ${body.Token}` }, body };
    },
    async loginWithRoles(plant, roles, usernamePrefix = 'test') {
      const username = `${usernamePrefix}.${randomUUID().slice(0, 8)}`;
      const guid = randomUUID();
      await db.query(
        `INSERT INTO users (guid, firstname, lastname, username, eplant_id, password_hash)
         SELECT $1, 'Test', 'User', $2, $3, password_hash FROM users WHERE username = 'qc.inspector'`,
        [guid, username, plant],
      );
      if (roles.length)
        await db.query('INSERT INTO user_roles (user_guid, role_name) SELECT $1, unnest($2::text[])', [guid, roles]);
      return server.login(username);
    },
    async close() {
      await app.close();
      await dispose();
    },
  };
  return server;
}
