// Calls a contract operation by its operationId: params are split into path and query parameters by the generated
// operation map, and the call goes through the one client machinery (bearer, request log, 401 parking). A literal
// operationId is typed from the contract: its parameters, its body and its answer (generated/erp-api.ts).
import { erpOperations } from '../../generated/erp-operations';
import { ApiError } from './ApiError';
import { apiRequest } from './apiRequest';
import type { OperationBody, OperationId, OperationParams, OperationResult } from './operationTypes';

export interface OperationInfo {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  pathParams: readonly string[];
  queryParams: readonly string[];
}

const operationMap: Record<string, OperationInfo | undefined> = erpOperations;

export function operationInfo(operationId: string): OperationInfo {
  const info = operationMap[operationId];
  if (!info) throw new ApiError(0, `Unknown API operation '${operationId}'`);
  return info;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Message used when the server gives none. */
  fallbackMessage?: string;
  /** 'arrayBuffer' hands back the answer's bytes unparsed, 'stream' its body as it arrives (a big report is parsed
   * in a worker). */
  parseAs?: 'json' | 'arrayBuffer' | 'stream';
  /** Extra request headers (e.g. the outbox's Idempotency-Key). */
  headers?: Record<string, string>;
}

/**
 * Generic engine code that calls an operation named in a JSON definition (known only at run time): the answer is
 * unknown until the renderer reads it; the server validates it against the contract in development.
 */
export async function callOperationById(
  operationId: string,
  params: Record<string, unknown> = {},
  body?: unknown,
  options: CallOptions = {},
): Promise<unknown> {
  const info = operationInfo(operationId);
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) {
    if (info.pathParams.includes(name)) path[name] = value;
    else query[name] = value;
  }
  const missing = info.pathParams.filter((name) => path[name] === undefined || path[name] === '');
  if (missing.length) throw new ApiError(0, `Missing path parameter ${missing.join(', ')} for '${operationId}'`);
  return apiRequest(info.method, info.path, {
    path,
    query,
    body,
    signal: options.signal,
    fallbackMessage: options.fallbackMessage,
    parseAs: options.parseAs,
    headers: options.headers,
  });
}

/**
 * A contract operation by its operationId, typed from the contract. The overload states the contract's types; the
 * implementation is the runtime call (the network is where the contract is trusted, and the server checks its own
 * answers against the same schemas outside production).
 */
export function callOperation<K extends OperationId>(
  operationId: K,
  params?: OperationParams<K>,
  body?: OperationBody<K>,
  options?: CallOptions,
): Promise<OperationResult<K>>;
export function callOperation(
  operationId: string,
  params: Record<string, unknown> = {},
  body?: unknown,
  options: CallOptions = {},
): Promise<unknown> {
  return callOperationById(operationId, params, body, options);
}
