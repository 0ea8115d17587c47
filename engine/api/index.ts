// The portal's API layer: the typed client, calls by operationId and the error type.
export { api, sessionGate, writeRequestLog } from './client';
export { callOperation, callOperationById, operationInfo } from './callOperation';
export type { OperationBody, OperationId, OperationParams, OperationResult, Schemas } from './operationTypes';
export { apiRequest } from './apiRequest';
export type { ApiRequestOptions, HttpMethod } from './apiRequest';
export { ApiError } from './ApiError';
export { contractLimits } from './contractLimits';
export type { FieldError } from './ApiError';
export { apiBaseUrl, functionsBaseUrl, appBaseUrl } from './apiConfig';
export { DifferentUserError } from './sessionGate';
