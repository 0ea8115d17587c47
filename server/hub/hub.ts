// The realtime hub at /hub: the SignalR JSON hub protocol over WebSocket, enough for @microsoft/signalr's client.
// POST /hub/negotiate (negotiateVersion 1, WebSockets/Text) → WS upgrade authenticated like a bearer token (the
// access_token query parameter browsers send, or the Authorization header) → handshake → invocations of
// Subscribe(group[, plant])/Unsubscribe(group[, plant]) → server pushes `publish(group, method, payload)` to the
// group's members, and `publishToUser(guid, method, payload)` to every connection of one user (no subscription: a
// user always hears what concerns their own account, e.g. that their roles changed).
//
// Who hears what: a group is open to the roles of the operations it refreshes (hubGroups.ts); the shopfloor and
// physical groups carry one plant per message, heard by users of that plant, or of every plant with change_plant or
// super user. The session behind a socket is checked again before each batch of pushes and every few seconds, with
// the same check as every API request: a blocked, expired or suspended session gets nothing more and is closed.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { SessionUser } from '../http/OperationHandler.js';
import { HttpError } from '../http/HttpError.js';
import { hasAnyRole } from '../auth/authenticate.js';
import { maySeePlant, otherPlantMessage, seesEveryPlant } from '../auth/plantAccess.js';
import type { Database } from '../db/Database.js';
import { HUB_GROUPS, PLANT_GROUPS, type HubGroup } from './hubGroups.js';
import { startHubFanout, type Frame } from './hubFanout.js';

export { HUB_GROUPS, type HubGroup };

const RS = '\u001e';
const PING_INTERVAL_MS = 15_000;
/** How often an idle socket's session is checked again (pushes check it anyway, before they are sent). */
export const SESSION_CHECK_INTERVAL_MS = 5_000;
/** SignalR message types used here. */
const INVOCATION = 1;
const COMPLETION = 3;
const PING = 6;
const CLOSE = 7;

interface HubMessage {
  type?: number;
  protocol?: unknown;
  version?: unknown;
  invocationId?: string;
  target?: string;
  arguments?: unknown[];
}

interface Connection {
  socket: WebSocket;
  token: string;
  /** The session user as of the last check. */
  user: SessionUser;
  /** group → plants subscribed; null stands for "every plant this user may see". */
  subscriptions: Map<HubGroup, Set<number | null>>;
  handshaken: boolean;
  closed: boolean;
  /** Frames published since the last session check, sent after the next one. */
  pending: Frame[];
  checking: Promise<void> | null;
}

export interface Hub {
  publish(group: HubGroup, method: string, payload: unknown): void;
  /** Pushes a message to every open connection of one user, after the usual session check. */
  publishToUser(userGuid: string, method: string, payload: unknown): void;
  /** Number of open, handshaken connections (for tests and health). */
  connectionCount(): number;
}

export type HubAuthenticator = (token: string | undefined) => Promise<SessionUser>;

export interface HubOptions {
  /** Any-of roles per group (hubGroupRoles of the contract). */
  groupRoles: Record<HubGroup, string[]>;
  sessionCheckIntervalMs?: number;
  /** The shared database: on PostgreSQL, frames reach the sockets of every instance (hubFanout.ts). */
  db?: Database;
}

