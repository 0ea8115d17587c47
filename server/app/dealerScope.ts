// Dealership isolation in the operation pipeline (docs/adr/015). A dealer user (users.dealer_id set) may call only
// the operations whose contract declares the house extension x-dealer-scope, and sees only its dealership's rows:
//   x-dealer-scope: none          — open to dealers, holds no dealership's rows (the session, the plants list);
//   x-dealer-scope:
//     answer: DealerNo            — the field of the 200 answer (the object, or each row of an array) that carries the
//                                   dealership's customer number. A list handler filters its rows by the dealer the
//                                   pipeline hands it (dealerNoOf); the pipeline checks the answer again before it is
//                                   sent: a record of another dealership is 404, a list row of one is dropped;
//     record: {table, key, column[, param]}
//                                 — a path parameter designating a row: `column` of the rows of `table` whose `key`
//                                   equals it is the dealership (customers.id); another dealership's is 404 before the
//                                   handler, as for an id that does not exist;
//     body: DealerNo              — a body field naming the dealership: a dealer's own customer number is filled in
//                                   when left out, another one is 403 before validation and before the handler.
// Read from the contract once, at registration; staff (no dealership) are not affected by any of it.
import type { FastifyRequest } from 'fastify';
import { derefSchema, type JsonSchema, type OpenApiDocument, type OperationEntry } from '../contract/loadContract.js';
import type { SessionUser } from '../http/OperationHandler.js';
import { forbidden, notFound } from '../http/HttpError.js';
import type { Queryable } from '../db/Database.js';
import { JsonText } from '../db/JsonText.js';

export interface DealerRecordLookup {
  table: string;
  key: string;
  column: string;
  param: string;
}

export interface DealerScope {
  answer?: string;
  answerIsArray: boolean;
  record?: DealerRecordLookup;
  body?: string;
}

export const NOT_FOR_DEALERS = 'Dealer users may not use this operation';
export const OTHER_DEALERSHIP = 'Dealer users act only for their own dealership';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** The dealership of a dealer user, or undefined for staff. */
export function dealerOf(user: SessionUser | null | undefined) {
  return user?.dealer ?? undefined;
}

/** The customer number a handler filters a dealer's rows by; null for staff (every dealership). */
export function dealerNoOf(user: SessionUser | null | undefined): string | null {
  return user?.dealer?.custNo ?? null;
}

function answerRecord(doc: OpenApiDocument, op: OperationEntry): { record?: JsonSchema; isArray: boolean } {
  const schema = op.operation.responses['200']?.content?.['application/json']?.schema;
  if (!schema) return { isArray: false };
  const answer = derefSchema(doc, schema);
  const isArray = answer.type === 'array';
  return { record: isArray ? derefSchema(doc, answer.items ?? {}) : answer, isArray };
}

function hasProperty(doc: OpenApiDocument, schema: JsonSchema | undefined, name: string): boolean {
  if (!schema) return false;
  const branches: JsonSchema[] = [schema, ...(Array.isArray(schema.allOf) ? schema.allOf : [])];
  return branches.some((b) => Object.hasOwn(derefSchema(doc, b).properties ?? {}, name));
}

/**
 * The operation's dealership rule: undefined when dealers may not call it (no x-dealer-scope), an empty rule for
 * x-dealer-scope: none. Throws, naming the operation, on a declaration the pipeline cannot apply.
 */
