// Runs a scanner screen's write: calls the operation, turns the answer into the outcome shown under the inputs,
// refreshes the list, and turns a refusal into a red outcome with the server's message.
import { useState } from 'react';
import { callOperation } from '../../../engine/api/callOperation';
import { errorMessage } from '../../../engine/ui/notify';
import type { ScanOutcome } from './ScanPanel';

export function useScanSubmit<T>(describe: (answer: T) => ScanOutcome, after?: (answer: T) => void) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const run = async (operationId: string, params: Record<string, unknown>, body?: unknown): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await callOperation<T>(operationId, params, body);
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
