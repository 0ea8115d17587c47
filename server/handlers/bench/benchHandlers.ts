// GET /bench/rows (getBenchRows): synthetic rows for the benchmarks, sent as the pre-serialized cached body.
import type { HandlerMap } from '../../http/OperationHandler.js';
import { benchBody } from './benchRows.js';

export const benchHandlers: HandlerMap = {
  getBenchRows: async ({ query, reply }) => {
    const { count, cols = 20, shape = 'rows' } = query;
    const body = benchBody(count, cols, shape);
    reply.header('content-type', 'application/json; charset=utf-8');
    return reply.send(body);
  },
};
