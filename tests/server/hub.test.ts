// The realtime hub with a real @microsoft/signalr client over a real socket: authentication, subscribe, publish;
// groups limited to the roles of the operations they refresh and to the plants the user may see; a revoked session's
// socket gets nothing more and is closed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HubConnectionBuilder, HttpTransportType, LogLevel, type HubConnection } from '@microsoft/signalr';
import { loadContract } from '../../server/contract/loadContract.js';
import { HUB_GROUPS, HUB_GROUP_OPERATIONS, hubGroupRoles, type HubGroup } from '../../server/hub/hubGroups.js';
import { SESSION_CHECK_INTERVAL_MS } from '../../server/hub/hub.js';
import { liveGroups } from '../../engine/stores/liveStore.js';
import { startTestServer, type LoginResult, type TestServer } from '../../server/testing/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ listen: true });
});
afterAll(() => server?.close());

const connect = (token: string, transport?: HttpTransportType) =>
  new HubConnectionBuilder()
    .withUrl(`${server.baseUrl}/hub`, {
      accessTokenFactory: () => token,
      ...(transport !== undefined && { transport }),
    })
    .configureLogging(LogLevel.None)
    .build();

describe('realtime hub', () => {
  it('delivers a published message to a subscribed client, and only to that group', async () => {
    const { token } = await server.login('mx.supervisor');
    const connection = connect(token);
    await connection.start();
    try {
      const received: unknown[] = [];
      const got = new Promise<unknown>((resolve) =>
        connection.on('paintQcSaved', (payload) => (received.push(payload), resolve(payload))),
      );
      await connection.invoke('Subscribe', 'shopfloor');
      server.app.services.publish('physical', 'paintQcSaved', { Plant: 3, wrong: 'group' });
      server.app.services.publish('shopfloor', 'paintQcSaved', { Plant: 3, VIN: '1N9GN2520SB123456', Type: 'trailer' });
      expect(await got).toEqual({ Plant: 3, VIN: '1N9GN2520SB123456', Type: 'trailer' });
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
    await server.inject({
      method: 'POST',
      url: `/api/user/block_token?guid=${qc.body.User.Guid}`,
      headers: admin.headers,
    });
    await expect(connect(qc.token, HttpTransportType.WebSockets).start()).rejects.toThrow();
  });
});

const userWithRoles = (plant: number, roles: string[]) => server.loginWithRoles(plant, roles, 'hub');

/** A started connection that records every message of the given methods, and how it closed. */
async function listen(who: LoginResult, methods: string[]) {
  const connection: HubConnection = connect(who.token, HttpTransportType.WebSockets);
  const received: Array<{ method: string; payload: unknown }> = [];
  const waiters: Array<{ method: string; resolve: (payload: unknown) => void }> = [];
  for (const method of methods) {
    connection.on(method, (payload: unknown) => {
      received.push({ method, payload });
      for (const w of waiters.filter((x) => x.method === method)) w.resolve(payload);
    });
  }
  // Bounded, so a socket that is never closed fails the test instead of hanging it.
  const closed = new Promise<Error | undefined>((resolve, reject) => {
    connection.onclose(resolve);
    setTimeout(() => reject(new Error('the hub did not close the socket')), SESSION_CHECK_INTERVAL_MS + 3_000).unref();
  });
  closed.catch(() => undefined);
  await connection.start();
  const next = (method: string) => new Promise<unknown>((resolve) => waiters.push({ method, resolve }));
  return { connection, received, closed, next };
}

const publish = (group: HubGroup, method: string, payload: object) => server.app.hub.publish(group, method, payload);

describe('realtime hub: who may listen to what', () => {
  it('takes each group’s roles from the x-roles of the operations its screens refresh', () => {
    expect([...liveGroups]).toEqual([...HUB_GROUPS]);
    // Every screen that refreshes on a group uses only operations listed for that group.
    const screensDir = join(import.meta.dirname, '../../screens');
    const problems: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.screen.json')) {
          const text = readFileSync(path, 'utf8');
          const group = /"realtime":\s*"(\w+)"/.exec(text)?.[1] as HubGroup | undefined;
          if (!group) continue;
          for (const [, op] of text.matchAll(/"operationId":\s*"(\w+)"/g)) {
            if (!HUB_GROUP_OPERATIONS[group]?.includes(op))
              problems.push(`${entry.name}: ${op} is not listed for ${group}`);
          }
        }
      }
    };
    walk(screensDir);
    expect(problems).toEqual([]);
    expect(hubGroupRoles(loadContract())).toEqual({
      global: [],
      shopfloor: ['production', 'qc', 'qc_paint_entry', 'shipping'],
      physical: ['inventory', 'inventory_count'],
    });
  });

  it('refuses a user with no roles every role-bound group, and sends it nothing of them', async () => {
    const nobody = await userWithRoles(2, []);
    const hub = await listen(nobody, ['paintQcSaved', 'cycleCountRecorded', 'notice']);
    try {
      for (const group of ['shopfloor', 'physical']) {
        await expect(hub.connection.invoke('Subscribe', group)).rejects.toThrow(
          `You do not have permission to subscribe to group '${group}'`,
        );
        await expect(hub.connection.invoke('Subscribe', group, 2)).rejects.toThrow(/permission/);
      }
      await hub.connection.invoke('Subscribe', 'global');
      const notice = hub.next('notice');
      publish('shopfloor', 'paintQcSaved', { Plant: 2 });
      publish('physical', 'cycleCountRecorded', { Plant: 2 });
      publish('global', 'notice', { Plant: 2, text: 'shift change' });
      await notice;
      expect(hub.received.map((r) => r.method)).toEqual(['notice']);
    } finally {
      await hub.connection.stop();
    }
  });

  it('a plant-2 user without change_plant cannot subscribe to plant 3, and hears only plant 2', async () => {
    const qc = await server.login('qc.inspector');
    const hub = await listen(qc, ['paintQcSaved']);
    try {
      await expect(hub.connection.invoke('Subscribe', 'shopfloor', 3)).rejects.toThrow(
        "Plant 3 is not your plant (2): working with another plant's data needs the change_plant role",
      );
      await hub.connection.invoke('Subscribe', 'shopfloor', 2);
      await hub.connection.invoke('Subscribe', 'shopfloor');
      const own = hub.next('paintQcSaved');
      publish('shopfloor', 'paintQcSaved', { Plant: 3, VIN: 'MX' });
      publish('shopfloor', 'paintQcSaved', { Plant: 2, VIN: 'US' });
      expect(await own).toEqual({ Plant: 2, VIN: 'US' });
      expect(hub.received).toHaveLength(1);
    } finally {
      await hub.connection.stop();
    }
  });

  it('change_plant and super users may listen to either plant', async () => {
    for (const who of [await userWithRoles(2, ['qc', 'change_plant']), await server.login('admin')]) {
      const hub = await listen(who, ['paintQcSaved']);
      try {
        await hub.connection.invoke('Subscribe', 'shopfloor', 3);
        const got = hub.next('paintQcSaved');
        publish('shopfloor', 'paintQcSaved', { Plant: 3, VIN: 'MX' });
        expect(await got).toEqual({ Plant: 3, VIN: 'MX' });
      } finally {
        await hub.connection.stop();
      }
    }
  });

  it('stops pushing a group when its roles are taken away while connected', async () => {
    const user = await userWithRoles(2, ['qc']);
    const hub = await listen(user, ['paintQcSaved', 'notice']);
    try {
      await hub.connection.invoke('Subscribe', 'shopfloor');
      await hub.connection.invoke('Subscribe', 'global');
      const first = hub.next('paintQcSaved');
      publish('shopfloor', 'paintQcSaved', { Plant: 2, n: 1 });
      await first;
      await server.db.query('DELETE FROM user_roles WHERE user_guid = $1', [user.body.User.Guid]);
      const notice = hub.next('notice');
      publish('shopfloor', 'paintQcSaved', { Plant: 2, n: 2 });
      publish('global', 'notice', { Plant: 2 });
      await notice;
      expect(hub.received.map((r) => r.method)).toEqual(['paintQcSaved', 'notice']);
    } finally {
      await hub.connection.stop();
    }
  });
});

