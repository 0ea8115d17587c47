// A minimal XLSX writer (SpreadsheetML in a zip made with fflate): one sheet, a bold caption row, typed cells with
// number and date formats. Pure, so it runs unchanged in the export worker and on the main thread.
import { strToU8, Zip, ZipDeflate, type ZipInputFile } from 'fflate';
import { columnName, SheetRowBytes } from './sheetRowBytes';
import type { DecodedColumn } from './columnSlices';

export type ExportCellKind = 'text' | 'number' | 'date' | 'boolean';

export interface ExportColumn {
  caption: string;
  kind: ExportCellKind;
  /** Excel number format, e.g. '#,##0.00', '"$"#,##0.00', 'mm/dd/yyyy'. */
  numFmt?: string;
  width?: number;
}

/** Cell values: text as strings, numbers and dates (Excel serial days) as numbers, booleans as booleans. */
export type ExportValue = string | number | boolean | null;

export interface ExportSheet {
  sheetName: string;
  columns: ExportColumn[];
  rows: ExportValue[][];
}

const BUILTIN_FORMATS: Record<string, number> = { '0': 1, '0.00': 2, '#,##0': 3, '#,##0.00': 4, '0%': 9, '0.00%': 10 };

// Markup characters and the control characters (other than tab/newline) that make Excel reject the whole file.
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

// Most cell texts need no escaping: test once instead of running five replaces over every cell.
const escapeXml = (s: string) =>
  !NEEDS_ESCAPE.test(s)
    ? s
    : s
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');

/** Excel serial day number of a local date/time (1900 date system). */
export function excelSerial(date: Date): number {
  const utc = Date.UTC(
    date.getFullYear(),
    date.getMonth(),
    date.getDate(),
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
  );
  return (utc - Date.UTC(1899, 11, 30)) / 86_400_000;
}

function buildStyles(columns: readonly ExportColumn[]) {
  const custom = new Map<string, number>();
  const xfByFormat = new Map<string, number>();
  const xfs = [
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>',
    '<xf numFmtId="0" fontId="1" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1"/>',
  ];
  const styleOf = columns.map((column) => {
    if (!column.numFmt) return 0;
    const known = xfByFormat.get(column.numFmt);
    if (known !== undefined) return known;
    let id = BUILTIN_FORMATS[column.numFmt];
    if (id === undefined) {
      id = custom.get(column.numFmt) ?? 164 + custom.size;
      custom.set(column.numFmt, id);
    }
    xfs.push(`<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`);
    xfByFormat.set(column.numFmt, xfs.length - 1);
    return xfs.length - 1;
  });
  const numFmts = [...custom].map(([code, id]) => `<numFmt numFmtId="${id}" formatCode="${escapeXml(code)}"/>`);
  const xml =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    (numFmts.length ? `<numFmts count="${numFmts.length}">${numFmts.join('')}</numFmts>` : '') +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
    '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>' +
    '<fill><patternFill patternType="solid"><fgColor rgb="FFDCE4EE"/></patternFill></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs>` +
    '</styleSheet>';
  return { xml, styleOf };
}

/** The shared strings part: each distinct text once, in first-use order. */
function sharedStringsXml(texts: readonly string[], uses: number): string {
  let xml =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${uses}" uniqueCount="${texts.length}">`;
  for (const text of texts) xml += `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`;
  return xml + '</sst>';
}

const SHEET_PART = 'xl/worksheets/sheet1.xml';

export interface XlsxWriterOptions {
  /**
   * The zip entry the sheet's bytes are pushed into (fflate's level-1 ZipDeflate, synchronous, when not given); one
   * that deflates elsewhere (another worker, the runtime's zlib) answers later: use done().
   */
  sheetFile?: (name: string) => ZipInputFile & { push(chunk: Uint8Array, final: boolean): void };
}

export interface XlsxSheetWriter {
  /** Appends rows (in order); the row count given at creation must be reached before finish(). */
  addRows(rows: readonly ExportValue[][]): void;
  /** Appends `count` rows given column by column (the export worker's slices, columnSlices.ts). */
  addColumns(count: number, columns: readonly DecodedColumn[]): void;
  /** Closes the sheet and the zip; returns the .xlsx bytes (not with an asynchronous sheetFile: use done()). */
  finish(): Uint8Array;
  /** Closes the sheet and the zip; resolves with the .xlsx bytes once the last deflated chunk is in. */
  done(): Promise<Uint8Array>;
}

/**
 * An incremental writer: rows arrive in slices (the export worker receives them as the main thread prepares them) and
 * are streamed into the zip, so no 100 MB string is ever built; deflate level 1 (XML compresses almost as well at 1
 * as at 6) keeps 100,000 × 20 cells within the export budget.
 */
