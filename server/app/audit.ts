// Every API and hub request is audited after its answer: method, url, operation, status, user, acting user, time.
// Writes are tracked so that close() waits for them before the database closes.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/Database.js';

export function installAudit(app: FastifyInstance, db: Database): void {
  const pending = new Set<Promise<unknown>>();
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (!path.startsWith('/api/') && !path.startsWith('/hub')) return;
    const user = request.sessionUser ?? null;
    const write = db
      .tx((tx) =>
        tx.query(
          `INSERT INTO api_audit (method, url, operation_id, status, user_guid, acting_user_guid, ip, ms)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            request.method,
            // Query strings can carry tokens (hub access_token); only the path is kept.
            path.slice(0, 2000),
            (request.routeOptions.config as { operationId?: string })?.operationId ?? null,
            reply.statusCode,
            user?.guid ?? null,
            user?.actingAs ?? null,
            request.ip,
            Math.round(reply.elapsedTime),
          ],
        ),
      )
      .catch((err) => request.log.error({ err }, 'audit write failed'))
      .finally(() => pending.delete(write));
    pending.add(write);
  });
  const flush = async () => {
    await Promise.all([...pending]);
  };
  app.decorate('flushAudit', flush);
  app.addHook('onClose', flush);
}
