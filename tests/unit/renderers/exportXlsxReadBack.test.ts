// The exported workbook read back as a spreadsheet reads it: every value, type and number format as the grid had it,
// whether the page's worker pipeline wrote it (column slices, the sheet deflated by a second party over a channel) or
// the main-thread fallback did.
import { afterEach, describe, expect, it } from 'vitest';
import { gzipSync } from 'fflate';
import type { Column } from '../../../engine/screen/types';
import { buildExportSheet, exportColumnsOf, exportConverters } from '../../../engine/views/grid/export/exportRows';
import { createXlsxWriter, writeXlsx } from '../../../engine/views/grid/export/xlsxWriter';
import { ColumnSliceDecoder, ColumnSliceEncoder } from '../../../engine/views/grid/export/columnSlices';
import { PortZipDeflate, serveSheetDeflate, unwrapGzip } from '../../../engine/views/grid/export/sheetDeflate';
import { readXlsx, type ReadCell } from './readXlsx';

const columns: Column[] = [
  { field: 'Name', caption: 'Name' },
  { field: 'Qty', caption: 'Qty', type: 'number' },
  { field: 'Amount', caption: 'Amount', type: 'currency' },
  { field: 'Weight', caption: 'Weight', type: 'decimal' },
  { field: 'Margin', caption: 'Margin', type: 'percent' },
  { field: 'Ship', caption: 'Ship date', type: 'date' },
  { field: 'Late', caption: 'Late', type: 'boolean' },
  { field: 'Note', caption: 'Note <&> "ñ"' },
];

type Row = Record<string, unknown>;
const rows: Row[] = [
  { Name: 'J0100000', Qty: 12, Amount: 1234.56, Weight: 0.1, Margin: 0.45, Ship: '2026-11-16', Late: false, Note: 'a' },
  // Negative, large, tiny, many digits, negative zero and an amount past 1e11.
  {
    Name: 'Tom & Jerry <b>"x"</b>',
    Qty: -7,
    Amount: -0.01,
    Weight: 0.30000000000000004,
    Margin: -0,
    Ship: '2024-02-29',
    Late: true,
    Note: "it's",
  },
  {
    Name: 'Ñandú — 東京 🚚',
    Qty: 9007199254740991,
    Amount: 123456789012.34,
    Weight: 1e-7,
    Margin: 1e21,
    Ship: '1999-12-31',
    Late: false,
    Note: 'x',
  },
  // Empty cells first, in the middle, in a row and last: the next cell must stay in its own column.
  { Name: null, Qty: undefined, Amount: 5, Weight: '', Margin: null, Ship: '2026-01-01', Late: true, Note: null },
  { Name: '', Qty: 3, Amount: null, Weight: null, Margin: 0.5, Ship: null, Late: null, Note: 'last' },
  // A number column holding text, a control character Excel rejects, an invalid date, repeated values.
  {
    Name: 'J0100000',
    Qty: 'n/a',
    Amount: 99.99,
    Weight: 2.5,
    Margin: 0.05,
    Ship: 'soon',
    Late: false,
    Note: 'bell\u0007!',
  },
  { Name: 'J0100000', Qty: 12, Amount: 1234.56, Weight: 0.1, Margin: 0.45, Ship: '2026-11-16', Late: false, Note: 'a' },
];

