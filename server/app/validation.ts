// Request validation from the contract: one ajv for path and query parameters (types coerced from strings) and one
// for bodies (no coercion: a JSON body must already carry the declared types). Errors become field errors that name
// the offending field.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FieldError } from '../http/HttpError.js';

function createAjv(coerce: boolean): Ajv {
  // strict: false lets OpenAPI annotations (example, x-*) sit in schemas; draft-07 semantics otherwise.
  const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: coerce ? 'array' : false, useDefaults: true, verbose: true });
  addFormats(ajv);
  return ajv;
}

const paramsAjv = createAjv(true);
const bodyAjv = createAjv(false);

export function compileValidator(schema: object, httpPart: string | undefined): ValidateFunction {
  return (httpPart === 'body' ? bodyAjv : paramsAjv).compile(schema);
}

/** Compiles a schema for checking responses (tests) or other payloads, without coercion. */
export function compileStrict(schema: object): ValidateFunction {
  return bodyAjv.compile(schema);
}

/** Maps ajv errors to {field, message}; `prefix` is the field of a nested path (e.g. a body array item). */
export function toFieldErrors(errors: ErrorObject[] | null | undefined): FieldError[] {
  const out: FieldError[] = [];
  for (const e of errors ?? []) {
    const path = e.instancePath
      .split('/')
      .slice(1)
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    let field = path.join('.');
    let message = e.message ?? 'is invalid';
    // x-error-message (house extension): the schema's own wording for any failure of it, e.g. the SPEC §5 paint hint.
    const custom = (e.parentSchema as { 'x-error-message'?: unknown } | undefined)?.['x-error-message'];
    if (typeof custom === 'string' && e.keyword !== 'required' && e.keyword !== 'additionalProperties') {
      if (!out.some((o) => o.field === field && o.message === custom)) out.push({ field: field || '(body)', message: custom });
      continue;
    }
    if (e.keyword === 'required') {
      const missing = (e.params as { missingProperty: string }).missingProperty;
      field = field ? `${field}.${missing}` : missing;
      message = `${missing} is required`;
    } else if (e.keyword === 'additionalProperties') {
      const extra = (e.params as { additionalProperty: string }).additionalProperty;
      field = field ? `${field}.${extra}` : extra;
      message = `${extra} is not an accepted field`;
    } else if (e.keyword === 'format' && (e.params as { format: string }).format === 'email') {
      message = 'Enter a valid email address';
    } else {
      message = `${field || 'value'} ${message}`;
    }
    if (!out.some((o) => o.field === field && o.message === message)) out.push({ field: field || '(body)', message });
  }
  return out;
}
