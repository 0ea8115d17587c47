// 401 parking: concurrent 401s open one dialog; after the re-login each parked request is retried exactly once
// with the new token (bodies intact); when a different user signs in, the parked requests are rejected.
import createClient from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import { createPortalMiddleware, type RequestLogEntry } from '../../../engine/api/portalMiddleware';
import { createSessionGate, DifferentUserError } from '../../../engine/api/sessionGate';

const baseUrl = 'https://erp.norstar.test/api';

function setup() {
  let token = 'expired-token';
  const calls: { url: string; auth: string | null; body: string }[] = [];
  const fakeFetch = vi.fn(async (request: Request) => {
    const body = request.body ? await request.text() : '';
    calls.push({ url: request.url, auth: request.headers.get('Authorization'), body });
    if (request.headers.get('Authorization') !== 'Bearer fresh-token') {
      return new Response(JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Token expired' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ ok: true, url: request.url, echo: body ? JSON.parse(body) : null }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const gate = createSessionGate();
  const opens: boolean[] = [];
  gate.subscribe((open) => opens.push(open));
  const logs: RequestLogEntry[] = [];
  const client = createClient<any>({ baseUrl, fetch: fakeFetch });
  client.use(
    createPortalMiddleware({
      getToken: () => token,
      gate,
      baseUrl: () => baseUrl,
      shouldLog: (url) => !url.endsWith('/routes/log'),
      writeLog: (entry) => logs.push(entry),
    }),
  );
  const waitForParked = (n: number) => vi.waitFor(() => expect(gate.pendingCount()).toBe(n));
  return { client, gate, opens, calls, logs, fakeFetch, waitForParked, setToken: (t: string) => (token = t) };
}

describe('expired-session parking', () => {
  it('opens one dialog for two concurrent 401s and retries each request once after the re-login', async () => {
    const { client, gate, opens, calls, waitForParked, setToken } = setup();
    const save = client.POST('/ns/QC/PaintQC/tracking/trailer/add', { body: { VIN: '1N9TR2025X1000001' } });
    const lookup = client.GET('/plants/', {});
    await waitForParked(2);
    expect(opens).toEqual([true]);
    expect(gate.isOpen()).toBe(true);

    setToken('fresh-token');
    await gate.release();
    const [saved, plants] = await Promise.all([save, lookup]);

    expect(saved.data).toMatchObject({ ok: true, echo: { VIN: '1N9TR2025X1000001' } });
    expect(plants.data).toMatchObject({ ok: true });
    expect(opens).toEqual([true, false]);
    const saveCalls = calls.filter((c) => c.url.endsWith('/trailer/add'));
    expect(saveCalls.map((c) => c.auth)).toEqual(['Bearer expired-token', 'Bearer fresh-token']);
    expect(saveCalls[1].body).toBe(JSON.stringify({ VIN: '1N9TR2025X1000001' }));
    expect(calls.filter((c) => c.url.endsWith('/plants/'))).toHaveLength(2);
  });

  it('does not park the login call: wrong credentials are its answer', async () => {
    const { client, gate } = setup();
    const result = await client.POST('/User/Authenticate', { body: { Username: 'admin', Password: 'x' } });
    expect(result.response.status).toBe(401);
    expect(gate.pendingCount()).toBe(0);
  });

  it('rejects parked requests when a different user signs in', async () => {
    const { client, gate, waitForParked } = setup();
    const save = client.POST('/ns/QC/PaintQC/tracking/bed/add', { body: { VIN: 'X' } });
    await waitForParked(1);
    gate.drop();
    await expect(save).rejects.toBeInstanceOf(DifferentUserError);
  });

  it('logs each request with method, base URL, url and data, but not the route-log url', async () => {
    const { client, logs, setToken } = setup();
    setToken('fresh-token');
    await client.POST('/user/', { body: { Username: 'new.user' } });
    await client.POST('/routes/log', { body: { Page: '/Internal' } });
    await vi.waitFor(() => expect(logs).toHaveLength(1));
    expect(logs[0]).toMatchObject({ method: 'post', baseURL: baseUrl, url: '/user/', data: { Username: 'new.user' } });
    expect(logs[0]).toHaveProperty('origin');
    expect(logs[0]).toHaveProperty('href');
  });
});
