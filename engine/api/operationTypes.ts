// The contract's types per operation, from the generated openapi-typescript file: what callOperation takes (path and
// query parameters in one object, the JSON body) and what it resolves to (the 200 answer).
import type { components, operations } from '../../generated/erp-api';

export type OperationId = keyof operations;
export type Schemas = components['schemas'];

type Parameters<K extends OperationId> = operations[K]['parameters'];
/** An absent part (openapi-typescript writes `path?: never`) contributes no fields. */
type Part<T> = [NonNullable<T>] extends [never] ? Record<never, never> : NonNullable<T>;

/** Path and query parameters of the operation, in one object (callOperation sorts them by the operation map). */
export type OperationParams<K extends OperationId> = Part<Parameters<K>['path']> & Part<Parameters<K>['query']>;

/** The operation's JSON request body (undefined when it takes none). */
export type OperationBody<K extends OperationId> = [NonNullable<operations[K]['requestBody']>] extends [
  { content: { 'application/json': infer B } },
]
  ? B
  : undefined;

/** The operation's 200 answer as JSON (a Blob for files, which fetchFileBlob reads). */
export type OperationResult<K extends OperationId> = operations[K]['responses'][200] extends {
  content: { 'application/json': infer R };
}
  ? R
  : Blob;
