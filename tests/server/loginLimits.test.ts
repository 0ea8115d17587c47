// Password spraying: one IP trying many usernames is limited, one account tried from many IPs is
// slowed down progressively, and the real user is never locked out for more than a minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import {
  ACCOUNT_WINDOW_MS,
  MAX_ACCOUNT_DELAY_SECONDS,
  createLoginRateLimiter,
  type LoginRateLimiter,
} from '../../server/auth/loginRateLimiter.js';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../../server/testing/testServer.js';
import { expectContract } from './support/contractResponse.js';

// The server trusts X-Forwarded-For from loopback (a reverse proxy on the same host), which inject is.
const loginFrom = (server: TestServer, ip: string, Username: string, Password: string) =>
  server.inject({
    method: 'POST',
    url: '/api/User/Authenticate',
    headers: { 'x-forwarded-for': ip },
    payload: { Username, Password },
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('login limits across usernames and across IPs', () => {
  let server: TestServer;
  beforeAll(async () => {
    // As in production: NORSTAR_LOGIN_LIMIT 20, so 40 failures per IP and 20 per account before delays.
    server = await startTestServer({ loginLimitPerMinute: 20 });
  });
  afterAll(() => server?.close());

  it('answers 429 with Retry-After when one IP sprays a password over 41 usernames', async () => {
    const statuses: number[] = [];
    let limited;
    for (let i = 0; i < 41; i++) {
      const res = await loginFrom(server, '203.0.113.7', `spray.target${i}`, 'Summer2026!');
      statuses.push(res.statusCode);
      if (res.statusCode === 429) limited = res;
    }
    expect(statuses.slice(0, 40).every((s) => s === 400)).toBe(true);
    expect(statuses[40]).toBe(429);
    expectContract('authenticate', limited!);
    const wait = Number(limited!.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // A correct password from that IP waits too; another IP is not affected.
    expect((await loginFrom(server, '203.0.113.7', 'admin', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await loginFrom(server, '203.0.113.8', 'admin', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('slows one account attacked from many IPs with a growing, bounded Retry-After, and lets the real user in after it', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 20; i++)
      statuses.push((await loginFrom(server, `198.51.100.${i}`, 'mx.supervisor', 'Guess2026x')).statusCode);
    expect(statuses).toEqual(Array(20).fill(400));
    const first = await loginFrom(server, '198.51.100.21', 'mx.supervisor', 'Guess2026x');
    expect(first.statusCode).toBe(429);
    expectContract('authenticate', first);
    expect(Number(first.headers['retry-after'])).toBe(1);
    // After the delay one more guess is let through, and the next delay is longer.
    await sleep(1100);
    expect((await loginFrom(server, '198.51.100.22', 'mx.supervisor', 'Guess2026x')).statusCode).toBe(400);
    const second = await loginFrom(server, '198.51.100.23', 'mx.supervisor', 'Guess2026x');
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(2);
    // The real user, from their own IP, waits the same short delay (not a lock-out) and then signs in.
    const real = await loginFrom(server, '192.0.2.50', 'mx.supervisor', DEMO_PASSWORD);
    expect(real.statusCode).toBe(429);
    expect(Number(real.headers['retry-after'])).toBeLessThanOrEqual(2);
    await sleep(2100);
    expect((await loginFrom(server, '192.0.2.50', 'mx.supervisor', DEMO_PASSWORD)).statusCode).toBe(200);
    // The success cleared the account's failures: a typo right after is an ordinary 400.
    expect((await loginFrom(server, '192.0.2.50', 'mx.supervisor', 'Typo2026x')).statusCode).toBe(400);
  });
});

describe('login limits with the bot check on', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ loginLimitPerMinute: 20, captcha: true });
  });
  afterAll(() => server?.close());

  it('does not let requests that fail the bot check slow the real account down', async () => {
    for (let i = 1; i <= 30; i++) {
      const res = await loginFrom(server, `198.51.100.${i}`, 'admin', 'Guess2026x');
      expect(res.json().fieldErrors).toEqual([{ field: 'Captcha', message: 'Complete the bot check and try again' }]);
    }
    const challenge = (await server.inject('/api/captcha/challenge')).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    const Captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const real = await server.inject({
      method: 'POST',
      url: '/api/User/Authenticate',
      headers: { 'x-forwarded-for': '192.0.2.50' },
      payload: { Username: 'admin', Password: DEMO_PASSWORD, Captcha },
    });
    expect(real.statusCode).toBe(200);
  });
});

/** One login attempt as the handler makes it (bot check passed): the IP limits, then the account's delay. */
const attempt = (limiter: LoginRateLimiter, ip: string, username: string, now: number) =>
  limiter.hit(ip, username, now) || limiter.hitAccount(username, now);

describe('login rate limiter over time', () => {
  it('never asks the real user to wait more than a minute, however long the attack from many IPs lasts', () => {
    const limiter = createLoginRateLimiter(20);
    let now = 1_000_000;
    let lastFailure = now;
    const waits: number[] = [];
    // An attacker with 10,000 addresses tries the account every 100 ms for an hour, retrying as soon as allowed.
    for (let i = 0; i < 36_000; i++, now += 100) {
      const wait = attempt(limiter, `10.0.${Math.floor(i / 250) % 40}.${i % 250}`, 'admin', now);
      if (wait === 0) lastFailure = now;
      else waits.push(wait);
    }
    expect(Math.max(...waits)).toBe(MAX_ACCOUNT_DELAY_SECONDS);
    // The attacker got about one guess a minute once the delay reached its cap, not 36,000.
    expect(36_000 - waits.length).toBeLessThan(20 + 7 + 60 + 5);
    // The real user arrives at a random moment: the wait is at most a minute from the attacker's last guess.
    const real = attempt(limiter, '192.0.2.50', 'admin', now);
    expect(real).toBeGreaterThan(0);
    expect(real).toBeLessThanOrEqual(MAX_ACCOUNT_DELAY_SECONDS);
    expect(attempt(limiter, '192.0.2.50', 'admin', lastFailure + MAX_ACCOUNT_DELAY_SECONDS * 1000)).toBe(0);
    // Once the attack stops, the account is back to normal after 15 quiet minutes.
    expect(attempt(limiter, '192.0.2.51', 'admin', now + ACCOUNT_WINDOW_MS + MAX_ACCOUNT_DELAY_SECONDS * 1000)).toBe(0);
  });

  it('counts only failures per IP: colleagues behind one address can all sign in', () => {
    const limiter = createLoginRateLimiter(20);
    for (let i = 0; i < 100; i++) {
      expect(attempt(limiter, '192.0.2.1', `colleague${i}`, 5_000 + i)).toBe(0);
      limiter.succeeded('192.0.2.1', `colleague${i}`);
    }
  });
});
