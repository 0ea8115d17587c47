// The binary wire form of a columnar answer (docs/adr/005-big-report-shape.md, addendum 3): the typed columns of
// encodeColumnar (columnTable.ts) as bytes, so the page copies them out instead of parsing 185 MB of JSON. A report
// operation sends it when the request accepts BINARY_COLUMNS_TYPE; the JSON columnar document stays the default.
//
// Layout (little-endian; every section starts at a multiple of 8 bytes, padding is zeros):
//   "NSC1" (4 bytes), u32 header length, header (UTF-8 JSON: BinaryHeader), then each column's section in order:
//   number: rowCount × f64 (NaN marks null) · dict: rowCount codes of `width` bytes (u8, u16 or i32), the values in
//   the header · text: (rowCount + 1) × u32 UTF-16 offsets, rowCount × u8 null marks, `bytes` of UTF-8 text ·
//   plain: `bytes` of UTF-8 JSON (the values array).
import type { EncodedColumn, EncodedTable } from './columnTable';

/** The media type a request accepts (and the answer carries) for the binary form. */
export const BINARY_COLUMNS_TYPE = 'application/vnd.norstar.columns';

/** "NSC1": no JSON text starts with N, so the first bytes tell the two forms apart. */
const MAGIC = [0x4e, 0x53, 0x43, 0x31];

type ColumnHeader =
  | { kind: 'number' }
  | { kind: 'dict'; dict: unknown[]; width: 1 | 2 | 4 }
  | { kind: 'text'; bytes: number }
  | { kind: 'plain'; bytes: number };

interface BinaryHeader {
  columns: string[];
  rowCount: number;
  parts: ColumnHeader[];
}

const align8 = (n: number) => (n + 7) & ~7;

/** Whether bytes (the start of an answer) are the binary form. */
export function isBinaryColumns(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && MAGIC.every((b, i) => bytes[i] === b);
}

function littleEndianBytes(view: ArrayBufferView): Uint8Array {
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
}

/** The table as the binary form's pieces, in order (written one after another they are the body). */
export function encodeBinaryColumns(table: EncodedTable): Uint8Array[] {
  const encoder = new TextEncoder();
  const sections: Uint8Array[][] = [];
  const parts: ColumnHeader[] = table.data.map((column, c): ColumnHeader => {
    if (column.kind === 'number') {
      sections[c] = [littleEndianBytes(column.values)];
      return { kind: 'number' };
    }
    if (column.kind === 'dict') {
      const width = column.dict.length <= 0x100 ? 1 : column.dict.length <= 0x10000 ? 2 : 4;
      const codes =
        width === 1
          ? Uint8Array.from(column.codes)
          : width === 2
            ? Uint16Array.from(column.codes)
            : Int32Array.from(column.codes);
      sections[c] = [littleEndianBytes(codes)];
      return { kind: 'dict', dict: column.dict, width };
    }
    if (column.kind === 'text') {
      const text = encoder.encode(column.text);
      sections[c] = [littleEndianBytes(column.offsets), column.nulls, text];
      return { kind: 'text', bytes: text.length };
    }
    const json = encoder.encode(JSON.stringify(column.values));
    sections[c] = [json];
    return { kind: 'plain', bytes: json.length };
  });
  const header = encoder.encode(JSON.stringify({ columns: table.columns, rowCount: table.rowCount, parts }));
  const head = new Uint8Array(align8(8 + header.length));
  head.set(MAGIC);
  new DataView(head.buffer).setUint32(4, header.length, true);
  head.set(header, 8);
  const out: Uint8Array[] = [head];
  for (const pieces of sections)
    for (const piece of pieces) {
      out.push(piece);
      const pad = align8(piece.length) - piece.length;
      if (pad) out.push(new Uint8Array(pad));
    }
  return out;
}

/** Where the next bytes go: each copy's array of a column (as bytes), or nowhere (padding, a column nobody reads). */
interface Segment {
  targets: Uint8Array[];
  length: number;
  /** Narrow dictionary codes: as their bytes arrive they are widened into each copy's Int32Array. */
  widen?: { raw: Uint8Array | Uint16Array; codes: Int32Array[] };
}

/**
 * Reads the binary form as it arrives: each chunk's bytes are copied straight into the columns' typed arrays, so the
 * table is ready as soon as the last byte is. With copies = 2 every column is filled twice as the bytes come (the
 * worker keeps one table and hands the page the other), instead of copying the whole table once it is complete.
 */
export class BinaryColumnsReader {
  /** keep: the only fields the caller reads (a pivot's); the other columns' bytes are passed over and left out. */
  constructor(
    private readonly keep?: ReadonlySet<string>,
    private readonly copies = 1,
  ) {}

  private head = new Uint8Array(0);
  private header: BinaryHeader | undefined;
  private segments: Segment[] = [];
  /** Per column: its value in copy k (undefined for a column left out). */
  private pending: ((copy: number) => EncodedColumn)[] = [];
  private segment = 0;
  private filled = 0;

