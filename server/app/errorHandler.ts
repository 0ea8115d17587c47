// One error shape for every failure: {statusCode, error, message} plus fieldErrors on 400 and 409. A value the
// database refuses as data (SQLSTATE class 22/54) is a 400; a unique violation (23505) is a 409 naming the field;
// unknown errors are logged with their stack and answered with a generic 500; no stack trace or SQL text ever leaves
// the server.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../http/HttpError.js';
import { toFieldErrors } from './validation.js';
import { databaseInputMessage, sqlState } from './databaseInputError.js';
import { StatementTimeoutError } from '../db/StatementTimeoutError.js';
import { ResponseMismatchError } from './responseValidation.js';
import { uniqueConflict } from './uniqueViolation.js';
import { localizeFieldErrors, localizeMessage, requestLanguage } from '../i18n/serverMessages.js';

export const GENERIC_500 = 'Something went wrong on the server; the error has been logged.';

export function errorBody(statusCode: number, message: string, extra: Record<string, unknown> = {}) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...extra };
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      // The contract's 400 is a ValidationError: fieldErrors is always present, possibly empty. The server's own
      // messages answer in the caller's language (field names stay).
      const language = requestLanguage(request);
      const json = error.toJSON();
      const localized = {
        ...json,
        message: localizeMessage(json.message, language),
        ...(json.fieldErrors ? { fieldErrors: localizeFieldErrors(json.fieldErrors, language) } : {}),
      };
      const body = error.statusCode === 400 ? { fieldErrors: [], ...localized } : localized;
      return reply.code(error.statusCode).send(body);
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      const fieldErrors = toFieldErrors(fe.validation);
      const where =
        fe.validationContext === 'body' ? 'body' : fe.validationContext === 'querystring' ? 'query' : 'path';
      const first = fieldErrors[0];
      const message = first ? `Invalid ${where}: ${first.message}` : `Invalid ${where}`;
      return reply.code(400).send(errorBody(400, message, { fieldErrors }));
    }
    // Fastify's own client errors (bad JSON, body too large, wrong content type) keep their status and message.
    if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
      const extra = fe.statusCode === 400 ? { fieldErrors: [] } : {};
      return reply.code(fe.statusCode).send(errorBody(fe.statusCode, fe.message, extra));
    }
    // PostgreSQL cancels a statement past statement_timeout with 57014; the worker database throws StatementTimeoutError.
    const timedOut =
      error instanceof StatementTimeoutError
        ? error
        : sqlState(error) === '57014'
          ? new StatementTimeoutError(app.services?.config.statementTimeoutMs ?? 0)
          : undefined;
    if (timedOut) {
      request.log.warn({ operationId: request.routeOptions.config?.operationId }, 'statement timeout');
      return reply.code(503).send(errorBody(503, timedOut.message));
    }
    const inputMessage = databaseInputMessage(error);
    if (inputMessage) {
      // Logged (without the stack) so a contract that should have refused the value earlier can be tightened.
      request.log.warn(
        { sqlState: sqlState(error), operationId: request.routeOptions.config?.operationId, reason: error.message },
        'database refused input',
      );
      return reply.code(400).send(errorBody(400, inputMessage, { fieldErrors: [] }));
    }
    const conflict = uniqueConflict(error);
    if (conflict) {
      request.log.info(
        { operationId: request.routeOptions.config?.operationId, field: conflict.field },
        'duplicate key',
      );
      return reply.code(409).send(errorBody(409, conflict.message, { fieldErrors: [conflict] }));
    }
    if (error instanceof ResponseMismatchError) {
      // Only raised where responses are validated (development, tests): the developer needs the fields, and the
      // message holds field names from the contract, nothing from the data.
      request.log.error({ operationId: error.operationId, problems: error.problems }, error.message);
      return reply.code(500).send(errorBody(500, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(500, GENERIC_500));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `No such resource: ${request.method} ${request.url.split('?')[0]}`));
  });
}
