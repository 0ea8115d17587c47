// The public job application took 30 of 30 scripted submissions. It now needs the login's bot check
// (a solved ALTCHA payload, once) and is limited per client IP; NORSTAR_JWT_SECRET shorter than 32 bytes is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { loadConfig } from '../../server/config.js';
import { startTestServer, type TestServer } from '../../server/testing/testServer.js';
import { expectContract } from './support/contractResponse.js';

const application = {
  Plant: 2,
  FirstName: 'Dana',
  LastName: 'Hill',
  Email: 'dana.hill@mail.com',
  Phone: '(903) 555-0199',
  Position: 'Welder',
  ShiftPreference: 'First',
  AvailableFrom: '2026-12-01',
  ExperienceYears: 4,
  Message: null,
};

const submit = (server: TestServer, body: object, remoteAddress = '203.0.113.7') =>
  server.inject({ method: 'POST', url: '/api/hr/job-applications', payload: body, remoteAddress });

const stored = async (server: TestServer) =>
  (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM job_applications'))[0].n;

describe('job application with the bot check on', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: 'none', captcha: true });
  });
  afterAll(() => server?.close());

  it('refuses scripted submissions without a solved bot check and stores none of them', async () => {
    const before = await stored(server);
    for (const Captcha of [
      undefined,
      null,
      '',
      'not-a-payload',
      Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
    ]) {
      const res = await submit(server, { ...application, Captcha });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual([{ field: 'Captcha', message: 'Complete the bot check and try again' }]);
    }
    expect(await stored(server)).toBe(before);
  });

  it('stores an application with a solved challenge, and refuses the same payload again', async () => {
    const challenge = expectContract('getCaptchaChallenge', await server.inject('/api/captcha/challenge'));
    const solution = await solveChallenge({ challenge, deriveKey });
    const Captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const saved = expectContract('submitJobApplication', await submit(server, { ...application, Captcha }));
    expect(saved.Message).toBe('Thank you! Your application was received.');
    const replay = await submit(server, { ...application, Captcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('Complete the bot check and try again');
  });
});

describe('job application rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: 'none' });
  });
  afterAll(() => server?.close());

  it('answers 429 with Retry-After to the 21st submission from one IP within the hour, not to another IP', async () => {
    for (let i = 1; i <= 20; i++)
      expect((await submit(server, application, '198.51.100.20')).statusCode, `submission ${i}`).toBe(200);
    const over = await submit(server, application, '198.51.100.20');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expectContract('submitJobApplication', over);
    expect((await submit(server, application, '198.51.100.21')).statusCode).toBe(200);
  });
});

describe('NORSTAR_JWT_SECRET', () => {
  it('is refused at start when shorter than 32 bytes, with a message naming it', () => {
    expect(() => loadConfig({ NORSTAR_JWT_SECRET: 'x'.repeat(31) })).toThrow(
      /NORSTAR_JWT_SECRET must be at least 32 bytes, got 31/,
    );
    // Bytes, not characters: 16 two-byte characters are 32 bytes.
    expect(loadConfig({ NORSTAR_JWT_SECRET: 'é'.repeat(16) }).jwtSecret.length).toBe(32);
    expect(loadConfig({ NORSTAR_JWT_SECRET: 'x'.repeat(32) }).jwtSecret.length).toBe(32);
    expect(loadConfig({}).jwtSecret.length).toBe(0);
  });
});
