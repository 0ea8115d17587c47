// new:screen --table in a temporary copy of schemas/, screens/ and the server's handlers: a report made from a seeded
// table gets a contract part that merges, a definition that passes the contract check and a server stub that returns
// real rows of the seeded demo database matching the new row schema — called directly and over HTTP as admin.
// (A server test: the HTTP login signs a JWT, which jsdom's realm cannot.)
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compileStrict } from '../../../server/app/validation.js';
import {
  derefSchema,
  listOperations,
  loadContract,
  type OpenApiDocument,
} from '../../../server/contract/loadContract.js';
import { handlers } from '../../../server/handlers/index.js';
import type { RuntimeHandlerMap } from '../../../server/http/OperationHandler.js';
import { checkScreens, loadRoles, loadRoutes, type RouteCatalog } from '../../../scripts/contract-check/index.js';
import { main, scaffoldScreen } from '../../../scripts/new-screen.js';
import {
  planNewOperation,
  writeNewOperation,
  type NewOperationOptions,
} from '../../../scripts/scaffold/newOperation.js';
import { startTestServer, type TestServer } from '../../../server/testing/testServer.js';

const ROOT = resolve(import.meta.dirname, '../../..');
// Under the repository (test-results/ is ignored) so the written handlers can be imported and import the server's.
mkdirSync(join(ROOT, 'test-results'), { recursive: true });
const temp = mkdtempSync(join(ROOT, 'test-results', 'new-operation-'));
const schemasDir = join(temp, 'schemas');
const screensDir = join(temp, 'screens');
const handlersDir = join(temp, 'server/handlers');
const ROUTE = '/Internal/Purchasing/OpenPoByVendor';
const MOVES_ROUTE = '/Internal/Purchasing/TransactionLog';

let routes: RouteCatalog;
const roles = loadRoles();

function options(extra: Partial<NewOperationOptions> = {}): NewOperationOptions {
  return {
    route: ROUTE,
    kind: 'grid',
    operation: 'listOpenPoByVendor',
    area: 'Purchasing',
    title: 'Open POs by vendor',
    table: 'purchase_orders',
    screensDir,
    schemasDir,
    handlersDir,
    contract: loadContract(schemasDir),
    routes,
    roles,
    ...extra,
  };
}

/** A strict validator of the operation's 200 answer. */
function answerValidator(contract: OpenApiDocument, operationId: string) {
  const op = listOperations(contract).find((o) => o.operationId === operationId)!;
  return compileStrict(derefSchema(contract, op.operation.responses['200'].content!['application/json'].schema));
}

