// Handlers of the history area (schemas/erp-api/history.yaml), by operationId.
import type { HandlerMap } from '../../http/OperationHandler.js';
import { listRecordHistory } from './listRecordHistory.js';
import { searchHistory } from './searchHistory.js';

export const historyHandlers: HandlerMap = {
  listRecordHistory,
  searchHistory,
};
