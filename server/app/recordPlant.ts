// Plant isolation for records named by id (docs/adr/014). An operation with a path parameter that is not a plant
// (GET /machines/{id}/, PUT /usergroups/group/{id}/, …) reaches one record, and that record belongs to a plant even
// when the request names none. How the pipeline learns the record's plant is read from the contract at registration,
// in this order:
//   1. the operation's contract extension x-record-plant {table, key[, param][, separator]}: before the handler, the
//      plant (eplant_id) of the rows whose `key` column equals the path parameter is looked up;
//   2. a GET whose 200 answer declares an integer plant field (EplantId, ePlantId, Plant, plant: the PLANT_NAME rule
//      of plantScope.ts) on the object or on the rows of an array: the answer is checked before it is sent;
//   3. x-record-plant: none, for records that belong to no plant.
// A caller without change_plant (and not super user) whose plant is not the record's gets 404, never the record —
// the same answer as for an id that does not exist, so ids of other plants cannot be probed. A record-keyed operation
// the pipeline cannot place (none of the above, and for a GET no plant in the request either) stops the start, so a
// new operation cannot be added without saying where its plant is.
import type { FastifyRequest } from 'fastify';
import { derefSchema, type JsonSchema, type OpenApiDocument, type OperationEntry } from '../contract/loadContract.js';
import { maySeePlant, seesEveryPlant } from '../auth/plantAccess.js';
import { notFound } from '../http/HttpError.js';
import type { Queryable } from '../db/Database.js';
import { JsonText } from '../db/JsonText.js';
import { PLANT_NAME, plantFields } from './plantScope.js';

/** The contract extension naming the table row (and so the plant) a path parameter designates. */
export interface RecordPlantLookup {
  table: string;
  /** The column the path parameter matches (unique in the table, or every match must be the caller's plant). */
  key: string;
  /** The path parameter (default: the operation's only non-plant path parameter). */
  param: string;
  /** A parameter listing several keys (e.g. "12,15"), split on this separator; each must be the caller's plant. */
  separator?: string;
}

