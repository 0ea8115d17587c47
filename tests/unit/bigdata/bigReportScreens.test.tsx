// A grid or pivot over a columnar answer large enough for the worker path shows what the row-object path shows: the
// page hands the bytes to the worker, gets typed columns back, and the worker's view (search, sort, totals) or fold
// drives the screen. The worker's logic runs in-process here (jsdom has no Worker).
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridScreen, PivotScreen } from '../../../engine/screen/types';
import { callOperationById } from '../../../engine/api/callOperation';
import { renderScreen } from '../renderers/support/rendererTests';
import { BINARY_COLUMNS_TYPE, encodeBinaryColumns } from '../../../engine/bigdata/binaryColumns';
import { encodeColumnar } from '../../../engine/bigdata/columnTable';

function concat(pieces: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

vi.mock('@glideapps/glide-data-grid', () => import('../renderers/glideMock'));
vi.mock('../../../engine/api/callOperation', () => {
  const call = vi.fn();
  return { callOperation: call, callOperationById: call };
});
vi.mock('../../../engine/bigdata/bigDataClient', async () => {
  const { ColumnTable } = await import('../../../engine/bigdata/columnTable');
  const { ColumnarStreamParser } = await import('../../../engine/bigdata/columnarStreamParser');
  const { BinaryColumnsReader } = await import('../../../engine/bigdata/binaryColumns');
  const { buildTableView } = await import('../../../engine/reportWorker/tableView');
  const { foldTable } = await import('../../../engine/reportWorker/foldTable');
  const index = new Map();
  return {
    WORKER_MIN_BYTES: 0,
    bigDataWorkerAvailable: () => true,
    // The worker's streaming parser, in-process: chunks as they arrive, then the page's own copy of the columns.
    // A binary answer is copied into the columns as it arrives (binaryColumns.ts) instead.
    streamToWorker: async (
      first: Uint8Array[],
      rest: ReadableStreamDefaultReader<Uint8Array>,
      _rowsPath?: string,
      _fields?: string[],
      binary?: boolean,
    ) => {
      const parser = binary ? new BinaryColumnsReader() : new ColumnarStreamParser();
      first.forEach((chunk) => parser.push(chunk));
      for (let next = await rest.read(); !next.done; next = await rest.read()) parser.push(next.value);
      return new ColumnTable(new ColumnTable(parser.finish()!).clone().encoded());
    },
    viewInWorker: async (...args: Parameters<typeof buildTableView>) =>
      buildTableView(args[0], args[1], args[2], args[3], index),
    foldInWorker: async (...args: Parameters<typeof foldTable>) => foldTable(...args),
  };
});

const report = {
  columns: ['Job', 'Customer', 'Region', 'Qty'],
  rowCount: 6,
  data: [
    ['J1', 'J2', 'J3', 'J4', 'J5', 'J6'],
    ['Dealer 007', 'Dealer 010', 'Dealer 007', 'Dealer 120', null, 'Dealer 007'],
    ['South', 'West', 'West', 'South', 'South', 'West'],
    [5, 7, 1, null, 2, 4],
  ],
};
/** The answer's body as a stream, cut into small chunks (one inside a string) as a network would; JSON or binary. */
const bytes = (form: 'json' | 'binary' = 'json') => {
  const encoded =
    form === 'json'
      ? new TextEncoder().encode(JSON.stringify(report))
      : concat(encodeBinaryColumns(encodeColumnar(report).encoded()));
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < encoded.length; at += 37) controller.enqueue(encoded.slice(at, at + 37));
      controller.close();
    },
  });
};
const columns = [
  { field: 'Job', caption: 'Job' },
  { field: 'Customer', caption: 'Customer' },
  { field: 'Region', caption: 'Region' },
  { field: 'Qty', caption: 'Qty', type: 'number' as const, summary: 'sum' as const },
];
const mocked = vi.mocked(callOperationById);

describe('big columnar reports', () => {
  it.each(['json', 'binary'] as const)(
    'a grid searches and sorts them (%s) in the worker and shows the same rows and totals',
    async (form) => {
      mocked.mockReset();
      mocked.mockImplementation(async () => bytes(form));
      const definition: GridScreen = {
        id: 'big-grid',
        kind: 'grid',
        title: 'Big grid',
        roles: [],
        dataSource: { operationId: 'getBenchRows', params: { shape: { value: 'columnar' } } },
        columns,
      };
      await renderScreen(definition);
      await waitFor(() => expect(screen.getByTestId('grid-row-count')).toHaveTextContent('6 rows'));
      // The body was asked for as a stream, unparsed.
      expect(mocked.mock.calls[0][3]).toMatchObject({ parseAs: 'stream' });
      // …accepting the binary form of the columns.
      expect(mocked.mock.calls[0][3]?.headers?.accept).toContain(BINARY_COLUMNS_TYPE);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Search'), 'dealer 007');
      await waitFor(() => expect(screen.getByTestId('grid-row-count')).toHaveTextContent('3 rows'));
      const grid = screen.getByRole('grid');
      const firstColumn = () =>
        within(grid)
          .getAllByRole('row')
          .slice(1)
          .map((r) => r.querySelector('td')?.textContent);
      expect(firstColumn()).toEqual(['J1', 'J3', 'J6', 'Totals']);
      expect(within(grid).getByText('Sum: 10')).toBeInTheDocument();
      await user.click(within(grid).getByText('Qty'));
      await user.click(within(grid).getByText(/Qty/));
      await waitFor(() => expect(firstColumn()).toEqual(['J1', 'J6', 'J3', 'Totals']));
    },
  );

  it('a pivot folds them in the worker', async () => {
    mocked.mockReset();
    mocked.mockImplementation(async () => bytes());
    const definition: PivotScreen = {
      id: 'big-pivot',
      kind: 'pivot',
      title: 'Big pivot',
      roles: [],
      dataSource: { operationId: 'getBenchRows', params: { shape: { value: 'columnar' } } },
      columns: [columns[2], columns[3]],
      rows: ['Region'],
      values: ['Qty'],
      aggregator: 'Sum',
    };
    await renderScreen(definition);
    const table = await screen.findByTestId('pivot-table');
    // South 5 + 2 (the blank Qty counts nothing), West 7 + 1 + 4.
    await waitFor(() => expect(within(table).getByText('12')).toBeInTheDocument());
    expect(within(table).getByText('7')).toBeInTheDocument();
  });
});
