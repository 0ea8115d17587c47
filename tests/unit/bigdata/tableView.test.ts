// The big-data worker's view over typed columns must show what buildView shows over row objects: same rows, same
// order, same groups and sums, for search, column filters, sort and grouping, on the same data.
import { describe, expect, it } from 'vitest';
import type { Column } from '../../../engine/screen/types';
import { fromColumnar } from '../../../engine/data/columnarRows';
import { buildView, type DisplayRow } from '../../../engine/views/grid/state/buildView';
import { defaultLayout, type GridLayout } from '../../../engine/views/grid/state/gridLayout';
import { encodeColumnar, type ColumnTable } from '../../../engine/bigdata/columnTable';
import { buildTableView, type SearchIndex } from '../../../engine/reportWorker/tableView';
import { benchColumnar } from '../../../server/handlers/bench/benchRows';
import { BENCH_COLUMNS } from '../../../scripts/bench/benchDefinitions';

const COLUMNS: Column[] = BENCH_COLUMNS.map((c) => ({ ...c }));

/** A small report with the awkward values: nulls, blanks, case-only differences, numbers as text, unique texts. */
function awkwardReport() {
  const n = 400;
  const columns = ['Id', 'Name', 'Code', 'Amount', 'Weight', 'When', 'Flag', 'Mixed', 'Id2', 'Id3'];
  const data: unknown[][] = columns.map(() => []);
  for (let r = 0; r < n; r++) {
    data[0].push(r % 17 === 0 ? null : (r * 7919) % 1000);
    data[1].push(['alpha', 'Alpha', 'beta', '', null, 'item 10', 'item 9', 'Gamma'][r % 8]);
    data[2].push(`C${String((r * 31) % 997).padStart(4, '0')}-${r}`);
    data[3].push(r % 13 === 0 ? null : Math.round(((r * 37) % 500) * 1.37 * 100) / 100);
    data[4].push(r % 5 === 0 ? null : (r % 9) + 1);
    data[5].push(
      r % 11 === 0 ? null : `2026-${String((r % 12) + 1).padStart(2, '0')}-${String((r % 27) + 1).padStart(2, '0')}`,
    );
    data[6].push(r % 7 === 0 ? null : r % 3 === 0);
    data[7].push([1, '1', 'one', null, 2.5, '10'][r % 6]);
    data[8].push(r % 9 === 0 ? null : ((r * 13) % 50) - 25);
    data[9].push(r % 4 === 0 ? null : -((r * 17) % 60) / 4);
  }
  return { columns, rowCount: n, data };
}
const AWKWARD_COLUMNS: Column[] = [
  { field: 'Id', caption: 'Id', type: 'number', summary: 'avg' },
  { field: 'Id2', caption: 'Id min', type: 'number', summary: 'min' },
  { field: 'Id3', caption: 'Id max', type: 'number', summary: 'max' },
  { field: 'Name', caption: 'Name', type: 'text', summary: 'count' },
  { field: 'Code', caption: 'Code', type: 'text' },
  { field: 'Amount', caption: 'Amount', type: 'currency', summary: 'sum' },
  { field: 'Weight', caption: 'Weight', type: 'decimal', summary: { avg: { weight: 'Id' } } },
  { field: 'When', caption: 'When', type: 'date', summary: 'max' },
  { field: 'Flag', caption: 'Flag', type: 'boolean' },
  { field: 'Mixed', caption: 'Mixed' },
] as Column[];

function tableDisplay(table: ColumnTable, columns: Column[], layout: GridLayout, collapsed = new Set<string>()) {
  const view = buildTableView(table, columns, layout, collapsed, new Map<string, SearchIndex>());
  const display: DisplayRow[] = Array.from(view.display, (d, i) =>
    d >= 0
      ? { kind: 'data', row: table.row(d), number: view.numbers ? view.numbers[i] : i + 1 }
      : { kind: 'group', ...view.groups[-d - 1] },
  );
  if (view.totals) display.push({ kind: 'totals', sums: view.totals });
  return { filtered: Array.from(view.ids, (id) => table.row(id)), display, totals: view.totals };
}

