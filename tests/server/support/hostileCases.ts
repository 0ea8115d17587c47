// Hostile requests for every operation of the contract: each case keeps the other parameters and body fields at a
// plausible value and replaces one of them (or the whole body) with something a fuzzer or an attacker would send —
// wrong types, out-of-range and non-finite numbers, NUL bytes, lone surrogates, odd dates, huge strings, deep JSON.
// Used by tests/server/hostileInput.test.ts; the operations come from the contract, so new ones are covered too.
import { derefSchema, type JsonSchema, type OperationEntry } from '../../../server/contract/loadContract.js';
import { toFastifyPath } from '../../../server/app/registerOperations.js';
import { contract } from './contractResponse.js';

export interface HostileCase {
  operationId: string;
  /** What was made hostile, e.g. `query plant = 2147483648`. */
  label: string;
  method: string;
  url: string;
  /** Raw JSON text of the body (so lone surrogates and deep nesting reach the server exactly as written). */
  payload?: string;
}

/** A JSON value nested `depth` arrays deep, written as text (JSON.stringify would recurse and could overflow). */
export function deepJson(depth: number): string {
  return '['.repeat(depth) + '1' + ']'.repeat(depth);
}

/** Raw JSON text standing in for a value that JSON.stringify cannot write as is. */
class RawJson {
  constructor(readonly text: string) {}
}

function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

function mainType(schema: JsonSchema): string | undefined {
  if (schema.enum?.length) return 'enum';
  const t = Array.isArray(schema.type) ? schema.type.find((x: string) => x !== 'null') : schema.type;
  if (t) return t;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

/** Merges allOf parts so that one object schema lists every property. */
function flatten(schema: JsonSchema): JsonSchema {
  if (!schema?.allOf) return schema;
  const out: JsonSchema = {
    ...schema,
    allOf: undefined,
    properties: { ...schema.properties },
    required: [...(schema.required ?? [])],
  };
  for (const part of schema.allOf.map(flatten)) {
    Object.assign(out.properties, part.properties ?? {});
    out.required.push(...(part.required ?? []));
    if (part.type && !out.type) out.type = part.type;
  }
  return out;
}

/** Strings tried against a pattern until one matches (codes, times, versions, data URLs, id lists). */
const PATTERN_GUESSES = ['AB', '1', 'AB1', '12:00', '1.0.0', 'data:image/png;base64,iVBORw0KGgo=', 'x'];

/** A value the schema accepts (as far as a simple generator can tell), so that only the fuzzed field is hostile. */
export function validValue(input: JsonSchema, depth = 0): unknown {
  const schema = flatten(input ?? {});
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.oneOf?.length || schema.anyOf?.length) return validValue((schema.oneOf ?? schema.anyOf)[0], depth);
  switch (mainType(schema)) {
    case 'enum':
      return schema.enum[0];
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'array':
      return depth > 4
        ? []
        : Array.from({ length: schema.minItems ?? 1 }, () => validValue(schema.items ?? {}, depth + 1));
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth > 4) return out;
      for (const [name, prop] of Object.entries<JsonSchema>(schema.properties ?? {}))
        out[name] = validValue(prop, depth + 1);
      return out;
    }
    case 'string':
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'date') return '2026-11-16';
      if (schema.format === 'date-time') return '2026-11-16T12:00:00Z';
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.pattern) return PATTERN_GUESSES.find((g) => new RegExp(schema.pattern).test(g)) ?? 'x';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return 'x';
  }
}

const ODD_DATES = [
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '10000-01-01',
  '2026-1-1',
  '-0001-01-01',
];
const HUGE_INTEGERS = [
  '2147483648',
  '-2147483649',
  '2147483647',
  '-1',
  '0',
  '9007199254740993',
  '1e400',
  'Infinity',
  '-Infinity',
  'NaN',
  '1.5',
  '0x10',
  'abc',
];

