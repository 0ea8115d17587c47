// One scan of a load-scanning screen (loading dock, pick list): sent through the outbox, with the busy flag and the
// line under the input saying what happened — kept on the device, the server's answer in words, or its refusal.
import { useState } from 'react';
import {
  errorMessage,
  sendPlantFloorOperation,
  type OperationId,
  type OperationResult,
  type PlantFloorOperation,
} from '../../../engine/kit';
import type { ScanFeedback } from './ScanInput';

export interface ScanWords<K extends OperationId> {
  /** Said when the scan was kept on the device to be sent later. */
  queued: string;
  /** Said of the server's answer. */
  done: (answer: OperationResult<K>) => string;
}

export function useLoadScan() {
  const [feedback, setFeedback] = useState<ScanFeedback | null>(null);
  const [busy, setBusy] = useState(false);

  /** Sends the scan; `afterSaved` runs once the server has stored it (not when it was only kept on the device). */
  const send = async <K extends OperationId>(
    write: PlantFloorOperation<K>,
    words: ScanWords<K>,
    afterSaved: () => void,
  ) => {
    setBusy(true);
    try {
      const outcome = await sendPlantFloorOperation(write);
      if (outcome.queued) {
        setFeedback({ ok: true, message: words.queued });
        return;
      }
      setFeedback({ ok: true, message: words.done(outcome.result) });
      afterSaved();
    } catch (error) {
      setFeedback({ ok: false, message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return { feedback, busy, send, clear: () => setFeedback(null) };
}
