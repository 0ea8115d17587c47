// Validates a definition against schemas/screen.schema.json (ajv, draft 2019-09 for the shared base's
// unevaluatedProperties, allErrors) and turns ajv's errors into analyst
// messages with JSON pointers. A definition is checked against its own kind's branch, so a typo in a grid is not
// buried under six "does not match pivot/chart/…" errors; oneOf errors inside a branch are narrowed the same way.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { closest } from './suggest';
import { synonymOf } from './synonyms';
import type { Problem } from './types';

export const SCREEN_SCHEMA_PATH = resolve(import.meta.dirname, '../../schemas/screen.schema.json');

export function loadScreenSchema(path = SCREEN_SCHEMA_PATH): Record<string, any> {
  return JSON.parse(readFileSync(path, 'utf8'));
}

export interface SchemaValidator {
  /** Problems of one definition (empty when valid). */
  validate(json: unknown, file: string): Problem[];
  /** The kinds the schema knows (the const of each oneOf branch). */
  kinds: string[];
}

export function createSchemaValidator(schema: Record<string, any>): SchemaValidator {
  const ajv = new Ajv2019({ allErrors: true, strict: false, verbose: true });
  const id = 'screen.schema.json';
  ajv.addSchema({ ...schema, $id: id, $schema: undefined }, id);
  const definitions: Record<string, any> = schema.definitions ?? {};
  const branches = new Map<string, ValidateFunction>();
  for (const branch of schema.oneOf ?? []) {
    const name = String(branch.$ref).replace('#/definitions/', '');
    const kind = kindOf(schema.definitions?.[name]);
    if (typeof kind === 'string') branches.set(kind, ajv.getSchema(`${id}#/definitions/${name}`) as ValidateFunction);
  }
  const kinds = [...branches.keys()];
  return {
    kinds,
    validate(json, file) {
      if (!json || typeof json !== 'object' || Array.isArray(json)) {
        return [{ file, pointer: '', message: 'a screen definition must be a JSON object' }];
      }
      const kind = (json as Record<string, unknown>).kind;
      const branch = typeof kind === 'string' ? branches.get(kind) : undefined;
      if (!branch) {
        if (kind === undefined)
          return [
            { file, pointer: '', message: "missing required property 'kind'", expected: `one of: ${kinds.join(', ')}` },
          ];
        return [
          {
            file,
            pointer: '/kind',
            message: `unknown screen kind ${JSON.stringify(kind)}`,
            expected: `one of: ${kinds.join(', ')}`,
            suggestion: typeof kind === 'string' ? (synonymOf(kind, kinds) ?? closest(kind, kinds)) : undefined,
          },
        ];
      }
      if (branch(json)) return [];
      return describeErrors(branch.errors ?? [], file, json, definitions);
    },
  };
}

/** The `kind` const of a kind's branch: its own properties sit in an allOf part beside the shared base. */
function kindOf(branch: any): unknown {
  const parts: any[] = [branch, ...(branch?.allOf ?? [])];
  return parts.map((part) => part?.properties?.kind?.const).find((kind) => kind !== undefined);
}

/** Turns ajv errors into problems: narrows oneOf failures to the intended alternative and drops "if" noise. */
export function describeErrors(
  errors: ErrorObject[],
  file: string,
  json: unknown,
  definitions: Record<string, any> = {},
): Problem[] {
  // ajv reports unevaluated properties last; an unknown property often explains the rest, so it is listed first.
  const kept = narrowOneOf(errors)
    .filter((e) => e.keyword !== 'if')
    .sort((a, b) => Number(b.keyword === 'unevaluatedProperties') - Number(a.keyword === 'unevaluatedProperties'));
  const problems = kept.map((e) => describe(e, file, json, definitions));
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.pointer}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * For each failed oneOf, keeps only the errors of the alternative the author most likely meant: alternatives whose
 * discriminator (a `const` such as from: "filter") does not match are discarded, then the one with fewest errors wins.
 * When no alternative fits, the oneOf error itself is reported.
 */
function narrowOneOf(errors: ErrorObject[]): ErrorObject[] {
  const oneOfs = errors.filter((e) => e.keyword === 'oneOf');
  if (oneOfs.length === 0) return errors;
  const drop = new Set<ErrorObject>();
  // Innermost first, so nested oneOfs are narrowed before the outer one counts their errors.
  for (const oneOf of [...oneOfs].sort((a, b) => b.schemaPath.length - a.schemaPath.length)) {
    const prefix = oneOf.schemaPath.replace(/\/oneOf$/, '/oneOf/');
    const inside = errors.filter(
      (e) =>
        e !== oneOf && !drop.has(e) && e.schemaPath.startsWith(prefix) && e.instancePath.startsWith(oneOf.instancePath),
    );
    const byBranch = new Map<string, ErrorObject[]>();
    for (const e of inside) {
      const branch = e.schemaPath.slice(prefix.length).split('/')[0];
      byBranch.set(branch, [...(byBranch.get(branch) ?? []), e]);
    }
    const plausible = [...byBranch.values()].filter(
      (list) =>
        !list.some((e) => e.keyword === 'const' || (e.keyword === 'type' && e.instancePath === oneOf.instancePath)),
    );
    plausible.sort((a, b) => a.length - b.length);
    for (const e of inside) drop.add(e);
    if (plausible.length > 0) {
      drop.add(oneOf);
      for (const e of plausible[0]) drop.delete(e);
    }
  }
  return errors.filter((e) => !drop.has(e));
}

