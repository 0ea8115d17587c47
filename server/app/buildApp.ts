// Builds the reference ERP server: the spec-first /api routes, the realtime hub at /hub, /health and the built
// portal (dist/) at /. buildApp does not listen; main.ts (or a test) decides where.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import rateLimit from '@fastify/rate-limit';
import { loadContract, type OpenApiDocument } from '../contract/loadContract.js';
import type { Database } from '../db/Database.js';
import type { RuntimeHandlerMap, ServerConfig, ServerServices, SessionUser } from '../http/OperationHandler.js';
import { SESSION_USER_CHANGED } from '../http/OperationHandler.js';
import { handlers as allHandlers } from '../handlers/index.js';
import { createSessionCheck } from '../auth/sessionCache.js';
import { responseSerializationEnabled } from './responseSerialization.js';
import { createCaptcha, type Captcha } from '../auth/captcha.js';
import { defaultLoginLimits } from '../auth/loginRateLimiter.js';
import { createSharedLoginRateLimiter, type SharedLoginRateLimiter } from '../auth/sharedLoginRateLimiter.js';
import { ensureSecrets } from '../auth/secrets.js';
import { registerHub, type Hub, type HubGroup } from '../hub/hub.js';
import { hubGroupRoles } from '../hub/hubGroups.js';
import {
  createRequestLogLimiter,
  purgeRequestLogs,
  type RequestLogLimiter,
} from '../handlers/session/requestLogLimits.js';
import { DEFAULT_LOG_RETENTION_DAYS } from '../config.js';
import { DEFAULT_HISTORY_RETENTION_DAYS, pruneHistory } from '../history/pruneHistory.js';
import { withHistoryContext } from '../history/historyContext.js';
import { installAudit } from './audit.js';
import { installErrorHandler } from './errorHandler.js';
import { responseValidationEnabled } from './responseValidation.js';
import { loggerOptions } from './loggerOptions.js';
import { registerOperations } from './registerOperations.js';
import { registerEmployeePhotos } from './employeePhotos.js';
import { registerSecurityHeaders } from './securityHeaders.js';
import { scheduleSharedStatePurge } from './purgeSharedState.js';

/** What the session handlers need beyond ServerServices; reached through ctx.request.server.norstarAuth. */
export interface AuthServices {
  captcha: Captcha;
  loginLimiter: SharedLoginRateLimiter;
  requestLogLimiter: RequestLogLimiter;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
    /** The id of a write request's history entries (server/history/historyContextOf.ts), answered as X-Request-Id. */
    historyRequestId?: string;
  }
  interface FastifyInstance {
    services: ServerServices;
    norstarAuth: AuthServices;
    hub: Hub;
    /** Resolves when every audit row of answered requests is written. */
    flushAudit(): Promise<void>;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}

export const BODY_LIMIT = 1024 * 1024;

function loginLimits(config: ServerConfig) {
  const defaults = defaultLoginLimits(config.loginLimitPerMinute ?? 20);
  return {
    perIpAndUsername: defaults.perIpAndUsername,
    perIp: config.loginIpLimitPerMinute ?? defaults.perIp,
    perAccount: config.loginAccountLimit ?? defaults.perAccount,
  };
}

export interface BuildAppOptions {
  /** Handler map to serve (default: server/handlers/index.ts). */
  handlers?: RuntimeHandlerMap;
  contract?: OpenApiDocument;
  /** Check every answer against its response schema (default: on unless NODE_ENV=production; responseValidation.ts). */
  validateResponses?: boolean;
  /** Serialise answers with their response schema (default: on; responseSerialization.ts). */
  serializeResponses?: boolean;
  /** Fastify logger option; false in tests. Logged URLs are always redacted (see loggerOptions). */
  logger?: boolean | Record<string, unknown>;
}

