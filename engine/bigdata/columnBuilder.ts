// One column of a columnar answer, encoded as its values arrive (columnarStreamParser.ts) into exactly the EncodedColumn
// encodeColumnar (columnTable.ts) makes from the parsed array: numbers while every value is a number or null, then
// dictionary codes while the distinct values fit, then one text with offsets when they are all strings. Strings come
// as UTF-8 bytes, are compared as bytes and decoded once per distinct value (or once per column for a text column),
// so a million values never become a million strings. A column encodeColumnar would keep as plain values (mixed
// types beyond the dictionary) is refused: the caller then parses the whole answer the ordinary way.
import type { EncodedColumn } from './columnTable';

/** Thrown when the streamed answer is valid JSON the streaming encoder does not handle; the caller falls back. */
export class NotStreamable extends Error {}

/** The dictionary limit of encodeColumnar: at most 65,536 distinct values and at most a quarter of the rows. */
export function dictLimit(rowCount: number): number {
  return Math.min(65_536, Math.max(16, rowCount >> 2));
}

const latin1 = new TextDecoder('latin1');
const utf8 = new TextDecoder();

/** The string of canonical UTF-8 bytes (ASCII decodes byte for byte). */
function decodeBytes(bytes: Uint8Array, start: number, end: number, ascii: boolean): string {
  return (ascii ? latin1 : utf8).decode(bytes.subarray(start, end));
}

function grow<T extends Uint8Array | Int32Array | Uint32Array>(array: T, need: number, make: (n: number) => T): T {
  if (need <= array.length) return array;
  const next = make(Math.max(need, array.length * 2));
  next.set(array);
  return next;
}

type Mode = 'number' | 'dict' | 'text';

export class ColumnBuilder {
  private mode: Mode = 'number';
  private readonly limit: number;
  private numbers: Float64Array | undefined;
  private codes: Int32Array | undefined;
  /** The dictionary's values in first-seen order, and how to find a value's code. */
  private dict: unknown[] = [];
  private numberCodes = new Map<number, number>();
  private nullCode = -1;
  private trueCode = -1;
  private falseCode = -1;
  /** Only strings (and nulls) so far: a full dictionary may still become a text column. */
  private stringsOnly = true;
  // String dictionary: open addressing over hashes; key bytes of code c are keyBytes[keyStart[c]..keyStart[c+1]].
  private table = new Int32Array(64);
  private hashes = new Int32Array(16);
  private keyStart = new Uint32Array(17);
  private keyCodes = new Int32Array(16);
  private keyCount = 0;
  private keyBytes = new Uint8Array(1024);
  // Text column: UTF-8 bytes of every value, UTF-16 offsets, null marks.
  private textBytes: Uint8Array | undefined;
  private textLength = 0;
  private offsets: Uint32Array | undefined;
  private nulls: Uint8Array | undefined;
  private utf16At = 0;
  /** The next row to fill. */
  row = 0;

  constructor(readonly rowCount: number) {
    this.limit = dictLimit(rowCount);
    this.numbers = new Float64Array(rowCount);
  }

  get full(): boolean {
    return this.row >= this.rowCount;
  }

  addNumber(value: number): void {
    if (this.row >= this.rowCount) return;
    if (this.mode === 'number') {
      this.numbers![this.row++] = value;
      return;
    }
    this.stringsOnly = false;
    if (this.mode === 'text') throw new NotStreamable('mixed column');
    let code = this.numberCodes.get(value);
    if (code === undefined) {
      code = this.newCode(value);
      this.numberCodes.set(value, code);
    }
    this.codes![this.row++] = code;
  }

  addNull(): void {
    if (this.row >= this.rowCount) return;
    if (this.mode === 'number') {
      this.numbers![this.row++] = NaN;
      return;
    }
    if (this.mode === 'text') {
      this.offsets![this.row] = this.utf16At;
      this.nulls![this.row++] = 1;
      return;
    }
    if (this.nullCode < 0) this.nullCode = this.newCode(null);
    this.codes![this.row++] = this.nullCode;
  }

  addBoolean(value: boolean): void {
    if (this.row >= this.rowCount) return;
    if (this.mode === 'number') this.toDict();
    this.stringsOnly = false;
    if (this.mode === 'text') throw new NotStreamable('mixed column');
    if (value) {
      if (this.trueCode < 0) this.trueCode = this.newCode(true);
      this.codes![this.row++] = this.trueCode;
    } else {
      if (this.falseCode < 0) this.falseCode = this.newCode(false);
      this.codes![this.row++] = this.falseCode;
    }
  }

  /**
   * A string given as canonical UTF-8 bytes[start..end) (escapes resolved, well formed), its FNV-1a hash, its length
   * in UTF-16 code units and whether it is plain ASCII.
   */
  addString(bytes: Uint8Array, start: number, end: number, hash: number, utf16Length: number, ascii: boolean): void {
    if (this.row >= this.rowCount) return;
    if (this.mode === 'number') this.toDict();
    if (this.mode === 'text') {
      this.appendText(bytes, start, end, utf16Length);
      return;
    }
    const code = this.stringCode(bytes, start, end, hash, ascii);
    if (code >= 0) {
      this.codes![this.row++] = code;
      return;
    }
    // The dictionary is full: all strings so far make a text column, anything else is a plain column.
    if (!this.stringsOnly) throw new NotStreamable('mixed column');
    this.toText();
    this.appendText(bytes, start, end, utf16Length);
  }

