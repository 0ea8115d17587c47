// Parses a columnar answer ({ columns, rowCount, data }, docs/adr/005-big-report-shape.md) from its bytes as they
// arrive, straight into typed columns (columnBuilder.ts): no 185 MB string, no million-element arrays, and most of
// the work done while the rest of the body is still downloading. The result equals encodeColumnar(JSON.parse(body)).
// Anything else — another document, invalid JSON, a key order that puts data before columns or rowCount, nested
// values in a column, a mixed column that encodeColumnar keeps as plain values — makes finish() answer undefined and
// the caller parses the whole body the ordinary way (same result, same errors).
import { ColumnBuilder, NotStreamable } from './columnBuilder';
import type { EncodedColumn, EncodedTable } from './columnTable';

const enum State {
  Start,
  KeyOrEnd,
  Key,
  Colon,
  TopValue,
  AfterValue,
  DataOpen,
  DataColumnOrEnd,
  DataColumn,
  ColumnValueOrEnd,
  ColumnValue,
  ColumnAfterValue,
  DataAfterColumn,
  Done,
}

/** Rows beyond this are refused (the typed columns would not fit); such an answer is not a browser's anyway. */
const MAX_ROWS = 50_000_000;
const NEED_MORE = -1;
const TWO_53 = 9007199254740992;
const POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i);

const SPACE = 0x20;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const MINUS = 0x2d;
const ZERO = 0x30;
const NINE = 0x39;

const isSpace = (b: number) => b === SPACE || b === 0x0a || b === 0x0d || b === 0x09;
const utf8 = new TextDecoder();
const encoder = new TextEncoder();
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Which share of the columns a parser encodes: those at positions index, index + count, … of the kept ones. */
export interface ColumnPart {
  index: number;
  count: number;
}

/**
 * The table of several parts' tables (each from a parser given part { index, count } over the same body): every
 * column back in the document's order. Undefined when a part is missing or the column names repeat.
 */
export function mergeParts(parts: readonly (EncodedTable | undefined)[]): EncodedTable | undefined {
  if (parts.some((p) => !p)) return undefined;
  const tables = parts as EncodedTable[];
  if (tables.some((t) => t.rowCount !== tables[0].rowCount)) return undefined;
  const names = tables.flatMap((t) => t.columns);
  if (new Set(names).size !== names.length) return undefined;
  // Part p holds kept columns p, p + count, …: deal them back in turn.
  const columns: string[] = [];
  const data: EncodedColumn[] = [];
  for (let k = 0; k < names.length; k++) {
    const table = tables[k % tables.length];
    const at = Math.floor(k / tables.length);
    columns.push(table.columns[at]);
    data.push(table.data[at]);
  }
  return { columns, rowCount: tables[0].rowCount, data };
}

export class ColumnarStreamParser {
  /**
   * keep: the only fields the caller reads (a pivot's columns): the others are skipped over, not encoded, and left
   * out of the table. Without it every named column is kept, as encodeColumnar does.
   * part: this parser encodes only every count-th of those columns, starting at index (several workers share one
   * answer's columns, each reading the whole body; mergeParts puts the table together).
   */
  constructor(
    private readonly keep?: ReadonlySet<string>,
    private readonly part?: ColumnPart,
  ) {}

  /** The kept columns' positions in the data array, once columns is known. */
  private keptIndexes: Set<number> | undefined;

  private state = State.Start;
  private leftover: Uint8Array | undefined;
  private failed = false;
  private started = false;
  private key = '';
  private columns: string[] | undefined;
  private rowCount: number | undefined;
  private sawData = false;
  private builders: ColumnBuilder[] = [];
  /** The data array's column being read (beyond the named columns: read and ignored, as encodeColumnar does). */
  private column = -1;
  private scratch = new Uint8Array(256);
  // The last string read: canonical UTF-8 bytes in strBytes[strStart..strEnd), its hash, UTF-16 length, ASCII flag.
  private strBytes: Uint8Array = this.scratch;
  private strStart = 0;
  private strEnd = 0;
  private strHash = 0;
  private strUtf16 = 0;
  private strAscii = true;
  private numberValue = 0;

