// The app's own behaviour around the operations: health, unknown routes, body limit, generic 500s without stack
// traces, the audit row of every request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../server/handlers/index.js';
import { startTestServer, type TestServer } from '../../server/testing/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    handlers: {
      ...handlers,
      // A handler failing the way a bug would: the caller must see a generic 500, never the message or stack.
      getSystemSettings: async () => {
        throw new Error('relation "secret_table" does not exist at /work/main/server/x.ts:12');
      },
    },
  });
});
afterAll(() => server?.close());

describe('app', () => {
  it('answers /health', async () => {
    const res = await server.inject('/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: server.db.kind });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await server.inject('/api/no/such/thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('hides unexpected errors behind a generic 500', async () => {
    const { headers } = await server.login('qc.inspector');
    const res = await server.inject({ url: '/api/system/settings', headers });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on the server; the error has been logged.',
    });
    expect(res.body).not.toMatch(/secret_table|\.ts:/);
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const { headers } = await server.login('qc.inspector');
    const res = await server.inject({
      method: 'POST',
      url: '/api/routes/log',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ Page: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().statusCode).toBe(413);
  });

  it('audits every API request with its user and status', async () => {
    const { headers, body } = await server.login('mx.supervisor');
    await server.inject({ url: '/api/plants/', headers });
    await server.inject({ url: '/api/user?plant=2', headers });
    await server.app.flushAudit();
    const rows = await server.db.query(`SELECT operation_id, status FROM api_audit WHERE user_guid = $1 ORDER BY id`, [
      body.User.Guid,
    ]);
    expect(rows).toEqual([
      { operation_id: 'listPlants', status: 200 },
      { operation_id: 'listUsers', status: 403 },
    ]);
  });
});
