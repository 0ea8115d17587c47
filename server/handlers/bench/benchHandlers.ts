// GET /bench/rows (getBenchRows): synthetic rows for the benchmarks, sent as the pre-serialized cached body; the
// columnar shape in its binary form when the request accepts it (docs/adr/005-big-report-shape.md, addendum 3).
import type { HandlerMap } from '../../http/OperationHandler.js';
import { BINARY_COLUMNS_TYPE } from '../../../engine/bigdata/binaryColumns.js';
import { benchBody } from './benchRows.js';
import { benchBinaryBody } from './benchBinary.js';

export const benchHandlers: HandlerMap = {
  getBenchRows: async ({ query, request, reply }) => {
    const { count, cols = 20, shape = 'rows' } = query;
    if (shape === 'columnar' && String(request.headers.accept ?? '').includes(BINARY_COLUMNS_TYPE)) {
      reply.header('content-type', BINARY_COLUMNS_TYPE).header('vary', 'accept');
      return reply.send(benchBinaryBody(count, cols));
    }
    const body = benchBody(count, cols, shape);
    reply.header('content-type', 'application/json; charset=utf-8');
    if (shape === 'columnar') reply.header('vary', 'accept');
    return reply.send(body);
  },
};