  /** Feeds the next bytes of the body. */
  push(chunk: Uint8Array): void {
    if (this.failed || !chunk.length) return;
    try {
      let from = 0;
      const cut = this.leftover;
      this.leftover = undefined;
      if (cut) {
        // The token cut at the end of the last chunk is finished with the start of this one, without copying it all.
        let take = Math.min(chunk.length, 4096);
        for (;;) {
          const head = new Uint8Array(cut.length + take);
          head.set(cut);
          head.set(chunk.subarray(0, take), cut.length);
          const at = this.run(head, false);
          if (at >= cut.length) {
            from = at - cut.length;
            break;
          }
          if (take === chunk.length) {
            this.leftover = head.slice(at);
            return;
          }
          take = Math.min(chunk.length, take * 4);
        }
      }
      const rest = chunk.subarray(from);
      const at = this.run(rest, false);
      if (at < rest.length) this.leftover = rest.slice(at);
    } catch {
      // NotStreamable, or anything unforeseen: the ordinary parse gives the answer (or the error) instead.
      this.fail();
    }
  }

  /** The table once the body has ended, or undefined when it has to be parsed the ordinary way. */
  finish(): EncodedTable | undefined {
    if (this.failed) return undefined;
    try {
      const rest = this.leftover ?? new Uint8Array(0);
      const at = this.run(rest, true);
      if (at !== rest.length || this.state !== State.Done || !this.columns || this.rowCount === undefined)
        return undefined;
      if (!this.sawData) return undefined;
      const rowCount = this.rowCount;
      const kept = this.columns.flatMap((_, i) => (this.kept(i) ? [i] : []));
      const data: EncodedColumn[] = kept.map((i) => (this.builders[i] ?? new ColumnBuilder(rowCount)).finish());
      return { columns: kept.map((i) => this.columns![i]), rowCount, data };
    } catch {
      return undefined;
    } finally {
      this.fail();
    }
  }

  /** Whether data column i is one to encode. */
  private kept(i: number): boolean {
    if (!this.keptIndexes) {
      const wanted = this.columns!.flatMap((name, c) => (!this.keep || this.keep.has(name) ? [c] : []));
      const part = this.part;
      this.keptIndexes = new Set(part ? wanted.filter((_, k) => k % part.count === part.index) : wanted);
    }
    return this.keptIndexes.has(i);
  }

  private fail(): void {
    this.failed = true;
    this.leftover = undefined;
    this.builders = [];
  }