/** The property names a schema declares itself and through its allOf parts (a kind's own plus the shared base's). */
function declaredProperties(schema: any, definitions: Record<string, any>): string[] {
  const own = Object.keys(schema?.properties ?? {});
  const inherited = (schema?.allOf ?? []).flatMap((part: any) =>
    declaredProperties(
      typeof part.$ref === 'string' ? definitions[part.$ref.replace('#/definitions/', '')] : part,
      definitions,
    ),
  );
  return [...new Set([...inherited, ...own])];
}

function describe(e: ErrorObject, file: string, json: unknown, definitions: Record<string, any>): Problem {
  const params = e.params as Record<string, any>;
  const at = e.instancePath;
  switch (e.keyword) {
    case 'additionalProperties': {
      const allowed = Object.keys((e.parentSchema as any)?.properties ?? {});
      return {
        file,
        pointer: `${at}/${escapePointer(params.additionalProperty)}`,
        message: `unknown property '${params.additionalProperty}'`,
        expected: allowed.length ? `one of: ${allowed.join(', ')}` : 'no further properties',
        suggestion: closest(params.additionalProperty, allowed),
      };
    }
    case 'unevaluatedProperties': {
      const allowed = declaredProperties(e.parentSchema, definitions);
      return {
        file,
        pointer: `${at}/${escapePointer(params.unevaluatedProperty)}`,
        message: `unknown property '${params.unevaluatedProperty}'`,
        expected: allowed.length ? `one of: ${allowed.join(', ')}` : 'no further properties',
        suggestion: closest(params.unevaluatedProperty, allowed),
      };
    }
    case 'required':
      return { file, pointer: at, message: `missing required property '${params.missingProperty}'` };
    case 'enum': {
      const value = valueAt(json, at);
      const allowed = (params.allowedValues as unknown[]).map(String);
      return {
        file,
        pointer: at,
        message: `${JSON.stringify(value)} is not allowed here`,
        expected: `one of: ${allowed.join(', ')}`,
        suggestion: typeof value === 'string' ? (synonymOf(value, allowed) ?? closest(value, allowed)) : undefined,
      };
    }
    case 'const':
      return {
        file,
        pointer: at,
        message: `${JSON.stringify(valueAt(json, at))} is not allowed here`,
        expected: JSON.stringify(params.allowedValue),
      };
    case 'type':
      return {
        file,
        pointer: at,
        message: `must be ${[params.type].flat().join(' or ')}`,
        expected: [params.type].flat().join(' or '),
      };
    case 'pattern':
      return {
        file,
        pointer: at,
        message: `${JSON.stringify(valueAt(json, at))} has the wrong form`,
        expected: describePattern(String(params.pattern)),
      };
    case 'not':
      if (e.schemaPath.endsWith('/then/not')) {
        return {
          file,
          pointer: '/route',
          message: 'a drill-down definition (drillFor) must not have a route',
          expected: 'either route or drillFor',
        };
      }
      return { file, pointer: at, message: e.message ?? 'is not allowed' };
    case 'oneOf':
      return {
        file,
        pointer: at,
        message: 'matches none of the allowed forms',
        expected: describeAlternatives(e.parentSchema),
      };
    default:
      return { file, pointer: at, message: e.message ?? `fails ${e.keyword}` };
  }
}

function describePattern(pattern: string): string {
  if (pattern === '^[a-z0-9]+(-[a-z0-9]+)*$') return 'kebab-case, e.g. "purchasing-receiving"';
  if (pattern === '^/') return 'a path starting with "/"';
  if (pattern === '^[a-z][A-Za-z0-9]*$') return 'a camelCase operationId';
  return `text matching ${pattern}`;
}

function describeAlternatives(schema: any): string {
  const titles = (schema?.oneOf ?? [])
    .map((s: any) => String(s.$ref ?? s.type ?? '').replace('#/definitions/', ''))
    .filter(Boolean);
  return titles.length ? `one of: ${titles.join(', ')}` : 'one of the allowed forms';
}

export function escapePointer(key: string): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

function valueAt(json: unknown, pointer: string): unknown {
  if (!pointer) return json;
  return pointer
    .slice(1)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<any>((acc, key) => (acc == null ? undefined : acc[key]), json);
}
