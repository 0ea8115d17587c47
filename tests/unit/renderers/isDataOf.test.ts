// A custom screen reads its definition's rows with the contract's row type only when they are that operation's answer.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { isDataOf } from '../../../engine/data/isDataOf';
import type { ScreenData } from '../../../engine/data/useScreenData';
import type { Schemas } from '../../../engine/api/operationTypes';

function screenData(operationId: string, rowsPath?: string): ScreenData {
  return {
    rows: [{ LineId: 1, ItemNo: 'BRK-100' }],
    operationId,
    rowsPath,
    response: [],
    isLoading: false,
    isFetching: false,
    error: null,
    staleSince: null,
    refetch: () => undefined,
  };
}

describe('isDataOf', () => {
  it("gives the operation's row type when the rows are that operation's answer", () => {
    const data = screenData('listCycleCountLines');
    expect(isDataOf(data, 'listCycleCountLines')).toBe(true);
    if (isDataOf(data, 'listCycleCountLines')) {
      expectTypeOf(data.rows).toEqualTypeOf<Schemas['CycleCountLineRow'][]>();
      expect(data.rows[0].ItemNo).toBe('BRK-100');
    }
  });

  it('refuses rows of another operation, rows read from a path inside the answer, and no data source', () => {
    expect(isDataOf(screenData('listPhysicalProgress'), 'listCycleCountLines')).toBe(false);
    expect(isDataOf(screenData('listCycleCountLines', 'Lines'), 'listCycleCountLines')).toBe(false);
    expect(isDataOf(screenData(''), 'listCycleCountLines')).toBe(false);
  });
});