  finish(): EncodedColumn {
    while (this.row < this.rowCount) this.addNull();
    if (this.mode === 'number') return { kind: 'number', values: this.numbers! };
    if (this.mode === 'dict') return { kind: 'dict', dict: this.dict, codes: this.codes! };
    this.offsets![this.rowCount] = this.utf16At;
    return {
      kind: 'text',
      text: utf8.decode(this.textBytes!.subarray(0, this.textLength)),
      offsets: this.offsets!,
      nulls: this.nulls!,
    };
  }

  private newCode(value: unknown): number {
    if (this.dict.length >= this.limit) {
      if (!this.stringsOnly || typeof value !== 'string') throw new NotStreamable('mixed column');
      return -1;
    }
    this.dict.push(value);
    return this.dict.length - 1;
  }

  /** The code of a string, -1 when it is new and the dictionary is full. */
  private stringCode(bytes: Uint8Array, start: number, end: number, hash: number, ascii: boolean): number {
    const mask = this.table.length - 1;
    const length = end - start;
    let slot = hash & mask;
    for (;;) {
      const entry = this.table[slot];
      if (entry === 0) break;
      const k = entry - 1;
      if (this.hashes[k] === hash) {
        const at = this.keyStart[k];
        if (this.keyStart[k + 1] - at === length) {
          let i = 0;
          while (i < length && this.keyBytes[at + i] === bytes[start + i]) i++;
          if (i === length) return this.keyCodes[k];
        }
      }
      slot = (slot + 1) & mask;
    }
    if (this.dict.length >= this.limit) return this.newCode('');
    const code = this.newCode(decodeBytes(bytes, start, end, ascii));
    const k = this.keyCount++;
    this.hashes = grow(this.hashes, k + 1, (n) => new Int32Array(n));
    this.keyCodes = grow(this.keyCodes, k + 1, (n) => new Int32Array(n));
    this.keyStart = grow(this.keyStart, k + 2, (n) => new Uint32Array(n));
    const at = this.keyStart[k];
    this.keyBytes = grow(this.keyBytes, at + length, (n) => new Uint8Array(n));
    this.keyBytes.set(bytes.subarray(start, end), at);
    this.keyStart[k + 1] = at + length;
    this.hashes[k] = hash;
    this.keyCodes[k] = code;
    this.table[slot] = k + 1;
    if (this.keyCount * 2 > this.table.length) this.rehash();
    return code;
  }

  private rehash(): void {
    const table = new Int32Array(this.table.length * 2);
    const mask = table.length - 1;
    for (let k = 0; k < this.keyCount; k++) {
      let slot = this.hashes[k] & mask;
      while (table[slot] !== 0) slot = (slot + 1) & mask;
      table[slot] = k + 1;
    }
    this.table = table;
  }

  /** Rows so far (numbers or nulls) become dictionary codes. */
  private toDict(): void {
    const numbers = this.numbers!;
    this.mode = 'dict';
    this.codes = new Int32Array(this.rowCount);
    this.numbers = undefined;
    const filled = this.row;
    this.row = 0;
    for (let r = 0; r < filled; r++) {
      const v = numbers[r];
      if (v === v) this.addNumber(v);
      else this.addNull();
    }
  }

  /** Rows so far (dictionary codes of strings or null) become text. */
  private toText(): void {
    const codes = this.codes!;
    const dict = this.dict;
    // Where each string code's bytes are in keyBytes.
    const startOf = new Int32Array(dict.length).fill(-1);
    const endOf = new Int32Array(dict.length);
    for (let k = 0; k < this.keyCount; k++) {
      startOf[this.keyCodes[k]] = this.keyStart[k];
      endOf[this.keyCodes[k]] = this.keyStart[k + 1];
    }
    const keys = this.keyBytes;
    this.mode = 'text';
    this.codes = undefined;
    this.textBytes = new Uint8Array(Math.max(1024, keys.length * 4));
    this.offsets = new Uint32Array(this.rowCount + 1);
    this.nulls = new Uint8Array(this.rowCount);
    const lengthOf = dict.map((v) => (typeof v === 'string' ? v.length : 0));
    const filled = this.row;
    this.row = 0;
    for (let r = 0; r < filled; r++) {
      const code = codes[r];
      if (startOf[code] < 0) this.addNull();
      else this.appendText(keys, startOf[code], endOf[code], lengthOf[code]);
    }
    this.dict = [];
    this.numberCodes.clear();
  }

  private appendText(bytes: Uint8Array, start: number, end: number, utf16Length: number): void {
    const length = end - start;
    this.textBytes = grow(this.textBytes!, this.textLength + length, (n) => new Uint8Array(n));
    if (length < 32) for (let i = 0; i < length; i++) this.textBytes[this.textLength + i] = bytes[start + i];
    else this.textBytes.set(bytes.subarray(start, end), this.textLength);
    this.textLength += length;
    this.offsets![this.row] = this.utf16At;
    this.utf16At += utf16Length;
    this.row++;
  }
}
