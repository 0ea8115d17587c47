// A restart without a lost request or a dead live view: on close (SIGTERM) the server finishes the requests under way,
// tells each hub socket it may reconnect, and the portal's hub connection comes back (here to the instance started on
// the same address) with the token the portal holds now, not the one it connected with.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HubConnectionState } from '@microsoft/signalr';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app/buildApp.js';
import { handlers } from '../../server/handlers/index.js';
import type { RuntimeHandlerMap } from '../../server/http/OperationHandler.js';
import { startTestServer, type TestServer } from '../../server/testing/testServer.js';

const RS = '\u001e';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The portal keeps its token in localStorage; the engine's hub connection reads it there on every (re)connect. */
const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
});

/** GetUserByToken made slow, to have a request under way when the server is told to stop. */
const slowHandlers: RuntimeHandlerMap = {
  ...handlers,
  getUserByToken: async (ctx) => {
    await sleep(1500);
    return handlers.getUserByToken!(ctx);
  },
};

let server: TestServer;
let restarted: FastifyInstance | undefined;
beforeAll(async () => {
  server = await startTestServer({ listen: true, handlers: slowHandlers });
});
afterAll(async () => {
  await restarted?.close();
  await server?.close();
  vi.unstubAllGlobals();
});

describe('graceful restart', () => {
  it('finishes a request under way, refuses new ones, and tells hub sockets to reconnect', async () => {
    const { token, headers } = await server.login('qc.inspector');
    const socket = new WebSocket(`${server.baseUrl!.replace('http', 'ws')}/hub?access_token=${token}`);
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(...data.toString().split(RS).filter(Boolean)));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ protocol: 'json', version: 1 }) + RS);
    await expect.poll(() => frames).toContain('{}');
    const closedSocket = new Promise((resolve) => socket.once('close', resolve));

    const underWay = fetch(`${server.baseUrl}/api/user/GetUserByToken/`, { headers });
    await sleep(300);
    const closing = server.app.close();
    await sleep(100);
    await expect(fetch(`${server.baseUrl}/health`)).rejects.toThrow();
    expect((await underWay).status).toBe(200);
    await closing;
    await closedSocket;
    expect(frames.map((f) => JSON.parse(f))).toContainEqual(expect.objectContaining({ type: 7, allowReconnect: true }));
  });
});

describe('the portal hub client after a restart', () => {
  it('reconnects to the restarted server with the current token', async () => {
    const first = await startTestServer({ listen: true });
    const { buildHubConnection } = await import('../../engine/realtime/hubConnection.js');
    const { setToken } = await import('../../engine/api/token.js');
    const old = await first.login('qc.inspector');
    setToken(old.token);
    const connection = buildHubConnection(`${first.baseUrl}/hub`);
    try {
      await connection.start();
      const reconnected = new Promise((resolve) => connection.onreconnected(resolve));
      // The user signed in again meanwhile (the portal then holds the new token) and the old session ended.
      const fresh = await first.login('qc.inspector');
      setToken(fresh.token);
      const out = await first.inject({ method: 'POST', url: '/api/user/logout', headers: old.headers });
      expect(out.statusCode).toBe(200);

      const { port } = new URL(first.baseUrl!);
      await first.app.close();
      restarted = await buildApp(first.config, first.db, { logger: false });
      await restarted.listen({ port: Number(port), host: '127.0.0.1' });
      await reconnected;
      expect(connection.state).toBe(HubConnectionState.Connected);
      await expect(connection.invoke('Subscribe', 'shopfloor')).resolves.toBeNull();
    } finally {
      await connection.stop();
      await restarted?.close();
      restarted = undefined;
      await first.close().catch(() => undefined);
    }
  });
});
