// Every operation of the contract has a handler and every handler an operation; every protected operation refuses
// a missing, garbage, expired or blocked token with 401 and writes nothing. Operations are enumerated from the
// contract, so new ones are covered without touching this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { loadContract } from '../../server/contract/loadContract.js';
import fastJsonStringify from 'fast-json-stringify';
import { matchHandlers, operationSchemas } from '../../server/app/registerOperations.js';
import { compileValidator } from '../../server/app/validation.js';
import { compileResponseValidator } from '../../server/app/responseValidation.js';
import { handlers } from '../../server/handlers/index.js';
import { startTestServer, type TestServer } from '../../server/testing/testServer.js';
import { expectContract, operations, responseProblems, sampleRequest } from './support/contractResponse.js';

describe('contract and handlers', () => {
  it('every operation has a handler and every handler an operation', () => {
    expect(matchHandlers(loadContract(), handlers)).toEqual({ missingHandlers: [], unknownHandlers: [] });
  });

  it('every operation has an operationId, a tag, a summary and declares 401 unless public', () => {
    const problems: string[] = [];
    for (const op of operations()) {
      if (!op.operation.tags?.length) problems.push(`${op.operationId}: no tag`);
      if (!op.operation.summary) problems.push(`${op.operationId}: no summary`);
      if (!op.isPublic && !op.operation.responses['401']) problems.push(`${op.operationId}: no 401 response`);
      if (op.roles.length && !op.operation.responses['403'])
        problems.push(`${op.operationId}: has x-roles but no 403 response`);
    }
    expect(problems).toEqual([]);
  });

  // The server compiles an operation's validators and serialiser on its first call (server/app/lazyCompile.ts), so a
  // schema that ajv or fast-json-stringify refuses would only fail when someone calls it: here all of them compile.
  it("every operation's input validators, answer validator and answer serialiser compile", () => {
    const doc = loadContract();
    const problems: string[] = [];
    for (const op of operations()) {
      const { params, querystring, body, response } = operationSchemas(doc, op);
      const attempts: Array<[string, () => unknown]> = [
        ['path parameters', () => params && compileValidator(params, 'params')],
        ['query parameters', () => querystring && compileValidator(querystring, 'querystring')],
        ['body', () => body && compileValidator(body, 'body')],
        ['answer validator', () => compileResponseValidator(doc, op)?.({})],
        ['answer serialiser', () => response && fastJsonStringify(response)],
      ];
      for (const [what, compile] of attempts) {
        try {
          compile();
        } catch (error) {
          problems.push(`${op.operationId} ${what}: ${(error as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('401 for every protected operation', () => {
  let server: TestServer;
  let expiredToken: string;
  let blockedToken: string;
  let tableCounts: () => Promise<Record<string, number>>;

  beforeAll(async () => {
    server = await startTestServer();
    const admin = await server.login('admin');
    // Same secret, valid signature and session, but expired: only the expiry makes it invalid.
    const [session] = await server.db.query('SELECT id, user_guid FROM sessions ORDER BY created_at DESC LIMIT 1');
    expiredToken = await new SignJWT({ typ: 'Bearer', sid: session.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.user_guid)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(server.config.jwtSecret);
    const victim = await server.login('qc.inspector');
    const res = await server.inject({
      method: 'POST',
      url: `/api/user/block_token?guid=${victim.body.User.Guid}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    blockedToken = victim.token;
    // Every table of the public schema except the audit: a refused request must not change any of them.
    const tables = (
      await server.db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'api_audit'`,
      )
    ).map((r) => r.table_name);
    tableCounts = async () => {
      const sql = tables.map((t) => `SELECT '${t}' AS t, count(*)::int AS n FROM "${t}"`).join(' UNION ALL ');
      return Object.fromEntries((await server.db.query(sql)).map((r) => [r.t, r.n]));
    };
  });
  afterAll(() => server?.close());

  const protectedOps = operations().filter((op) => !op.isPublic);

  it('covers every protected operation of the contract', () => {
    expect(protectedOps.length).toBeGreaterThan(20);
  });

  for (const [label, header] of [
    ['no token', () => undefined],
    ['a garbage token', () => 'Bearer not.a.jwt'],
    ['an expired token', () => `Bearer ${expiredToken}`],
    ['a blocked token', () => `Bearer ${blockedToken}`],
  ] as const) {
    it(`answers 401 to ${label} and writes nothing`, async () => {
      const before = await tableCounts();
      const failures: string[] = [];
      for (const op of protectedOps) {
        const req = sampleRequest(op);
        const auth = header();
        const res = await server.inject({
          method: req.method as 'GET',
          url: req.url,
          payload: req.payload as object,
          headers: auth ? { authorization: auth } : {},
        });
        if (res.statusCode !== 401) failures.push(`${op.operationId} ${req.method} ${req.url}: ${res.statusCode}`);
        else failures.push(...responseProblems(op.operationId, res));
      }
      expect(failures).toEqual([]);
      expect(await tableCounts()).toEqual(before);
    });
  }

  it('public operations answer without a token', async () => {
    const res = await server.inject('/api/captcha/challenge');
    expectContract('getCaptchaChallenge', res);
    expect(res.statusCode).toBe(200);
  });
});
