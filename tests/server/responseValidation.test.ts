// Handler answers are checked against the contract: a misnamed field fails with the operation, the field and (for a
// handler of server/handlers) its file; a handler whose operation is not in the contract stops the start (and does
// not compile in a HandlerMap).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app/buildApp.js';
import { findHandlerSource, responseValidationEnabled } from '../../server/app/responseValidation.js';
import { responseSerializationEnabled } from '../../server/app/responseSerialization.js';
import { loadContract, type OpenApiDocument } from '../../server/contract/loadContract.js';
import { handlers } from '../../server/handlers/index.js';
import type { HandlerMap } from '../../server/http/OperationHandler.js';
import { startTestServer, type TestServer } from '../../server/testing/testServer.js';
import { openTestDatabase } from '../../server/testing/templateDatabase.js';

/** The real contract plus one report whose rows are {Name, Qty}, served at GET /api/test/rows. */
function contractWithTestReport(): OpenApiDocument {
  const doc = loadContract();
  doc.paths['/test/rows'] = {
    get: {
      operationId: 'listTestRows',
      tags: ['Test'],
      summary: 'Rows of a test-only report.',
      responses: {
        '200': {
          description: 'Rows.',
          content: {
            'application/json': {
              schema: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['Name', 'Qty'],
                  properties: { Name: { type: 'string' }, Qty: { type: 'integer' } },
                },
              },
            },
          },
        },
        '401': { $ref: '#/components/responses/Unauthorized' },
      },
    },
  };
  return doc;
}

describe('response validation', () => {
  let good: TestServer;
  let misnamed: TestServer;
  beforeAll(async () => {
    const contract = contractWithTestReport();
    good = await startTestServer({
      contract,
      handlers: { ...handlers, listTestRows: async () => [{ Name: 'Gooseneck', Qty: 3 }] },
    });
    // The SQL alias mistake: the query says "Quantity" where the row schema says Qty.
    misnamed = await startTestServer({
      contract,
      handlers: { ...handlers, listTestRows: async () => [{ Name: 'Gooseneck', Quantity: 3 }] },
    });
  });
  afterAll(async () => {
    await good?.close();
    await misnamed?.close();
  });

  it('is on outside production', () => {
    expect(responseValidationEnabled({ NODE_ENV: 'test' })).toBe(true);
    expect(responseValidationEnabled({})).toBe(true);
    expect(responseValidationEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(responseValidationEnabled({ NODE_ENV: 'production', NORSTAR_VALIDATE_RESPONSES: 'on' })).toBe(true);
  });

  it('passes an answer that matches the row schema', async () => {
    const { headers } = await good.login('qc.inspector');
    const res = await good.inject({ url: '/api/test/rows', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ Name: 'Gooseneck', Qty: 3 }]);
  });

  it('fails an answer with a misnamed field, naming the operation and the field', async () => {
    const { headers } = await misnamed.login('qc.inspector');
    const res = await misnamed.inject({ url: '/api/test/rows', headers });
    expect(res.statusCode).toBe(500);
    const { message } = res.json();
    expect(message).toContain('The answer of listTestRows');
    expect(message).toContain('/0: field Qty is missing');
  });

  it('names the file of a handler under server/handlers', () => {
    expect(findHandlerSource('listJobMaterial')).toMatch(/^server\/handlers\/.+\.ts:\d+$/);
    expect(findHandlerSource('getSystemSettings')).toMatch(/^server\/handlers\/system\/systemHandlers\.ts:\d+$/);
    expect(findHandlerSource('noSuchOperation')).toBeUndefined();
  });
});

describe('response serialization', () => {
  let extra: TestServer;
  let production: TestServer;
  beforeAll(async () => {
    const contract = contractWithTestReport();
    // A field the handler answers but the row schema does not name: the schema serializer would leave it out.
    const withColour = { ...handlers, listTestRows: async () => [{ Name: 'Gooseneck', Qty: 3, Colour: 'red' }] };
    extra = await startTestServer({ contract, handlers: withColour });
    // The same handler as in production, where answers are not validated but are serialised with their schema.
    process.env.NORSTAR_VALIDATE_RESPONSES = 'off';
    try {
      production = await startTestServer({ contract, handlers: withColour });
    } finally {
      delete process.env.NORSTAR_VALIDATE_RESPONSES;
    }
  });
  afterAll(async () => {
    await extra?.close();
    await production?.close();
  });

  it('serialises with the response schema, and fails a field the schema would drop where answers are validated', async () => {
    expect(responseSerializationEnabled({})).toBe(true);
    expect(responseSerializationEnabled({ NODE_ENV: 'production' })).toBe(true);
    const tested = await extra.inject({ url: '/api/test/rows', headers: (await extra.login('qc.inspector')).headers });
    expect(tested.statusCode).toBe(500);
    expect(tested.json().message).toContain('/0: field Colour is not in the contract, so it is never sent');
    // In production the same answer goes out through the schema's serializer: exactly the contract's fields.
    const sent = await production.inject({
      url: '/api/test/rows',
      headers: (await production.login('qc.inspector')).headers,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual([{ Name: 'Gooseneck', Qty: 3 }]);
  });
});

describe('handler registry', () => {
  it('refuses to start with a handler whose operation is not in the contract', async () => {
    const { db, dispose } = await openTestDatabase('none');
    try {
      const config = {
        port: 0,
        dataDir: '',
        captcha: false,
        jwtSecret: new Uint8Array(0),
        tokenTtlSeconds: 3600,
        frontendVersion: 'test',
        seed: 'none' as const,
        seedScale: 1,
      };
      await expect(
        buildApp(config, db, { handlers: { ...handlers, listJobMaterials: async () => [] }, logger: false }),
      ).rejects.toThrow('handlers without an operation in the contract: listJobMaterials');
    } finally {
      await dispose();
    }
  });

  it('does not compile a HandlerMap entry that is not an operation (npm run typecheck)', () => {
    const map: HandlerMap = {
      // @ts-expect-error -- a misspelt operationId is not a key of the generated operations
      listJobMaterials: async () => [],
    };
    expect(Object.keys(map)).toEqual(['listJobMaterials']);
  });
});
