// A minimal XLSX writer (SpreadsheetML in a zip made with fflate): one sheet, a bold caption row, typed cells with
// number and date formats. Pure, so it runs unchanged in the export worker and on the main thread.
import { strToU8, Zip, ZipDeflate } from 'fflate';
import { NativeZipDeflate } from './nativeZipDeflate';

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

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

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

/** A text cell refers to the workbook's shared strings by index: its XML is a third of an inline string's. */
function cellXml(ref: string, value: ExportValue, style: number, sharedIndex: (text: string) => number): string {
  if (value === null || value === '') return '';
  const s = style ? ` s="${style}"` : '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  return `<c r="${ref}" t="s"><v>${sharedIndex(value)}</v></c>`;
}

/** The shared strings part: each distinct text once, in first-use order. */
function sharedStringsXml(texts: readonly string[], uses: number): string {
  let xml =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${uses}" uniqueCount="${texts.length}">`;
  for (const text of texts) xml += `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`;
  return xml + '</sst>';
}

export interface XlsxSheetWriter {
  /** Appends rows (in order); the row count given at creation must be reached before finish(). */
  addRows(rows: readonly ExportValue[][]): void;
  /** Closes the sheet and the zip; returns the .xlsx bytes (not with nativeDeflate: use done()). */
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
  options: { nativeDeflate?: boolean } = {},
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
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      settle?.reject(error);
      if (!options.nativeDeflate) throw error;
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
  const sheetFile = options.nativeDeflate
    ? new NativeZipDeflate('xl/worksheets/sheet1.xml')
    : new ZipDeflate('xl/worksheets/sheet1.xml', { level: 1 });
  zip.add(sheetFile);
  const encoder = new TextEncoder();
  sheetFile.push(encoder.encode(sheetHead), false);
  let written = 0;
  const sharedIndexOf = new Map<string, number>();
  const sharedTexts: string[] = [];
  let sharedUses = 0;
  const sharedIndex = (text: string) => {
    sharedUses++;
    let index = sharedIndexOf.get(text);
    if (index === undefined) {
      sharedIndexOf.set(text, (index = sharedTexts.length));
      sharedTexts.push(text);
    }
    return index;
  };

  return {
    addRows(rows) {
      let slice = '';
      for (const row of rows) {
        const n = ++written + 1;
        slice += `<row r="${n}">`;
        for (let i = 0; i < columns.length; i++)
          slice += cellXml(`${names[i]}${n}`, row[i] ?? null, styleOf[i], sharedIndex);
        slice += '</row>';
      }
      if (slice) sheetFile.push(encoder.encode(slice), false);
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
    sheetFile.push(encoder.encode(sheetTail), true);
    // Known only once every row is in: the zip takes the part after the sheet.
    const strings = new ZipDeflate('xl/sharedStrings.xml', { level: 6 });
    zip.add(strings);
    strings.push(encoder.encode(sharedStringsXml(sharedTexts, sharedUses)), true);
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
