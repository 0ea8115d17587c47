import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import type { Column } from '../../../engine/screen/types';
import {
  buildExportSheet,
  EXPORT_SHEET_NAME,
  exportColumnsOf,
  exportToXlsx,
  exportConverters,
  exportValuesOf,
} from '../../../engine/views/grid/export/exportRows';
import { writeXlsx } from '../../../engine/views/grid/export/xlsxWriter';
import { ColumnSliceDecoder, ColumnSliceEncoder } from '../../../engine/views/grid/export/columnSlices';

const columns: Column[] = [
  { field: 'PONO', caption: 'PO' },
  { field: 'Qty', caption: 'Qty', type: 'decimal' },
  { field: 'Amount', caption: 'Amount', type: 'currency' },
  { field: 'PromiseDate', caption: 'Promise date', type: 'date' },
  { field: 'Status', caption: 'Status', type: 'statusCode' },
];

const rows = Array.from({ length: 1200 }, (_, i) => ({
  PONO: `PO-${i + 1}`,
  Qty: i + 0.5,
  Amount: 1000 + i,
  PromiseDate: '2026-11-16',
  Status: 'O',
}));

describe('Excel export', () => {
  it("writes one 'Main sheet' with the captions and every row, typed and formatted", () => {
    const files = unzipSync(writeXlsx(buildExportSheet(rows, columns)));
    const workbook = strFromU8(files['xl/workbook.xml']);
    expect(workbook).toContain(`<sheet name="${EXPORT_SHEET_NAME}"`);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
    expect(sheet).toContain('<t>PO</t>');
    expect(sheet).toContain('<t>Promise date</t>');
    expect(sheet.match(/<row /g)).toHaveLength(1201);
    // Texts are shared strings: each distinct one written once, the cells refer to it by index.
    const strings = strFromU8(files['xl/sharedStrings.xml']);
    const shared = [...strings.matchAll(/<si><t[^>]*>([^<]*)<\/t><\/si>/g)].map((m) => m[1]);
    expect(shared.filter((s) => s === 'Ordered')).toHaveLength(1);
    // Cells follow one another without a reference (the spec places each after the previous one).
    expect(sheet).toContain(`<row r="1201"><c t="s"><v>${shared.indexOf('PO-1200')}</v></c>`);
    expect(sheet).toMatch(new RegExp(`<c t="s"><v>${shared.indexOf('Ordered')}</v></c></row></sheetData>`));
    expect(strFromU8(files['[Content_Types].xml'])).toContain('PartName="/xl/sharedStrings.xml"');
    expect(strFromU8(files['xl/_rels/workbook.xml.rels'])).toContain('Target="sharedStrings.xml"');
    // 11/16/2026 as an Excel serial day with the mm/dd/yyyy format.
    expect(sheet).toMatch(/<row r="2">(<c[^>]*><v>[^<]*<\/v><\/c>){3}<c s="\d+"><v>46342<\/v><\/c>/);
    const styles = strFromU8(files['xl/styles.xml']);
    expect(styles).toContain('formatCode="mm/dd/yyyy"');
    expect(styles).toContain('formatCode="&quot;$&quot;#,##0.00"');
  });

  it('builds the file as an xlsx Blob on the main thread when no worker exists', async () => {
    const progress: number[] = [];
    const blob = await exportToXlsx(rows.slice(0, 3), columns, (p) => progress.push(p));
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(progress.at(-1)).toBe(1);
  });

  it('converts the cells the page sends column by column exactly as it converts the rows', () => {
    const exportColumns = exportColumnsOf(columns);
    const encoder = new ColumnSliceEncoder(
      columns.map((c) => c.field),
      exportColumns.map((c) => c.kind === 'number'),
    );
    const decoder = new ColumnSliceDecoder(exportConverters(columns, exportColumns));
    // The second slice repeats values of the first (sent as codes only) and has a text in a number column.
    const slices = [
      [...rows.slice(0, 3), { PONO: null, Qty: '', Amount: undefined, PromiseDate: 'not a date', Status: 'C' }],
      [rows[0], { PONO: 'PO-9', Qty: 'x', Amount: NaN, PromiseDate: '2026-11-16', Status: 'O' }],
    ];
    for (const some of slices) {
      const { slice, transfer } = encoder.encode(some);
      const received = structuredClone(slice, { transfer });
      const decoded = decoder.decode(received);
      const values = some.map((_, r) =>
        decoded.map((column) =>
          column.numbers
            ? Number.isNaN(column.numbers[r])
              ? null
              : column.numbers[r]
            : column.values[column.codes![r]],
        ),
      );
      expect(values).toEqual(exportValuesOf(some, columns, exportColumns));
    }
  });
});
