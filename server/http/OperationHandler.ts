// The shape of a handler for one contract operation. Handlers are looked up by operationId; the spec-first loader
// has already authenticated the caller, checked x-roles and validated params, query and body against the contract.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../generated/erp-api.js';
import type { Database } from '../db/Database.js';
import type { JsonText } from '../db/JsonText.js';

export interface SessionUser {
  guid: string;
  username: string;
  firstName: string;
  lastName: string;
  eplantId: number;
  isSuperUser: boolean;
  roles: string[];
  sessionId: string;
  /** The user's stored language; server-authored messages answer in it. */
  language?: 'en-US' | 'es-MX';
  /** Guid of the user who logged in as this user (impersonation), recorded on every request. */
  actingAs?: string | null;
  /**
   * The dealership a dealer user belongs to (docs/adr/015); undefined or null for Norstar staff. The pipeline holds a
   * dealer to the operations that declare x-dealer-scope and to this dealership's rows (server/app/dealerScope.ts).
   */
  dealer?: { id: number; custNo: string } | null;
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
  /** Days the record history keeps its entries, at least 30; older ones are pruned daily (NORSTAR_HISTORY_RETENTION_DAYS, default 2555). */
  historyRetentionDays?: number;
}

/** Every operationId of the contract (generated/erp-api.ts). */
export type OperationId = keyof operations;

type Parameters<K extends OperationId> = operations[K]['parameters'];
/** An absent part (openapi-typescript writes `path?: never`) reads as an object with no fields. */
type Part<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;

/** The operation's path parameters, query parameters and JSON body, as the contract declares them. */
export type ParamsOf<K extends OperationId> = Part<Parameters<K>['path']>;
export type QueryOf<K extends OperationId> = Part<Parameters<K>['query']>;
export type BodyOf<K extends OperationId> = [NonNullable<operations[K]['requestBody']>] extends [
  { content: { 'application/json': infer B } },
]
  ? B
  : undefined;

/**
 * What the handler answers: the 200 response's JSON. A handler of a file download (PDF, photo) sets its headers and
 * returns the bytes, or sends the reply itself and returns it.
 */
export type ResponseOf<K extends OperationId> = operations[K]['responses'][200] extends {
  content: { 'application/json': infer R };
}
  ? R
  : Buffer | FastifyReply;

export interface OperationContext<P = unknown, Q = unknown, B = unknown> extends ServerServices {
  params: P;
  query: Q;
  body: B;
  /** The signed-in caller; null only on public operations. */
  user: SessionUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The context of one contract operation: params, query and body typed from the generated contract. */
export type ContextOf<K extends OperationId> = OperationContext<ParamsOf<K>, QueryOf<K>, BodyOf<K>>;

/**
 * The handler of one contract operation: the compiler checks its input and its answer against the contract. A large
 * report may answer the JSON text the database built for it (queryJsonArray), sent as it is.
 */
export type OperationHandler<K extends OperationId> = (
  ctx: ContextOf<K>,
) => Promise<ResponseOf<K> | JsonText<AnswerOf<K>>>;

/** Every handler by operationId; a key that is not an operation of the contract does not compile. */
export type HandlerMap = { [K in OperationId]?: OperationHandler<K> };

/**
 * A handler as the pipeline calls it, whatever its operation: the router only knows the operationId at run time (and
 * test-only contracts name operations the generated types do not have). Method syntax keeps every typed handler
 * assignable to it.
 */
export interface RuntimeHandlerShape {
  handle(ctx: OperationContext): Promise<unknown>;
}
export type RuntimeHandler = RuntimeHandlerShape['handle'];
export type RuntimeHandlerMap = Record<string, RuntimeHandler>;

/** The operation's JSON answer itself (what a handler builds before returning it). */
export type AnswerOf<K extends OperationId> = Exclude<ResponseOf<K>, Buffer | FastifyReply>;
/** One element of an operation's list answer. */
export type RowOf<K extends OperationId> = AnswerOf<K> extends readonly (infer R)[] ? R : never;