export interface RecordPlantRule {
  lookup?: RecordPlantLookup;
  /** Plant fields of the 200 answer (of the object, or of each row when the answer is an array). */
  answerFields: string[];
  answerIsArray: boolean;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function isIntegerSchema(schema: JsonSchema): boolean {
  const type: unknown = schema.type;
  const types = Array.isArray(type) ? type : [type];
  return types.includes('integer') || types.includes('number');
}

function answerPlant(
  doc: OpenApiDocument,
  op: OperationEntry,
): Pick<RecordPlantRule, 'answerFields' | 'answerIsArray'> {
  const none = { answerFields: [], answerIsArray: false };
  const content = op.operation.responses['200']?.content?.['application/json'];
  if (!content?.schema) return none;
  const answer = derefSchema(doc, content.schema);
  const answerIsArray = answer.type === 'array';
  const record = answerIsArray ? derefSchema(doc, answer.items ?? {}) : answer;
  const branches: JsonSchema[] = [record, ...(Array.isArray(record.allOf) ? record.allOf : [])];
  const answerFields = new Set<string>();
  for (const branch of branches)
    for (const [name, property] of Object.entries<JsonSchema>(branch.properties ?? {}))
      if (PLANT_NAME.test(name) && isIntegerSchema(derefSchema(doc, property))) answerFields.add(name);
  return { answerFields: [...answerFields], answerIsArray };
}

/** The path parameters that designate a record (every path parameter that is not a plant). */
export function recordParameters(doc: OpenApiDocument, op: OperationEntry): string[] {
  const plants = plantFields(doc, op);
  return op.parameters
    .filter((p) => p.in === 'path' && !plants.some((f) => f.in === 'path' && f.name === p.name))
    .map((p) => p.name);
}

function parseLookup(op: OperationEntry, records: string[], value: unknown): RecordPlantLookup {
  const fail = (why: string) =>
    new Error(`${op.operationId}: x-record-plant must be none or {table, key[, param][, separator]}: ${why}`);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fail('not an object');
  const { table, key, param, separator } = value as Record<string, unknown>;
  if (typeof table !== 'string' || !IDENTIFIER.test(table)) throw fail('table must be a lower-case table name');
  if (typeof key !== 'string' || !IDENTIFIER.test(key)) throw fail('key must be a lower-case column name');
  const named = param ?? (records.length === 1 ? records[0] : undefined);
  if (typeof named !== 'string' || !records.includes(named))
    throw fail(`param must name one of the path parameters ${records.join(', ') || '(none)'}`);
  if (separator !== undefined && (typeof separator !== 'string' || separator.length !== 1))
    throw fail('separator must be one character');
  return { table, key, param: named, ...(separator !== undefined && { separator }) };
}

/**
 * How the pipeline places the record of a signed-in operation with a record path parameter in a plant; undefined
 * when there is nothing to check (public, no record parameter, or x-record-plant: none). Throws, naming the
 * operation, when the contract does not say.
 */
export function recordPlantRule(doc: OpenApiDocument, op: OperationEntry): RecordPlantRule | undefined {
  if (op.isPublic) return undefined;
  const records = recordParameters(doc, op);
  const declared: unknown = op.operation['x-record-plant'];
  if (declared === 'none') return undefined;
  if (declared !== undefined) {
    const lookup = parseLookup(op, records, declared);
    return { lookup, ...(op.method === 'get' ? answerPlant(doc, op) : { answerFields: [], answerIsArray: false }) };
  }
  if (records.length === 0) return undefined;
  if (op.method === 'get') {
    const answer = answerPlant(doc, op);
    if (answer.answerFields.length) return answer;
    // The request names the plant (?plant=, /{plant}/): plantScope.ts holds the caller to its own plant, and the
    // handler reads the record within that plant.
    if (plantFields(doc, op).some((f) => f.in !== 'body')) return undefined;
  }
  throw new Error(
    `${op.operationId}: ${op.method.toUpperCase()} ${op.path} designates a record by {${records.join('}, {')}} but the ` +
      'contract does not say which plant it belongs to: declare x-record-plant {table, key} (or none for a record ' +
      'of no plant)' +
      (op.method === 'get' ? ', or an integer EplantId in its 200 answer' : ''),
  );
}

/** Before the handler: 404 when a row the path parameter designates belongs to a plant the caller may not see. */
export async function enforceRecordPlant(rule: RecordPlantRule, request: FastifyRequest, db: Queryable) {
  const user = request.sessionUser;
  const lookup = rule.lookup;
  if (!lookup || !user || seesEveryPlant(user)) return;
  const raw = (request.params as Record<string, unknown>)[lookup.param];
  if (raw === undefined || raw === null) return;
  const keys = lookup.separator ? String(raw).split(lookup.separator) : [raw];
  const rows = await db.query<{ plant: number | null }>(
    `SELECT eplant_id AS plant FROM "${lookup.table}" WHERE "${lookup.key}" = ANY($1)`,
    [keys],
  );
  if (rows.some((r) => r.plant !== null && !maySeePlant(user, Number(r.plant)))) throw notFound();
}

function plantsOf(rule: RecordPlantRule, answer: unknown): unknown[] {
  const records = rule.answerIsArray ? (Array.isArray(answer) ? answer : []) : [answer];
  const plants: unknown[] = [];
  for (const record of records)
    if (typeof record === 'object' && record !== null)
      for (const field of rule.answerFields) plants.push((record as Record<string, unknown>)[field]);
  return plants;
}

/**
 * Before the answer is sent: 404 when the record (or a row of a record's list) belongs to a plant the caller may not
 * see. The rows of a record-keyed list are that record's, so one foreign row refuses the whole answer.
 */
export function enforceAnswerPlant(rule: RecordPlantRule, request: FastifyRequest, answer: unknown): void {
  const user = request.sessionUser;
  if (rule.answerFields.length === 0 || !user || seesEveryPlant(user)) return;
  const value = answer instanceof JsonText ? (JSON.parse(answer.text) as unknown) : answer;
  for (const plant of plantsOf(rule, value)) {
    if (plant === null || plant === undefined) continue;
    if (!maySeePlant(user, Number(plant))) throw notFound();
  }
}
