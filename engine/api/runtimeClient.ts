// The portal's client for calls whose path is known only at run time (an operationId named in a JSON definition, a
// file URL): the same openapi-fetch client machinery and the same middleware as the typed `api`, with a path map that
// admits any path. Typed calls go through callOperation or `api`; this is the one untyped door, kept narrow.
import createClient, { type Client } from 'openapi-fetch';
import { apiBaseUrl } from './apiConfig';
import { portalMiddleware } from './client';

interface RuntimeOperation {
  parameters: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  requestBody?: { content: { 'application/json': unknown } };
  responses: {
    200: { content: { 'application/json': unknown } };
    default: { content: { 'application/json': unknown } };
  };
}
type RuntimePaths = Record<
  string,
  Record<'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace', RuntimeOperation>
>;

export const runtimeApi: Client<RuntimePaths> = createClient<RuntimePaths>({
  baseUrl: apiBaseUrl(),
  fetch: (request: Request) => globalThis.fetch(request),
});
runtimeApi.use(portalMiddleware);
