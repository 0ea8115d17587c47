// Spec-first routing: one Fastify route per contract operation under /api, with params, query and body validated
// from the contract, the caller authenticated and role-checked before validation, and the handler found by
// operationId. A missing handler is reported by name at start; a handler without an operation stops the start.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { derefSchema, listOperations, type OpenApiDocument, type OperationEntry } from '../contract/loadContract.js';
import { authenticateToken, bearerToken, hasAnyRole } from '../auth/authenticate.js';
import { badRequest, forbidden, HttpError } from '../http/HttpError.js';
import type { RuntimeHandlerMap, ServerServices } from '../http/OperationHandler.js';
import type { ServerSecrets } from '../auth/secrets.js';
import type { SessionCheck } from '../auth/sessionCache.js';
import { compileValidator } from './validation.js';
import { enforcePlantScope, plantFields } from './plantScope.js';
import { enforceAnswerPlant, enforceRecordPlant, recordPlantRule } from './recordPlant.js';
import { unsafeInputErrors } from './unsafeInputErrors.js';
import {
  dealerScopeRule,
  enforceDealerBody,
  enforceDealerOperation,
  enforceDealerRecord,
  scopeDealerAnswer,
} from './dealerScope.js';
import { createHeavyGate, DEFAULT_HEAVY_CONCURRENCY, enforceMaxRange, operationMaxRangeDays } from './reportLimits.js';
import { runInStatementScope } from '../db/statementScope.js';
import { checkResponse, compileResponseValidator, successSchema } from './responseValidation.js';
import { checkSerialization } from './responseSerialization.js';
import { lazySerializer, lazyValidator } from './lazyCompile.js';
import fastJsonStringify from 'fast-json-stringify';
import { JsonText } from '../db/JsonText.js';
import { operationHistory } from '../history/operationHistory.js';
import { historyContextOf } from '../history/historyContextOf.js';
import { runWithHistory } from '../history/historyContext.js';
import { acceptsIdempotencyKey, idempotencyKeyOf, requestHash, runWithIdempotencyKey } from './idempotencyKey.js';

export const API_PREFIX = '/api';

export interface HandlerMismatch {
  /** Operations of the contract that have no handler. */
  missingHandlers: string[];
  /** Handlers whose operationId is not in the contract. */
  unknownHandlers: string[];
}

export function matchHandlers(doc: OpenApiDocument, handlers: RuntimeHandlerMap): HandlerMismatch {
  const ops = new Set(listOperations(doc).map((o) => o.operationId));
  return {
    missingHandlers: [...ops].filter((id) => !handlers[id]).sort(),
    unknownHandlers: Object.keys(handlers)
      .filter((id) => !ops.has(id))
      .sort(),
  };
}

/** OpenAPI `{param}` → Fastify `:param`. */
export function toFastifyPath(path: string): string {
  return API_PREFIX + path.replace(/\{([^}]+)\}/g, (_, name: string) => `:${name}`);
}

function parameterSchema(doc: OpenApiDocument, op: OperationEntry, where: 'path' | 'query') {
  const params = op.parameters.filter((p) => p.in === where);
  if (params.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, derefSchema(doc, p.schema ?? {})])),
    required: params.filter((p) => p.required || where === 'path').map((p) => p.name),
  };
}

/** The most an operation may raise its body limit to with x-body-limit (the default is buildApp's BODY_LIMIT). */
export const MAX_OPERATION_BODY_LIMIT = 5 * 1024 * 1024;

/** The operation's own body limit (house extension x-body-limit, bytes), or undefined for the server default. */
export function operationBodyLimit(op: OperationEntry): number | undefined {
  const limit = op.operation['x-body-limit'];
  if (limit === undefined) return undefined;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_OPERATION_BODY_LIMIT) {
    throw new Error(
      `${op.operationId}: x-body-limit must be a whole number of bytes up to ${MAX_OPERATION_BODY_LIMIT}`,
    );
  }
  return limit;
}

export interface OperationRateLimit {
  max: number;
  timeWindow: number;
}

