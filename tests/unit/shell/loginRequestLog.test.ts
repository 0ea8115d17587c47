// SPEC §7 logs every request except the route-log url and localhost: the login call too. It is sent before any token
// exists, so its log entry is written once the answer has arrived, with the answer's token, and never carries the
// password or the bot-check payload.
import createClient from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import { createPortalMiddleware, type RequestLogEntry } from '../../../engine/api/portalMiddleware';
import { createSessionGate } from '../../../engine/api/sessionGate';
import type { paths } from '../../../generated/erp-api';

const baseUrl = 'https://erp.norstar.test/api';

function setup(storedToken: string | null) {
  const logs: { entry: RequestLogEntry; token: string | null }[] = [];
  const fakeFetch = vi.fn(async (request: Request) => {
    const body = (await request.json()) as { Password?: string };
    return body.Password === 'Norstar2026'
      ? Response.json({ Token: 'login.token.jwt', User: { Username: 'it.support' } })
      : Response.json({ statusCode: 401, error: 'Unauthorized', message: 'Invalid' }, { status: 401 });
  });
  const client = createClient<paths>({ baseUrl, fetch: fakeFetch });
  client.use(
    createPortalMiddleware({
      getToken: () => storedToken,
      gate: createSessionGate(),
      baseUrl: () => baseUrl,
      shouldLog: () => true,
      // The real writer drops an entry without a token; record what it would be sent with.
      writeLog: (entry, token) => logs.push({ entry, token: token ?? storedToken }),
    }),
  );
  return { client, logs };
}

describe('request log of the login call', () => {
  it('logs a successful login with the token of its answer, password and captcha masked', async () => {
    const { client, logs } = setup(null);
    const body = { Username: 'it.support', Password: 'Norstar2026', Captcha: 'altcha-payload' };
    const result = await client.POST('/User/Authenticate', { body });
    expect(result.response.status).toBe(200);
    await vi.waitFor(() => expect(logs).toHaveLength(1));
    expect(logs[0].token).toBe('login.token.jwt');
    expect(logs[0].entry).toMatchObject({
      method: 'post',
      url: '/User/Authenticate',
      data: { Username: 'it.support', Password: '***', Captcha: '***' },
    });
    expect(JSON.stringify(logs)).not.toContain('Norstar2026');
  });

  it('logs a refused login with the stored token, if any', async () => {
    const { client, logs } = setup('earlier.token.jwt');
    await client.POST('/User/Authenticate', { body: { Username: 'it.support', Password: 'wrong-one' } });
    await vi.waitFor(() => expect(logs).toHaveLength(1));
    expect(logs[0].token).toBe('earlier.token.jwt');
    expect(JSON.stringify(logs)).not.toContain('wrong-one');
  });
});