export async function buildApp(
  config: ServerConfig,
  database: Database,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  // Every write a request makes leaves its history entries in its own transaction (server/history/historyContext.ts).
  const db = withHistoryContext(database);
  const secrets = await ensureSecrets(db, config.jwtSecret);
  // Handlers sign tokens with config.jwtSecret, so it carries the resolved secret from here on.
  const resolved: ServerConfig = { ...config, jwtSecret: secrets.jwtSecret };
  const app = Fastify({
    logger: loggerOptions(options.logger),
    bodyLimit: BODY_LIMIT,
    connectionTimeout: 120_000,
    requestTimeout: 60_000,
    keepAliveTimeout: 10_000,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // X-Forwarded-For is believed only from a reverse proxy on the same host; anyone else could forge it to dodge
    // the per-IP login limit.
    trustProxy: 'loopback',
  });
  app.decorateRequest('sessionUser', null);
  installErrorHandler(app);
  await registerSecurityHeaders(app);
  // Only operations with x-rate-limit in the contract are limited (registerOperations); login keeps its own limiter.
  await app.register(rateLimit, { global: false });
  installAudit(app, db);

  // The hub registers after the services exist; publishing before it is up has nobody to reach anyway.
  const hubRef: { current?: Hub } = {};
  const services: ServerServices = {
    db,
    config: resolved,
    publish: (group: HubGroup, method: string, payload: unknown) => hubRef.current?.publish(group, method, payload),
    notifyUserChanged: (userGuid: string) =>
      hubRef.current?.publishToUser(userGuid, SESSION_USER_CHANGED, { Guid: userGuid }),
  };
  app.decorate('services', services);
  app.decorate('norstarAuth', {
    captcha: createCaptcha(secrets.captchaSecret, db),
    loginLimiter: createSharedLoginRateLimiter(db, loginLimits(resolved)),
    requestLogLimiter: createRequestLogLimiter(db, resolved.requestLogPerMinute),
  });
  scheduleRequestLogPurge(app, db, resolved.logRetentionDays ?? DEFAULT_LOG_RETENTION_DAYS);
  scheduleHistoryPrune(app, db, resolved.historyRetentionDays ?? DEFAULT_HISTORY_RETENTION_DAYS);
  scheduleSharedStatePurge(app, db);
  const contract = options.contract ?? loadContract();
  const sessionCheck = createSessionCheck(db, secrets.jwtSecret);
  const hub = await registerHub(app, sessionCheck, {
    groupRoles: hubGroupRoles(contract),
    db,
  });
  hubRef.current = hub;
  app.decorate('hub', hub);

  registerOperations(app, contract, options.handlers ?? allHandlers, services, secrets, {
    sessionCheck,
    validateResponses: options.validateResponses ?? responseValidationEnabled(),
    serializeResponses: options.serializeResponses ?? responseSerializationEnabled(),
  });

  registerEmployeePhotos(app, db);

  app.get('/health', async () => {
    // A busy database is a working one (a request's statements are bounded by the statement timeout): /health answers
    // at once instead of queueing behind reports, so a load balancer never takes a busy server out of rotation.
    if (!db.isBusy?.()) await db.query('SELECT 1');
    return { status: 'ok', database: db.kind };
  });

  if (resolved.staticDir && existsSync(join(resolved.staticDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: resolved.staticDir, prefix: '/', index: ['index.html'] });
  }
  await app.ready();
  return app;
}

const DAY_MS = 86_400_000;

/** The request log keeps its rows for the retention: purged a minute after start, then once a day. */
function scheduleRequestLogPurge(app: FastifyInstance, db: Database, retentionDays: number): void {
  scheduleDaily(app, () =>
    purgeRequestLogs(db, retentionDays).then(
      (n) => n && app.log.info(`request log: ${n} rows older than ${retentionDays} days purged`),
      (error: Error) => app.log.warn(`request log purge failed: ${error.message}`),
    ),
  );
}

/** The record history keeps its entries for its retention (server/history/pruneHistory.ts), pruned like the log. */
function scheduleHistoryPrune(app: FastifyInstance, db: Database, retentionDays: number): void {
  scheduleDaily(app, () =>
    pruneHistory(db, retentionDays).then(
      (n) => n && app.log.info(`record history: ${n} entries older than ${retentionDays} days pruned`),
      (error: Error) => app.log.warn(`record history prune failed: ${error.message}`),
    ),
  );
}

/** Runs a chore a minute after start, then once a day, until the server closes. */
function scheduleDaily(app: FastifyInstance, purge: () => Promise<unknown>): void {
  const first = setTimeout(purge, 60_000);
  const daily = setInterval(purge, DAY_MS);
  first.unref();
  daily.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(daily);
  });
}