/** The operation's per-IP limit (house extension x-rate-limit: {max, perSeconds}) for @fastify/rate-limit, if any. */
export function operationRateLimit(op: OperationEntry): OperationRateLimit | undefined {
  const limit: unknown = op.operation['x-rate-limit'];
  if (limit === undefined) return undefined;
  const { max, perSeconds } = (limit ?? {}) as { max?: unknown; perSeconds?: unknown };
  if (
    typeof max !== 'number' ||
    !Number.isInteger(max) ||
    max < 1 ||
    typeof perSeconds !== 'number' ||
    !(perSeconds > 0)
  ) {
    throw new Error(`${op.operationId}: x-rate-limit must be {max: <whole number ≥ 1>, perSeconds: <seconds>}`);
  }
  return { max, timeWindow: perSeconds * 1000 };
}

function bodySchema(doc: OpenApiDocument, op: OperationEntry) {
  const content = op.operation.requestBody?.content?.['application/json'];
  return content?.schema ? derefSchema(doc, content.schema) : undefined;
}

/** The schemas a route validates its input and serialises its 200 answer with, self-contained. */
export function operationSchemas(doc: OpenApiDocument, op: OperationEntry) {
  return {
    params: parameterSchema(doc, op, 'path'),
    querystring: parameterSchema(doc, op, 'query'),
    body: bodySchema(doc, op),
    response: successSchema(doc, op),
  };
}

