// The streaming columnar parser gives exactly the typed columns encodeColumnar gives from JSON.parse of the whole body,
// however the bytes are cut into chunks (inside strings, escapes, multi-byte characters, numbers, literals), and
// hands back (undefined) any body it does not handle so the caller parses it the ordinary way.
import { describe, expect, it } from 'vitest';
import { ColumnarStreamParser, mergeParts, type ColumnPart } from '../../../engine/bigdata/columnarStreamParser';
import { dictLimit } from '../../../engine/bigdata/columnBuilder';
import { encodeColumnar, type EncodedTable } from '../../../engine/bigdata/columnTable';
import type { ColumnarReport } from '../../../engine/data/columnarRows';

const bytesOf = (text: string) => new TextEncoder().encode(text);

function streamed(
  bytes: Uint8Array,
  cuts: number[],
  keep?: ReadonlySet<string>,
  part?: ColumnPart,
): EncodedTable | undefined {
  const parser = new ColumnarStreamParser(keep, part);
  let at = 0;
  for (const cut of [...cuts, bytes.length]) {
    parser.push(bytes.subarray(at, cut));
    at = cut;
  }
  return parser.finish();
}

function ordinary(bytes: Uint8Array): EncodedTable {
  return encodeColumnar(JSON.parse(new TextDecoder().decode(bytes)) as ColumnarReport).encoded();
}

/** Every way of cutting the body in two, and in chunks of 1, 2, 3 and 7 bytes. */
function expectSameEverywhere(text: string) {
  const bytes = bytesOf(text);
  const expected = ordinary(bytes);
  expect(streamed(bytes, [])).toEqual(expected);
  for (let cut = 1; cut < bytes.length; cut++) expect(streamed(bytes, [cut]), `cut at ${cut}`).toEqual(expected);
  for (const size of [1, 2, 3, 7]) {
    const cuts = Array.from({ length: Math.ceil(bytes.length / size) - 1 }, (_, i) => (i + 1) * size);
    expect(streamed(bytes, cuts), `chunks of ${size}`).toEqual(expected);
  }
}

const doc = (report: { columns: string[]; rowCount: number; data: unknown[][] }) => JSON.stringify(report);