export function createXlsxWriter(
  sheetName: string,
  columns: readonly ExportColumn[],
  rowCount: number,
  options: XlsxWriterOptions = {},
): XlsxSheetWriter {
  const sheet = { sheetName };
  const names = columns.map((_, i) => columnName(i));
  const { xml: styles, styleOf } = buildStyles(columns);
  const cols = columns
    .map(
      (c, i) =>
        `<col min="${i + 1}" max="${i + 1}" width="${Math.max(10, Math.min(60, c.width ?? c.caption.length + 4))}" customWidth="1"/>`,
    )
    .join('');
  const lastRef = `${names[names.length - 1] ?? 'A'}${rowCount + 1}`;
  const sheetHead =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<dimension ref="A1:${lastRef}"/>` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    (cols ? `<cols>${cols}</cols>` : '') +
    '<sheetData>' +
    `<row r="1">${columns.map((c, i) => `<c r="${names[i]}1" t="inlineStr" s="1"><is><t>${escapeXml(c.caption)}</t></is></c>`).join('')}</row>`;
  const sheetTail = '</sheetData>' + (columns.length ? `<autoFilter ref="A1:${lastRef}"/>` : '') + '</worksheet>';
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
        '</Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
        '</Relationships>',
    ),
    'xl/workbook.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
        `<sheets><sheet name="${escapeXml(sheet.sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
        (columns.length
          ? `<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'${escapeXml(sheet.sheetName)}'!$A$1:$${names[names.length - 1]}$${rowCount + 1}</definedName></definedNames>`
          : '') +
        '</workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
        '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>' +
        '</Relationships>',
    ),
    'xl/styles.xml': strToU8(styles),
  };

  const out: Uint8Array[] = [];
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  let ended = false;
  let failure: Error | null = null;
  const asynchronous = Boolean(options.sheetFile);
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      settle?.reject(error);
      if (!asynchronous) throw error;
      return;
    }
    out.push(chunk);
    if (final) {
      ended = true;
      settle?.resolve();
    }
  });
  for (const [name, bytes] of Object.entries(files)) {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(bytes, true);
  }
  const sheetFile = options.sheetFile?.(SHEET_PART) ?? new ZipDeflate(SHEET_PART, { level: 1 });
  zip.add(sheetFile);
  let written = 0;
  const sheetBytes = new SheetRowBytes(styleOf, (chunk) => sheetFile.push(chunk, false));
  sheetBytes.bytes(new TextEncoder().encode(sheetHead));
  const width = columns.length;

  return {
    addRows(rows) {
      for (const row of rows) sheetBytes.row(++written + 1, row, width);
    },
    addColumns(count, decoded) {
      sheetBytes.columns(written + 2, count, decoded);
      written += count;
    },
    finish() {
      close();
      return joined();
    },
    async done() {
      close();
      if (!ended) {
        await new Promise<void>((resolve, reject) => {
          if (failure) reject(failure);
          else settle = { resolve, reject };
        });
      }
      return joined();
    },
  };

  function close() {
    if (written !== rowCount) throw new Error(`The export expected ${rowCount} rows but received ${written}`);
    sheetBytes.ascii(sheetTail);
    sheetBytes.flush();
    sheetFile.push(new Uint8Array(0), true);
    // Known only once every row is in: the zip takes the part after the sheet.
    const strings = new ZipDeflate('xl/sharedStrings.xml', { level: 6 });
    zip.add(strings);
    strings.push(strToU8(sharedStringsXml(sheetBytes.sharedTexts, sheetBytes.sharedUses)), true);
    zip.end();
  }

  function joined(): Uint8Array {
    let size = 0;
    for (const chunk of out) size += chunk.length;
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of out) {
      bytes.set(chunk, offset);
      offset += chunk.length;
    }
    return bytes;
  }
}

/** Builds the .xlsx bytes; `onProgress(done, total)` is called every few thousand rows. */
export function writeXlsx(sheet: ExportSheet, onProgress?: (done: number, total: number) => void): Uint8Array {
  const writer = createXlsxWriter(sheet.sheetName, sheet.columns, sheet.rows.length);
  const SLICE = 5000;
  for (let start = 0; start < sheet.rows.length; start += SLICE) {
    writer.addRows(sheet.rows.slice(start, start + SLICE));
    onProgress?.(Math.min(sheet.rows.length, start + SLICE), sheet.rows.length);
  }
  const bytes = writer.finish();
  onProgress?.(sheet.rows.length, sheet.rows.length);
  return bytes;
}
