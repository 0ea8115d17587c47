// Sign-out on the server: POST /user/logout ends the caller's session, so the same token answers
// 401 afterwards, while the user's other sessions stay signed in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../server/testing/testServer.js';
import { expectContract } from './support/contractResponse.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('logout', () => {
  it('ends the session: the same token answers 401 afterwards, other sessions of the user keep working', async () => {
    const session = await server.login('qc.inspector');
    const otherDevice = await server.login('qc.inspector');
    expect((await server.inject({ url: '/api/user/GetUserByToken/', headers: session.headers })).statusCode).toBe(200);
    const res = await server.inject({ method: 'POST', url: '/api/user/logout', headers: session.headers });
    expect(res.statusCode).toBe(200);
    expect(expectContract('logout', res)).toEqual({ ok: true, message: 'Signed out' });
    const after = await server.inject({ url: '/api/user/GetUserByToken/', headers: session.headers });
    expect(after.statusCode).toBe(401);
    expectContract('getUserByToken', after);
    expect((await server.inject({ url: '/api/plants/', headers: session.headers })).statusCode).toBe(401);
    // Logging out again with the dead token is a 401 too, not a 500.
    expect(
      expectContract(
        'logout',
        await server.inject({ method: 'POST', url: '/api/user/logout', headers: session.headers }),
      ).statusCode,
    ).toBe(401);
    expect((await server.inject({ url: '/api/user/GetUserByToken/', headers: otherDevice.headers })).statusCode).toBe(
      200,
    );
  });

  it('needs a token', async () => {
    expect((await server.inject({ method: 'POST', url: '/api/user/logout' })).statusCode).toBe(401);
  });
});
