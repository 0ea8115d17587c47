// Untyped access to the one client for calls addressed by method and path (session, catalogs, callOperation):
// the same middleware applies, and failures become ApiError with the server's message.
import { api } from './client';
import { ApiError } from './ApiError';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiRequestOptions {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  /** Message used when the server gives none. */
  fallbackMessage?: string;
}

interface LooseClient {
  request(
    method: string,
    url: string,
    init: Record<string, unknown>,
  ): Promise<{ data?: unknown; error?: unknown; response: Response }>;
}

export async function apiRequest<T>(method: HttpMethod, url: string, options: ApiRequestOptions = {}): Promise<T> {
  const client = api as unknown as LooseClient;
  const query = options.query
    ? Object.fromEntries(Object.entries(options.query).filter(([, v]) => v !== undefined && v !== null && v !== ''))
    : undefined;
  const { data, error, response } = await client.request(method, url, {
    params: { path: options.path ?? {}, query },
    body: options.body,
    signal: options.signal,
  });
  if (!response.ok) throw ApiError.fromResponse(response.status, error, options.fallbackMessage);
  return data as T;
}
