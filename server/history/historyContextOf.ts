// The history context of one write request: the operation, a request id (also answered as X-Request-Id, so a caller
// can find its own entries) and who wrote. When an administrator logged in as another user, the administrator is who
// wrote and the user is on whose behalf.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { maybeOne } from '../db/Database.js';
import type { ServerServices } from '../http/OperationHandler.js';
import type { HistoryContext } from './historyContext.js';

export async function historyContextOf(
  operation: string,
  request: FastifyRequest,
  services: ServerServices,
): Promise<HistoryContext> {
  const user = request.sessionUser;
  const requestId = randomUUID();
  request.historyRequestId = requestId;
  const actor = user?.actingAs
    ? await maybeOne<{ username: string; name: string }>(
        services.db,
        "SELECT username, btrim(concat_ws(' ', firstname, lastname)) AS name FROM users WHERE guid = $1",
        [user.actingAs],
      )
    : undefined;
  if (user && actor)
    return {
      operation,
      requestId,
      userGuid: user.actingAs!,
      username: actor.username,
      userName: actor.name,
      onBehalfOf: user.username,
    };
  return {
    operation,
    requestId,
    userGuid: user?.guid ?? null,
    username: user?.username ?? null,
    userName: user ? `${user.firstName} ${user.lastName}`.trim() : null,
    onBehalfOf: null,
  };
}