  push(chunk: Uint8Array): void {
    let bytes = chunk;
    if (!this.header) {
      const head = new Uint8Array(this.head.length + bytes.length);
      head.set(this.head);
      head.set(bytes, this.head.length);
      this.head = head;
      if (head.length < 8) return;
      if (!isBinaryColumns(head)) throw new Error('Not a binary columnar answer');
      const length = new DataView(head.buffer, head.byteOffset).getUint32(4, true);
      const start = align8(8 + length);
      if (head.length < start) return;
      this.begin(JSON.parse(new TextDecoder().decode(head.subarray(8, 8 + length))) as BinaryHeader);
      bytes = head.subarray(start);
      this.head = new Uint8Array(0);
    }
    let at = 0;
    while (at < bytes.length) {
      const segment = this.segments[this.segment];
      if (!segment) throw new Error('The binary columnar answer is longer than its header says');
      const take = Math.min(segment.length - this.filled, bytes.length - at);
      const piece = bytes.subarray(at, at + take);
      for (const target of segment.targets) target.set(piece, this.filled);
      if (segment.widen) {
        // Codes complete so far, widened as they come rather than all at the end (a native conversion per chunk).
        const { raw, codes } = segment.widen;
        const from = Math.floor(this.filled / raw.BYTES_PER_ELEMENT);
        const to = Math.floor((this.filled + take) / raw.BYTES_PER_ELEMENT);
        if (to > from) for (const copy of codes) copy.set(raw.subarray(from, to), from);
      }
      this.filled += take;
      at += take;
      if (this.filled === segment.length) {
        this.segment++;
        this.filled = 0;
      }
    }
  }

  /** The table once every byte has arrived. */
  finish(): EncodedTable {
    return this.finishCopies()[0];
  }

  /** Each copy's table (as many as asked for), once every byte has arrived. */
  finishCopies(): EncodedTable[] {
    const header = this.header;
    if (!header || this.segment < this.segments.length) throw new Error('The binary columnar answer was cut short');
    const kept = header.columns.flatMap((name, c) => (this.keeps(name) ? [c] : []));
    return Array.from({ length: this.copies }, (_, copy) => ({
      columns: kept.map((c) => header.columns[c]),
      rowCount: header.rowCount,
      data: kept.map((c) => this.pending[c](copy)),
    }));
  }

  private keeps(name: string): boolean {
    return !this.keep || this.keep.has(name);
  }

  private add(targets: Uint8Array[], length: number, widen?: Segment['widen']) {
    if (length) this.segments.push({ targets, length, widen });
    const pad = align8(length) - length;
    if (pad) this.segments.push({ targets: [], length: pad });
  }

  /** One array per copy, given as typed arrays and as their bytes. */
  private each<T extends ArrayBufferView>(make: () => T): T[] {
    return Array.from({ length: this.copies }, make);
  }

  private begin(header: BinaryHeader) {
    const { rowCount } = header;
    if (header.parts.length !== header.columns.length) throw new Error('The binary columnar header does not match');
    this.header = header;
    const bytesOf = (arrays: ArrayBufferView[]) =>
      arrays.map((a) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
    header.parts.forEach((part, c) => {
      if (!this.keeps(header.columns[c])) {
        const length =
          part.kind === 'number'
            ? rowCount * 8
            : part.kind === 'dict'
              ? rowCount * part.width
              : part.kind === 'text'
                ? [(rowCount + 1) * 4, rowCount, part.bytes].reduce((sum, n) => sum + align8(n), 0)
                : part.bytes;
        this.add([], align8(length));
        this.pending.push(() => ({ kind: 'plain', values: [] }));
      } else if (part.kind === 'number') {
        const values = this.each(() => new Float64Array(rowCount));
        this.add(bytesOf(values), rowCount * 8);
        this.pending.push((copy) => ({ kind: 'number', values: values[copy] }));
      } else if (part.kind === 'dict') {
        const { dict, width } = part;
        if (width === 4) {
          const codes = this.each(() => new Int32Array(rowCount));
          this.add(bytesOf(codes), rowCount * 4);
          this.pending.push((copy) => ({ kind: 'dict', dict, codes: codes[copy] }));
        } else {
          // Narrow codes arrive once and are widened for each copy as they come (see push).
          const raw = width === 1 ? new Uint8Array(rowCount) : new Uint16Array(rowCount);
          const codes = this.each(() => new Int32Array(rowCount));
          this.add(bytesOf([raw]), raw.byteLength, { raw, codes });
          this.pending.push((copy) => ({ kind: 'dict', dict, codes: codes[copy] }));
        }
      } else if (part.kind === 'text') {
        const offsets = this.each(() => new Uint32Array(rowCount + 1));
        const nulls = this.each(() => new Uint8Array(rowCount));
        const utf8 = new Uint8Array(part.bytes);
        this.add(bytesOf(offsets), (rowCount + 1) * 4);
        this.add(nulls, rowCount);
        this.add([utf8], utf8.length);
        let text: string | undefined;
        this.pending.push((copy) => {
          text ??= new TextDecoder().decode(utf8);
          return { kind: 'text', text, offsets: offsets[copy], nulls: nulls[copy] };
        });
      } else {
        const json = new Uint8Array(part.bytes);
        this.add([json], json.length);
        this.pending.push(() => ({ kind: 'plain', values: JSON.parse(new TextDecoder().decode(json)) as unknown[] }));
      }
    });
  }
}

/** A whole binary answer as a table. */
export function decodeBinaryColumns(bytes: Uint8Array): EncodedTable {
  const reader = new BinaryColumnsReader();
  reader.push(bytes);
  return reader.finish();
}

/** The columnar JSON document the same table stands for (a small answer read on the page, like a JSON one). */
export function columnarDocument(table: EncodedTable): { columns: string[]; rowCount: number; data: unknown[][] } {
  const data = table.data.map((column) => {
    const values = new Array<unknown>(table.rowCount);
    for (let r = 0; r < table.rowCount; r++) {
      if (column.kind === 'number') values[r] = column.values[r] === column.values[r] ? column.values[r] : null;
      else if (column.kind === 'dict') values[r] = column.dict[column.codes[r]];
      else if (column.kind === 'text')
        values[r] = column.nulls[r] ? null : column.text.slice(column.offsets[r], column.offsets[r + 1]);
      else values[r] = column.values[r] ?? null;
    }
    return values;
  });
  return { columns: table.columns, rowCount: table.rowCount, data };
}