export function dealerScopeRule(doc: OpenApiDocument, op: OperationEntry): DealerScope | undefined {
  const declared: unknown = op.operation['x-dealer-scope'];
  if (declared === undefined) return undefined;
  if (declared === 'none') return { answerIsArray: false };
  const fail = (why: string) =>
    new Error(`${op.operationId}: x-dealer-scope must be none or {answer, record, body}: ${why}`);
  if (op.isPublic) throw fail('a public operation has no dealer user');
  if (typeof declared !== 'object' || declared === null || Array.isArray(declared)) throw fail('not an object');
  const { answer, record, body, ...rest } = declared as Record<string, unknown>;
  if (Object.keys(rest).length) throw fail(`unknown keys ${Object.keys(rest).join(', ')}`);
  const rule: DealerScope = { answerIsArray: false };
  if (answer !== undefined) {
    const shape = answerRecord(doc, op);
    if (typeof answer !== 'string' || !hasProperty(doc, shape.record, answer))
      throw fail(`answer must name a field of the 200 answer${shape.isArray ? "'s rows" : ''}`);
    rule.answer = answer;
    rule.answerIsArray = shape.isArray;
  }
  if (record !== undefined) {
    const { table, key, column, param } = (record ?? {}) as Record<string, unknown>;
    const paths = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
    const named = param ?? (paths.length === 1 ? paths[0] : undefined);
    if (typeof table !== 'string' || !IDENTIFIER.test(table)) throw fail('record.table must be a table name');
    if (typeof key !== 'string' || !IDENTIFIER.test(key)) throw fail('record.key must be a column name');
    if (typeof column !== 'string' || !IDENTIFIER.test(column)) throw fail('record.column must be a column name');
    if (typeof named !== 'string' || !paths.includes(named)) throw fail('record.param must name a path parameter');
    rule.record = { table, key, column, param: named };
  }
  if (body !== undefined) {
    const schema = op.operation.requestBody?.content?.['application/json']?.schema;
    if (typeof body !== 'string' || !hasProperty(doc, schema && derefSchema(doc, schema), body))
      throw fail('body must name a field of the request body');
    rule.body = body;
  }
  const paths = op.parameters.filter((p) => p.in === 'path');
  if (paths.length && !rule.record && !(op.method === 'get' && rule.answer))
    throw fail(`${op.path} designates a record: declare record {table, key, column} (or, for a GET, answer)`);
  if (!rule.answer && !rule.record && !rule.body)
    throw fail('declare answer, record or body (or none for an operation that holds no dealership rows)');
  return rule;
}

/** After authentication: a dealer user calling an operation not open to dealers is 403. */
export function enforceDealerOperation(rule: DealerScope | undefined, request: FastifyRequest): void {
  if (dealerOf(request.sessionUser) && !rule) throw forbidden(NOT_FOR_DEALERS);
}

/** Before validation and again before the handler: a dealer's body names its own dealership or none. */
export function enforceDealerBody(rule: DealerScope | undefined, request: FastifyRequest): void {
  const dealer = dealerOf(request.sessionUser);
  if (!dealer || !rule?.body) return;
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return; // validation answers 400
  const holder = body as Record<string, unknown>;
  const value = holder[rule.body];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    holder[rule.body] = dealer.custNo;
    return;
  }
  if (typeof value !== 'string' || value.trim().toUpperCase() !== dealer.custNo.toUpperCase())
    throw forbidden(OTHER_DEALERSHIP);
}

/** Before the handler: 404 when the row a path parameter designates belongs to another dealership. */
export async function enforceDealerRecord(rule: DealerScope | undefined, request: FastifyRequest, db: Queryable) {
  const dealer = dealerOf(request.sessionUser);
  const lookup = rule?.record;
  if (!dealer || !lookup) return;
  const raw = (request.params as Record<string, unknown>)[lookup.param];
  if (raw === undefined || raw === null) return;
  const rows = await db.query<{ dealer: number | null }>(
    `SELECT "${lookup.column}" AS dealer FROM "${lookup.table}" WHERE "${lookup.key}" = $1`,
    [raw],
  );
  if (rows.some((r) => Number(r.dealer) !== dealer.id)) throw notFound();
}

/**
 * Before the answer is sent: a record of another dealership is 404; a list keeps only the dealer's rows (the
 * handler's filter is the rule, this the backstop: a row it let through is dropped and logged).
 */
export function scopeDealerAnswer(rule: DealerScope | undefined, request: FastifyRequest, answer: unknown): unknown {
  const dealer = dealerOf(request.sessionUser);
  const field = rule?.answer;
  if (!dealer || !field) return answer;
  const value = answer instanceof JsonText ? (JSON.parse(answer.text) as unknown) : answer;
  const own = (row: unknown) =>
    typeof row === 'object' &&
    row !== null &&
    String((row as Record<string, unknown>)[field]).toUpperCase() === dealer.custNo.toUpperCase();
  if (!rule.answerIsArray) {
    if (value !== null && value !== undefined && !own(value)) throw notFound();
    return value;
  }
  if (!Array.isArray(value)) return value;
  const rows = value.filter(own);
  if (rows.length !== value.length)
    request.log.error(
      { dropped: value.length - rows.length },
      'dealer scope: the handler answered rows of another dealership; dropped',
    );
  return rows;
}
