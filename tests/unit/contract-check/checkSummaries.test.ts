// The checker on summaries and pivot values: a weighted average's weight must be a numeric field of the same rows,
// a misspelt summary type gets a did-you-mean, and a pivot value with its own aggregator is checked like a plain one.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../../server/contract/loadContract';
import { checkScreens, loadRoles, loadRoutes, type Problem } from '../../../scripts/contract-check';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const contract = loadContract(join(FIXTURES, 'schemas'));
const routes = loadRoutes(join(FIXTURES, 'routes.json'));
const roles = loadRoles();
const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Json = Record<string, any>;

/** The valid fixture folder with one definition edited. */
function checkEdited(file: string, edit: (def: Json) => void): Problem[] {
  const dir = mkdtempSync(join(tmpdir(), 'screens-summaries-'));
  temps.push(dir);
  cpSync(join(FIXTURES, 'valid'), dir, { recursive: true });
  const path = join(dir, file);
  const def = JSON.parse(readFileSync(path, 'utf8')) as Json;
  edit(def);
  writeFileSync(path, JSON.stringify(def, null, 2));
  return checkScreens({ screensDir: dir, contract, routes, roles });
}

const RECEIVING = 'Purchasing/Receiving.screen.json';
const PIVOT = 'Purchasing/Pivot.screen.json';
const UNIT_PRICE = 4;

describe('checker: summaries and pivot values', () => {
  it('accepts a weighted average over a numeric weight field', () => {
    expect(checkEdited(RECEIVING, (d) => (d.columns[UNIT_PRICE].summary = { avg: { weight: 'Qty' } }))).toEqual([]);
  });

  it('reports a weight field the rows do not have, with the closest field', () => {
    expect(checkEdited(RECEIVING, (d) => (d.columns[UNIT_PRICE].summary = { avg: { weight: 'Qtty' } }))).toEqual([
      expect.objectContaining({
        file: RECEIVING,
        pointer: `/columns/${UNIT_PRICE}/summary/avg/weight`,
        message: "field 'Qtty' is not in the rows of listPurchaseOrderLines",
        suggestion: 'Qty',
      }),
    ]);
  });

  it('reports a weight field that is not a number', () => {
    expect(checkEdited(RECEIVING, (d) => (d.columns[UNIT_PRICE].summary = { avg: { weight: 'ItemNo' } }))).toEqual([
      expect.objectContaining({
        pointer: `/columns/${UNIT_PRICE}/summary/avg/weight`,
        message: expect.stringContaining("field 'ItemNo' of listPurchaseOrderLines is string"),
      }),
    ]);
  });

  it('reports a misspelt summary type with the closest one', () => {
    expect(checkEdited(RECEIVING, (d) => (d.columns[UNIT_PRICE].summary = 'Avg'))).toEqual([
      expect.objectContaining({
        pointer: `/columns/${UNIT_PRICE}/summary`,
        message: '"Avg" is not allowed here',
        suggestion: 'avg',
      }),
    ]);
  });

  it('checks a pivot value with its own aggregator: a count needs no number, a sum does', () => {
    expect(
      checkEdited(PIVOT, (d) => (d.values = ['Qty', { field: 'PONO', aggregator: 'Count', caption: 'Lines' }])),
    ).toEqual([]);
    expect(checkEdited(PIVOT, (d) => (d.values = ['Qty', { field: 'PONO', aggregator: 'Sum' }]))).toEqual([
      expect.objectContaining({ file: PIVOT, pointer: '/values/1/field', message: expect.stringContaining("'PONO'") }),
    ]);
  });
});

describe('checker: money says its currency', () => {
  const PO_DETAIL = 'Purchasing/PurchaseOrderDetail.screen.json';
  const reported = (problems: Problem[]) => problems.map((p) => `${p.file} ${p.pointer} ${p.message}`);

  it('asks a currency column of a data source that reads no one plant, whose rows name no Currency, for its currency', () => {
    expect(reported(checkEdited(PO_DETAIL, (d) => delete d.header.fields[3].currency))).toEqual([
      `${PO_DETAIL} /header/fields/3/type currency column 'Total' does not say its currency: getPurchaseOrder reads no one plant and its rows name no Currency`,
    ]);
  });

  it("accepts the plant's book currency of a data source bound to a plant, and a currencyField naming a row field", () => {
    expect(checkEdited(RECEIVING, (d) => delete d.columns[UNIT_PRICE].currency)).toEqual([]);
    expect(
      reported(
        checkEdited(PO_DETAIL, (d) => (d.header.fields[3] = { ...d.header.fields[3], currencyField: 'Curency' })),
      ),
    ).toEqual([
      expect.stringContaining("/header/fields/3/currencyField field 'Curency' is not in the rows of getPurchaseOrder"),
    ]);
  });

  it('reports currency on a column that is not a currency column', () => {
    expect(reported(checkEdited(RECEIVING, (d) => (d.columns[3].currency = 'USD')))).toEqual([
      `${RECEIVING} /columns/3 'Qty' is not a currency column: "currency" and "currencyField" apply to currency columns`,
    ]);
  });
});