  /** Reads buf from the start; returns where the unread bytes begin (an incomplete token is left for the next chunk). */
  private run(buf: Uint8Array, final: boolean): number {
    const n = buf.length;
    let p = 0;
    if (!this.started) {
      if (n < 3 && !final) return 0;
      this.started = true;
      // TextDecoder drops a byte order mark; so does this.
      if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) p = 3;
    }
    for (;;) {
      while (p < n && isSpace(buf[p])) p++;
      if (p >= n) return p;
      const b = buf[p];
      switch (this.state) {
        case State.Start:
          if (b !== OPEN_BRACE) throw new NotStreamable('not an object');
          this.state = State.KeyOrEnd;
          p++;
          break;
        case State.KeyOrEnd:
        case State.Key: {
          if (b === CLOSE_BRACE && this.state === State.KeyOrEnd) {
            this.state = State.Done;
            p++;
            break;
          }
          if (b !== QUOTE) throw new NotStreamable('expected a key');
          const end = this.readString(buf, p, n, final);
          if (end === NEED_MORE) return p;
          this.key = utf8.decode(this.strBytes.subarray(this.strStart, this.strEnd));
          this.state = State.Colon;
          p = end;
          break;
        }
        case State.Colon:
          if (b !== COLON) throw new NotStreamable('expected a colon');
          p++;
          this.state = this.key === 'data' ? State.DataOpen : State.TopValue;
          break;
        case State.TopValue: {
          const end = skipValue(buf, p, n, final);
          if (end === NEED_MORE) return p;
          this.topValue(utf8.decode(buf.subarray(p, end)));
          this.state = State.AfterValue;
          p = end;
          break;
        }
        case State.AfterValue:
          if (b === COMMA) this.state = State.Key;
          else if (b === CLOSE_BRACE) this.state = State.Done;
          else throw new NotStreamable('expected , or }');
          p++;
          break;
        case State.DataOpen:
          if (b !== OPEN_BRACKET || this.sawData || !this.columns || this.rowCount === undefined)
            throw new NotStreamable('data first or not an array');
          this.sawData = true;
          this.state = State.DataColumnOrEnd;
          p++;
          break;
        case State.DataColumnOrEnd:
        case State.DataColumn:
          if (b === CLOSE_BRACKET && this.state === State.DataColumnOrEnd) {
            this.state = State.AfterValue;
            p++;
            break;
          }
          if (b !== OPEN_BRACKET) throw new NotStreamable('a column is not an array');
          this.column++;
          if (this.kept(this.column)) this.builders[this.column] = new ColumnBuilder(this.rowCount!);
          this.state = State.ColumnValueOrEnd;
          p++;
          break;
        case State.ColumnValueOrEnd:
        case State.ColumnValue:
        case State.ColumnAfterValue: {
          const end = this.readColumn(buf, p, n, final);
          if (end === NEED_MORE) return p;
          p = end;
          break;
        }
        case State.DataAfterColumn:
          if (b === COMMA) this.state = State.DataColumn;
          else if (b === CLOSE_BRACKET) this.state = State.AfterValue;
          else throw new NotStreamable('expected , or ]');
          p++;
          break;
        case State.Done:
          throw new NotStreamable('text after the document');
      }
    }
  }

  private topValue(text: string): void {
    this.keptIndexes = undefined;
    const value: unknown = JSON.parse(text);
    if (this.key === 'columns') {
      if (this.sawData) throw new NotStreamable('columns after data');
      if (!Array.isArray(value) || !value.every((c) => typeof c === 'string'))
        throw new NotStreamable('columns not strings');
      this.columns = value;
    } else if (this.key === 'rowCount') {
      if (this.sawData) throw new NotStreamable('rowCount after data');
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_ROWS)
        throw new NotStreamable('rowCount');
      this.rowCount = value;
    }
  }

  /**
   * Reads values of the current column (state ColumnValueOrEnd/ColumnValue/ColumnAfterValue) until the column ends
   * (answers the position after its "]") or the bytes do (answers the position of the first unread value, or NEED_MORE
   * when nothing could be read).
   */
  private readColumn(buf: Uint8Array, start: number, n: number, final: boolean): number {
    const builder = this.builders[this.column];
    if (!builder) return this.skipColumn(buf, start, n);
    let p = start;
    let state = this.state;
    for (;;) {
      while (p < n && isSpace(buf[p])) p++;
      if (p >= n) break;
      const b = buf[p];
      if (state === State.ColumnAfterValue) {
        if (b === COMMA) {
          state = State.ColumnValue;
          p++;
          continue;
        }
        if (b !== CLOSE_BRACKET) throw new NotStreamable('expected , or ]');
        this.state = State.DataAfterColumn;
        return p + 1;
      }
      if (b === CLOSE_BRACKET && state === State.ColumnValueOrEnd) {
        this.state = State.DataAfterColumn;
        return p + 1;
      }
      let end: number;
      if (b === QUOTE) {
        end = this.readString(buf, p, n, final);
        if (end === NEED_MORE) break;
        builder?.addString(this.strBytes, this.strStart, this.strEnd, this.strHash, this.strUtf16, this.strAscii);
      } else if (b === MINUS || (b >= ZERO && b <= NINE)) {
        end = this.readNumber(buf, p, n, final);
        if (end === NEED_MORE) break;
        builder?.addNumber(this.numberValue);
      } else {
        end = readLiteral(buf, p, n, final);
        if (end === NEED_MORE) break;
        if (b === 0x6e) builder?.addNull();
        else builder?.addBoolean(b === 0x74);
      }
      p = end;
      state = State.ColumnAfterValue;
    }
    this.state = state;
    return p === start ? NEED_MORE : p;
  }

  /**
   * Passes over the rest of a column nobody reads (beyond the named columns, or not kept): only strings are followed,
   * to find the column's closing bracket; its values are not decoded.
   */
  private skipColumn(buf: Uint8Array, start: number, n: number): number {
    let i = start;
    let at = start;
    while (i < n) {
      const b = buf[i];
      if (b === QUOTE) {
        let j = i + 1;
        while (j < n && buf[j] !== QUOTE) j += buf[j] === BACKSLASH ? 2 : 1;
        if (j >= n) break;
        i = at = j + 1;
        continue;
      }
      if (b === OPEN_BRACKET || b === OPEN_BRACE) throw new NotStreamable('nested value in a column');
      if (b === CLOSE_BRACKET) {
        this.state = State.DataAfterColumn;
        return i + 1;
      }
      i = at = i + 1;
    }
    this.state = State.ColumnAfterValue;
    return at === start ? NEED_MORE : at;
  }

  /** A string token at buf[p] (a quote): sets str*; answers the position after its closing quote. */
  private readString(buf: Uint8Array, p: number, n: number, final: boolean): number {
    let i = p + 1;
    let hash = 0x811c9dc5;
    // Plain ASCII without escapes, the common case: one pass that finds the end and hashes.
    while (i < n) {
      const b = buf[i];
      if (b === QUOTE || b === BACKSLASH || b >= 0x80 || b < 0x20) break;
      hash = Math.imul(hash ^ b, 0x01000193);
      i++;
    }
    if (i < n && buf[i] === QUOTE) {
      this.strBytes = buf;
      this.strStart = p + 1;
      this.strEnd = i;
      this.strHash = hash;
      this.strUtf16 = i - p - 1;
      this.strAscii = true;
      return i + 1;
    }
    for (;;) {
      if (i >= n) {
        if (final) throw new NotStreamable('unterminated string');
        return NEED_MORE;
      }
      const b = buf[i];
      if (b === QUOTE) break;
      if (b === BACKSLASH) i++;
      else if (b < 0x20) throw new NotStreamable('control character in a string');
      i++;
    }
    // Escapes or non-ASCII bytes: decode as the ordinary path would, then key and store the canonical UTF-8 bytes.
    const text = utf8.decode(buf.subarray(p, i + 1));
    let value: string;
    try {
      value = JSON.parse(text) as string;
    } catch {
      throw new NotStreamable('invalid string');
    }
    if (LONE_SURROGATE.test(value)) throw new NotStreamable('lone surrogate');
    if (this.scratch.length < value.length * 3) this.scratch = new Uint8Array(value.length * 3);
    const written = encoder.encodeInto(value, this.scratch).written;
    hash = 0x811c9dc5;
    for (let k = 0; k < written; k++) hash = Math.imul(hash ^ this.scratch[k], 0x01000193);
    this.strBytes = this.scratch;
    this.strStart = 0;
    this.strEnd = written;
    this.strHash = hash;
    this.strUtf16 = value.length;
    this.strAscii = written === value.length;
    return i + 1;
  }

  /** A number token at buf[p]: sets numberValue (the double JSON.parse gives); answers the position after it. */
  private readNumber(buf: Uint8Array, p: number, n: number, final: boolean): number {
    let i = p;
    const negative = buf[i] === MINUS;
    if (negative) i++;
    let mantissa = 0;
    let scale = 0;
    const intStart = i;
    for (; i < n; i++) {
      const d = buf[i] - ZERO;
      if (d < 0 || d > 9) break;
      mantissa = mantissa * 10 + d;
    }
    const intDigits = i - intStart;
    if (intDigits > 1 && buf[intStart] === ZERO) throw new NotStreamable('leading zero');
    if (i < n && buf[i] === 0x2e) {
      i++;
      const fracStart = i;
      for (; i < n; i++) {
        const d = buf[i] - ZERO;
        if (d < 0 || d > 9) break;
        mantissa = mantissa * 10 + d;
      }
      scale = fracStart - i;
      if (i === fracStart && (i < n || final)) throw new NotStreamable('no digits after the point');
    }
    let exponent = 0;
    if (i < n && (buf[i] === 0x65 || buf[i] === 0x45)) {
      i++;
      let expNegative = false;
      if (i < n && (buf[i] === 0x2b || buf[i] === MINUS)) {
        expNegative = buf[i] === MINUS;
        i++;
      }
      const expStart = i;
      while (i < n && buf[i] >= ZERO && buf[i] <= NINE) {
        if (exponent < 100_000) exponent = exponent * 10 + (buf[i] - ZERO);
        i++;
      }
      if (i === expStart && (i < n || final)) throw new NotStreamable('no digits in the exponent');
      if (expNegative) exponent = -exponent;
    }
    // The token may go on in the next chunk.
    if (i >= n && !final) return NEED_MORE;
    if (intDigits === 0) throw new NotStreamable('no digits');
    const power = scale + exponent;
    // Clinger's fast path: an exact integer mantissa times or over an exact power of ten rounds once, as parsing does.
    const value =
      mantissa < TWO_53 && power >= -22 && power <= 22
        ? power < 0
          ? mantissa / POW10[-power]
          : mantissa * POW10[power]
        : Number(latin1Of(buf, negative ? p + 1 : p, i));
    this.numberValue = negative ? -value : value;
    return i;
  }
}

