// Every API and hub request is audited after its answer: method, url, operation, status, user, acting user, time.
// The rows are written in batches: one transaction for all the answers given within AUDIT_WINDOW_MS of the first one
// (and while the previous batch was being written), so a burst of requests costs a few statements a second rather
// than three per request (or per turn of the event loop) on the embedded database's single connection. close() and
// flushAudit() wait for every row.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/Database.js';

const COLUMNS = ['method', 'url', 'operation_id', 'status', 'user_guid', 'acting_user_guid', 'ip', 'ms'] as const;
/** Rows per INSERT (8 parameters each, well under PostgreSQL's 65,535). */
const BATCH_ROWS = 500;
/** How long the first answer of a batch waits for others to join it. */
const AUDIT_WINDOW_MS = 25;

export function installAudit(app: FastifyInstance, db: Database): void {
  const waiting: unknown[][] = [];
  let writing: Promise<void> | undefined;

  const writeWaiting = async () => {
    while (waiting.length) {
      const batch = waiting.splice(0, BATCH_ROWS);
      const values = batch
        .map((_, row) => `(${COLUMNS.map((_, col) => `$${row * COLUMNS.length + col + 1}`).join(', ')})`)
        .join(', ');
      await db
        .tx((tx) => tx.query(`INSERT INTO api_audit (${COLUMNS.join(', ')}) VALUES ${values}`, batch.flat()))
        .catch((err) => app.log.error({ err }, 'audit write failed'));
    }
  };
  const schedule = () => {
    if (writing) return;
    // The answers given in the next few milliseconds join the batch.
    writing = new Promise((resolve) => setTimeout(resolve, AUDIT_WINDOW_MS)).then(writeWaiting).finally(() => {
      writing = undefined;
      if (waiting.length) schedule();
    });
  };

  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (!path.startsWith('/api/') && !path.startsWith('/hub')) return;
    const user = request.sessionUser ?? null;
    waiting.push([
      request.method,
      // Query strings can carry tokens (hub access_token); only the path is kept.
      path.slice(0, 2000),
      (request.routeOptions.config as { operationId?: string })?.operationId ?? null,
      reply.statusCode,
      user?.guid ?? null,
      user?.actingAs ?? null,
      request.ip,
      Math.round(reply.elapsedTime),
    ]);
    schedule();
  });
  const flush = async () => {
    while (writing || waiting.length) {
      if (!writing) schedule();
      await writing;
    }
  };
  app.decorate('flushAudit', flush);
  app.addHook('onClose', flush);
}
