// GET /bench/rows (getBenchRows): synthetic rows for the benchmarks, sent as the pre-serialized cached body.
import type { HandlerMap } from '../../http/OperationHandler.js';
import { benchBody } from './benchRows.js';

interface BenchQuery {
  count: number;
  cols?: number;
  shape?: 'rows' | 'columnar';
}

export const benchHandlers: HandlerMap = {
  getBenchRows: async ({ query, reply }) => {
    const { count, cols = 20, shape = 'rows' } = query as BenchQuery;
    const body = benchBody(count, cols, shape);
    reply.header('content-type', 'application/json; charset=utf-8');
    return reply.send(body);
  },
};
