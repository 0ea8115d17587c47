// Runs a scanner screen's write: calls the operation, turns the answer into the outcome shown under the inputs,
// refreshes the list, and turns a refusal into a red outcome with the server's message. The plant-floor counts and
// scans go through the outbox: while the server cannot be reached they are kept on the device (in order) and the
// inputs clear for the next scan as after a save.
import { useState } from 'react';
import {
  callOperation,
  errorMessage,
  sendPlantFloorOperation,
  t,
  type OperationBody,
  type OperationId,
  type OperationParams,
  type OperationResult,
} from '../../../engine/kit';
import type { ScanOutcome } from './ScanPanel';

/** The writes of these screens that may wait in the outbox (their operations accept an Idempotency-Key). */
const OUTBOX_OPERATIONS: ReadonlySet<OperationId> = new Set<OperationId>([
  'recordCycleCount',
  'recordFreeCycleCount',
  'auditPhysicalTag',
  'identifyPart',
  'scanFinishGood',
  'assignUnitSerial',
]);

/** The outcome of an entry kept in the outbox, in the current language. */
export function queuedOutcome(): ScanOutcome {
  return { tone: 'warn', title: t('inventory.queued.title'), message: t('inventory.queued.message') };
}

/** K: the operation the screen writes with; its answer's type comes from the contract. */
export function useScanSubmit<K extends OperationId>(
  describe: (answer: OperationResult<K>) => ScanOutcome,
  after?: (answer: OperationResult<K>) => void,
  /** Clears the inputs when the entry was kept in the outbox (there is no answer yet). */
  afterQueued?: () => void,
) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const run = async (
    operationId: K,
    params: OperationParams<K>,
    body?: OperationBody<K>,
    /** What the outbox calls the entry, e.g. "Free count · ITEM-1 at A-01 · 4". */
    label?: string,
  ): Promise<boolean> => {
    setBusy(true);
    try {
      if (OUTBOX_OPERATIONS.has(operationId)) {
        const outcome = await sendPlantFloorOperation({
          operationId,
          params,
          body: body ?? undefined,
          label: label ?? operationId,
        });
        if (outcome.queued) {
          setOutcome(queuedOutcome());
          afterQueued?.();
          return true;
        }
        const answer = outcome.result;
        setOutcome(describe(answer));
        after?.(answer);
        return true;
      }
      const answer = await callOperation(operationId, params, body);
      setOutcome(describe(answer));
      after?.(answer);
      return true;
    } catch (error) {
      setOutcome({ tone: 'error', title: t('inventory.notRecorded'), message: errorMessage(error) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, run, setOutcome };
}
