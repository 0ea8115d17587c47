// The shape of a handler for one contract operation. Handlers are looked up by operationId; the spec-first loader
// has already authenticated the caller, checked x-roles and validated params, query and body against the contract.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/Database.js';

export interface SessionUser {
  guid: string;
  username: string;
  firstName: string;
  lastName: string;
  eplantId: number;
  isSuperUser: boolean;
  roles: string[];
  sessionId: string;
  /** Guid of the user who logged in as this user (impersonation), recorded on every request. */
  actingAs?: string | null;
}

/** A live message of one plant (shopfloor and physical groups). */
export interface PlantMessage {
  Plant: number;
  [field: string]: unknown;
}

export interface ServerServices {
  db: Database;
  config: ServerConfig;
  /**
   * Pushes a live update to a realtime group (global, shopfloor, physical). Shopfloor and physical messages belong to
   * one plant and carry it as Plant: the hub delivers them only to users who may see that plant.
   */
  publish(group: 'global', method: string, payload: unknown): void;
  publish(group: 'shopfloor' | 'physical', method: string, payload: PlantMessage): void;
  /**
   * Tells a user's open sessions that their account changed (roles, groups): the portal reloads the session user
   * instead of trusting its cached copy. Method SESSION_USER_CHANGED, payload { Guid }.
   */
  notifyUserChanged(userGuid: string): void;
}

/** The hub method of notifyUserChanged; the portal listens to it (engine/realtime/hubConnection.ts). */
export const SESSION_USER_CHANGED = 'sessionUserChanged';

export interface ServerConfig {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  captcha: boolean;
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
  frontendVersion: string;
  staticDir?: string;
  seed: 'demo' | 'none';
  seedScale: number;
  /** Login attempts per IP and username per minute before 429 (NORSTAR_LOGIN_LIMIT, default 20). */
  loginLimitPerMinute?: number;
  /** Failed logins per IP per minute across usernames before 429 (NORSTAR_LOGIN_IP_LIMIT, default 2 × the above). */
  loginIpLimitPerMinute?: number;
  /** Failed logins per username in 15 min from any IP before progressive delays (NORSTAR_LOGIN_ACCOUNT_LIMIT, default = NORSTAR_LOGIN_LIMIT). */
  loginAccountLimit?: number;
  /** Longest a request's database statement may run before the request is answered 503 (NORSTAR_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
  /** Heavy operations (reports with x-max-range-days) one user may run at once before 429 (NORSTAR_HEAVY_CONCURRENCY). */
  heavyConcurrencyPerUser?: number;
  /** Request-log rows one user may write per minute before 429 (NORSTAR_LOG_LIMIT, default 300). */
  requestLogPerMinute?: number;
  /** Days the request log keeps its rows; older ones are purged daily (NORSTAR_LOG_RETENTION_DAYS, default 90). */
  logRetentionDays?: number;
}

export interface OperationContext<P = any, Q = any, B = any> extends ServerServices {
  params: P;
  query: Q;
  body: B;
  /** The signed-in caller; null only on public operations. */
  user: SessionUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type OperationHandler = (ctx: OperationContext) => Promise<unknown>;
export type HandlerMap = Record<string, OperationHandler>;
