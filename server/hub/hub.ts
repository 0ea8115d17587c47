// The realtime hub at /hub: the SignalR JSON hub protocol over WebSocket, enough for @microsoft/signalr's client.
// POST /hub/negotiate (negotiateVersion 1, WebSockets/Text) → WS upgrade authenticated like a bearer token (the
// access_token query parameter browsers send, or the Authorization header) → handshake → invocations of
// Subscribe(group)/Unsubscribe(group) → server pushes `publish(group, method, payload)` to the group's members.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { SessionUser } from '../http/OperationHandler.js';

export const HUB_GROUPS = ['global', 'shopfloor', 'physical'] as const;
export type HubGroup = (typeof HUB_GROUPS)[number];

const RS = '\u001e';
const PING_INTERVAL_MS = 15_000;
/** SignalR message types used here. */
const INVOCATION = 1;
const COMPLETION = 3;
const PING = 6;
const CLOSE = 7;

interface Connection {
  socket: WebSocket;
  user: SessionUser;
  groups: Set<HubGroup>;
  handshaken: boolean;
}

export interface Hub {
  publish(group: HubGroup, method: string, payload: unknown): void;
  /** Number of open, handshaken connections (for tests and health). */
  connectionCount(): number;
}

export type HubAuthenticator = (token: string | undefined) => Promise<SessionUser>;

function tokenOf(request: FastifyRequest): string | undefined {
  const q = (request.query as Record<string, unknown>)?.access_token;
  if (typeof q === 'string' && q) return q;
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

export async function registerHub(app: FastifyInstance, authenticate: HubAuthenticator): Promise<Hub> {
  const connections = new Set<Connection>();
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  const authHook = async (request: FastifyRequest) => {
    request.sessionUser = await authenticate(tokenOf(request));
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

  app.get('/hub', { websocket: true, onRequest: authHook, config: { operationId: 'hubConnect' } }, (socket, request) => {
    const conn: Connection = { socket, user: request.sessionUser!, groups: new Set(), handshaken: false };
    connections.add(conn);
    const send = (message: object) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message) + RS);
    };
    const ping = setInterval(() => send({ type: PING }), PING_INTERVAL_MS);
    socket.on('close', () => {
      clearInterval(ping);
      connections.delete(conn);
    });
    socket.on('message', (data) => {
      for (const frame of data.toString().split(RS)) {
        if (!frame) continue;
        let message: any;
        try {
          message = JSON.parse(frame);
        } catch {
          send({ type: CLOSE, error: 'Invalid message' });
          socket.close();
          return;
        }
        if (!conn.handshaken) {
          if (message.protocol !== 'json' || message.version !== 1) {
            socket.send(JSON.stringify({ error: `Protocol ${message.protocol} version ${message.version} is not supported` }) + RS);
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
        if (message.type === INVOCATION) invoke(conn, message, send);
      }
    });
  });

  app.addHook('onClose', async () => {
    for (const c of connections) {
      if (c.socket.readyState === c.socket.OPEN) c.socket.send(JSON.stringify({ type: CLOSE }) + RS);
      c.socket.close();
    }
  });

  return {
    publish(group, method, payload) {
      const frame = JSON.stringify({ type: INVOCATION, target: method, arguments: [payload] }) + RS;
      for (const c of connections) {
        if (c.handshaken && c.groups.has(group) && c.socket.readyState === c.socket.OPEN) c.socket.send(frame);
      }
    },
    connectionCount: () => [...connections].filter((c) => c.handshaken).length,
  };
}

function invoke(conn: Connection, message: { invocationId?: string; target?: string; arguments?: unknown[] }, send: (m: object) => void) {
  const reply = (result: { result?: unknown; error?: string }) => {
    // Invocations without an id are fire-and-forget (connection.send): no completion is expected.
    if (message.invocationId) send({ type: COMPLETION, invocationId: message.invocationId, ...result });
  };
  const group = message.arguments?.[0] as HubGroup;
  if (message.target !== 'Subscribe' && message.target !== 'Unsubscribe') {
    reply({ error: `Unknown hub method '${message.target}'` });
    return;
  }
  if (!HUB_GROUPS.includes(group)) {
    reply({ error: `Unknown group '${String(group)}'; use one of ${HUB_GROUPS.join(', ')}` });
    return;
  }
  if (message.target === 'Subscribe') conn.groups.add(group);
  else conn.groups.delete(group);
  reply({ result: null });
}