describe('realtime hub: revoked sessions', () => {
  it('a socket whose session is blocked receives nothing more and is closed', async () => {
    const admin = await server.login('admin');
    const user = await userWithRoles(3, ['production']);
    const hub = await listen(user, ['nestJobReported']);
    await hub.connection.invoke('Subscribe', 'shopfloor');
    const first = hub.next('nestJobReported');
    publish('shopfloor', 'nestJobReported', { Plant: 3, n: 1 });
    await first;
    const block = await server.inject({
      method: 'POST',
      url: `/api/user/block_token?guid=${user.body.User.Guid}`,
      headers: admin.headers,
    });
    expect(block.statusCode).toBe(200);
    publish('shopfloor', 'nestJobReported', { Plant: 3, n: 2 });
    const error = await hub.closed;
    expect(error?.message).toMatch(/This session has been blocked/);
    expect(hub.received.map((r) => r.payload)).toEqual([{ Plant: 3, n: 1 }]);
  });

  it('an idle socket is closed within a few seconds of its user being suspended', async () => {
    const user = await userWithRoles(2, ['qc']);
    const hub = await listen(user, ['paintQcSaved']);
    await hub.connection.invoke('Subscribe', 'shopfloor');
    const started = Date.now();
    await server.db.query('UPDATE users SET is_suspended = true WHERE guid = $1', [user.body.User.Guid]);
    const error = await hub.closed;
    expect(error?.message).toMatch(/suspended or inactive/);
    expect(Date.now() - started).toBeLessThanOrEqual(SESSION_CHECK_INTERVAL_MS + 2_000);
  }, 15_000);
});
