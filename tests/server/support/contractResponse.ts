// Checks API answers against the contract: the status must be declared for the operation and the JSON body must
// match that status's schema. Also builds a sample request for any operation (used by the tests that enumerate
// every operation, so new operations are covered without editing the tests).
import type { LightMyRequestResponse } from 'fastify';
import {
  derefSchema,
  listOperations,
  loadContract,
  resolveRef,
  type OpenApiDocument,
  type OperationEntry,
} from '../../../server/contract/loadContract.js';
import { compileStrict } from '../../../server/app/validation.js';
import { toFastifyPath } from '../../../server/app/registerOperations.js';

let cached: OpenApiDocument | undefined;
export function contract(): OpenApiDocument {
  return (cached ??= loadContract());
}

export function operations(): OperationEntry[] {
  return listOperations(contract());
}

export function operation(operationId: string): OperationEntry {
  const op = operations().find((o) => o.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId} in the contract`);
  return op;
}

const validators = new Map<string, ReturnType<typeof compileStrict>>();

/** Problems of a response against the contract (empty when it conforms). */
export function responseProblems(
  operationId: string,
  res: Pick<LightMyRequestResponse, 'statusCode' | 'body' | 'headers'>,
): string[] {
  const doc = contract();
  const op = operation(operationId);
  const declared = op.operation.responses[String(res.statusCode)] ?? op.operation.responses.default;
  if (!declared) return [`${operationId}: status ${res.statusCode} is not declared (body ${res.body.slice(0, 300)})`];
  const response = resolveRef(doc, declared);
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return [];
  const key = `${operationId} ${res.statusCode}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = compileStrict(derefSchema(doc, schema));
    validators.set(key, validate);
  }
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return [`${operationId}: ${res.statusCode} body is not JSON: ${res.body.slice(0, 200)}`];
  }
  if (validate(body)) return [];
  return (validate.errors ?? [])
    .slice(0, 10)
    .map(
      (e) => `${operationId} ${res.statusCode}: ${e.instancePath || '(root)'} ${e.message} ${JSON.stringify(e.params)}`,
    );
}

/** Throws with every problem when a response does not match its operation's contract; returns the parsed body. */
export function expectContract<T = any>(operationId: string, res: LightMyRequestResponse): T {
  const problems = responseProblems(operationId, res);
  if (problems.length) throw new Error(problems.join('\n'));
  return res.json() as T;
}

function sampleValue(schema: any): string {
  const s = schema ?? {};
  if (s.enum?.length) return String(s.enum[0]);
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (s.format === 'date') return '2026-11-16';
  if (s.format === 'date-time') return '2026-11-16T12:00:00Z';
  if (type === 'integer' || type === 'number') return String(s.minimum ?? 1);
  if (type === 'boolean') return 'true';
  return 'x';
}

/** A request for the operation with every path and required query parameter filled with a plausible value. */
export function sampleRequest(op: OperationEntry): { method: string; url: string; payload?: unknown } {
  let url = toFastifyPath(op.path);
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    if (p.in === 'path') url = url.replace(`:${p.name}`, encodeURIComponent(sampleValue(p.schema)));
    else if (p.in === 'query' && p.required) query.set(p.name, sampleValue(p.schema));
  }
  const qs = query.toString();
  return {
    method: op.method.toUpperCase(),
    url: qs ? `${url}?${qs}` : url,
    ...(op.operation.requestBody ? { payload: {} } : {}),
  };
}
