// The contract check against a tiny fixture contract: the valid fixture folder passes, and each broken fixture
// (fixtures/broken/<case>/, laid over the valid folder) is reported with its file, JSON pointer and message.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../../server/contract/loadContract';
import {
  checkScreens,
  formatProblem,
  listScreenFiles,
  loadRoles,
  loadRoutes,
  type Problem,
} from '../../../scripts/contract-check';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const contract = loadContract(join(FIXTURES, 'schemas'));
const routes = loadRoutes(join(FIXTURES, 'routes.json'));
const roles = loadRoles();
const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function check(screensDir: string): Problem[] {
  return checkScreens({ screensDir, contract, routes, roles });
}

/** The valid folder with one broken case laid over it (same-named files replaced, new files added). */
function checkCase(name: string): Problem[] {
  const dir = mkdtempSync(join(tmpdir(), `screens-${name}-`));
  temps.push(dir);
  cpSync(join(FIXTURES, 'valid'), dir, { recursive: true });
  cpSync(join(FIXTURES, 'broken', name), dir, { recursive: true });
  return check(dir);
}

const RECEIVING = 'Purchasing/Receiving.screen.json';
const SCANNER = 'Purchasing/Scanner.screen.json';

describe('checkScreens', () => {
  it('passes the valid fixture folder (every kind, drill targets, public route, row actions, custom props)', () => {
    expect(listScreenFiles(join(FIXTURES, 'valid'))).toHaveLength(9);
    expect(check(join(FIXTURES, 'valid'))).toEqual([]);
  });

  it('reports nothing for a missing or empty folder', () => {
    expect(check(join(FIXTURES, 'no-such-folder'))).toEqual([]);
  });

  it('reports schema violations with their pointer and the closest allowed name', () => {
    expect(checkCase('schema-violation')).toEqual([
      expect.objectContaining({
        file: RECEIVING,
        pointer: '/serach',
        message: "unknown property 'serach'",
        suggestion: 'search',
      }),
      expect.objectContaining({
        file: RECEIVING,
        pointer: '/columns/3/type',
        message: '"numbr" is not allowed here',
        suggestion: 'number',
      }),
    ]);
  });

  it('reports a misspelled custom component with the closest registered one', () => {
    const problems = checkCase('unknown-component');
    expect(problems).toEqual([
      {
        file: SCANNER,
        pointer: '/component',
        message: "no custom component named 'ReceiptScaner'",
        expected: 'the name of a screens/**/<Name>.custom.tsx file',
        suggestion: 'ReceiptScanner',
      },
    ]);
    expect(formatProblem(problems[0])).toBe(
      "Purchasing/Scanner.screen.json  /component  no custom component named 'ReceiptScaner' (expected the name of a screens/**/<Name>.custom.tsx file); did you mean 'ReceiptScanner'?",
    );
  });

  it("reports an unknown operationId and an unknown row field inside a custom component's props", () => {
    expect(checkCase('props-unknown-operation')).toEqual([
      {
        file: SCANNER,
        pointer: '/props/saveOperation',
        message: "unknown operation 'saveReciept'",
        expected: 'an operationId of the ERP contract',
        suggestion: 'saveReceipt',
      },
      expect.objectContaining({
        file: SCANNER,
        pointer: '/props/scanField',
        message: "field 'PONo' is not in the rows of listPurchaseOrderLines",
        suggestion: 'PONO',
      }),
    ]);
  });

  it('reports props its component does not declare, and a component without a props schema', () => {
    const dir = mkdtempSync(join(tmpdir(), 'screens-props-'));
    temps.push(dir);
    cpSync(join(FIXTURES, 'valid'), dir, { recursive: true });
    const scanner = join(dir, SCANNER);
    const def = JSON.parse(readFileSync(scanner, 'utf8'));
    writeFileSync(scanner, JSON.stringify({ ...def, props: { ...def.props, bep: false } }));
    expect(check(dir)).toEqual([
      expect.objectContaining({
        file: SCANNER,
        pointer: '/props/bep',
        message: "unknown property 'bep'",
        suggestion: 'beep',
      }),
    ]);
    rmSync(join(dir, 'Purchasing/ReceiptScanner.props.schema.json'));
    expect(check(dir)).toEqual([
      expect.objectContaining({
        file: SCANNER,
        pointer: '/component',
        message: "custom component 'ReceiptScanner' declares no props schema",
      }),
    ]);
  });

  it("reports a row action's unknown bound name and the row fields it names that the rows lack", () => {
    expect(checkCase('row-action-unknown-names')).toEqual([
      expect.objectContaining({
        file: RECEIVING,
        pointer: '/rowActions/0/bind/PONo',
        message: "'PONo' is not a parameter or body property of saveReceipt",
        expected: 'one of: PONO, Qty',
        suggestion: 'PONO',
      }),
      expect.objectContaining({ pointer: '/rowActions/0/bind/Qty', suggestion: 'Qty' }),
      expect.objectContaining({ pointer: '/rowActions/0/when/field', suggestion: 'Received' }),
      expect.objectContaining({
        pointer: '/rowActions/0/success',
        message: "field 'PONUM' is not in the rows of listPurchaseOrderLines",
      }),
    ]);
  });

  it('reports status tabs that no data source binds', () => {
    expect(checkCase('status-tabs-unbound')).toEqual([
      expect.objectContaining({
        file: RECEIVING,
        pointer: '/statusTabs',
        message: "status tabs 'received' are not bound to any parameter, so they would change nothing",
      }),
    ]);
  });

  it('reports an unknown operation with the closest operationId', () => {
    expect(checkCase('unknown-operation')).toEqual([
      {
        file: RECEIVING,
        pointer: '/dataSource/operationId',
        message: "unknown operation 'listPurchaseOrderLine'",
        expected: 'an operationId of the ERP contract',
        suggestion: 'listPurchaseOrderLines',
      },
    ]);
  });

  it('reports a required parameter that is not bound', () => {
    expect(checkCase('unbound-required-param')).toEqual([
      expect.objectContaining({
        file: RECEIVING,
        pointer: '/dataSource/params',
        message: "required parameter 'plant' of listPurchaseOrderLines is not bound",
      }),
    ]);
  });

  it('reports a binding to a parameter the operation does not declare', () => {
    expect(checkCase('undeclared-param')).toEqual([
      expect.objectContaining({
        file: RECEIVING,
        pointer: '/dataSource/params/warehouse',
        message: "'warehouse' is not a parameter of listPurchaseOrderLines",
        expected: 'one of: plant, from, to, vendor',
      }),
    ]);
  });

  it('reports a binding to an unknown filter id', () => {
    expect(checkCase('unknown-filter')).toEqual([
      expect.objectContaining({
        file: RECEIVING,
        pointer: '/dataSource/params/from/filter',
        message: "no filter with id 'date' in this screen",
        suggestion: 'dates',
      }),
    ]);
  });

  it('reports a dateRange binding without a part', () => {
    expect(checkCase('date-range-without-part')).toEqual([
      expect.objectContaining({
        file: RECEIVING,
        pointer: '/dataSource/params/to',
        expected: '"part": "from" or "part": "to"',
      }),
    ]);
  });

  it('reports a route binding to a parameter the route does not have', () => {
    expect(checkCase('missing-route-param')).toEqual([
      expect.objectContaining({
        file: 'Public/OrderView.screen.json',
        pointer: '/header/dataSource/params/orderNo/param',
        message: "route /Sales/OrderView/:orderNo has no parameter ':orderId'",
        suggestion: 'orderNo',
      }),
    ]);
  });

  it('reports a route parameter without a sample value (Storybook and the browser tests open the screen with it)', () => {
    expect(checkCase('missing-sample-params')).toEqual([
      expect.objectContaining({
        file: 'Public/OrderView.screen.json',
        pointer: '/sampleParams',
        message: 'route parameter :orderNo has no sample value',
      }),
    ]);
  });

  it('reports an unknown column field with the closest field name', () => {
    expect(checkCase('unknown-column-field')).toEqual([
      expect.objectContaining({
        file: RECEIVING,
        pointer: '/columns/2/field',
        message: "field 'PromisDate' is not in the rows of listPurchaseOrderLines",
        suggestion: 'PromiseDate',
      }),
    ]);
  });

  it('reports a column type that does not fit the field type', () => {
    expect(checkCase('incompatible-column-type')).toEqual([
      expect.objectContaining({
        file: RECEIVING,
        pointer: '/columns/3/type',
        message: "column 'Qty' is a date column, but listPurchaseOrderLines gives number",
      }),
    ]);
  });

  it('reports an unknown drill type', () => {
    expect(checkCase('unknown-drill-type')).toEqual([
      expect.objectContaining({
        file: RECEIVING,
        pointer: '/columns/0/drill',
        message: '"purchaseorder" is not allowed here',
        suggestion: 'purchaseOrder',
      }),
    ]);
  });

  it('reports a drill type without a drill-down definition', () => {
    expect(checkCase('missing-drill-detail')).toEqual([
      expect.objectContaining({
        file: RECEIVING,
        pointer: '/columns/8/drill',
        message: "no drill-down definition for drill type 'customer'",
      }),
    ]);
  });

  it('reports a route that is not in routes.json with the closest route', () => {
    expect(checkCase('route-not-in-routes')).toEqual([
      expect.objectContaining({
        file: RECEIVING,
        pointer: '/route',
        message: "route '/Internal/Purchasing/Recieving' is not in routes.json",
        suggestion: '/Internal/Purchasing/Receiving',
      }),
    ]);
  });

  it('reports a route defined twice on the second file', () => {
    expect(checkCase('route-taken-twice')).toEqual([
      expect.objectContaining({
        file: 'Purchasing/ReceivingCopy.screen.json',
        pointer: '/route',
        message: `route '/Internal/Purchasing/Receiving' is already defined by ${RECEIVING}`,
      }),
    ]);
  });

  it('reports a duplicate id', () => {
    expect(checkCase('duplicate-id')).toEqual([
      expect.objectContaining({
        file: RECEIVING,
        pointer: '/id',
        message: "id 'purchasing-receiving' is already used by Purchasing/Intercompany.screen.json",
      }),
    ]);
  });

  it('reports an unknown role with the closest role name', () => {
    expect(checkCase('unknown-role')).toEqual([
      expect.objectContaining({
        file: RECEIVING,
        pointer: '/roles/0',
        message: "unknown role 'purchase'",
        suggestion: 'purchasing',
      }),
    ]);
  });

  it("reports a screen role the operation's x-roles do not accept", () => {
    expect(checkCase('role-not-accepted')).toEqual([
      expect.objectContaining({
        file: RECEIVING,
        pointer: '/dataSource/operationId',
        message: "role 'qc' of this screen is not accepted by listPurchaseOrderLines",
      }),
    ]);
  });

  it("reports an area that differs from routes.json's", () => {
    expect(checkCase('area-mismatch')).toEqual([
      expect.objectContaining({ file: RECEIVING, pointer: '/area', expected: '"area": "Purchasing"' }),
    ]);
  });

  it('reports a drill-down definition that also has a route', () => {
    expect(checkCase('drill-with-route')).toEqual([
      expect.objectContaining({
        file: 'Purchasing/PurchaseOrderDetail.screen.json',
        pointer: '/route',
        message: 'a drill-down definition (drillFor) must not have a route',
      }),
    ]);
  });

  it('reports a form submitting to an operation without a JSON body', () => {
    expect(checkCase('submit-without-body')).toEqual([
      expect.objectContaining({
        file: 'Purchasing/NewReceipt.screen.json',
        pointer: '/submit/operationId',
        message: 'operation clearReceipts does not accept a JSON body',
      }),
    ]);
  });

  it('reports a public route whose definition is not marked public', () => {
    expect(checkCase('public-route-not-marked')).toEqual([
      expect.objectContaining({ file: 'Public/OrderView.screen.json', pointer: '/route', expected: '"public": true' }),
    ]);
  });

  it('reports a file that is not JSON and still checks the others', () => {
    const problems = checkCase('invalid-json');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'Purchasing/Broken.screen.json', pointer: '' });
    expect(problems[0].message).toMatch(/^not valid JSON/);
  });

  it('prints a problem as file, pointer, message, expectation and suggestion', () => {
    const [problem] = checkCase('unknown-column-field');
    expect(formatProblem(problem)).toBe(
      "Purchasing/Receiving.screen.json  /columns/2/field  field 'PromisDate' is not in the rows of listPurchaseOrderLines " +
        "(expected a field of the listPurchaseOrderLines response row); did you mean 'PromiseDate'?",
    );
  });
});
