// The pure pieces of new:screen --table: which columns a table-made report shows and with which types and casts,
// the contract part's text, the handler stub and the reports/index.ts edit. The end-to-end run against the seeded
// database is tests/server/scaffold/newOperation.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadContract } from '../../../server/contract/loadContract';
import { contractEntry, mergeContractEntry } from '../../../scripts/scaffold/contractEntry';
import { handlerStub } from '../../../scripts/scaffold/handlerStub';
import { addReportHandler, emptyReportHandlerIndex } from '../../../scripts/scaffold/reportHandlerIndex';
import { MAX_REPORT_COLUMNS, pascalCase, reportColumns } from '../../../scripts/scaffold/reportColumns';
import type { TableColumn, TableInfo } from '../../../scripts/scaffold/tableColumns';

const schemasDir = mkdtempSync(join(tmpdir(), 'new-operation-'));
afterAll(() => rmSync(schemasDir, { recursive: true, force: true }));

const col = (name: string, dataType: string, extra: Partial<TableColumn> = {}): TableColumn => ({
  name,
  dataType,
  nullable: false,
  isKey: false,
  ...extra,
});

const receipts: TableInfo = {
  table: 'po_receipts',
  columns: [
    col('eplant_id', 'integer'),
    col('packing_slip', 'text', { nullable: true }),
    col('id', 'integer', { isKey: true }),
    col('receipt_date', 'date'),
    col('qty', 'numeric'),
    col('received_at', 'timestamp with time zone', { nullable: true }),
    col('password_hash', 'text'),
    col('data', 'jsonb'),
    col('big', 'bigint'),
    col('order', 'uuid'),
  ],
};

describe('reportColumns', () => {
  it('puts the key first, leaves out the plant column, secrets and structured types, and casts to the contract types', () => {
    const report = reportColumns(receipts);
    expect(report.plantColumn).toBe('eplant_id');
    expect(report.dateColumn?.name).toBe('receipt_date');
    expect(report.columns.map((c) => c.field)).toEqual([
      'Id',
      'PackingSlip',
      'ReceiptDate',
      'Qty',
      'ReceivedAt',
      'Big',
      'Order',
    ]);
    expect(report.skipped).toEqual(['password_hash', 'data']);
    const by = Object.fromEntries(report.columns.map((c) => [c.field, c]));
    expect(by.PackingSlip.schema).toEqual({ type: ['string', 'null'] });
    expect(by.ReceiptDate).toMatchObject({
      schema: { type: 'string', format: 'date' },
      sql: "to_char(receipt_date, 'YYYY-MM-DD')",
    });
    expect(by.Qty).toMatchObject({ schema: { type: 'number' }, sql: 'qty::float8' });
    expect(by.ReceivedAt.schema).toEqual({ type: ['string', 'null'], format: 'date-time' });
    expect(by.Big).toMatchObject({ schema: { type: 'integer' }, sql: 'big::float8' });
    // A reserved word is quoted.
    expect(by.Order).toMatchObject({ schema: { type: 'string', format: 'uuid' }, sql: '"order"::text' });
    expect(report.orderBy).toEqual(['receipt_date DESC', 'id']);
  });

  it('takes --date-column, and names the date columns when it is not one', () => {
    expect(reportColumns(receipts, 'received_at').dateColumn?.name).toBe('received_at');
    expect(() => reportColumns(receipts, 'qty')).toThrow(
      "'qty' is not a date or timestamp column of po_receipts (its date columns: receipt_date, received_at)",
    );
  });

  it(`caps a wide table at ${MAX_REPORT_COLUMNS} columns, keeping the key and the date column`, () => {
    const wide: TableInfo = {
      table: 'wide',
      columns: [
        ...Array.from({ length: 20 }, (_, i) => col(`c${i}`, 'text')),
        col('made_on', 'date'),
        col('wide_id', 'integer', { isKey: true }),
      ],
    };
    const report = reportColumns(wide);
    expect(report.columns).toHaveLength(MAX_REPORT_COLUMNS);
    expect(report.columns[0].field).toBe('WideId');
    expect(report.columns.map((c) => c.field)).toContain('MadeOn');
    expect(report.skipped).toContain('c19');
    expect(pascalCase('is_intercompany')).toBe('IsIntercompany');
  });
});

