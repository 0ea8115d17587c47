// Exactly-once writes for clients that retry: an operation whose contract declares the Idempotency-Key header runs,
// when a key is sent, inside one transaction that also stores the key with the answer. A repeat of the same request
// with the same key gets the stored answer (same status and body) and writes nothing; the key reused for a different
// request is refused. A refused write (any error) rolls back with the key, so a corrected entry can be sent under it.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationEntry } from '../contract/loadContract.js';
import type { Database, Queryable, Row } from '../db/Database.js';
import { badRequest, HttpError } from '../http/HttpError.js';
import type { PlantMessage, ServerServices } from '../http/OperationHandler.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request; a new entry needs a new key';

/** True when the operation's contract declares the Idempotency-Key header. */
export function acceptsIdempotencyKey(op: OperationEntry): boolean {
  return op.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase());
}

/** The request's key, undefined when none was sent; a malformed key is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value))
    throw badRequest(`${IDEMPOTENCY_HEADER} must be 1 to 200 visible ASCII characters`);
  return value;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What makes two requests the same: the operation and its validated path, query and body. */
export function requestHash(operationId: string, request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): string {
  const text = canonical({ operationId, params: request.params, query: request.query, body: request.body });
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The database a handler sees inside the key's transaction: every statement runs in it, and the handler's own
 * transactions become savepoints, so a handler that catches a failed statement keeps working as it does outside.
 */
function transactionDatabase(db: Database, tx: Queryable): Database {
  let savepoints = 0;
  return {
    kind: db.kind,
    query: <T extends Row = Row>(sql: string, params?: unknown[]) => tx.query<T>(sql, params),
    async tx<T>(fn: (inner: Queryable) => Promise<T>): Promise<T> {
      const name = `handler_tx_${++savepoints}`;
      await tx.query(`SAVEPOINT ${name}`);
      try {
        const out = await fn(tx);
        await tx.query(`RELEASE SAVEPOINT ${name}`);
        return out;
      } catch (error) {
        await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
        throw error;
      }
    },
    exec: async (sql: string) => {
      await tx.query(sql);
    },
    close: async () => {
      throw new Error('a handler does not close the database');
    },
  };
}

/** Live messages of the write, held until its transaction has committed (a rolled-back write announces nothing). */
function deferredPublish(services: ServerServices) {
  const queued: Array<() => void> = [];
  function publish(group: 'global', method: string, payload: unknown): void;
  function publish(group: 'shopfloor' | 'physical', method: string, payload: PlantMessage): void;
  function publish(group: 'global' | 'shopfloor' | 'physical', method: string, payload: unknown): void {
    queued.push(() =>
      group === 'global'
        ? services.publish(group, method, payload)
        : services.publish(group, method, payload as PlantMessage),
    );
  }
  return { publish, flush: () => queued.splice(0).forEach((send) => send()) };
}

export interface KeyedRun {
  key: string;
  userGuid: string;
  operationId: string;
  hash: string;
}

/**
 * Runs the handler under the key. Returns the body to send; on a repeat the stored answer with its status (and an
 * Idempotent-Replayed header, so a client or a log can tell).
 */
export async function runWithIdempotencyKey(
  services: ServerServices,
  run: KeyedRun,
  reply: FastifyReply,
  handler: (services: ServerServices) => Promise<unknown>,
): Promise<unknown> {
  const publisher = deferredPublish(services);
  const out = await services.db.tx(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (user_guid, key, operation_id, request_hash, status_code)
       VALUES ($1, $2, $3, $4, 0) ON CONFLICT DO NOTHING RETURNING key`,
      [run.userGuid, run.key, run.operationId, run.hash],
    );
    if (!claimed.length) {
      const [stored] = await tx.query<{
        operation_id: string;
        request_hash: string;
        status_code: number;
        response: unknown;
      }>(
        'SELECT operation_id, request_hash, status_code, response FROM idempotency_keys WHERE user_guid = $1 AND key = $2',
        [run.userGuid, run.key],
      );
      if (!stored || stored.operation_id !== run.operationId || stored.request_hash !== run.hash)
        throw new HttpError(422, KEY_REUSED_MESSAGE);
      return { replayed: true, status: stored.status_code, body: stored.response };
    }
    const body = await handler({ ...services, db: transactionDatabase(services.db, tx), publish: publisher.publish });
    const answer = body === undefined ? { ok: true } : body;
    await tx.query('UPDATE idempotency_keys SET status_code = $3, response = $4 WHERE user_guid = $1 AND key = $2', [
      run.userGuid,
      run.key,
      reply.statusCode,
      JSON.stringify(answer),
    ]);
    return { replayed: false, status: reply.statusCode, body: answer };
  });
  publisher.flush();
  if (out.replayed) reply.code(out.status).header('Idempotent-Replayed', 'true');
  return out.body;
}
