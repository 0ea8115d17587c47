// Calls a contract operation by its operationId: params are split into path and query parameters by the
// generated operation map, and the call goes through the one client (bearer, request log, 401 parking).
import { erpOperations } from '../../generated/erp-operations';
import { ApiError } from './ApiError';
import { apiRequest, type HttpMethod } from './apiRequest';

interface OperationInfo {
  method: string;
  path: string;
  pathParams: readonly string[];
  queryParams: readonly string[];
}

export function operationInfo(operationId: string): OperationInfo {
  const info = (erpOperations as unknown as Record<string, OperationInfo | undefined>)[operationId];
  if (!info) throw new ApiError(0, `Unknown API operation '${operationId}'`);
  return info;
}

export async function callOperation<T>(
  operationId: string,
  params: Record<string, unknown> = {},
  body?: unknown,
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  const info = operationInfo(operationId);
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) {
    if (info.pathParams.includes(name)) path[name] = value;
    else query[name] = value;
  }
  const missing = info.pathParams.filter((name) => path[name] === undefined || path[name] === '');
  if (missing.length) throw new ApiError(0, `Missing path parameter ${missing.join(', ')} for '${operationId}'`);
  return apiRequest<T>(info.method.toLowerCase() as HttpMethod, info.path, {
    path,
    query,
    body,
    signal: options.signal,
  });
}