const cash = '"$"#,##0.00';
const day = 'mm/dd/yyyy';
const n = (value: number, format: string): ReadCell => ({ value, format });
const s = (value: string): ReadCell => ({ value });
const b = (value: boolean): ReadCell => ({ value });
const header = columns.map((c) => ({ value: c.caption, format: undefined }));
const expected: (ReadCell | undefined)[][] = [
  [
    s('J0100000'),
    n(12, '#,##0'),
    n(1234.56, cash),
    n(0.1, '#,##0.00'),
    n(0.45, '0.00%'),
    n(46342, day),
    b(false),
    s('a'),
  ],
  [
    s('Tom & Jerry <b>"x"</b>'),
    n(-7, '#,##0'),
    n(-0.01, cash),
    n(0.30000000000000004, '#,##0.00'),
    n(0, '0.00%'),
    n(45351, day),
    b(true),
    s("it's"),
  ],
  [
    s('Ñandú — 東京 🚚'),
    n(9007199254740991, '#,##0'),
    n(123456789012.34, cash),
    n(1e-7, '#,##0.00'),
    n(1e21, '0.00%'),
    n(36525, day),
    b(false),
    s('x'),
  ],
  [undefined, undefined, n(5, cash), undefined, undefined, n(46023, day), b(true), undefined],
  [undefined, n(3, '#,##0'), undefined, undefined, n(0.5, '0.00%'), undefined, undefined, s('last')],
  [s('J0100000'), s('n/a'), n(99.99, cash), n(2.5, '#,##0.00'), n(0.05, '0.00%'), s('soon'), b(false), s('bell!')],
  [
    s('J0100000'),
    n(12, '#,##0'),
    n(1234.56, cash),
    n(0.1, '#,##0.00'),
    n(0.45, '0.00%'),
    n(46342, day),
    b(false),
    s('a'),
  ],
];

const grid = (bytes: Uint8Array) =>
  readXlsx(bytes).map((cells) => Array.from({ length: columns.length }, (_, i) => cells[i]));

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

/** The page's and the worker's halves in one process: slices cloned as postMessage would, the deflate over a channel. */
async function throughWorkerPipeline(someRows: readonly Row[], sliceRows: number): Promise<Uint8Array> {
  const exportColumns = exportColumnsOf(columns, 'en-US');
  const channel = new MessageChannel();
  channels.push(channel);
  serveSheetDeflate(channel.port2);
  const writer = createXlsxWriter('Main sheet', exportColumns, someRows.length, {
    sheetFile: (name) => new PortZipDeflate(name, channel.port1),
  });
  const encoder = new ColumnSliceEncoder(
    columns.map((c) => c.field),
    exportColumns.map((c) => c.kind === 'number'),
  );
  const decoder = new ColumnSliceDecoder(exportConverters(columns, exportColumns));
  for (let start = 0; start < someRows.length; start += sliceRows) {
    const { slice, transfer } = encoder.encode(someRows.slice(start, start + sliceRows));
    const received = structuredClone(slice, { transfer });
    writer.addColumns(received.count, decoder.decode(received));
  }
  return writer.done();
}

describe('the exported workbook reads back', () => {
  it('with every value, type and format, from the worker pipeline and from the main-thread writer', async () => {
    for (const sliceRows of [1, 3, 1000]) {
      expect(grid(await throughWorkerPipeline(rows, sliceRows))).toEqual([header, ...expected]);
    }
    expect(grid(writeXlsx(buildExportSheet(rows, columns)))).toEqual([header, ...expected]);
  });

  it('writes numbers exactly as JavaScript reads them back, across a wide spread of values', async () => {
    const values: number[] = [];
    for (let i = 0; i < 4000; i++) {
      const magnitude = 10 ** ((i % 30) - 12);
      const value = ((i * 7919) % 10007) * magnitude * (i % 2 ? -1 : 1);
      values.push(value, Math.round(value * 100) / 100, Math.trunc(value));
    }
    values.push(0.005, 0.015, 1.005, 99999999999.99, 100000000000.01, 2 ** 53, -(2 ** 31), 4.35, 0.07, 1e-6, 1.5e-7);
    const many = values.map((value) => ({ Qty: value, Amount: value, Weight: value }));
    const read = grid(await throughWorkerPipeline(many, 1000));
    for (let r = 0; r < many.length; r++) {
      for (const i of [1, 2, 3]) expect(read[r + 1][i]?.value).toBe(Object.is(values[r], -0) ? 0 : values[r]);
    }
  });

  it('takes the sheet entry from a gzip member: its deflate data, CRC-32 and size', () => {
    const data = new TextEncoder().encode('<row r="2"><c t="s"><v>0</v></c></row>'.repeat(500));
    const member = gzipSync(data, { level: 1, filename: 'sheet1.xml', mtime: 0 });
    const { deflated, size } = unwrapGzip(member);
    expect(size).toBe(data.length);
    expect(Buffer.from(deflated).equals(Buffer.from(member.subarray(member.length - 8 - deflated.length, -8)))).toBe(
      true,
    );
  });
});
