// The binary columnar form: written from encodeColumnar's typed columns and read back, however the bytes are cut into
// chunks, it gives exactly the table encodeColumnar makes from the JSON document; a small one reads as that document.
import { describe, expect, it } from 'vitest';
import {
  BinaryColumnsReader,
  columnarDocument,
  decodeBinaryColumns,
  encodeBinaryColumns,
  isBinaryColumns,
} from '../../../engine/bigdata/binaryColumns';
import { encodeColumnar, type EncodedTable } from '../../../engine/bigdata/columnTable';
import type { ColumnarReport } from '../../../engine/data/columnarRows';

const ROWS = 1200;
// Every kind encodeColumnar makes: numbers (with nulls), a dictionary of strings, booleans, a dictionary of more than
// 256 values (two-byte codes), texts (mostly distinct, non-ASCII, null) and a mixed column kept plain.
const report: ColumnarReport = {
  columns: ['Id', 'Region', 'Late', 'Item', 'Note', 'Mixed'],
  rowCount: ROWS,
  data: [
    Array.from({ length: ROWS }, (_, r) => (r % 17 === 0 ? null : r * 1.25 - 40)),
    Array.from({ length: ROWS }, (_, r) => ['Sur', 'Norte', 'Bajío'][r % 3]),
    Array.from({ length: ROWS }, (_, r) => r % 4 === 0),
    Array.from({ length: ROWS }, (_, r) => `NS-${r % 300}`),
    Array.from({ length: ROWS }, (_, r) => (r % 11 === 0 ? null : `línea ${r} «${'ñ'.repeat(r % 5)}» 😀`)),
    Array.from({ length: ROWS }, (_, r) => (r % 2 ? r : `t${r}`)),
  ],
};

const bytesOf = (table: EncodedTable) => {
  const pieces = encodeBinaryColumns(table);
  const out = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
};

function readInChunks(bytes: Uint8Array, size: number, keep?: ReadonlySet<string>): EncodedTable {
  const reader = new BinaryColumnsReader(keep);
  for (let at = 0; at < bytes.length; at += size) reader.push(bytes.slice(at, at + size));
  return reader.finish();
}

describe('binary columnar form', () => {
  const expected = encodeColumnar(report).encoded();
  const bytes = bytesOf(expected);

  it('covers every column kind', () => {
    expect(expected.data.map((c) => c.kind)).toEqual(['number', 'dict', 'dict', 'dict', 'text', 'plain']);
    expect(isBinaryColumns(bytes)).toBe(true);
    expect(isBinaryColumns(new TextEncoder().encode(JSON.stringify(report)))).toBe(false);
  });

  it('reads back the same typed columns however the bytes are cut', () => {
    expect(decodeBinaryColumns(bytes)).toEqual(expected);
    for (const size of [1, 3, 7, 8, 100, 4096])
      expect(readInChunks(bytes, size), `chunks of ${size}`).toEqual(expected);
  });

  it('fills two independent copies as the bytes come', () => {
    const reader = new BinaryColumnsReader(undefined, 2);
    for (let at = 0; at < bytes.length; at += 1000) reader.push(bytes.slice(at, at + 1000));
    const [a, b] = reader.finishCopies();
    expect(a).toEqual(expected);
    expect(b).toEqual(expected);
    const buffers = (t: EncodedTable) =>
      t.data.flatMap((c) => (c.kind === 'number' ? [c.values.buffer] : c.kind === 'dict' ? [c.codes.buffer] : []));
    const mine = new Set(buffers(a));
    expect(buffers(b).some((buffer) => mine.has(buffer))).toBe(false);
  });

  it('keeps only the columns asked for', () => {
    const kept = readInChunks(bytes, 64, new Set(['Late', 'Note']));
    expect(kept.columns).toEqual(['Late', 'Note']);
    expect(kept.data).toEqual([expected.data[2], expected.data[4]]);
  });

  it('reads as the JSON document it stands for', () => {
    expect(columnarDocument(decodeBinaryColumns(bytes))).toEqual(report);
  });

  it('refuses a cut or foreign body', () => {
    expect(() => decodeBinaryColumns(bytes.subarray(0, bytes.length - 8))).toThrow(/cut short/);
    expect(() => decodeBinaryColumns(new TextEncoder().encode('{"columns":[]}'))).toThrow(/Not a binary/);
  });
});
