// A custom screen reads its definition's rows with the contract's row type: the definition names the operation at run
// time, so the screen states which operation it expects and gets that operation's answer type when it matches.
import type { OperationId, OperationResult } from '../api/operationTypes';
import type { ScreenData } from './useScreenData';

/** One item of the operation's 200 answer, when that answer is an array. */
export type OperationRow<K extends OperationId> =
  OperationResult<K> extends readonly (infer R extends object)[] ? R : never;

/**
 * Whether the rows are the answer of this operation as it is (not a path inside it), so they have its row type. The
 * server validates every answer against the contract (tests and development) before it is sent.
 */
export function isDataOf<K extends OperationId>(
  data: ScreenData<object>,
  operationId: K,
): data is ScreenData<OperationRow<K>> {
  return data.operationId === operationId && !data.rowsPath;
}