/** Refuses NUL, lone surrogates and absurd nesting in any parameter or the body, naming the field (see unsafeInputErrors). */
export function rejectUnsafeInput(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): void {
  for (const [where, value] of [
    ['path', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const fieldErrors = unsafeInputErrors(value);
    if (fieldErrors.length) throw badRequest(`Invalid ${where}: ${fieldErrors[0].message}`, fieldErrors);
  }
}

export async function authenticateRequest(
  request: FastifyRequest,
  services: ServerServices,
  secrets: ServerSecrets,
  sessionCheck?: SessionCheck,
) {
  const token = bearerToken(request);
  return sessionCheck ? sessionCheck(token) : authenticateToken(services.db, secrets.jwtSecret, token);
}

export function registerOperations(
  app: FastifyInstance,
  doc: OpenApiDocument,
  handlers: RuntimeHandlerMap,
  services: ServerServices,
  secrets: ServerSecrets,
  options: { sessionCheck?: SessionCheck; validateResponses?: boolean; serializeResponses?: boolean } = {},
): void {
  const mismatch = matchHandlers(doc, handlers);
  // A handler without an operation is a typo or a stale name: nothing would ever call it, so the server refuses to
  // start (the compiler already refuses it in a HandlerMap; this catches maps built at run time).
  if (mismatch.unknownHandlers.length)
    throw new Error(`handlers without an operation in the contract: ${mismatch.unknownHandlers.join(', ')}`);
  if (mismatch.missingHandlers.length) {
    // The contract-coverage server test fails on any missing handler; at run time the server still starts (so a
    // contract entry written ahead of its handler does not take the whole portal down) and answers such an
    // operation 501.
    app.log.warn(
      `contract and handlers do not match; operations without a handler: ${mismatch.missingHandlers.join(', ')}`,
    );
  }
  const heavyGate = createHeavyGate(services.config.heavyConcurrencyPerUser ?? DEFAULT_HEAVY_CONCURRENCY);
  for (const op of listOperations(doc)) {
    const handler =
      handlers[op.operationId] ??
      (async () => {
        throw new HttpError(501, `The reference server has no handler for ${op.operationId} yet`);
      });
    const { params, querystring, body, response: successResponse } = operationSchemas(doc, op);
    const bodyLimit = operationBodyLimit(op);
    const plants = plantFields(doc, op);
    const recordPlant = recordPlantRule(doc, op);
    const dealerScope = dealerScopeRule(doc, op);
    const rateLimit = operationRateLimit(op);
    // A report with a maximum range is a heavy operation: its range is checked and it counts against the user's limit.
    const maxRangeDays = operationMaxRangeDays(op);
    const validateResponse = options.validateResponses ? compileResponseValidator(doc, op) : undefined;
    const response = options.serializeResponses ? successResponse : undefined;
    const keyed = acceptsIdempotencyKey(op);
    const history = operationHistory(op);
    app.route({
      method: op.method.toUpperCase() as 'GET',
      url: toFastifyPath(op.path),
      // @fastify/rate-limit (registered in buildApp with global: false) counts per client IP in its onRequest hook,
      // so refused and malformed requests count too.
      config: { operationId: op.operationId, ...(rateLimit && { rateLimit }) },
      ...(bodyLimit && { bodyLimit }),
      schema: {
        ...(params && { params }),
        ...(querystring && { querystring }),
        ...(body && { body }),
        ...(response && { response: { 200: response } }),
      },
      validatorCompiler: ({ schema, httpPart }) => lazyValidator(() => compileValidator(schema, httpPart)),
      // The only response schema a route declares is its 200 answer's.
      ...(response && { serializerCompiler: () => lazySerializer(() => fastJsonStringify(response)) }),
      // Authentication and roles come before validation: a caller without a valid token learns nothing about the
      // shape the operation expects, and nothing is written.
      onRequest: async (request) => {
        request.sessionUser = null;
        if (op.isPublic) return;
        const user = await authenticateRequest(request, services, secrets, options.sessionCheck);
        request.sessionUser = user;
        // A dealer user reaches only the operations the contract opens to dealers (dealerScope.ts), whatever its roles.
        enforceDealerOperation(dealerScope, request);
        if (!hasAnyRole(user, op.roles)) throw forbidden();
      },
      // Before the contract's validation: unsafe strings (so neither ajv's patterns nor a handler ever sees one), then
      // plant isolation (server/app/plantScope.ts), checked again on the validated input before the handler.
      preValidation: async (request) => {
        rejectUnsafeInput(request);
        if (plants.length) enforcePlantScope(plants, request);
        enforceDealerBody(dealerScope, request);
      },
      // Then the plant of the record a path parameter designates (server/app/recordPlant.ts), before the handler.
      ...((plants.length || recordPlant?.lookup || dealerScope?.body || dealerScope?.record) && {
        preHandler: async (request) => {
          if (plants.length) enforcePlantScope(plants, request);
          if (recordPlant) await enforceRecordPlant(recordPlant, request, services.db);
          enforceDealerBody(dealerScope, request);
          await enforceDealerRecord(dealerScope, request, services.db);
        },
      }),
      handler: async (request, reply) => {
        if (maxRangeDays) enforceMaxRange(maxRangeDays, request.query);
        const release =
          maxRangeDays && request.sessionUser ? await heavyGate.enter(request.sessionUser.guid) : undefined;
        let result;
        try {
          const scope = { timeoutMs: services.config.statementTimeoutMs, heavy: Boolean(maxRangeDays) };
          const key = keyed ? idempotencyKeyOf(request) : undefined;
          const call = (withServices: ServerServices) =>
            handler({
              ...withServices,
              params: request.params,
              query: request.query,
              body: request.body,
              user: request.sessionUser,
              request,
              reply,
            });
          // A write runs in its history context: the rows it writes leave their entries in its transactions.
          const context =
            history && 'entities' in history ? await historyContextOf(op.operationId, request, services) : undefined;
          if (context) reply.header('x-request-id', context.requestId);
          const run = (withServices: ServerServices) =>
            context ? runWithHistory(context, () => call(withServices)) : call(withServices);
          result = await runInStatementScope(scope, () =>
            key && request.sessionUser
              ? runWithIdempotencyKey(
                  services,
                  {
                    key,
                    userGuid: request.sessionUser.guid,
                    operationId: op.operationId,
                    hash: requestHash(op.operationId, request),
                  },
                  reply,
                  run,
                )
              : run(services),
          );
        } finally {
          release?.();
        }
        if (reply.sent) return reply;
        if (recordPlant && reply.statusCode === 200) enforceAnswerPlant(recordPlant, request, result);
        if (dealerScope?.answer && reply.statusCode === 200) result = scopeDealerAnswer(dealerScope, request, result);
        if (result instanceof JsonText) {
          // Built by the database: checked like any answer where answers are validated, then sent as it is.
          if (validateResponse && reply.statusCode === 200) {
            const value: unknown = JSON.parse(result.text);
            checkResponse(op.operationId, validateResponse, value);
            if (response) checkSerialization(op.operationId, value, reply.serialize(value).toString());
          }
          return reply.type('application/json; charset=utf-8').send(result.text);
        }
        if (validateResponse && reply.statusCode === 200 && !Buffer.isBuffer(result)) {
          checkResponse(op.operationId, validateResponse, result);
          if (response) checkSerialization(op.operationId, result, reply.serialize(result ?? { ok: true }).toString());
        }
        return reply.send(result === undefined ? { ok: true } : result);
      },
    });
  }
}