/** Hostile raw (already percent-encoded) values for a path or query parameter of this schema. */
function hostileParamValues(schema: JsonSchema, full: boolean): string[] {
  if (!full) return coreParamValues(schema);
  // %00 is NUL, %ED%A0%80 is U+D800 (a lone surrogate) as CESU-8, %FF is not UTF-8 at all, a lone % is malformed.
  const common = ['', 'a%00b', '%00', '%ED%A0%80', '%FF', '%', 'x'.repeat(5000), '%E2%80%AE'];
  switch (mainType(schema)) {
    case 'integer':
    case 'number':
      return [...common, ...HUGE_INTEGERS];
    case 'string':
      if (schema.format === 'date' || schema.format === 'date-time') return [...common, ...ODD_DATES];
      if (schema.format === 'uuid')
        return [
          ...common,
          '00000000-0000-0000-0000-000000000000',
          'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
          '0'.repeat(36),
        ];
      return [...common, '2147483648', '0000-01-01'];
    case 'boolean':
      return [...common, 'maybe', '2'];
    default:
      return common;
  }
}

/** The few values that broke the server before, for parameters whose kind was already fuzzed in full elsewhere. */
function coreParamValues(schema: JsonSchema): string[] {
  switch (mainType(schema)) {
    case 'integer':
    case 'number':
      return ['a%00b', '2147483648', 'Infinity', '-1', '2147483647'];
    case 'string':
      if (schema.format === 'date' || schema.format === 'date-time')
        return ['%00', '0000-01-01', '2026-02-30', '9999-12-31'];
      return ['a%00b', '%ED%A0%80', 'x'.repeat(5000)];
    default:
      return ['a%00b', 'maybe'];
  }
}

const LONE_HIGH = new RawJson('"\\ud800"');
const LONE_LOW = new RawJson('"x\\udc00y"');
const DEEP = new RawJson(deepJson(5000));

/** Text that does not compress (so PostgreSQL cannot shrink it under an index's size limit), `length` characters. */
export function noise(length: number): string {
  let seed = 2463534242;
  let out = '';
  while (out.length < length) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    out += (seed >>> 0).toString(36);
  }
  return out.slice(0, length);
}
const NOISE_10K = noise(10_000);

/** Hostile JSON values for a body field of this schema. */
function hostileBodyValues(schema: JsonSchema, full: boolean): unknown[] {
  if (!full) return coreBodyValues(schema);
  const common: unknown[] = [null, 'a\u0000b', LONE_HIGH, LONE_LOW, [], {}, DEEP];
  switch (mainType(schema)) {
    case 'integer':
    case 'number':
      return [...common, 2147483648, -2147483649, 2 ** 53 + 1, 1e308, -1e308, 1.5, 5e-324, 'Infinity', 'NaN', '1'];
    case 'string': {
      const long = noise(Math.min(Math.max((schema.maxLength ?? 0) + 1, 100_000), 600_000));
      const base = [...common, 2147483648, true, long, '', '\u202e\u0000', '\uFFFF'];
      if (schema.format === 'date' || schema.format === 'date-time') return [...base, ...ODD_DATES];
      if (schema.format === 'uuid')
        return [...base, '00000000-0000-0000-0000-000000000000', '00000000-0000-4000-8000-00000000000\u0000'];
      return base;
    }
    case 'boolean':
      return [...common, 'true', 1];
    case 'array':
      return [...common, 'x', { 0: 1 }, Array.from({ length: 5000 }, () => 2147483648)];
    case 'object':
      return [...common, 'x', [validValue(schema)], { ['a\u0000b']: 1, __proto__x: 1 }];
    default:
      return common;
  }
}

function coreBodyValues(schema: JsonSchema): unknown[] {
  switch (mainType(schema)) {
    case 'integer':
    case 'number':
      return ['1', 2147483648, 2 ** 53 + 1, 1e308];
    case 'string':
      return [
        7,
        'a\u0000b',
        LONE_HIGH,
        (schema.maxLength ?? 0) >= 10_000 ? noise(Math.min(schema.maxLength + 1, 100_000)) : NOISE_10K,
        ...(schema.format === 'date' ? ['0000-01-01', '2026-02-30'] : []),
      ];
    case 'boolean':
      return ['true'];
    case 'array':
      return [{}, [null]];
    case 'object':
      return [[], 'x'];
    default:
      return [null, 'a\u0000b', LONE_HIGH];
  }
}

/** What makes two parameters or fields the same kind for the fuzzer: the second one only gets the core values. */
function kindOf(name: string, schema: JsonSchema): string {
  const { description: _d, example: _e, ...rest } = schema;
  return `${name} ${JSON.stringify(rest).slice(0, 500)}`;
}

