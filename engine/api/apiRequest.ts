// Calls addressed by method and path through the runtime client (same middleware as the typed client: bearer,
// request log, 401 parking); failures become ApiError with the server's message. Portal code calls operations by
// their operationId (callOperation), which types them from the contract; this is what it runs on.
import { ApiError } from './ApiError';
import { runtimeApi } from './runtimeClient';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiRequestOptions {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  /** Message used when the server gives none. */
  fallbackMessage?: string;
  /** 'arrayBuffer' hands back the answer's bytes unparsed, 'stream' its body as it arrives (a big report is parsed
   * in a worker). */
  parseAs?: 'json' | 'arrayBuffer' | 'stream';
  /** Extra request headers (e.g. the outbox's Idempotency-Key). */
  headers?: Record<string, string>;
}

export async function apiRequest(method: HttpMethod, url: string, options: ApiRequestOptions = {}): Promise<unknown> {
  const query = options.query
    ? Object.fromEntries(Object.entries(options.query).filter(([, v]) => v !== undefined && v !== null && v !== ''))
    : undefined;
  const { data, error, response } = await runtimeApi.request(method, url, {
    params: { path: options.path ?? {}, query },
    body: options.body,
    signal: options.signal,
    parseAs: options.parseAs,
    ...(options.headers && { headers: options.headers }),
  });
  if (!response.ok) throw ApiError.fromResponse(response.status, error, options.fallbackMessage);
  return data;
}
