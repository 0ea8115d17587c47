// Response validation: every handler's answer is checked against its operation's 200 response schema, so a SQL
// alias that differs from the contract's row schema fails loudly (operation, field, handler file) instead of leaving
// a column silently blank in the portal. On in development and in the tests (anything but NODE_ENV=production, or
// NORSTAR_VALIDATE_RESPONSES=on|off to force it); the validators are compiled once per operation at start.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import { lazyValidator, type LazyValidator } from './lazyCompile.js';
import addFormats from 'ajv-formats';
import {
  derefSchema,
  resolveRef,
  type JsonSchema,
  type OpenApiDocument,
  type OperationEntry,
} from '../contract/loadContract.js';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const HANDLERS_DIR = join(REPO_ROOT, 'server', 'handlers');

/** Whether answers are validated: not in production unless asked for. */
export function responseValidationEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const forced = env.NORSTAR_VALIDATE_RESPONSES?.toLowerCase();
  if (forced === 'on' || forced === 'true' || forced === '1') return true;
  if (forced === 'off' || forced === 'false' || forced === '0') return false;
  return env.NODE_ENV !== 'production';
}

// No coercion and no defaults: a response is checked as it is, never changed.
const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: false });
addFormats(ajv);

/** The JSON schema of the operation's 200 answer, self-contained; undefined when it is not JSON (a file). */
export function successSchema(doc: OpenApiDocument, op: OperationEntry): JsonSchema | undefined {
  const declared = op.operation.responses?.['200'];
  if (!declared) return undefined;
  const schema = resolveRef<{ content?: Record<string, { schema?: object }> }>(doc, declared).content?.[
    'application/json'
  ]?.schema;
  return schema ? derefSchema(doc, schema) : undefined;
}

/** The operation's answer validator, compiled on its first answer (see lazyCompile.ts); undefined for a file. */
export function compileResponseValidator(doc: OpenApiDocument, op: OperationEntry): LazyValidator | undefined {
  const schema = successSchema(doc, op);
  if (!schema) return undefined;
  return lazyValidator(() => ajv.compile(schema));
}

/** One line per problem: the field's path in the answer and what is wrong with it. */
export function describeProblems(errors: ErrorObject[] | null | undefined, limit = 8): string[] {
  const lines = (errors ?? []).map((e) => {
    const at = e.instancePath || '(answer)';
    if (e.keyword === 'required') return `${at}: field ${String(e.params.missingProperty)} is missing`;
    if (e.keyword === 'additionalProperties')
      return `${at}: field ${String(e.params.additionalProperty)} is not in the contract`;
    return `${at} ${e.message ?? 'is invalid'}`;
  });
  const unique = [...new Set(lines)];
  return unique.length > limit ? [...unique.slice(0, limit), `… and ${unique.length - limit} more`] : unique;
}

/** The JSON the caller receives: what JSON.stringify makes of the handler's value (Dates become strings, …). */
export function asSent(value: unknown): unknown {
  return value === undefined ? { ok: true } : JSON.parse(JSON.stringify(value));
}

function* typescriptFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* typescriptFiles(path);
    else if (entry.name.endsWith('.ts')) yield path;
  }
}

/**
 * The file (and line) that defines an operation's handler, found by its name: `export const <id>`, `export async
 * function <id>` or `<id>:` in a handler map. Looked up only when an answer fails, so the scan costs nothing otherwise.
 */
export function findHandlerSource(operationId: string, dir = HANDLERS_DIR): string | undefined {
  const definition = new RegExp(
    `^(?:export (?:const|(?:async )?function) ${operationId}\\b|\\s+${operationId}(?:: |\\())`,
    'm',
  );
  try {
    for (const file of typescriptFiles(dir)) {
      const text = readFileSync(file, 'utf8');
      const match = definition.exec(text);
      if (match) return `${relative(REPO_ROOT, file)}:${text.slice(0, match.index).split('\n').length}`;
    }
  } catch {
    // A handler directory that cannot be read only costs the hint.
  }
  return undefined;
}

/** Thrown when a handler's answer does not match its response schema; the message names operation, fields, file. */
export class ResponseMismatchError extends Error {
  readonly operationId: string;
  readonly problems: string[];

  constructor(operationId: string, problems: string[], handlerFile?: string) {
    super(
      `The answer of ${operationId}${handlerFile ? ` (handler ${handlerFile})` : ''} does not match its response ` +
        `schema in the contract:\n  ${problems.join('\n  ')}`,
    );
    this.name = 'ResponseMismatchError';
    this.operationId = operationId;
    this.problems = problems;
  }
}

/** Validates one answer; throws ResponseMismatchError naming the operation, the fields and the handler file. */
export function checkResponse(operationId: string, validate: LazyValidator, value: unknown): void {
  if (validate(asSent(value))) return;
  throw new ResponseMismatchError(operationId, describeProblems(validate.errors), findHandlerSource(operationId));
}