describe('contractEntry', () => {
  const contract = loadContract();
  const options = {
    operationId: 'listReceiptLog',
    area: 'Customer service',
    name: 'ReceiptLog',
    title: 'Receipt log',
    roles: ['customer_service'],
    report: reportColumns(receipts),
    schemasDir,
  };

  it('writes a part in the house style that merges into the contract', () => {
    const entry = contractEntry(options, contract);
    expect(entry.file).toBe(join(schemasDir, 'erp-api', 'customer-service-receipt-log.yaml'));
    expect(entry.path).toBe('/reports/customer-service/receipt-log');
    expect(entry.text).toMatch(/^# Receipt log: scaffolded by npm run new:screen from the po_receipts table/);
    expect(entry.text).toContain('      tags: [CustomerService]\n');
    expect(entry.text).toContain('      x-roles: [customer_service]\n');
    expect(entry.text).toContain(
      "        - { name: plant, in: query, required: true, description: 'Plant id (2 NORSTAR U.S., 3 NORSTAR MX).', schema: { type: integer, minimum: 1 } }\n",
    );
    expect(entry.text).toContain("        '401': { $ref: '#/components/responses/Unauthorized' }\n");
    expect(entry.text).toContain(
      "        PackingSlip: { type: [string, 'null'], description: po_receipts.packing_slip }\n",
    );
    expect(entry.text).not.toMatch(/[&*]a\d/);
    expect(parse(entry.text)).toEqual(entry.part);
    const merged = mergeContractEntry(contract, entry);
    expect(merged.paths[entry.path].get?.operationId).toBe('listReceiptLog');
    expect(merged.components.schemas.ReceiptLogRow.required).toEqual(options.report.columns.map((c) => c.field));
    expect(contract.paths[entry.path]).toBeUndefined();
  });

  it('refuses an operationId, path or part the contract already has', () => {
    expect(() => contractEntry({ ...options, operationId: 'listPurchaseOrderLines' }, contract)).toThrow(
      'operation listPurchaseOrderLines already exists (GET /reports/purchasing/po-lines)',
    );
    expect(() => contractEntry({ ...options, area: 'Purchasing', name: 'PoLines' }, contract)).toThrow(
      'GET /reports/purchasing/po-lines is already in the contract',
    );
  });
});

describe('handlerStub and reports/index.ts', () => {
  it('filters by plant and date range, newest first, at most 1000 rows', () => {
    const source = handlerStub({
      operationId: 'listReceiptLog',
      path: '/reports/purchasing/receipt-log',
      partFile: 'schemas/erp-api/purchasing-receipt-log.yaml',
      report: reportColumns(receipts, 'received_at'),
    });
    expect(source).toMatch(/^\/\/ GET \/reports\/purchasing\/receipt-log .*a STUB/);
    expect(source).toContain(
      "export const listReceiptLog: OperationHandler<'listReceiptLog'> = async ({ db, query }) => {",
    );
    expect(source).toContain('const { plant, from, to } = query;');
    expect(source).toContain('requireDateRange(from, to);');
    expect(source).toContain(
      "WHERE eplant_id = $1 AND (received_at AT TIME ZONE 'UTC')::date BETWEEN $2::date AND $3::date",
    );
    expect(source).toContain('ORDER BY received_at DESC, id');
    expect(source).toContain('LIMIT 1000');
    expect(source).toContain('qty::float8 AS "Qty"');
  });

  it('a table without plant or date column reads the first rows by key', () => {
    const source = handlerStub({
      operationId: 'listCarriers',
      path: '/reports/shipping/carriers',
      partFile: 'schemas/erp-api/shipping-carriers.yaml',
      report: reportColumns({
        table: 'carriers',
        columns: [col('id', 'integer', { isKey: true }), col('name', 'text')],
      }),
    });
    expect(source).toContain('async ({ db }) =>');
    expect(source).not.toContain('WHERE');
    expect(source).not.toContain('requireDateRange');
    expect(source).toContain('ORDER BY id');
  });

  it('adds one import and one map entry per operation, once', () => {
    const once = addReportHandler(emptyReportHandlerIndex(), 'listB');
    const twice = addReportHandler(addReportHandler(once, 'listA'), 'listB');
    expect(twice.startsWith('// Handlers scaffolded by npm run new:screen')).toBe(true);
    expect(twice.match(/import \{ listB \} from '\.\/listB\.js';/g)).toHaveLength(1);
    expect(twice).toContain("import { listA } from './listA.js';");
    expect(twice).toContain('export const reportHandlers: HandlerMap = { listA, listB };');
    expect(addReportHandler(twice, 'listA')).toBe(twice);
  });
});
