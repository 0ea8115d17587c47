// Runs a scanner screen's write: calls the operation, turns the answer into the outcome shown under the inputs,
// refreshes the list, and turns a refusal into a red outcome with the server's message.
import { useState } from 'react';
import {
  callOperation,
  errorMessage,
  type OperationBody,
  type OperationId,
  type OperationParams,
  type OperationResult,
} from '../../../engine/kit';
import type { ScanOutcome } from './ScanPanel';

/** K: the operation the screen writes with; its answer's type comes from the contract. */
export function useScanSubmit<K extends OperationId>(
  describe: (answer: OperationResult<K>) => ScanOutcome,
  after?: (answer: OperationResult<K>) => void,
) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const run = async (operationId: K, params: OperationParams<K>, body?: OperationBody<K>): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await callOperation(operationId, params, body);
      setOutcome(describe(answer));
      after?.(answer);
      return true;
    } catch (error) {
      setOutcome({ tone: 'error', title: 'Not recorded', message: errorMessage(error) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, run, setOutcome };
}
