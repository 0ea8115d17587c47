// The export worker's sheet deflated by the runtime's own zlib (CompressionStream) makes the same workbook: the
// entries unzip to exactly what the JavaScript-deflated writer produces.
import { describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { createXlsxWriter, type ExportColumn, type ExportValue } from '../../../engine/views/grid/export/xlsxWriter';
import { hasNativeDeflate } from '../../../engine/views/grid/export/nativeZipDeflate';

const columns: ExportColumn[] = [
  { caption: 'Job', kind: 'text' },
  { caption: 'Qty', kind: 'number', numFmt: '#,##0' },
  { caption: 'Ship date', kind: 'date', numFmt: 'mm/dd/yyyy' },
];
const rows: ExportValue[][] = Array.from({ length: 5000 }, (_, i) => [`J${i} <&>`, i % 7 ? i : null, 46000 + (i % 90)]);

function write(nativeDeflate: boolean) {
  const writer = createXlsxWriter('Main sheet', columns, rows.length, { nativeDeflate });
  for (let s = 0; s < rows.length; s += 1000) writer.addRows(rows.slice(s, s + 1000));
  return writer.done();
}

describe.runIf(hasNativeDeflate())('export sheet deflated natively', () => {
  it('unzips to the same files as the fflate-deflated workbook', async () => {
    const native = unzipSync(await write(true));
    const js = unzipSync(await write(false));
    expect(Object.keys(native)).toEqual(Object.keys(js));
    for (const name of Object.keys(js)) expect(Buffer.from(native[name]).equals(Buffer.from(js[name]))).toBe(true);
  });
});
