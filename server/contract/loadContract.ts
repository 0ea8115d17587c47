// Loads the ERP contract: the root document plus every area part in schemas/erp-api/, merged into one OpenAPI 3.1
// document. Used by the server (routes and validation), the code generator and the screen contract check.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface OpenApiOperation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: JsonSchema }>; $ref?: string }>;
  security?: Array<Record<string, string[]>>;
  'x-roles'?: string[];
  [key: string]: unknown;
}
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}
export type JsonSchema = Record<string, any>;
export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  servers?: Array<{ url: string }>;
  security?: Array<Record<string, string[]>>;
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>> & { parameters?: OpenApiParameter[] }>;
  components: { schemas: Record<string, JsonSchema>; responses?: Record<string, any>; [k: string]: any };
  [key: string]: unknown;
}

export const SCHEMAS_DIR = resolve(import.meta.dirname, '../../schemas');

/**
 * Where merged contracts are kept between runs (parsing the YAML parts costs about half a second per process, which
 * every server test file and every start pays): NORSTAR_CONTRACT_CACHE (a folder, or 'off'), else contracts/ in the
 * user's cache folder. An entry is named by the hash of the parts' names and texts, so an edited part is never served
 * from an old entry.
 */
export function contractCacheDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NORSTAR_CONTRACT_CACHE === 'off') return undefined;
  return (
    env.NORSTAR_CONTRACT_CACHE || join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'norstar-portal', 'contracts')
  );
}

interface ContractSource {
  root: string;
  parts: Array<{ file: string; text: string }>;
}

function readSource(schemasDir: string): ContractSource {
  const partsDir = join(schemasDir, 'erp-api');
  const files = existsSync(partsDir)
    ? readdirSync(partsDir)
        .filter((f) => f.endsWith('.yaml'))
        .sort()
    : [];
  return {
    root: readFileSync(join(schemasDir, 'erp-api.openapi.yaml'), 'utf8'),
    parts: files.map((file) => ({ file, text: readFileSync(join(partsDir, file), 'utf8') })),
  };
}

function sourceHash(source: ContractSource): string {
  const hash = createHash('sha256').update(source.root);
  for (const part of source.parts) hash.update(`\0${part.file}\0`).update(part.text);
  return hash.digest('hex').slice(0, 32);
}

export function loadContract(schemasDir = SCHEMAS_DIR, cacheDir = contractCacheDir()): OpenApiDocument {
  const source = readSource(schemasDir);
  const cached = cacheDir ? join(cacheDir, `${sourceHash(source)}.json`) : undefined;
  if (cached && existsSync(cached)) {
    try {
      return JSON.parse(readFileSync(cached, 'utf8')) as OpenApiDocument;
    } catch {
      // A damaged entry (a crash mid-write on another machine's copy) is rebuilt below.
    }
  }
  const doc = mergeContract(source);
  if (cached && cacheDir) {
    try {
      mkdirSync(cacheDir, { recursive: true });
      const temporary = `${cached}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(doc));
      renameSync(temporary, cached);
    } catch {
      // A read-only cache folder only costs the parse next time.
    }
  }
  return doc;
}

function mergeContract(source: ContractSource): OpenApiDocument {
  const root = parse(source.root) as OpenApiDocument;
  root.paths ??= {};
  root.components.schemas ??= {};
  for (const { file, text } of source.parts) {
    const part = (parse(text) ?? {}) as Partial<OpenApiDocument>;
    for (const [path, item] of Object.entries(part.paths ?? {})) {
      const target = (root.paths[path] ??= {});
      for (const [method, op] of Object.entries(item)) {
        if ((target as any)[method]) throw new Error(`${file}: ${method.toUpperCase()} ${path} is declared twice`);
        (target as any)[method] = op;
      }
    }
    for (const [name, schema] of Object.entries(part.components?.schemas ?? {})) {
      if (root.components.schemas[name]) throw new Error(`${file}: schema ${name} is declared twice`);
      root.components.schemas[name] = schema;
    }
    for (const [name, resp] of Object.entries(part.components?.responses ?? {})) {
      root.components.responses ??= {};
      if (root.components.responses[name]) throw new Error(`${file}: response ${name} is declared twice`);
      root.components.responses[name] = resp;
    }
  }
  const seen = new Map<string, string>();
  for (const op of listOperations(root)) {
    const where = `${op.method.toUpperCase()} ${op.path}`;
    if (!op.operationId) throw new Error(`${where} has no operationId`);
    if (seen.has(op.operationId))
      throw new Error(`operationId ${op.operationId} is used by ${seen.get(op.operationId)} and ${where}`);
    seen.set(op.operationId, where);
  }
  return root;
}

export interface OperationEntry {
  operationId: string;
  method: HttpMethod;
  path: string;
  operation: OpenApiOperation;
  /** Path-level plus operation-level parameters. */
  parameters: OpenApiParameter[];
  /** Any-of role names; empty means any signed-in user. */
  roles: string[];
  isPublic: boolean;
}

export function listOperations(doc: OpenApiDocument): OperationEntry[] {
  const out: OperationEntry[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) => resolveRef(doc, p));
      const security = operation.security ?? doc.security ?? [];
      out.push({
        operationId: operation.operationId,
        method,
        path,
        operation,
        parameters,
        roles: operation['x-roles'] ?? [],
        isPublic: security.length === 0,
      });
    }
  }
  return out;
}

/** Follows a local `#/...` reference (one level at a time, repeatedly). */
export function resolveRef<T = any>(doc: OpenApiDocument, node: any): T {
  let current = node;
  const seen = new Set<string>();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const ref: string = current.$ref;
    if (seen.has(ref)) throw new Error(`circular $ref ${ref}`);
    seen.add(ref);
    if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported: ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .reduce<any>((acc, key) => acc?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    if (current === undefined) throw new Error(`unresolved $ref ${ref}`);
  }
  return current as T;
}

/** Inlines every local $ref of a schema (for validators that get one self-contained schema). */
export function derefSchema(doc: OpenApiDocument, schema: JsonSchema, stack: string[] = []): JsonSchema {
  if (Array.isArray(schema)) return schema.map((s) => derefSchema(doc, s, stack)) as any;
  if (!schema || typeof schema !== 'object') return schema;
  if (typeof schema.$ref === 'string') {
    if (stack.includes(schema.$ref)) return {};
    const { $ref, ...rest } = schema;
    const target = derefSchema(doc, resolveRef(doc, { $ref }), [...stack, $ref]);
    return Object.keys(rest).length ? { ...target, ...derefSchema(doc, rest, stack) } : target;
  }
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(schema))
    out[k] = typeof v === 'object' && v !== null ? derefSchema(doc, v, stack) : v;
  return out;
}
