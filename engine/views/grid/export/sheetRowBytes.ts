// The sheet's rows written straight into UTF-8 bytes: no per-cell strings, no 100 MB of text to encode afterwards.
// Cells carry no `r` reference (SpreadsheetML places a cell without one in the column after the previous cell), except
// the first cell after an empty one, which is left out and so needs its column named. Every byte written here is ASCII
// (texts are shared strings, written elsewhere), so the chunks need no encoder.
import type { ExportValue } from './xlsxWriter';
import type { DecodedColumn } from './columnSlices';

/** Bytes per chunk handed on to the deflate: large enough that the per-chunk costs (a message, a block) vanish. */
export const SHEET_CHUNK_BYTES = 1 << 20;

// The longest cell: `<c r="XFD1048576" s="65535" t="s"><v>` + a number's text (≤ 24 characters) + `</v></c>`.
const MAX_CELL_BYTES = 80;
const MAX_ROW_BYTES = 32;

// The ASCII codes of the fixed pieces.
const bytesOf = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const ROW_OPEN = bytesOf('<row r="');
const ROW_OPEN_END = bytesOf('">');
const ROW_CLOSE = bytesOf('</row>');
const CELL_CLOSE = bytesOf('</v></c>');
const TEXT_OPEN = bytesOf('<c t="s"><v>');
const BOOL_TRUE = bytesOf('<c t="b"><v>1</v></c>');
const BOOL_FALSE = bytesOf('<c t="b"><v>0</v></c>');

/** Excel's column letters (0 → A, 26 → AA). */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

export class SheetRowBytes {
  private buffer = new Uint8Array(SHEET_CHUNK_BYTES);
  private at = 0;
  private readonly numberOpen: Uint8Array[];
  private readonly names: string[];
  private readonly styles: number[];
  /** The shared strings: each distinct text once, in first-use order, and how many cells use one. */
  readonly sharedTexts: string[] = [];
  sharedUses = 0;
  private readonly sharedIndexOf = new Map<string, number>();

  /**
   * @param styles each column's cell style for numbers (0: none)
   * @param emit receives each full chunk (ownership passes: it may be transferred)
   */
  constructor(
    styles: readonly number[],
    private readonly emit: (chunk: Uint8Array) => void,
  ) {
    this.styles = [...styles];
    this.names = styles.map((_, i) => columnName(i));
    this.numberOpen = styles.map((s) => bytesOf(s ? `<c s="${s}"><v>` : '<c><v>'));
  }

  /** Writes some ASCII text (markup around the rows). */
  ascii(text: string): void {
    for (let i = 0; i < text.length; i += 4096) {
      const part = text.slice(i, i + 4096);
      this.room(part.length);
      for (let j = 0; j < part.length; j++) this.buffer[this.at++] = part.charCodeAt(j);
    }
  }

  /** Writes UTF-8 bytes as they are. */
  bytes(bytes: Uint8Array): void {
    for (let i = 0; i < bytes.length; i += 4096) {
      const part = bytes.subarray(i, i + 4096);
      this.room(part.length);
      this.buffer.set(part, this.at);
      this.at += part.length;
    }
  }

  /** Writes row `rowNumber` (1-based) with the first `width` of `values` (a row's cells, in column order). */
  row(rowNumber: number, values: ArrayLike<ExportValue>, width: number): void {
    this.rowOpen(rowNumber, width);
    let gap = false;
    for (let i = 0; i < width; i++) {
      const value = values[i];
      if (typeof value === 'number') {
        if (!Number.isFinite(value)) gap = true;
        else {
          this.numberCell(i, rowNumber, gap, value);
          gap = false;
        }
      } else if (typeof value === 'string') {
        if (value === '') gap = true;
        else {
          this.text(i, rowNumber, gap, this.sharedIndex(value));
          gap = false;
        }
      } else if (typeof value === 'boolean') {
        this.boolean(i, rowNumber, gap, value);
        gap = false;
      } else gap = true;
    }
    this.put(ROW_CLOSE);
  }

