// Reads an operation's response schema the way the screen engine consumes it: an array of rows, an object whose
// `rowsPath` property is the array, or one record. $refs, allOf (merged) and oneOf/anyOf (union) are resolved, so a
// field counts as present when any alternative declares it.
import {
  resolveRef,
  type OpenApiDocument,
  type OperationEntry,
  type JsonSchema,
} from '../../server/contract/loadContract';

/** A schema flattened to what the check needs. `types` undefined = unconstrained (anything goes). */
export interface Shape {
  types?: Set<string>;
  format?: string;
  properties: Map<string, JsonSchema>;
  items?: JsonSchema;
  /** True when the object declares no properties at all, so its fields cannot be checked. */
  opaque: boolean;
}

export function shapeOf(doc: OpenApiDocument, schema: JsonSchema | undefined, depth = 0): Shape {
  const shape: Shape = { properties: new Map(), opaque: true };
  if (!schema || typeof schema !== 'object' || depth > 20) return shape;
  const node = resolveRef<JsonSchema>(doc, schema);
  const add = (other: Shape) => {
    if (other.types) shape.types = new Set([...(shape.types ?? []), ...other.types]);
    shape.format ??= other.format;
    for (const [k, v] of other.properties) if (!shape.properties.has(k)) shape.properties.set(k, v);
    shape.items ??= other.items;
    if (!other.opaque) shape.opaque = false;
  };
  if (node.type !== undefined) shape.types = new Set([node.type].flat().map(String));
  if (typeof node.format === 'string') shape.format = node.format;
  if (node.const !== undefined || Array.isArray(node.enum)) {
    const values = node.const !== undefined ? [node.const] : node.enum;
    shape.types ??= new Set(
      values.map((v: unknown) => (v === null ? 'null' : Number.isInteger(v) ? 'integer' : typeof v)),
    );
  }
  if (node.properties) {
    shape.opaque = false;
    for (const [k, v] of Object.entries(node.properties)) shape.properties.set(k, v as JsonSchema);
  }
  if (node.items) shape.items = node.items;
  for (const part of node.allOf ?? []) {
    const inner = shapeOf(doc, part, depth + 1);
    // allOf intersects types; merging properties is what matters for field lookup.
    if (inner.types && shape.types)
      shape.types = new Set(
        [...shape.types].filter((t) => inner.types!.has(t) || (t === 'number' && inner.types!.has('integer'))),
      );
    else if (inner.types) shape.types = inner.types;
    add({ ...inner, types: undefined });
  }
  const alternatives = [...(node.oneOf ?? []), ...(node.anyOf ?? [])];
  if (alternatives.length) {
    const union = alternatives.map((a: JsonSchema) => shapeOf(doc, a, depth + 1));
    const unconstrained = union.some((u) => !u.types);
    const types = new Set(union.flatMap((u) => [...(u.types ?? [])]));
    for (const u of union) add({ ...u, types: undefined });
    if (!node.type && !unconstrained) shape.types = new Set([...(shape.types ?? []), ...types]);
    if (unconstrained && !node.type) shape.types = undefined;
  }
  return shape;
}

/** The JSON schema of the operation's success answer (the first 2xx response with JSON content). */
export function successSchema(doc: OpenApiDocument, op: OperationEntry): JsonSchema | undefined {
  const codes = Object.keys(op.operation.responses ?? {})
    .filter((c) => /^2/.test(c))
    .sort();
  for (const code of codes) {
    const response = resolveRef<any>(doc, op.operation.responses[code]);
    const content = response?.content ?? {};
    const json = content['application/json'] ?? Object.entries(content).find(([type]) => type.includes('json'))?.[1];
    if (json?.schema) return json.schema;
  }
  return undefined;
}

export type RowShapeResult =
  | { ok: true; fields: Map<string, Shape> | undefined }
  | { ok: false; message: string; expected?: string; pointerSuffix?: string };

/**
 * The fields of one row (mode "rows") or of the record (mode "record") the operation answers.
 * fields undefined = the row declares no properties (free-form), so field checks are skipped.
 */
export function rowFields(
  doc: OpenApiDocument,
  op: OperationEntry,
  rowsPath: string | undefined,
  mode: 'rows' | 'record',
): RowShapeResult {
  const schema = successSchema(doc, op);
  if (!schema)
    return {
      ok: false,
      message: `operation ${op.operationId} declares no JSON success response`,
      expected: 'a 2xx response with application/json content',
    };
  let shape = shapeOf(doc, schema);
  const isArray = (s: Shape) => s.types?.has('array') ?? Boolean(s.items);
  if (rowsPath !== undefined) {
    const property = shape.properties.get(rowsPath);
    const arrays = [...shape.properties].filter(([, v]) => isArray(shapeOf(doc, v))).map(([k]) => k);
    if (!property) {
      return {
        ok: false,
        message: `rowsPath '${rowsPath}' is not a property of the ${op.operationId} answer`,
        expected: arrays.length
          ? `one of: ${arrays.join(', ')}`
          : 'no rowsPath (the answer is not an object with an array)',
        pointerSuffix: '/rowsPath',
      };
    }
    shape = shapeOf(doc, property);
    if (!isArray(shape))
      return {
        ok: false,
        message: `rowsPath '${rowsPath}' of the ${op.operationId} answer is not an array`,
        expected: arrays.length ? `one of: ${arrays.join(', ')}` : 'an array property',
        pointerSuffix: '/rowsPath',
      };
  }
  if (isArray(shape)) shape = shapeOf(doc, shape.items);
  else if (mode === 'rows') {
    const arrays = [...shape.properties].filter(([, v]) => isArray(shapeOf(doc, v))).map(([k]) => k);
    return {
      ok: false,
      message: `operation ${op.operationId} answers an object, not an array of rows`,
      expected: arrays.length ? `rowsPath set to one of: ${arrays.join(', ')}` : 'an operation that answers an array',
    };
  }
  if (shape.opaque) return { ok: true, fields: undefined };
  const fields = new Map<string, Shape>();
  for (const [name, schemaOfField] of shape.properties) fields.set(name, shapeOf(doc, schemaOfField));
  return { ok: true, fields };
}

/** Property names of the operation's JSON request body; undefined when it has none or declares no properties. */
export function bodyFieldNames(doc: OpenApiDocument, op: OperationEntry): string[] | undefined {
  const content = op.operation.requestBody?.content ?? {};
  const schema = content['application/json']?.schema;
  if (!schema) return undefined;
  const shape = shapeOf(doc, schema);
  return shape.opaque ? undefined : [...shape.properties.keys()];
}
