// Dealership isolation (issue #36, docs/adr/015): derived from the contract. Every operation is called as dealer A
// (dealer1.owner) with the ids and filters of dealer B (dealer2.owner) and as an anonymous caller: an operation the
// contract does not open to dealers answers 403, one it opens never answers one of B's rows (a record of B is 404, a
// body naming B is 403), and nothing is written; anonymous callers get 401. Staff still see both dealerships. New
// operations are covered without editing this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationEntry } from '../../server/contract/loadContract.js';
import { dealerScopeRule, NOT_FOR_DEALERS, OTHER_DEALERSHIP, type DealerScope } from '../../server/app/dealerScope.js';
import { toFastifyPath } from '../../server/app/registerOperations.js';
import { startTestServer, type LoginResult, type TestServer } from '../../server/testing/testServer.js';
import { contract, expectContract, operations, responseProblems, sampleRequest } from './support/contractResponse.js';

interface Dealership {
  id: number;
  custNo: string;
  login: LoginResult;
}

let server: TestServer;
let admin: LoginResult;
let dealerA: Dealership;
let dealerB: Dealership;
let tableCounts: () => Promise<Record<string, number>>;

async function dealership(username: string): Promise<Dealership> {
  const [row] = await server.db.query<{ id: number; cust_no: string }>(
    'SELECT c.id, c.cust_no FROM users u JOIN customers c ON c.id = u.dealer_id WHERE u.username = $1',
    [username],
  );
  return { id: row.id, custNo: row.cust_no, login: await server.login(username) };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  dealerA = await dealership('dealer1.owner');
  dealerB = await dealership('dealer2.owner');
  const tables = (
    await server.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
          AND table_name NOT IN ('api_audit', 'sessions', 'login_history', 'login_logs', 'dealer_user_logs')`,
    )
  ).map((r) => r.table_name);
  tableCounts = async () => {
    const sql = tables.map((t) => `SELECT '${t}' AS t, count(*)::int AS n FROM "${t}"`).join(' UNION ALL ');
    return Object.fromEntries((await server.db.query(sql)).map((r) => [r.t, r.n]));
  };
}, 900_000);
afterAll(() => server?.close());

const entries = operations().map((op) => ({ op, rule: dealerScopeRule(contract(), op) }));
const dealerOps = entries.filter((e): e is { op: OperationEntry; rule: DealerScope } => e.rule !== undefined);

/**
 * The operation's request aimed at dealer B: B's record for a path parameter the contract places (record), B's
 * customer number in a body naming the dealership, plant 2 and a period wide enough for every seeded row.
 */
async function requestAimedAt(op: OperationEntry, rule: DealerScope | undefined, target: Dealership) {
  const sample = sampleRequest(op);
  let url = toFastifyPath(op.path);
  for (const p of op.parameters.filter((q) => q.in === 'path')) {
    let value = new URL(sample.url, 'http://x').pathname.split('/')[
      toFastifyPath(op.path).split('/').indexOf(`:${p.name}`)
    ];
    if (rule?.record?.param === p.name) {
      const { table, key, column } = rule.record;
      const [row] = await server.db.query<{ key: string }>(
        `SELECT "${key}"::text AS key FROM "${table}" WHERE "${column}" = $1 ORDER BY 1 LIMIT 1`,
        [target.id],
      );
      expect(row, `${op.operationId}: dealer B has a ${table} row`).toBeDefined();
      value = encodeURIComponent(row.key);
    }
    url = url.replace(`:${p.name}`, value);
  }
  const query = new URLSearchParams(new URL(sample.url, 'http://x').search);
  if (query.has('plant')) query.set('plant', '2');
  if (query.has('from')) query.set('from', '2020-01-01');
  if (query.has('to')) query.set('to', '2030-12-31');
  const qs = query.toString();
  const payload = rule?.body ? { [rule.body]: target.custNo } : sample.payload;
  return {
    method: sample.method as 'GET',
    url: qs ? `${url}?${qs}` : url,
    ...(payload !== undefined && { payload: payload as object }),
  };
}

function rowsOf(body: unknown): Record<string, unknown>[] {
  if (Array.isArray(body)) return body as Record<string, unknown>[];
  return typeof body === 'object' && body !== null ? [body as Record<string, unknown>] : [];
}

describe('dealership isolation over every operation of the contract', () => {
  it('opens a few operations to dealers and declares each one soundly', () => {
    const ids = dealerOps.map((e) => e.op.operationId);
    console.log(`dealer isolation: ${ids.length} of ${entries.length} operations open to dealers`);
    for (const id of ['getUserByToken', 'listDealerPortalDealerQuotes', 'createDealerLoad', 'listStockDealerUnits'])
      expect(ids).toContain(id);
    for (const { op, rule } of dealerOps)
      if (rule.answer || rule.record || rule.body)
        expect(op.operation.responses['404'] ?? op.operation.responses['403'], op.operationId).toBeDefined();
  });

  it('answers 401 to an anonymous caller on every signed-in operation', async () => {
    const failures: string[] = [];
    for (const { op } of entries) {
      if (op.isPublic) continue;
      const req = sampleRequest(op);
      const res = await server.inject({
        method: req.method as 'GET',
        url: req.url,
        ...(req.payload !== undefined && { payload: req.payload as object }),
      });
      if (res.statusCode !== 401) failures.push(`${op.operationId}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('as dealer A aimed at dealer B: 403 where dealers may not go, never a row of B where they may, nothing written', async () => {
    const before = await tableCounts();
    const failures: string[] = [];
    let answered = 0;
    // Its own session: logout is open to dealers and ends the session it is called with (a fresh one after it).
    let probe = await server.login('dealer1.owner');
    for (const { op, rule } of entries) {
      if (op.isPublic) continue;
      const req = await requestAimedAt(op, rule, dealerB);
      const res = await server.inject({ ...req, headers: probe.headers });
      if (op.operationId === 'logout') probe = await server.login('dealer1.owner');
      const where = `${op.operationId} ${req.method} ${req.url}`;
      if (!rule) {
        if (res.statusCode !== 403 || res.json().message !== NOT_FOR_DEALERS)
          failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 160)} (not open to dealers: 403 expected)`);
        continue;
      }
      if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      if (rule.record && res.statusCode !== 404)
        failures.push(`${where}: ${res.statusCode}, 404 expected for B's record`);
      if (rule.body && (res.statusCode !== 403 || res.json().message !== OTHER_DEALERSHIP))
        failures.push(`${where}: ${res.statusCode}, 403 expected for a body naming B`);
      if (res.statusCode !== 200) continue;
      answered++;
      failures.push(...responseProblems(op.operationId, res));
      if (rule.answer) {
        const foreign = rowsOf(res.json()).filter((r) => r[rule.answer!] !== dealerA.custNo);
        if (foreign.length) failures.push(`${where}: ${foreign.length} row(s) of another dealership`);
      }
    }
    console.log(`dealer isolation: ${answered} dealer operations answered dealer A with only its own rows`);
    expect(failures).toEqual([]);
    expect(await tableCounts()).toEqual(before);
  });

  it('staff see both dealerships on the lists dealers see filtered, and dealer A sees its own', async () => {
    const lists = dealerOps.filter((e) => e.rule.answer && !e.rule.record && e.op.method === 'get');
    let bothSeen = 0;
    for (const { op, rule } of lists) {
      const req = await requestAimedAt(op, rule, dealerB);
      const staffRes = await server.inject({ ...req, headers: admin.headers });
      const mineRes = await server.inject({ ...req, headers: dealerA.login.headers });
      expect([staffRes.statusCode, mineRes.statusCode], op.operationId).toEqual([200, 200]);
      const staff = rowsOf(expectContract(op.operationId, staffRes));
      const mine = rowsOf(expectContract(op.operationId, mineRes));
      const ofA = staff.filter((r) => r[rule.answer!] === dealerA.custNo);
      expect(mine.length, op.operationId).toBe(ofA.length);
      if (ofA.length && staff.some((r) => r[rule.answer!] === dealerB.custNo)) bothSeen++;
    }
    // The demo gives both dealerships rows in most of these lists (quotes, loads, stock units, awaiting payment …).
    console.log(`dealer isolation: staff see both demo dealerships in ${bothSeen} of ${lists.length} lists`);
    expect(bothSeen).toBeGreaterThanOrEqual(3);
  });
});

