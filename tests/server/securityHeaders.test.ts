// The portal, the API and /health answer with a Content-Security-Policy without inline script,
// nosniff, no framing, no referrer, and signed-in API answers are not stored by the browser.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../server/auth/passwords.js';
import { portalCspDirectives } from '../../server/app/securityHeaders.js';
import { startTestServer, type TestServer } from '../../server/testing/testServer.js';

function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const csp = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function expectHardened(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  const csp = directives(res);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toContain("'self'");
  // No inline script and no eval of strings, however the policy is widened later.
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
}

describe('security headers', () => {
  let server: TestServer;
  const staticDir = mkdtempSync(join(tmpdir(), 'norstar-static-'));
  beforeAll(async () => {
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Norstar</title><div id="root"></div>');
    server = await startTestServer({ seed: 'none', config: { staticDir } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('hardens the portal page', async () => {
    const res = await server.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expectHardened(res);
  });

  it('hardens /health and a public API answer', async () => {
    const health = await server.inject('/health');
    expect(health.statusCode).toBe(200);
    expectHardened(health);
    const challenge = await server.inject('/api/captcha/challenge');
    expect(challenge.statusCode).toBe(200);
    expectHardened(challenge);
    const denied = await server.inject('/api/user/GetUserByToken/');
    expect(denied.statusCode).toBe(401);
    expectHardened(denied);
  });

  it('marks signed-in API answers no-store', async () => {
    await server.db.query(
      `INSERT INTO users (guid, firstname, lastname, username, eplant_id, password_hash, is_super_user)
       VALUES ('00000000-0000-4000-8000-0000000000bb', 'Head', 'Ers', 'head.ers', 2, $1, true)`,
      [await hashPassword('Headers2026')],
    );
    const { headers } = await server.login('head.ers', 'Headers2026');
    const res = await server.inject({ method: 'GET', url: '/api/user/GetUserByToken/', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expectHardened(res);
  });
});

describe('Content-Security-Policy for bases on another origin', () => {
  it('lets the portal reach an ERP base set in VITE_API_URL, over HTTP and the hub WebSocket, and nothing else', () => {
    expect(portalCspDirectives({}).connectSrc).toEqual(["'self'"]);
    expect(
      portalCspDirectives({ VITE_API_URL: 'https://erp.example.com/api', VITE_APP_URL: 'not a url' }).connectSrc,
    ).toEqual(["'self'", 'https://erp.example.com', 'wss://erp.example.com']);
  });
});
