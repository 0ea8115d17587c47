// IT assets through the HTTP API: both plants' devices with their assigned employees; the it role is required.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import { expectContract } from '../support/contractResponse.js';

let server: TestServer;
let itSupport: LoginResult;

beforeAll(async () => {
  server = await startTestServer();
  itSupport = await server.login('it.support');
});
afterAll(() => server?.close());

describe('IT assets', () => {
  it.each([2, 3])('lists the devices of plant %s with their employees', async (plant) => {
    const res = await server.inject({
      method: 'GET',
      url: `/api/it/assets/Device/GetEmployee?plant=${plant}`,
      headers: itSupport.headers,
    });
    const rows = expectContract<any[]>('listAssetDevices', res);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.EplantId === plant)).toBe(true);
    expect(rows.some((r) => r.Employee)).toBe(true);
  });

  it('refuses qc.inspector with 403 and names a missing plant', async () => {
    const qc = await server.login('qc.inspector');
    expect(
      (await server.inject({ method: 'GET', url: '/api/it/assets/Device/GetEmployee?plant=2', headers: qc.headers }))
        .statusCode,
    ).toBe(403);
    const res = await server.inject({
      method: 'GET',
      url: '/api/it/assets/Device/GetEmployee',
      headers: itSupport.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.map((f: { field: string }) => f.field)).toContain('plant');
  });
});
