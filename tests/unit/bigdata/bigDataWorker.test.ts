// The big-data worker's messages: a columnar body comes back as typed columns, a grid view as row ids, a pivot fold as
// partial records; a body that is not columnar comes back parsed.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Column } from '../../../engine/screen/types';
import { ColumnTable, encodeColumnar } from '../../../engine/bigdata/columnTable';
import { encodeBinaryColumns } from '../../../engine/bigdata/binaryColumns';
import type { BigDataReply, BigDataRequest } from '../../../engine/bigdata/bigDataMessages';
import { defaultLayout } from '../../../engine/views/grid/state/gridLayout';

const replies: BigDataReply[] = [];
let handle: (message: BigDataRequest) => void;

beforeAll(async () => {
  const scope: { postMessage: (m: BigDataReply) => void; onmessage?: (e: { data: BigDataRequest }) => void } = {
    postMessage: (m) => replies.push(m),
  };
  Object.assign(globalThis, { self: scope });
  await import('../../../engine/reportWorker/bigDataWorker');
  handle = (message) => scope.onmessage!({ data: message });
});

const body = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;
const columns: Column[] = [
  { field: 'Job', caption: 'Job', type: 'text' },
  { field: 'Qty', caption: 'Qty', type: 'number', summary: 'sum' },
];

describe('big-data worker', () => {
  it('loads a columnar answer, then answers views and folds over it', () => {
    const report = {
      columns: ['Job', 'Qty'],
      rowCount: 4,
      data: [
        ['J1', 'J2', 'X3', 'J4'],
        [5, null, 7, 1],
      ],
    };
    handle({ type: 'load', id: 1, tableId: 10, body: body({ report }), rowsPath: 'report' });
    const loaded = replies.pop()!;
    expect(loaded.type).toBe('table');
    const table = new ColumnTable((loaded as Extract<BigDataReply, { type: 'table' }>).table);
    expect(table.row(1)).toEqual({ Job: 'J2', Qty: null });

    const layout = { ...defaultLayout(columns), search: 'j', sort: { field: 'Qty', direction: 'desc' as const } };
    handle({ type: 'view', id: 2, tableId: 10, columns, layout, collapsed: [] });
    const view = replies.pop() as Extract<BigDataReply, { type: 'view' }>;
    expect(Array.from(view.view.ids)).toEqual([1, 0, 3]);
    expect(view.view.totals).toEqual({ Qty: 6 });

    handle({ type: 'fold', id: 3, tableId: 10, columns });
    const fold = replies.pop() as Extract<BigDataReply, { type: 'fold' }>;
    expect(fold.result.records.map((r) => r.Job)).toEqual(['J1', 'J2', 'X3', 'J4']);

    handle({ type: 'drop', tableId: 10 });
    handle({ type: 'view', id: 4, tableId: 10, columns, layout, collapsed: [] });
    expect(replies.pop()).toEqual({ type: 'error', id: 4, message: 'The report is no longer loaded' });
  });

  it('hands back an answer that is not columnar, parsed', () => {
    handle({ type: 'load', id: 5, tableId: 11, body: body([{ a: 1 }]) });
    expect(replies.pop()).toEqual({ type: 'json', id: 5, value: [{ a: 1 }] });
  });

  it('parses a body sent in chunks as it arrives, and one it cannot stream as a whole', () => {
    const send = (tableId: number, value: unknown, id: number) => {
      const bytes = new TextEncoder().encode(JSON.stringify(value));
      handle({ type: 'begin', tableId });
      for (let at = 0; at < bytes.length; at += 5)
        handle({ type: 'chunk', tableId, bytes: bytes.slice(at, at + 5).buffer as ArrayBuffer });
      handle({ type: 'end', id, tableId });
      return replies.pop()!;
    };
    const report = {
      columns: ['Job', 'Qty'],
      rowCount: 2,
      data: [
        ['J1', 'Ü "2"'],
        [5, null],
      ],
    };
    const loaded = send(12, report, 6) as Extract<BigDataReply, { type: 'table' }>;
    expect(new ColumnTable(loaded.table).rows([0, 1])).toEqual([
      { Job: 'J1', Qty: 5 },
      { Job: 'Ü "2"', Qty: null },
    ]);
    expect(send(13, [{ a: 1 }], 7)).toEqual({ type: 'json', id: 7, value: [{ a: 1 }] });
  });

  it('copies a binary columnar body into typed columns as it arrives, then answers views over it', () => {
    const report = {
      columns: ['Job', 'Qty', 'Region'],
      rowCount: 3,
      data: [
        ['J1', 'Ü "2"', null],
        [5, null, 7],
        ['South', 'West', 'South'],
      ],
    };
    const pieces = encodeBinaryColumns(encodeColumnar(report).encoded());
    handle({ type: 'begin', tableId: 14, binary: true, fields: ['Job', 'Qty'] });
    for (const piece of pieces)
      for (let at = 0; at < piece.length; at += 5)
        handle({ type: 'chunk', tableId: 14, bytes: piece.slice(at, at + 5).buffer as ArrayBuffer });
    handle({ type: 'end', id: 10, tableId: 14 });
    const loaded = replies.pop() as Extract<BigDataReply, { type: 'table' }>;
    expect(loaded.type).toBe('table');
    expect(new ColumnTable(loaded.table).rows([0, 1, 2])).toEqual([
      { Job: 'J1', Qty: 5 },
      { Job: 'Ü "2"', Qty: null },
      { Job: null, Qty: 7 },
    ]);
    const layout = { ...defaultLayout(columns), search: 'ü' };
    handle({ type: 'view', id: 11, tableId: 14, columns, layout, collapsed: [] });
    const view = (replies.pop() as Extract<BigDataReply, { type: 'view' }>).view;
    expect(Array.from(view.ids)).toEqual([1]);
    handle({ type: 'view', id: 12, tableId: 14, columns, layout: defaultLayout(columns), collapsed: [] });
    expect((replies.pop() as Extract<BigDataReply, { type: 'view' }>).view.totals).toEqual({ Qty: 12 });

    // A body cut short answers an error, not a table.
    handle({ type: 'begin', tableId: 15, binary: true });
    handle({ type: 'chunk', tableId: 15, bytes: pieces[0].slice().buffer as ArrayBuffer });
    handle({ type: 'end', id: 13, tableId: 15 });
    expect(replies.pop()).toMatchObject({ type: 'error', id: 13 });
  });

  it('a helper parses its share of the columns, the main worker merges it with its own', () => {
    const report = {
      columns: ['Job', 'Qty', 'Region'],
      rowCount: 2,
      data: [
        ['J1', 'J2'],
        [5, null],
        ['South', 'West'],
      ],
    };
    const bytes = new TextEncoder().encode(JSON.stringify(report));
    for (const index of [1, 0]) {
      handle({ type: 'begin', tableId: 20 + index, part: { index, count: 2 }, helper: index > 0 });
      handle({ type: 'chunk', tableId: 20 + index, bytes: bytes.slice().buffer as ArrayBuffer });
    }
    handle({ type: 'end', id: 8, tableId: 21 });
    const share = replies.pop() as Extract<BigDataReply, { type: 'part' }>;
    expect(share.table?.columns).toEqual(['Qty']);
    handle({ type: 'end', id: 9, tableId: 20, parts: [share.table] });
    const loaded = replies.pop() as Extract<BigDataReply, { type: 'table' }>;
    expect(new ColumnTable(loaded.table).rows([0, 1])).toEqual([
      { Job: 'J1', Qty: 5, Region: 'South' },
      { Job: 'J2', Qty: null, Region: 'West' },
    ]);
  });
});