  /** Writes `count` rows from `firstRowNumber` (1-based) given column by column (columnSlices.ts). */
  columns(firstRowNumber: number, count: number, columns: readonly DecodedColumn[]): void {
    const width = columns.length;
    for (let r = 0; r < count; r++) {
      const rowNumber = firstRowNumber + r;
      this.rowOpen(rowNumber, width);
      let gap = false;
      for (let i = 0; i < width; i++) {
        const column = columns[i];
        if (column.numbers) {
          const value = column.numbers[r];
          if (value !== value) gap = true;
          else {
            this.numberCell(i, rowNumber, gap, value);
            gap = false;
          }
          continue;
        }
        const code = column.codes![r];
        const value = column.values[code];
        if (typeof value === 'string') {
          if (value === '') gap = true;
          else {
            let index = column.shared[code];
            if (index < 0) index = column.shared[code] = this.sharedIndexOf.get(value) ?? this.addShared(value);
            this.sharedUses++;
            this.text(i, rowNumber, gap, index);
            gap = false;
          }
        } else if (typeof value === 'number') {
          if (!Number.isFinite(value)) gap = true;
          else {
            this.numberCell(i, rowNumber, gap, value);
            gap = false;
          }
        } else if (typeof value === 'boolean') {
          this.boolean(i, rowNumber, gap, value);
          gap = false;
        } else gap = true;
      }
      this.put(ROW_CLOSE);
    }
  }

  private sharedIndex(text: string): number {
    this.sharedUses++;
    return this.sharedIndexOf.get(text) ?? this.addShared(text);
  }

  private addShared(text: string): number {
    const index = this.sharedTexts.length;
    this.sharedIndexOf.set(text, index);
    this.sharedTexts.push(text);
    return index;
  }

  private rowOpen(rowNumber: number, width: number) {
    this.room(MAX_ROW_BYTES + width * MAX_CELL_BYTES);
    this.put(ROW_OPEN);
    this.uint(rowNumber);
    this.put(ROW_OPEN_END);
  }

  /** A cell after an empty one names its column: the others follow the previous cell. */
  private numberCell(i: number, rowNumber: number, gap: boolean, value: number) {
    if (gap) this.ascii(`<c r="${this.names[i]}${rowNumber}"${this.styles[i] ? ` s="${this.styles[i]}"` : ''}><v>`);
    else this.put(this.numberOpen[i]);
    this.number(value);
    this.put(CELL_CLOSE);
  }

  private text(i: number, rowNumber: number, gap: boolean, index: number) {
    if (gap) this.ascii(`<c r="${this.names[i]}${rowNumber}" t="s"><v>`);
    else this.put(TEXT_OPEN);
    this.uint(index);
    this.put(CELL_CLOSE);
  }

  private boolean(i: number, rowNumber: number, gap: boolean, value: boolean) {
    if (gap) this.ascii(`<c r="${this.names[i]}${rowNumber}" t="b"><v>${value ? 1 : 0}</v></c>`);
    else this.put(value ? BOOL_TRUE : BOOL_FALSE);
  }

  /** Hands on what is left; the writer can go on afterwards. */
  flush(): void {
    if (!this.at) return;
    this.emit(this.buffer.subarray(0, this.at));
    this.buffer = new Uint8Array(SHEET_CHUNK_BYTES);
    this.at = 0;
  }

  private room(bytes: number) {
    if (this.at + bytes > this.buffer.length) {
      this.flush();
      if (bytes > this.buffer.length) this.buffer = new Uint8Array(bytes);
    }
  }

  // A loop: TypedArray.set costs more than copying a dozen bytes.
  private put(bytes: Uint8Array) {
    const b = this.buffer;
    let at = this.at;
    for (let j = 0; j < bytes.length; j++) b[at++] = bytes[j];
    this.at = at;
  }

  /** A non-negative integer's digits. */
  private uint(value: number) {
    const b = this.buffer;
    let digits = 1;
    for (let v = value; v >= 10; v = Math.floor(v / 10)) digits++;
    let p = this.at + digits;
    let v = value;
    while (v >= 10) {
      const q = Math.floor(v / 10);
      b[--p] = 48 + v - q * 10;
      v = q;
    }
    b[--p] = 48 + v;
    this.at += digits;
  }

  /**
   * A finite number as JavaScript writes it (String(value)): integers and amounts with up to two decimals are written
   * digit by digit, anything else through String().
   */
  private number(value: number) {
    const magnitude = value < 0 ? -value : value;
    // Below 1e11 a double's neighbours are far closer than 0.01, so the shortest text that reads back as the same
    // number (String's rule) is the integer or the two-decimal amount itself.
    if (magnitude < 1e11) {
      const hundredths = Math.round(magnitude * 100);
      if (hundredths / 100 === magnitude) {
        if (value < 0) this.buffer[this.at++] = 45;
        const whole = Math.floor(hundredths / 100);
        this.uint(whole);
        const fraction = hundredths - whole * 100;
        if (fraction) {
          this.buffer[this.at++] = 46;
          this.buffer[this.at++] = 48 + Math.floor(fraction / 10);
          if (fraction % 10) this.buffer[this.at++] = 48 + (fraction % 10);
        }
        return;
      }
    }
    const text = String(value);
    for (let j = 0; j < text.length; j++) this.buffer[this.at++] = text.charCodeAt(j);
  }
}
