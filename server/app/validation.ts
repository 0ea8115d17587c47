// Request validation from the contract: one ajv for path and query parameters (types coerced from strings) and one
// for bodies (no coercion: a JSON body must already carry the declared types). Errors become field errors that name
// the offending field.
import { Ajv, type ErrorObject, type FormatDefinition, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { FieldError } from '../http/HttpError.js';

/**
 * RFC 3339 allows year 0000, PostgreSQL does not (there is no year zero; it answers 22008). Dates and date-times of
 * the contract are therefore years 0001–9999; every other rule is ajv-formats' (real calendar days, leap years).
 */
function withoutYearZero(name: 'date' | 'date-time'): FormatDefinition<string> {
  const base = fullFormats[name];
  if (typeof base !== 'object' || !('validate' in base) || typeof base.validate !== 'function')
    throw new Error(`ajv-formats has no ${name} validator`);
  const validate = base.validate as (text: string) => boolean;
  return { type: 'string', validate: (text) => !text.startsWith('0000') && validate(text) };
}

function createAjv(coerce: boolean): Ajv {
  // strict: false lets OpenAPI annotations (example, x-*) sit in schemas; draft-07 semantics otherwise.
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    verbose: true,
  });
  // int32/int64, which every integer of the contract declares, are range checks here: 2^31 is refused before any SQL
  // sees it. They are also what refuses a query's "Infinity": ajv coerces it to a number, and its own integer check
  // lets it through (with strictNumbers: true coercion skips the finiteness check and maximum too, so that is no fix).
  addFormats(ajv);
  ajv.addFormat('date', withoutYearZero('date'));
  ajv.addFormat('date-time', withoutYearZero('date-time'));
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

/** Plain wording for the formats a caller most often gets wrong (ajv's own is `must match format "int32"`). */
const FORMAT_MESSAGES: Record<string, string> = {
  int32: 'must be a whole number from -2147483648 to 2147483647',
  int64: 'must be a whole number from -9007199254740991 to 9007199254740991',
  date: 'must be a real date written YYYY-MM-DD, years 0001 to 9999',
  'date-time': 'must be a real date and time (RFC 3339), years 0001 to 9999',
  uuid: 'must be a UUID',
};

/** Maps ajv errors to {field, message}; `prefix` is the field of a nested path (e.g. a body array item). */
/** What field errors are read from: an ajv error, or Fastify's copy of one (which has no parentSchema). */
type ValidationIssue = Pick<ErrorObject, 'keyword' | 'instancePath' | 'message'> & {
  params: object;
  parentSchema?: unknown;
};

export function toFieldErrors(errors: readonly ValidationIssue[] | null | undefined): FieldError[] {
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
      if (!out.some((o) => o.field === field && o.message === custom))
        out.push({ field: field || '(body)', message: custom });
      continue;
    }
    // An if/then failure is reported twice: by the branch that failed (e.g. Version is required) and by "if"; the
    // branch names the field.
    if (e.keyword === 'if') continue;
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
    } else if (e.keyword === 'format' && FORMAT_MESSAGES[(e.params as { format: string }).format]) {
      message = `${field || 'value'} ${FORMAT_MESSAGES[(e.params as { format: string }).format]}`;
    } else {
      message = `${field || 'value'} ${message}`;
    }
    if (!out.some((o) => o.field === field && o.message === message)) out.push({ field: field || '(body)', message });
  }
  return out;
}