beforeAll(() => {
  cpSync(join(ROOT, 'schemas'), schemasDir, { recursive: true });
  cpSync(join(ROOT, 'screens'), screensDir, { recursive: true });
  // The handlers and what they import (http/), so a stub's imports resolve as they would in the repository.
  cpSync(join(ROOT, 'server/handlers'), handlersDir, { recursive: true });
  cpSync(join(ROOT, 'server/http'), join(temp, 'server/http'), { recursive: true });
  // The new pages come from the route catalogue (the lead adds them first): added here to the copy.
  routes = loadRoutes();
  routes.internal.push({ area: 'Purchasing', path: ROUTE }, { area: 'Purchasing', path: MOVES_ROUTE });
});
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('new:screen --table', () => {
  let server: TestServer | undefined;
  afterAll(() => server?.close());

  it('refuses an unknown table naming the closest one, before writing anything', async () => {
    await expect(planNewOperation(options({ table: 'purchase_order' }))).rejects.toThrow(
      "table 'purchase_order' is not in the demo database (server/db/migrations); did you mean 'purchase_orders'?",
    );
    await expect(planNewOperation(options({ dateColumn: 'po_dat' }))).rejects.toThrow(
      "'po_dat' is not a date or timestamp column of purchase_orders (its date columns: po_date); did you mean 'po_date'?",
    );
    expect(existsSync(join(schemasDir, 'erp-api', 'purchasing-open-po-by-vendor.yaml'))).toBe(false);
  }, 60_000);

  it('without --table, an unknown operation says how to create one and keeps the did-you-mean hint', () => {
    const { table: _table, ...rest } = options({ operation: 'listPurchaseOrderLine' });
    expect(() => scaffoldScreen(rest)).toThrow(
      "unknown operation 'listPurchaseOrderLine'; did you mean 'listPurchaseOrderLines'? Or add --table <table> to " +
        'create it from a table of the demo database',
    );
    expect(() => scaffoldScreen({ ...rest, operation: 'zzz' })).toThrow(
      "unknown operation 'zzz'; name one of the contract, or add --table <table> to create it from a table",
    );
  });

  it('refuses --table for an operation the contract already has', async () => {
    await expect(planNewOperation(options({ operation: 'listPurchaseOrderLines' }))).rejects.toThrow(
      'operation listPurchaseOrderLines is already in the contract: leave out --table to use it',
    );
  });

  it('removes what it wrote when a later step fails', async () => {
    const plan = await planNewOperation(options());
    const index = join(handlersDir, 'reports', 'index.ts');
    const before = readFileSync(index, 'utf8');
    // The definition appears between planning and writing: the rescaffold from the reloaded contract refuses it.
    mkdirSync(join(screensDir, 'Purchasing', 'OpenPoByVendor.screen.json'));
    try {
      await expect(writeNewOperation(plan, schemasDir)).rejects.toThrow('already exists');
    } finally {
      rmSync(join(screensDir, 'Purchasing', 'OpenPoByVendor.screen.json'), { recursive: true });
    }
    expect(existsSync(join(schemasDir, 'erp-api', 'purchasing-open-po-by-vendor.yaml'))).toBe(false);
    expect(existsSync(join(handlersDir, 'reports', 'listOpenPoByVendor.ts'))).toBe(false);
    expect(readFileSync(index, 'utf8')).toBe(before);
  }, 60_000);

  it('writes a contract part that merges, a stub and a definition that passes the contract check', async () => {
    const plan = await planNewOperation(options());
    expect(plan.files.every((f) => !existsSync(f.path) || f.previous !== undefined)).toBe(true);
    const result = await writeNewOperation(plan, schemasDir);
    expect(result).toMatchObject({ ok: true, messages: [] });
    expect(result.written).toEqual([
      join(schemasDir, 'erp-api', 'purchasing-open-po-by-vendor.yaml'),
      join(handlersDir, 'reports', 'listOpenPoByVendor.ts'),
      join(handlersDir, 'reports', 'index.ts'),
      join(screensDir, 'Purchasing', 'OpenPoByVendor.screen.json'),
    ]);

    const contract = loadContract(schemasDir);
    const op = listOperations(contract).find((o) => o.operationId === 'listOpenPoByVendor')!;
    expect(op).toMatchObject({ method: 'get', path: '/reports/purchasing/open-po-by-vendor', roles: ['purchasing'] });
    expect(op.operation.tags).toEqual(['Purchasing']);
    expect(op.parameters.map((p) => [p.name, p.required, p.schema])).toEqual([
      ['plant', true, { type: 'integer', minimum: 1 }],
      ['from', true, { type: 'string', format: 'date' }],
      ['to', true, { type: 'string', format: 'date' }],
    ]);
    expect(Object.keys(op.operation.responses)).toEqual(['200', '400', '401', '403']);
    const row = contract.components.schemas.OpenPoByVendorRow;
    // Key first, the plant column left out (it is the filter), types from the SQL types.
    expect(Object.keys(row.properties)).toEqual([
      'Id',
      'Pono',
      'VendorId',
      'PoDate',
      'Buyer',
      'ReqBy',
      'Status',
      'Currency',
      'IsIntercompany',
    ]);
    expect(row.properties.PoDate).toMatchObject({ type: 'string', format: 'date' });
    expect(row.properties.IsIntercompany).toMatchObject({ type: 'boolean' });

    const def = JSON.parse(readFileSync(join(screensDir, 'Purchasing', 'OpenPoByVendor.screen.json'), 'utf8'));
    expect(def).toMatchObject({
      kind: 'grid',
      title: 'Open POs by vendor',
      roles: ['purchasing'],
      filters: [{ id: 'dates', type: 'dateRange' }],
      dataSource: {
        operationId: 'listOpenPoByVendor',
        params: {
          plant: { from: 'plant' },
          from: { from: 'filter', filter: 'dates', part: 'from' },
          to: { from: 'filter', filter: 'dates', part: 'to' },
        },
      },
    });
    expect(def.columns.map((c: { field: string }) => c.field)).toEqual(Object.keys(row.properties));
    expect(checkScreens({ screensDir, contract, routes, roles })).toEqual([]);

    // The files are formatted as the repository's (prettier), so the first edit diffs cleanly.
    const config = (await prettier.resolveConfig(join(ROOT, '.prettierrc.json'))) ?? {};
    for (const file of result.written.filter((f) => f.endsWith('.ts')))
      expect(await prettier.check(readFileSync(file, 'utf8'), { ...config, parser: 'typescript' })).toBe(true);
  }, 60_000);

  it('main() scaffolds a second report from the command line and lists it in reports/index.ts once', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      writeFileSync(join(temp, 'routes.json'), JSON.stringify(routes));
      const code = await main([
        ...['--area', 'Purchasing', '--route', MOVES_ROUTE, '--kind', 'grid', '--operation', 'listTransactionLog'],
        ...['--table', 'inventory_transactions', '--date-column', 'trans_date'],
        ...[
          '--screens',
          screensDir,
          '--schemas',
          schemasDir,
          '--handlers',
          handlersDir,
          '--routes',
          join(temp, 'routes.json'),
        ],
      ]);
      expect(code).toBe(0);
      const out = log.mock.calls.map((c) => c.join(' ')).join('\n');
      expect(out).toContain('purchasing-transaction-log.yaml');
      expect(out).toContain('listTransactionLog.ts');
      expect(out).toContain('Next steps:');
      expect(out).toContain('run npm run generate');
    } finally {
      log.mockRestore();
    }
    const index = readFileSync(join(handlersDir, 'reports', 'index.ts'), 'utf8');
    expect(index).toContain('// Handlers scaffolded by npm run new:screen');
    expect(index.match(/import \{ listOpenPoByVendor \}/g)).toHaveLength(1);
    expect(index).toContain('export const reportHandlers: HandlerMap = { listOpenPoByVendor, listTransactionLog };');
    expect(checkScreens({ screensDir, contract: loadContract(schemasDir), routes, roles })).toEqual([]);
  }, 60_000);

  it('the stubs return seeded rows that match their row schemas, directly and over HTTP as admin', async () => {
    const contract = loadContract(schemasDir);
    const { reportHandlers } = (await import(/* @vite-ignore */ join(handlersDir, 'reports', 'index.ts'))) as {
      reportHandlers: RuntimeHandlerMap;
    };
    expect(Object.keys(reportHandlers)).toEqual(['listOpenPoByVendor', 'listTransactionLog']);
    server = await startTestServer({ contract, handlers: { ...handlers, ...reportHandlers } });
    const range = { plant: 2, from: '2000-01-01', to: '2100-12-31' };

    const rows = (await reportHandlers.listOpenPoByVendor({ db: server.db, query: range } as never)) as {
      Id: number;
      PoDate: string;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    const validate = answerValidator(contract, 'listOpenPoByVendor');
    expect(validate(rows), JSON.stringify(validate.errors)).toBe(true);
    expect(rows.map((r) => r.PoDate)).toEqual([...rows.map((r) => r.PoDate)].sort().reverse());

    const admin = await server.login('admin');
    const url = (path: string, q: Record<string, unknown>) =>
      `/api${path}?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`;
    for (const [operationId, path] of [
      ['listOpenPoByVendor', '/reports/purchasing/open-po-by-vendor'],
      ['listTransactionLog', '/reports/purchasing/transaction-log'],
    ]) {
      const res = await server.inject({ url: url(path, range), headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.length).toBeGreaterThan(0);
      expect(body.length).toBeLessThanOrEqual(1000);
      const check = answerValidator(contract, operationId);
      expect(check(body), JSON.stringify(check.errors)).toBe(true);
    }
    // The other plant has its own rows; a backwards range is a 400; x-roles keeps other areas out; a login is needed.
    const mx = await server.inject({
      url: url('/reports/purchasing/open-po-by-vendor', { ...range, plant: 3 }),
      headers: admin.headers,
    });
    const plant2 = new Set(rows.map((r) => r.Id));
    expect(mx.json().filter((r: { Id: number }) => plant2.has(r.Id))).toEqual([]);
    const backwards = { ...range, from: '2030-01-01', to: '2020-01-01' };
    expect(
      (await server.inject({ url: url('/reports/purchasing/open-po-by-vendor', backwards), headers: admin.headers }))
        .statusCode,
    ).toBe(400);
    const qc = await server.login('qc.inspector');
    expect(
      (await server.inject({ url: url('/reports/purchasing/open-po-by-vendor', range), headers: qc.headers }))
        .statusCode,
    ).toBe(403);
    expect((await server.inject({ url: url('/reports/purchasing/open-po-by-vendor', range) })).statusCode).toBe(401);
  }, 180_000);
});