function layoutOf(columns: Column[], patch: Partial<GridLayout>): GridLayout {
  return { ...defaultLayout(columns), ...patch };
}

const CASES: [string, Partial<GridLayout>][] = [
  ['no search', {}],
  ['search', { search: 'Dealer 00' }],
  ['search in a number', { search: '1,2' }],
  ['search in a date', { search: '/2026' }],
  ['search matching nothing', { search: 'zzzz' }],
  ['text column filter', { columnFilters: { Region: 'mex' } }],
  ['number comparison filter', { columnFilters: { Qty: '>5', Amount: '10..500' } }],
  ['sort by number, descending', { sort: { field: 'Amount', direction: 'desc' } }],
  ['sort by a column already in order, both ways', { sort: { field: 'LineId', direction: 'desc' } }],
  ['sort by a column already in order, ascending', { sort: { field: 'LineId', direction: 'asc' } }],
  ['sort by text', { sort: { field: 'Customer', direction: 'asc' } }],
  ['sort by unique text', { sort: { field: 'JobNo', direction: 'desc' } }],
  ['group by two, sorted', { groupBy: ['Region', 'Month'], sort: { field: 'Month', direction: 'desc' } }],
  ['group + search + sort', { groupBy: ['Status'], search: 'weld', sort: { field: 'Qty', direction: 'asc' } }],
];

describe('worker grid view over typed columns', () => {
  const report = benchColumnar(3000, 20);
  const rows = fromColumnar(report);
  const table = encodeColumnar(report);

  it('decodes each row as the row-object path does', () => {
    for (const r of [0, 1, 1234, 2999]) expect(table.row(r)).toEqual(rows[r]);
  });

  it.each(CASES)('bench rows: %s gives the same rows as buildView', (_name, patch) => {
    const layout = layoutOf(COLUMNS, patch);
    expect(tableDisplay(table, COLUMNS, layout)).toEqual(buildView(rows, COLUMNS, layout));
  });

  it('collapsed groups hide their rows and keep the numbering as buildView does', () => {
    const layout = layoutOf(COLUMNS, { groupBy: ['Region', 'Shift'] });
    const collapsed = new Set(['/Region=South', '/Region=West/Shift=2']);
    expect(tableDisplay(table, COLUMNS, layout, collapsed)).toEqual(buildView(rows, COLUMNS, layout, collapsed));
  });

  const awkward = awkwardReport();
  const awkwardRows = fromColumnar(awkward);
  const awkwardTable = encodeColumnar(awkward);
  const awkwardCases: [string, Partial<GridLayout>][] = [
    ['nulls and blanks sort last (asc)', { sort: { field: 'Name', direction: 'asc' } }],
    ['nulls first when descending', { sort: { field: 'Id', direction: 'desc' } }],
    ['mixed values sort', { sort: { field: 'Mixed', direction: 'asc' } }],
    ['dates sort as text', { sort: { field: 'When', direction: 'desc' } }],
    ['booleans search as Yes/No', { search: 'yes' }],
    ['a filter on a boolean', { columnFilters: { Flag: 'no' } }],
    ['group by date, by mixed', { groupBy: ['When', 'Mixed'] }],
    ['group by name, sorted desc', { groupBy: ['Name'], sort: { field: 'Name', direction: 'desc' } }],
    ['unique texts filtered', { columnFilters: { Code: 'c00' }, sort: { field: 'Code', direction: 'asc' } }],
  ];
  it.each(awkwardCases)('awkward values: %s', (_name, patch) => {
    const layout = layoutOf(AWKWARD_COLUMNS, patch);
    expect(tableDisplay(awkwardTable, AWKWARD_COLUMNS, layout)).toEqual(
      buildView(awkwardRows, AWKWARD_COLUMNS, layout),
    );
  });

  it('keeps each kind of column compact', () => {
    const kinds = Object.fromEntries(awkwardTable.columns.map((c, i) => [c, awkwardTable.data[i].kind]));
    expect(kinds).toMatchObject({ Id: 'number', Name: 'dict', Code: 'text', Amount: 'number', Flag: 'dict' });
  });
});
