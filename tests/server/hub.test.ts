// The realtime hub with a real @microsoft/signalr client over a real socket: authentication, subscribe, publish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HubConnectionBuilder, HttpTransportType, LogLevel } from '@microsoft/signalr';
import { startTestServer, type TestServer } from './support/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ listen: true });
});
afterAll(() => server?.close());

const connect = (token: string, transport?: HttpTransportType) =>
  new HubConnectionBuilder()
    .withUrl(`${server.baseUrl}/hub`, { accessTokenFactory: () => token, ...(transport !== undefined && { transport }) })
    .configureLogging(LogLevel.None)
    .build();

describe('realtime hub', () => {
  it('delivers a published message to a subscribed client, and only to that group', async () => {
    const { token } = await server.login('mx.supervisor');
    const connection = connect(token);
    await connection.start();
    try {
      const received: unknown[] = [];
      const got = new Promise<unknown>((resolve) => connection.on('paintQcSaved', (payload) => (received.push(payload), resolve(payload))));
      await connection.invoke('Subscribe', 'shopfloor');
      server.app.services.publish('physical', 'paintQcSaved', { wrong: 'group' });
      server.app.services.publish('shopfloor', 'paintQcSaved', { VIN: '1N9GN2520SB123456', Type: 'trailer' });
      expect(await got).toEqual({ VIN: '1N9GN2520SB123456', Type: 'trailer' });
      expect(received).toHaveLength(1);
      await connection.invoke('Unsubscribe', 'shopfloor');
      await expect(connection.invoke('Subscribe', 'everyone')).rejects.toThrow(/Unknown group/);
    } finally {
      await connection.stop();
    }
  });

  it('refuses a connection without a valid token', async () => {
    await expect(connect('garbage').start()).rejects.toThrow();
    const negotiate = await fetch(`${server.baseUrl}/hub/negotiate?negotiateVersion=1`, { method: 'POST' });
    expect(negotiate.status).toBe(401);
    const ws = await fetch(`${server.baseUrl}/hub?access_token=garbage`);
    expect(ws.status).toBe(401);
  });

  it('a blocked session cannot connect', async () => {
    const admin = await server.login('admin');
    const qc = await server.login('qc.inspector');
    await server.inject({ method: 'POST', url: `/api/user/block_token?guid=${qc.body.User.Guid}`, headers: admin.headers });
    await expect(connect(qc.token, HttpTransportType.WebSockets).start()).rejects.toThrow();
  });
});