function tokenOf(request: FastifyRequest): string | undefined {
  const q = (request.query as Record<string, unknown>)?.access_token;
  if (typeof q === 'string' && q) return q;
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

function plantOf(payload: unknown): number | undefined {
  const plant = typeof payload === 'object' && payload !== null && 'Plant' in payload ? payload.Plant : undefined;
  return typeof plant === 'number' ? plant : undefined;
}

export async function registerHub(
  app: FastifyInstance,
  authenticate: HubAuthenticator,
  options: HubOptions,
): Promise<Hub> {
  const { groupRoles } = options;
  const connections = new Set<Connection>();
  // Registered before the websocket plugin's own preClose, which drops the sockets without a word: on a shutdown or
  // restart the client is told first that it may reconnect (to this instance once it is back, or to another).
  app.addHook('preClose', async () => {
    for (const c of connections) close(c, 'The server is restarting', true);
  });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  const authHook = async (request: FastifyRequest) => {
    request.sessionUser = await authenticate(tokenOf(request));
  };

  const send = (conn: Connection, message: object) => {
    if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(message) + RS);
  };

  const close = (conn: Connection, error: string | undefined, allowReconnect: boolean) => {
    if (conn.closed) return;
    conn.closed = true;
    conn.pending = [];
    connections.delete(conn);
    send(conn, { type: CLOSE, ...(error && { error }), allowReconnect });
    conn.socket.close();
  };

  /** Re-reads the session; a revoked one closes the socket (the client must sign in again, so no reconnect). */
  const refresh = async (conn: Connection): Promise<boolean> => {
    try {
      conn.user = await authenticate(conn.token);
      return !conn.closed;
    } catch (error) {
      const revoked = error instanceof HttpError && error.statusCode === 401;
      if (!revoked) app.log.warn({ err: error }, 'hub session check failed');
      close(conn, revoked ? error.message : 'The session could not be checked; reconnect', !revoked);
      return false;
    }
  };

  /** Whether the connection's user, as of its last check, may hear a frame it subscribed to. */
  const hears = (conn: Connection, frame: Frame): boolean => {
    if (frame.group === null) return frame.user !== undefined && conn.user.guid === frame.user;
    const plants = conn.subscriptions.get(frame.group);
    if (!plants?.size || !hasAnyRole(conn.user, groupRoles[frame.group])) return false;
    if (!PLANT_GROUPS.has(frame.group)) return true;
    if (frame.plant === undefined) return seesEveryPlant(conn.user);
    return (plants.has(null) || plants.has(frame.plant)) && maySeePlant(conn.user, frame.plant);
  };

  /** One session check for everything published since the last one, then the frames still allowed, in order. */
  const check = (conn: Connection) => {
    if (conn.checking || conn.closed) return;
    const run = async () => {
      try {
        do {
          // Frames published while a check is running wait for the next one: the session may have ended meanwhile.
          const batch = conn.pending.splice(0);
          if (!(await refresh(conn))) return;
          for (const frame of batch) {
            if (hears(conn, frame) && conn.socket.readyState === conn.socket.OPEN) conn.socket.send(frame.text);
          }
        } while (conn.pending.length > 0 && !conn.closed);
      } finally {
        conn.checking = null;
      }
    };
    conn.checking = run();
  };

  const invoke = async (conn: Connection, message: HubMessage) => {
    const reply = (result: { result?: unknown; error?: string }) => {
      // Invocations without an id are fire-and-forget (connection.send): no completion is expected.
      if (message.invocationId) send(conn, { type: COMPLETION, invocationId: message.invocationId, ...result });
    };
    const [group, plantArgument = null] = message.arguments ?? [];
    if (message.target !== 'Subscribe' && message.target !== 'Unsubscribe') {
      return reply({ error: `Unknown hub method '${message.target}'` });
    }
    const known = HUB_GROUPS.find((g) => g === group);
    if (!known) return reply({ error: `Unknown group '${String(group)}'; use one of ${HUB_GROUPS.join(', ')}` });
    if (plantArgument !== null && !(typeof plantArgument === 'number' && Number.isInteger(plantArgument))) {
      return reply({ error: 'The plant must be a plant id' });
    }
    const plant = plantArgument;
    if (plant !== null && !PLANT_GROUPS.has(known)) return reply({ error: `Group '${known}' is not per plant` });
    if (message.target === 'Unsubscribe') {
      conn.subscriptions.get(known)?.delete(plant);
      return reply({ result: null });
    }
    if (!(await refresh(conn))) return;
    if (!hasAnyRole(conn.user, groupRoles[known])) {
      return reply({ error: `You do not have permission to subscribe to group '${known}'` });
    }
    if (plant !== null && !maySeePlant(conn.user, plant)) return reply({ error: otherPlantMessage(conn.user, plant) });
    const plants = conn.subscriptions.get(known) ?? new Set<number | null>();
    plants.add(plant);
    conn.subscriptions.set(known, plants);
    return reply({ result: null });
  };

  app.post('/hub/negotiate', { onRequest: authHook, config: { operationId: 'hubNegotiate' } }, async () => {
    const connectionToken = randomBytes(16).toString('base64url');
    return {
      negotiateVersion: 1,
      connectionId: randomBytes(16).toString('base64url'),
      connectionToken,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    };
  });

  app.get(
    '/hub',
    { websocket: true, onRequest: authHook, config: { operationId: 'hubConnect' } },
    (socket, request) => {
      const conn: Connection = {
        socket,
        token: tokenOf(request) ?? '',
        user: request.sessionUser!,
        subscriptions: new Map(),
        handshaken: false,
        closed: false,
        pending: [],
        checking: null,
      };
      connections.add(conn);
      const ping = setInterval(() => send(conn, { type: PING }), PING_INTERVAL_MS);
      const recheck = setInterval(() => check(conn), options.sessionCheckIntervalMs ?? SESSION_CHECK_INTERVAL_MS);
      socket.on('close', () => {
        clearInterval(ping);
        clearInterval(recheck);
        conn.closed = true;
        connections.delete(conn);
      });
      socket.on('message', (data) => {
        for (const text of data.toString().split(RS)) {
          if (!text) continue;
          let message: HubMessage;
          try {
            message = JSON.parse(text);
          } catch {
            send(conn, { type: CLOSE, error: 'Invalid message' });
            socket.close();
            return;
          }
          if (!conn.handshaken) {
            if (message.protocol !== 'json' || message.version !== 1) {
              socket.send(
                JSON.stringify({ error: `Protocol ${message.protocol} version ${message.version} is not supported` }) +
                  RS,
              );
              socket.close();
              return;
            }
            conn.handshaken = true;
            socket.send('{}' + RS);
            continue;
          }
          if (message.type === PING) continue;
          if (message.type === CLOSE) {
            socket.close();
            return;
          }
          if (message.type === INVOCATION) {
            invoke(conn, message).catch((error: unknown) => {
              app.log.warn({ err: error }, 'hub invocation failed');
              if (message.invocationId)
                send(conn, { type: COMPLETION, invocationId: message.invocationId, error: 'The invocation failed' });
            });
          }
        }
      });
    },
  );

  app.addHook('onClose', async () => {
    for (const c of connections) close(c, undefined, true);
    await fanout?.close();
  });

  const deliver = (frame: Frame) => {
    for (const c of connections) {
      // Subscription and roles as of the last check pick the candidates; the check before sending has the final say.
      if (c.handshaken && !c.closed && hears(c, frame)) {
        c.pending.push(frame);
        check(c);
      }
    }
  };
  const fanout = options.db ? await startHubFanout(options.db, deliver, app.log) : undefined;
  const publishFrame = (frame: Frame) => {
    deliver(frame);
    fanout?.send(frame);
  };
  const frameText = (method: string, payload: unknown) =>
    JSON.stringify({ type: INVOCATION, target: method, arguments: [payload] }) + RS;

  return {
    publish(group, method, payload) {
      publishFrame({
        group,
        plant: PLANT_GROUPS.has(group) ? plantOf(payload) : undefined,
        text: frameText(method, payload),
      });
    },
    publishToUser(userGuid, method, payload) {
      publishFrame({ group: null, user: userGuid, plant: undefined, text: frameText(method, payload) });
    },
    connectionCount: () => [...connections].filter((c) => c.handshaken).length,
  };
}
