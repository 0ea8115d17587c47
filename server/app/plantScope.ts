// Plant isolation in the operation pipeline. Which path or query parameter or body field of an operation carries the
// plant is read from the contract once, at registration; a caller without change_plant (and not super user) that
// names another plant than its own is answered 403 before validation and before the handler, so nothing of the other
// plant is read or written. Handlers stay plant-agnostic: the rule lives here only.
import type { FastifyRequest } from 'fastify';
import { derefSchema, type JsonSchema, type OpenApiDocument, type OperationEntry } from '../contract/loadContract.js';
import { maySeePlant, otherPlantMessage, seesEveryPlant } from '../auth/plantAccess.js';
import { forbidden } from '../http/HttpError.js';

/** How the contract names a plant: `plant` (query, path, filter bodies), `ePlantId` (query), `Plant`, `EplantId` (bodies). */
export const PLANT_NAME = /^e?plant(id)?$/i;

export interface PlantField {
  in: 'path' | 'query' | 'body';
  name: string;
  /**
   * Left out (or null) the field means "every plant": an optional query parameter or a nullable body field of a
   * filter. A caller limited to its own plant then gets its own plant instead of both.
   */
  omittedMeansEveryPlant: boolean;
}

function allowsNull(schema: JsonSchema): boolean {
  const type: unknown = schema.type;
  return type === 'null' || (Array.isArray(type) && type.includes('null')) || schema.nullable === true;
}

/** The fields of a signed-in operation that carry a plant (none for public operations: they have no caller's plant). */
export function plantFields(doc: OpenApiDocument, op: OperationEntry): PlantField[] {
  if (op.isPublic) return [];
  const fields: PlantField[] = [];
  for (const p of op.parameters) {
    if ((p.in === 'path' || p.in === 'query') && PLANT_NAME.test(p.name)) {
      fields.push({ in: p.in, name: p.name, omittedMeansEveryPlant: p.in === 'query' && !p.required });
    }
  }
  const schema = op.operation.requestBody?.content?.['application/json']?.schema;
  if (schema) {
    const body = derefSchema(doc, schema);
    const branches: JsonSchema[] = [body, ...(Array.isArray(body.allOf) ? body.allOf : [])];
    for (const branch of branches) {
      for (const [name, property] of Object.entries<JsonSchema>(branch.properties ?? {})) {
        if (PLANT_NAME.test(name) && !fields.some((f) => f.in === 'body' && f.name === name)) {
          fields.push({ in: 'body', name, omittedMeansEveryPlant: allowsNull(property) });
        }
      }
    }
  }
  return fields;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function holderOf(request: FastifyRequest, where: PlantField['in']): Record<string, unknown> | undefined {
  const holder = where === 'path' ? request.params : where === 'query' ? request.query : request.body;
  return isRecord(holder) ? holder : undefined;
}

/**
 * Refuses (403) a request naming another plant than the caller's, and narrows "every plant" to the caller's own.
 * Runs twice: on the raw request (before validation, so the 403 does not depend on the rest of the request being
 * valid) and on the validated one (what the handler will see, after type coercion and defaults).
 */
export function enforcePlantScope(fields: readonly PlantField[], request: FastifyRequest): void {
  const user = request.sessionUser;
  if (!user || seesEveryPlant(user)) return;
  for (const field of fields) {
    const holder = holderOf(request, field.in);
    if (!holder) continue; // not an object: validation answers 400
    const value = holder[field.name];
    if (value === undefined || value === null || value === '') {
      if (field.omittedMeansEveryPlant) holder[field.name] = user.eplantId;
      continue;
    }
    // A repeated query parameter arrives as an array; every one of its values must be the caller's plant.
    for (const item of Array.isArray(value) ? value : [value]) {
      // The same string → number rule as the validator's coercion; what is not a number is left to validation (400).
      const plant = typeof item === 'number' || typeof item === 'string' ? Number(item) : Number.NaN;
      if (Number.isFinite(plant) && !maySeePlant(user, plant)) throw forbidden(otherPlantMessage(user, plant));
    }
  }
}
