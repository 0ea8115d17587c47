// A minimal XLSX writer (SpreadsheetML in a zip made with fflate): one sheet, a bold caption row, typed cells with
// number and date formats. Pure, so it runs unchanged in the export worker and on the main thread.
import { strToU8, zipSync } from 'fflate';

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

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Control characters other than tab/newline make Excel reject the whole file.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Excel serial day number of a local date/time (1900 date system). */
export function excelSerial(date: Date): number {
  const utc = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds());
  return (utc - Date.UTC(1899, 11, 30)) / 86_400_000;
}

function buildStyles(columns: readonly ExportColumn[]) {
  const custom = new Map<string, number>();
  const xfByFormat = new Map<string, number>();
  const xfs = ['<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>', '<xf numFmtId="0" fontId="1" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1"/>'];
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

function cellXml(ref: string, value: ExportValue, style: number): string {
  if (value === null || value === '') return '';
  const s = style ? ` s="${style}"` : '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
}

/** Builds the .xlsx bytes; `onProgress(done, total)` is called every few thousand rows. */
export function writeXlsx(sheet: ExportSheet, onProgress?: (done: number, total: number) => void): Uint8Array {
  const { columns, rows } = sheet;
  const names = columns.map((_, i) => columnName(i));
  const { xml: styles, styleOf } = buildStyles(columns);
  const parts: string[] = [];
  parts.push(
    `<row r="1">${columns.map((c, i) => `<c r="${names[i]}1" t="inlineStr" s="1"><is><t>${escapeXml(c.caption)}</t></is></c>`).join('')}</row>`,
  );
  rows.forEach((row, r) => {
    const n = r + 2;
    let cells = '';
    for (let i = 0; i < columns.length; i++) cells += cellXml(`${names[i]}${n}`, row[i] ?? null, styleOf[i]);
    parts.push(`<row r="${n}">${cells}</row>`);
    if (onProgress && (r + 1) % 5000 === 0) onProgress(r + 1, rows.length);
  });
  const cols = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${Math.max(10, Math.min(60, c.width ?? c.caption.length + 4))}" customWidth="1"/>`)
    .join('');
  const lastRef = `${names[names.length - 1] ?? 'A'}${rows.length + 1}`;
  const sheetXml =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<dimension ref="A1:${lastRef}"/>` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    (cols ? `<cols>${cols}</cols>` : '') +
    `<sheetData>${parts.join('')}</sheetData>` +
    (columns.length ? `<autoFilter ref="A1:${lastRef}"/>` : '') +
    '</worksheet>';
  const files = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
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
        (columns.length ? `<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'${escapeXml(sheet.sheetName)}'!$A$1:$${names[names.length - 1]}$${rows.length + 1}</definedName></definedNames>` : '') +
        '</workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
        '</Relationships>',
    ),
    'xl/styles.xml': strToU8(styles),
    'xl/worksheets/sheet1.xml': strToU8(sheetXml),
  };
  onProgress?.(rows.length, rows.length);
  return zipSync(files, { level: 6 });
}