describe('a dealer user’s session', () => {
  it('signs in through the same login and appears in the dealer-portal user logs', async () => {
    await server.login('dealer1.sales');
    const today = new Date().toISOString().slice(0, 10);
    const logs = expectContract<Array<{ Username: string; Action: string; DealerNo: string }>>(
      'listDealerPortalUserLogs',
      await server.inject({
        url: `/api/reports/dealer-portal/user-logs?plant=2&from=${today}&to=${today}`,
        headers: admin.headers,
      }),
    );
    expect(logs).toContainEqual(
      expect.objectContaining({ Username: 'dealer1.sales', Action: 'Signed in', DealerNo: dealerA.custNo }),
    );
    const wrong = await server.inject({
      method: 'POST',
      url: '/api/User/Authenticate',
      payload: { Username: 'dealer1.sales', Password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('submits a load only for its own dealership; the other dealership cannot open it', async () => {
    const shipDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const res = await server.inject({
      method: 'POST',
      url: '/api/dealer-portal/loads?plant=2',
      headers: dealerA.login.headers,
      payload: { RequestedShipDate: shipDate, MaxUnits: 3 },
    });
    const load = expectContract<{ LoadNo: string; DealerNo: string; Units: number }>('createDealerLoad', res);
    expect(load.DealerNo).toBe(dealerA.custNo);
    const own = await server.inject({
      url: `/api/reports/dealer-portal/loads/${load.LoadNo}/units`,
      headers: dealerA.login.headers,
    });
    expect(expectContract<unknown[]>('listDealerPortalLoadUnits', own)).toHaveLength(load.Units);
    for (const path of [`loads/${load.LoadNo}`, `loads/${load.LoadNo}/units`])
      expect(
        (await server.inject({ url: `/api/reports/dealer-portal/${path}`, headers: dealerB.login.headers })).statusCode,
        path,
      ).toBe(404);
    expect(
      (await server.inject({ url: `/api/reports/dealer-portal/loads/${load.LoadNo}`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('builds a quote within the quote rules and places it; the other dealership can neither place nor see it', async () => {
    const [model] = await server.db.query<{ item_no: string; price: number }>(
      `SELECT item_no, price::float8 AS price FROM items WHERE eplant_id = 2 AND class IN ('FG', 'FGB') AND price IS NOT NULL AND active
        ORDER BY item_no LIMIT 1`,
    );
    const quote = (payload: object) =>
      server.inject({
        method: 'POST',
        url: '/api/dealer-portal/quotes?plant=2',
        headers: dealerA.login.headers,
        payload,
      });
    const overList = await quote({
      CustomerName: 'J. Rivera',
      ItemNo: model.item_no,
      Qty: 2,
      UnitPrice: model.price + 1,
    });
    expect(overList.statusCode).toBe(400);
    expect(overList.json().message).toBe(`Unit price must not exceed the list price (${model.price})`);
    const built = expectContract<{ QuoteNo: string; DealerNo: string; Status: string }>(
      'createDealerQuote',
      await quote({ CustomerName: 'J. Rivera', ItemNo: model.item_no, Qty: 2, UnitPrice: model.price - 100 }),
    );
    expect(built).toMatchObject({ DealerNo: dealerA.custNo, Status: 'Open' });
    const place = (who: LoginResult) =>
      server.inject({ method: 'POST', url: `/api/dealer-portal/quotes/${built.QuoteNo}/place`, headers: who.headers });
    expect((await place(dealerB.login)).statusCode).toBe(404);
    const placed = expectContract<{ Status: string; CoNum: string | null }>(
      'placeDealerQuote',
      await place(dealerA.login),
    );
    expect(placed.Status).toBe('Placed');
    expect(placed.CoNum).toMatch(/^CO\d+/);
    expect((await place(dealerA.login)).statusCode).toBe(400);
    const today = new Date().toISOString().slice(0, 10);
    const listed = async (who: LoginResult) =>
      expectContract<Array<{ QuoteNo: string }>>(
        'listDealerPortalDealerQuotes',
        await server.inject({
          url: `/api/reports/dealer-portal/dealer-quotes?plant=2&from=${today}&to=${today}`,
          headers: who.headers,
        }),
      ).map((q) => q.QuoteNo);
    expect(await listed(dealerA.login)).toContain(built.QuoteNo);
    expect(await listed(dealerB.login)).not.toContain(built.QuoteNo);
    expect(await listed(admin)).toContain(built.QuoteNo);
  });

  it('downloads its own invoice as a PDF; another dealership’s invoice is 404', async () => {
    const [own] = await server.db.query<{ invoice_no: string }>(
      'SELECT invoice_no FROM invoices WHERE customer_id = $1 ORDER BY invoice_date DESC LIMIT 1',
      [dealerA.id],
    );
    const file = (who: LoginResult) =>
      server.inject({ url: `/api/dealer-portal/invoices/${own.invoice_no}/file`, headers: who.headers });
    const pdf = await file(dealerA.login);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await file(dealerB.login)).statusCode).toBe(404);
    expect((await file(admin)).statusCode).toBe(200);
  });

  it('staff create a dealer user from the dealer-portal users screen; it signs in as a dealer of that dealership', async () => {
    const payload = {
      DealerNo: dealerB.custNo,
      Username: 'dealer2.office',
      FirstName: 'Lena',
      LastName: 'Ortiz',
      Email: 'lena.ortiz@example.com',
      Role: 'Office',
      Password: 'Office2026x',
    };
    const create = (body: object) =>
      server.inject({ method: 'POST', url: '/api/dealer-portal/users?plant=2', headers: admin.headers, payload: body });
    expect((await create({ ...payload, Password: 'short' })).statusCode).toBe(400);
    expect((await create({ ...payload, DealerNo: 'NO-SUCH' })).json().message).toBe(
      'Dealer NO-SUCH is not an active dealer of this plant',
    );
    expect(expectContract('createDealerUser', await create(payload))).toMatchObject({
      Username: 'dealer2.office',
      Role: 'Office',
      DealerNo: dealerB.custNo,
    });
    expect((await create(payload)).json().message).toBe('Username dealer2.office is taken');
    const office = await server.login('dealer2.office', 'Office2026x');
    const units = expectContract<Array<{ DealerNo: string }>>(
      'listStockDealerUnits',
      await server.inject({ url: '/api/reports/stock-dealers/units?plant=2', headers: office.headers }),
    );
    expect(new Set(units.map((u) => u.DealerNo))).toEqual(new Set([dealerB.custNo]));
  });

  it('staff logged in as a dealer user are held to that dealership', async () => {
    const itSupport = await server.login('it.support');
    const [target] = await server.db.query<{ guid: string }>(`SELECT guid FROM users WHERE username = 'dealer2.sales'`);
    const res = await server.inject({
      method: 'POST',
      url: `/api/user/authenticateasuser?guid=${target.guid}`,
      headers: itSupport.headers,
    });
    const headers = { authorization: `Bearer ${expectContract<{ Token: string }>('authenticateAsUser', res).Token}` };
    const staffOnly = await server.inject({ url: '/api/reports/dashboard/kpis', headers });
    expect(staffOnly.statusCode).toBe(403);
    const units = expectContract<Array<{ DealerNo: string }>>(
      'listStockDealerUnits',
      await server.inject({ url: '/api/reports/stock-dealers/units?plant=2', headers }),
    );
    expect(units.length).toBeGreaterThan(0);
    expect(new Set(units.map((u) => u.DealerNo))).toEqual(new Set([dealerB.custNo]));
  });
});
