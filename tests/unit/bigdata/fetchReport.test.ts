// fetchReport under the worker threshold: a small answer in the binary columnar form reads as the JSON document it
// stands for, a JSON answer as before; a nested (rowsPath) answer does not ask for the binary form.
import { describe, expect, it, vi } from 'vitest';
import { callOperationById } from '../../../engine/api/callOperation';
import { fetchReport } from '../../../engine/bigdata/fetchReport';
import { BINARY_COLUMNS_TYPE, encodeBinaryColumns } from '../../../engine/bigdata/binaryColumns';
import { encodeColumnar } from '../../../engine/bigdata/columnTable';

vi.mock('../../../engine/api/callOperation', () => ({ callOperationById: vi.fn() }));
const mocked = vi.mocked(callOperationById);

const report = {
  columns: ['Job', 'Qty', 'Late'],
  rowCount: 3,
  data: [
    ['J1', 'J2', null],
    [5, null, 7],
    [true, false, true],
  ],
};
const stream = (pieces: Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      pieces.forEach((p) => controller.enqueue(p));
      controller.close();
    },
  });

describe('fetchReport, small answers', () => {
  it('reads a binary answer as the columnar document, a JSON one as parsed', async () => {
    mocked.mockResolvedValueOnce(stream(encodeBinaryColumns(encodeColumnar(report).encoded())));
    const signal = new AbortController().signal;
    expect(await fetchReport('getBenchRows', { shape: 'columnar' }, undefined, undefined, signal)).toEqual(report);
    expect(mocked.mock.calls[0][3]?.headers?.accept).toBe(`${BINARY_COLUMNS_TYPE}, application/json;q=0.9`);
    mocked.mockResolvedValueOnce(stream([new TextEncoder().encode(JSON.stringify({ report }))]));
    expect(await fetchReport('getBenchRows', { shape: 'columnar' }, undefined, 'report', signal)).toEqual({ report });
    expect(mocked.mock.calls[1][3]?.headers).toBeUndefined();
  });
});