function latin1Of(buf: Uint8Array, start: number, end: number): string {
  let s = '';
  for (let i = start; i < end; i++) s += String.fromCharCode(buf[i]);
  return s;
}

/** true, false or null at buf[p]: answers the position after it. */
function readLiteral(buf: Uint8Array, p: number, n: number, final: boolean): number {
  const b = buf[p];
  const word = b === 0x74 ? 'true' : b === 0x66 ? 'false' : b === 0x6e ? 'null' : '';
  if (!word) throw new NotStreamable('not a scalar');
  for (let k = 0; k < word.length; k++) {
    if (p + k >= n) {
      if (final) throw new NotStreamable('cut literal');
      return NEED_MORE;
    }
    if (buf[p + k] !== word.charCodeAt(k)) throw new NotStreamable('bad literal');
  }
  return p + word.length;
}

/** The end of any JSON value at buf[p] (a top-level value other than data), or NEED_MORE. */
function skipValue(buf: Uint8Array, p: number, n: number, final: boolean): number {
  let depth = 0;
  let i = p;
  let inString = false;
  for (; i < n; i++) {
    const b = buf[i];
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) {
        inString = false;
        if (depth === 0) return i + 1;
      }
      continue;
    }
    if (b === QUOTE) inString = true;
    else if (b === OPEN_BRACKET || b === OPEN_BRACE) depth++;
    else if (b === CLOSE_BRACKET || b === CLOSE_BRACE) {
      if (depth === 0) return i;
      if (--depth === 0) return i + 1;
    } else if (depth === 0 && (b === COMMA || isSpace(b))) return i;
  }
  if (final) return depth === 0 && !inString ? n : NEED_MORE;
  return NEED_MORE;
}
