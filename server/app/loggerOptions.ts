// The server's Fastify logger settings with the request serializer that redacts credentials from logged URLs. Every
// logger the server builds goes through here, so a caller's own options (level, stream) cannot drop the redaction.
import type { FastifyRequest } from 'fastify';
import { redactUrl } from './redactUrl.js';

/** Fastify's own request serializer, with the URL redacted (see redactUrl). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** `false` stays off; `true` or nothing is info level; an options object keeps its settings. */
export function loggerOptions(option: boolean | Record<string, unknown> | undefined): false | Record<string, unknown> {
  if (option === false) return false;
  const base = option === true || option === undefined ? { level: 'info' } : option;
  const serializers = (base.serializers ?? {}) as Record<string, unknown>;
  return { ...base, serializers: { ...serializers, req: serializeRequest } };
}
