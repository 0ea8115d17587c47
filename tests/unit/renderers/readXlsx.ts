// A small SpreadsheetML reader for the export tests: reads a workbook's first sheet back as a grid of values the way a
// spreadsheet does (cells placed by their `r` reference or, without one, after the previous cell; shared and inline
// strings, booleans, numbers) with each cell's number format.
import { strFromU8, unzipSync } from 'fflate';

export interface ReadCell {
  value: string | number | boolean;
  format?: string;
}

const BUILTIN_FORMATS: Record<number, string> = { 1: '0', 2: '0.00', 3: '#,##0', 4: '#,##0.00', 9: '0%', 10: '0.00%' };

const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#x[0-9a-f]+|#\d+);/gi, (_, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name]!;
  });

const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];

function columnIndex(ref: string): number {
  let index = 0;
  for (const letter of /^[A-Z]+/.exec(ref)![0]) index = index * 26 + letter.charCodeAt(0) - 64;
  return index - 1;
}

/** Rows of cells (undefined where a cell is empty), row 0 being the sheet's first row. */
export function readXlsx(bytes: Uint8Array): (ReadCell | undefined)[][] {
  const files = unzipSync(bytes);
  const text = (name: string) => (files[name] ? strFromU8(files[name]) : '');
  const shared = [...text('xl/sharedStrings.xml').matchAll(/<si>(.*?)<\/si>/gs)].map((m) =>
    unescape([...m[1].matchAll(/<t[^>]*>(.*?)<\/t>/gs)].map((t) => t[1]).join('')),
  );
  const styles = text('xl/styles.xml');
  const customFormats = new Map(
    [...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"\/>/g)].map((m) => [
      Number(m[1]),
      unescape(m[2]),
    ]),
  );
  const cellXfs = /<cellXfs[^>]*>(.*?)<\/cellXfs>/s.exec(styles)?.[1] ?? '';
  const formatOfStyle = [...cellXfs.matchAll(/<xf ([^>]*?)\/?>/g)].map((m) => {
    const id = Number(attribute(` ${m[1]}`, 'numFmtId') ?? 0);
    return id ? (customFormats.get(id) ?? BUILTIN_FORMATS[id]) : undefined;
  });
  const rows: (ReadCell | undefined)[][] = [];
  for (const row of text('xl/worksheets/sheet1.xml').matchAll(/<row([^>]*)>(.*?)<\/row>/gs)) {
    const rowIndex = Number(attribute(row[1], 'r') ?? rows.length + 1) - 1;
    const cells: (ReadCell | undefined)[] = [];
    let column = -1;
    for (const cell of row[2].matchAll(/<c(\s[^>]*?)?(?:\/>|>(.*?)<\/c>)/gs)) {
      const attributes = cell[1] ?? '';
      const ref = attribute(attributes, 'r');
      column = ref ? columnIndex(ref) : column + 1;
      const body = cell[2] ?? '';
      const type = attribute(attributes, 't') ?? 'n';
      const raw = /<v>(.*?)<\/v>/s.exec(body)?.[1];
      let value: ReadCell['value'] | undefined;
      if (type === 'inlineStr') value = unescape([...body.matchAll(/<t[^>]*>(.*?)<\/t>/gs)].map((t) => t[1]).join(''));
      else if (raw === undefined) value = undefined;
      else if (type === 's') value = shared[Number(raw)];
      else if (type === 'b') value = raw === '1';
      else if (type === 'str') value = unescape(raw);
      else value = Number(raw);
      if (value === undefined) continue;
      const format = formatOfStyle[Number(attribute(attributes, 's') ?? 0)];
      cells[column] = format ? { value, format } : { value };
    }
    rows[rowIndex] = cells;
  }
  return rows;
}