function setPath(root: unknown, path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) return root.map((item, i) => (i === head ? setPath(item, rest, value) : item));
  const obj = (root ?? {}) as Record<string, unknown>;
  return { ...obj, [head]: setPath(obj[head], rest, value) };
}

/** Every (path, schema) of a body worth fuzzing: the root, each property and array item, three levels deep. */
function bodyFields(
  schema: JsonSchema,
  path: Array<string | number> = [],
  depth = 0,
): Array<{ path: Array<string | number>; schema: JsonSchema }> {
  const s = flatten(schema);
  const out = [{ path, schema: s }];
  if (depth >= 3) return out;
  if (mainType(s) === 'object') {
    for (const [name, prop] of Object.entries<JsonSchema>(s.properties ?? {}))
      out.push(...bodyFields(prop, [...path, name], depth + 1));
  } else if (mainType(s) === 'array' && s.items) {
    out.push(...bodyFields(s.items, [...path, 0], depth + 1));
  }
  return out;
}

function paramRaw(value: unknown): string {
  return encodeURIComponent(String(value));
}

/**
 * The hostile cases of one operation. `seen` carries the kinds of parameters and fields already fuzzed in full (by
 * earlier operations): they get only the core values, which keeps the run near 5,000 requests instead of 20,000.
 */
export function hostileCases(op: OperationEntry, seen: Set<string> = new Set()): HostileCase[] {
  const firstOfKind = (name: string, schema: JsonSchema) => {
    const kind = kindOf(name, schema);
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  };
  const doc = contract();
  const params = op.parameters
    .filter((p) => p.in === 'path' || p.in === 'query')
    .map((p) => ({ ...p, schema: derefSchema(doc, p.schema ?? {}) }));
  const bodySchema = op.operation.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? derefSchema(doc, bodySchema) : undefined;
  const baseBody = body ? validValue(body) : undefined;
  const build = (rawParams: Record<string, string>, payload: string | undefined, label: string): HostileCase => {
    let url = toFastifyPath(op.path);
    const query: string[] = [];
    for (const p of params) {
      const raw = rawParams[p.name];
      if (p.in === 'path') url = url.replace(`:${p.name}`, raw);
      else if (raw !== undefined) query.push(`${encodeURIComponent(p.name)}=${raw}`);
    }
    return {
      operationId: op.operationId,
      label,
      method: op.method.toUpperCase(),
      url: query.length ? `${url}?${query.join('&')}` : url,
      payload,
    };
  };
  const validParams = Object.fromEntries(
    params.filter((p) => p.in === 'path' || p.required).map((p) => [p.name, paramRaw(validValue(p.schema))]),
  );
  const basePayload = baseBody === undefined ? undefined : toJsonText(baseBody);
  const cases: HostileCase[] = [];
  for (const p of params) {
    const full = firstOfKind(p.name, p.schema);
    for (const raw of hostileParamValues(p.schema, full)) {
      cases.push(build({ ...validParams, [p.name]: raw }, basePayload, `${p.in} ${p.name} = ${raw.slice(0, 40)}`));
    }
    // A repeated query parameter arrives as an array.
    if (p.in === 'query' && full)
      cases.push(
        build(
          { ...validParams, [p.name]: `${validParams[p.name] ?? '1'}&${p.name}=2147483648` },
          basePayload,
          `query ${p.name} twice`,
        ),
      );
  }
  if (body) {
    for (const field of bodyFields(body)) {
      const full = field.path.length === 0 || firstOfKind(`body ${mainType(field.schema)}`, field.schema);
      for (const value of hostileBodyValues(field.schema, full)) {
        const where = field.path.join('.') || '(body)';
        cases.push(
          build(
            validParams,
            toJsonText(setPath(baseBody, field.path, value)),
            `body ${where} = ${toJsonText(value).slice(0, 40)}`,
          ),
        );
      }
    }
    cases.push(
      build(validParams, '{"a":', 'body is truncated JSON'),
      build(validParams, '"\\u0000"', 'body is a NUL string'),
    );
    // 400 kB of brackets: the pipeline refuses it before any handler, so once (and on public operations) is enough.
    if (op.isPublic || firstOfKind('(body)', { nesting: 200_000 }))
      cases.push(build(validParams, deepJson(200_000), 'body nested 200,000 deep'));
  }
  return cases;
}