describe('streaming columnar parser', () => {
  it('numbers, nulls and repeated texts come out as encodeColumnar makes them', () => {
    expectSameEverywhere(
      doc({
        columns: ['Id', 'Region', 'Amount', 'Late'],
        rowCount: 5,
        data: [
          [1, 2, 3, 4, 5],
          ['South', null, 'West', 'South', 'West'],
          [12.5, null, -0.25, 1e21, 3],
          [true, false, null, true, false],
        ],
      }),
    );
  });

  it('numbers with signs, fractions and exponents parse to the same doubles as JSON.parse', () => {
    const numbers = [
      '0',
      '-0',
      '-0.0',
      '1.5e3',
      '1E-7',
      '2.5e+10',
      '123456789012345678901234567890',
      '0.1',
      '0.30000000000000004',
      '9007199254740993',
      '1.7976931348623157e308',
      '5e-324',
      '1e400',
      '-12345.678e-20',
      '4.35',
      '1234567.891',
    ];
    const text = `{"columns":["N"],"rowCount":${numbers.length},"data":[[${numbers.join(',')}]]}`;
    expectSameEverywhere(text);
    const values = (streamed(bytesOf(text), [])!.data[0] as { values: Float64Array }).values;
    numbers.forEach((n, i) => expect(Object.is(values[i], JSON.parse(n)), n).toBe(true));
  });

  it('escapes, unicode and surrogate pairs (raw or escaped) read as JSON.parse reads them', () => {
    expectSameEverywhere(
      '\ufeff{ "columns" : ["T", "D"] , "rowCount":6,\n "data":[ ["a\\"b\\\\c\\/\\n", "Grüße", "😀 x", "\\ud83d\\ude00 x", "\\u00fc", "tab\\t"],' +
        ' ["ü", "\\u00fc", "ü", null, "é", "😀"] ] }',
    );
  });

  it('a column with more distinct texts than the dictionary holds becomes text, nulls included', () => {
    const rowCount = 80;
    const values = Array.from({ length: rowCount }, (_, i) => (i % 9 === 4 ? null : `Jöb ${i % 70}`));
    expect(new Set(values).size).toBeGreaterThan(dictLimit(rowCount));
    const text = doc({ columns: ['Job'], rowCount, data: [values] });
    expect(streamed(bytesOf(text), [])!.data[0].kind).toBe('text');
    expectSameEverywhere(text);
  });

  it('a column that starts with numbers and then has texts becomes a dictionary of both', () => {
    expectSameEverywhere(doc({ columns: ['M'], rowCount: 6, data: [[1, 2, 1, null, 'x', 2]] }));
  });

  it('short and long columns, missing and extra columns read as encodeColumnar reads them', () => {
    expectSameEverywhere(
      doc({
        columns: ['A', 'B', 'C'],
        rowCount: 3,
        data: [
          ['x', 'y'],
          [1, 2, 3, 4, 5],
        ],
      }),
    );
    expectSameEverywhere(
      '{"columns":["A"],"rowCount":2,"data":[[1,2],["extra",null]],"other":{"x":[1,"]\\""]},"n":-1.5e3}',
    );
    expectSameEverywhere('{"columns":["A"],"rowCount":0,"data":[]}');
  });

  it('hands back what it does not handle, so the caller parses the body whole', () => {
    const refused = [
      '[{"a":1}]',
      '{"data":[[1]],"columns":["A"],"rowCount":1}',
      '{"columns":["A"],"rowCount":1,"data":[[{"a":1}]]}',
      '{"columns":["A"],"rowCount":1,"data":[[1,]]}',
      '{"columns":["A"],"rowCount":1,"data":[[1]]} x',
      '{"columns":["A"],"rowCount":1,"data":[[01]]}',
      '{"columns":["A"],"rowCount":1,"data":[["\\ud800"]]}',
      '{"columns":["A"],"rowCount":1,"data":[["a\nb"]]}',
      '{"columns":["A"],"rowCount":1,"data":[[1]]',
      '{"columns":["A"],"rowCount":1.5,"data":[[1]]}',
      '{"columns":["A"],"rowCount":1,"data":[null]}',
      '{"columns":["A"],"rowCount":1,"data":[[1],["extra",{"o":1}]]}',
    ];
    for (const text of refused) {
      const bytes = bytesOf(text);
      expect(streamed(bytes, []), text).toBeUndefined();
      expect(streamed(bytes, [Math.floor(bytes.length / 2)]), text).toBeUndefined();
    }
    // Mixed numbers and texts beyond the dictionary: encodeColumnar keeps plain values, which this does not make.
    const rowCount = 80;
    const mixed = Array.from({ length: rowCount }, (_, i) => (i % 2 ? i : `t${i}`));
    expect(streamed(bytesOf(doc({ columns: ['X'], rowCount, data: [mixed] })), [])).toBeUndefined();
  });

  it('a larger generated answer cut into uneven chunks equals the ordinary path', () => {
    const rowCount = 5_000;
    let seed = 7;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
    const report = {
      columns: ['Id', 'Job', 'Customer', 'Amount', 'Note', 'Flag'],
      rowCount,
      data: [
        Array.from({ length: rowCount }, (_, i) => i + 1),
        Array.from({ length: rowCount }, (_, i) => `J${String(100000 + i).padStart(7, '0')}`),
        Array.from({ length: rowCount }, () => `Dealer ${next() % 400}`),
        Array.from({ length: rowCount }, () => (next() % 10 ? (next() % 1_000_000) / 100 : null)),
        Array.from({ length: rowCount }, () => ['a "q"', 'ñandú', '𝄞 clef', 'line\nbreak', null][next() % 5]),
        Array.from({ length: rowCount }, () => next() % 2 === 0),
      ],
    };
    const bytes = bytesOf(JSON.stringify(report));
    const cuts: number[] = [];
    for (let at = next() % 500; at < bytes.length; at += 1 + (next() % 4000)) cuts.push(at);
    expect(streamed(bytes, cuts)).toEqual(ordinary(bytes));
  });

  it('keeps only the fields asked for, passing over the others however they are cut', () => {
    const report = {
      columns: ['Skip', 'Region', 'Other', 'Amount'],
      rowCount: 3,
      data: [
        ['a ] "b"', 'x\\"]', null],
        ['South', 'West', 'South'],
        [1.5, true, 'ü ] \\'],
        [10, null, 2.25],
      ],
    };
    const bytes = bytesOf(JSON.stringify(report));
    const full = ordinary(bytes);
    const expected = { columns: ['Region', 'Amount'], rowCount: 3, data: [full.data[1], full.data[3]] };
    const keep = new Set(['Region', 'Amount', 'Missing']);
    for (let cut = 1; cut < bytes.length; cut++)
      expect(streamed(bytes, [cut], keep), `cut at ${cut}`).toEqual(expected);
    const ones = Array.from({ length: bytes.length - 1 }, (_, i) => i + 1);
    expect(streamed(bytes, ones, keep)).toEqual(expected);
  });

  it('parsers sharing the columns (each its part) merge into the table one parser makes', () => {
    const report = {
      columns: ['A', 'B', 'C', 'D', 'E'],
      rowCount: 3,
      data: [
        [1, 2, 3],
        ['x', 'y', null],
        [true, false, true],
        ['a "]"', 'b', 'c'],
        [0.5, null, -2],
      ],
    };
    const bytes = bytesOf(JSON.stringify(report));
    for (const keep of [undefined, new Set(['B', 'D', 'E'])]) {
      const whole = streamed(bytes, [], keep);
      for (const count of [2, 3]) {
        const parts = Array.from({ length: count }, (_, index) => streamed(bytes, [17, 40], keep, { index, count }));
        expect(mergeParts(parts)).toEqual(whole);
      }
    }
    expect(mergeParts([streamed(bytes, [], undefined, { index: 0, count: 2 }), undefined])).toBeUndefined();
  });
});
