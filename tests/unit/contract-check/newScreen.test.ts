// new:screen scaffolds a definition that passes the contract check, and refuses routes it must not take.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../../server/contract/loadContract';
import { checkScreens, loadRoles, loadRoutes } from '../../../scripts/contract-check';
import { areaFolder, caption, scaffoldScreen, writeScreen, type ScaffoldOptions } from '../../../scripts/new-screen';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const contract = loadContract(join(FIXTURES, 'schemas'));
const routes = loadRoutes(join(FIXTURES, 'routes.json'));
const roles = loadRoles();
const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function screensCopy(withFixtures: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'new-screen-'));
  temps.push(dir);
  if (withFixtures) cpSync(join(FIXTURES, 'valid'), dir, { recursive: true });
  return dir;
}

function options(screensDir: string, extra: Partial<ScaffoldOptions> = {}): ScaffoldOptions {
  return {
    route: '/Internal/Purchasing/Intercompany',
    kind: 'grid',
    operation: 'listPurchaseOrderLines',
    area: 'Purchasing',
    screensDir,
    contract,
    routes,
    roles,
    ...extra,
  };
}

describe('new:screen', () => {
  it('writes a grid that passes the check, with drill types where drill-down definitions exist', async () => {
    const dir = screensCopy(true);
    const o = options(dir, { title: 'Intercompany' });
    const scaffold = scaffoldScreen(o);
    expect(await writeScreen(scaffold, o)).toEqual({ ok: true, messages: [] });
    expect(scaffold.path).toBe(join(dir, 'Purchasing', 'Intercompany.screen.json'));
    const written = JSON.parse(readFileSync(scaffold.path, 'utf8'));
    expect(written).toMatchObject({
      id: 'purchasing-intercompany',
      kind: 'grid',
      title: 'Intercompany',
      route: '/Internal/Purchasing/Intercompany',
      area: 'Purchasing',
      roles: ['purchasing'],
      dataSource: {
        operationId: 'listPurchaseOrderLines',
        params: {
          plant: { from: 'plant' },
          from: { from: 'filter', filter: 'dates', part: 'from' },
          to: { from: 'filter', filter: 'dates', part: 'to' },
        },
      },
      filters: [{ id: 'dates', type: 'dateRange' }],
    });
    expect(written.$schema).toMatch(/schemas\/screen\.schema\.json$/);
    expect(written.columns).toContainEqual({ field: 'PONO', caption: 'PONO', type: 'text', drill: 'purchaseOrder' });
    expect(written.columns).toContainEqual({ field: 'ItemNo', caption: 'Item No', type: 'text', drill: 'item' });
    expect(written.columns).toContainEqual({ field: 'PromiseDate', caption: 'Promise Date', type: 'date' });
    expect(written.columns).toContainEqual({ field: 'UnitPrice', caption: 'Unit Price', type: 'currency' });
    expect(checkScreens({ screensDir: dir, contract, routes, roles })).toEqual([]);
  });

  it('leaves drill types out when no drill-down definition exists, so the check still passes', async () => {
    const dir = screensCopy(false);
    for (const [kind, route] of [
      ['grid', '/Internal/Purchasing/Intercompany'],
      ['pivot', '/Internal/Purchasing/Pivot'],
      ['chart', '/Internal/Purchasing/Trend'],
      ['dashboard', '/Internal/Purchasing/Dashboard'],
    ]) {
      const o = options(dir, { kind, route });
      expect(await writeScreen(scaffoldScreen(o), o)).toEqual({ ok: true, messages: [] });
    }
    const o = options(dir, { kind: 'form', route: '/Internal/Purchasing/NewReceipt', operation: 'saveReceipt' });
    expect(await writeScreen(scaffoldScreen(o), o)).toEqual({ ok: true, messages: [] });
    const detail = options(dir, {
      kind: 'detail',
      route: '/Sales/OrderView/:orderNo',
      operation: 'getOrderView',
      area: undefined,
      sampleParams: { orderNo: 'SO-1001' },
    });
    expect(scaffoldScreen(detail).definition).toMatchObject({
      public: true,
      roles: [],
      header: { dataSource: { params: { orderNo: { from: 'route', param: 'orderNo' } } } },
    });
    expect(await writeScreen(scaffoldScreen(detail), detail)).toEqual({ ok: true, messages: [] });
    expect(checkScreens({ screensDir: dir, contract, routes, roles })).toEqual([]);
  });

  it('refuses a route that is not in routes.json, naming the closest one', () => {
    expect(() => scaffoldScreen(options(screensCopy(false), { route: '/Internal/Purchasing/Intercompani' }))).toThrow(
      "route '/Internal/Purchasing/Intercompani' is not in routes.json; did you mean '/Internal/Purchasing/Intercompany'?",
    );
  });

  it('refuses a route that is already defined', () => {
    expect(() => scaffoldScreen(options(screensCopy(true), { route: '/Internal/Purchasing/Receiving' }))).toThrow(
      "route '/Internal/Purchasing/Receiving' is already defined by Purchasing/Receiving.screen.json",
    );
  });

  it('refuses an unknown operation and a form on an operation without a body', () => {
    const dir = screensCopy(false);
    expect(() => scaffoldScreen(options(dir, { operation: 'listVendor' }))).toThrow(
      "unknown operation 'listVendor'; did you mean 'listVendors'?",
    );
    expect(() => scaffoldScreen(options(dir, { kind: 'form', operation: 'listVendors' }))).toThrow(
      'does not accept a JSON body',
    );
  });

  it('derives folder names and captions from routes.json areas and field names', () => {
    expect(areaFolder('Dealer portal')).toBe('DealerPortal');
    expect(areaFolder('IT and finance')).toBe('ITAndFinance');
    expect(caption('PromiseDate')).toBe('Promise Date');
    expect(caption('PO_DETAIL_ID')).toBe('PO DETAIL ID');
  });
});
