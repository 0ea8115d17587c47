// One write kept on the device until the server has acknowledged it.

/**
 * pending: waits to be sent (or is being sent); failed: the server refused it (4xx) and it waits for correction;
 * held entries are pending entries of another user than the one signed in (shown, not sent).
 */
export type OutboxState = 'pending' | 'sending' | 'failed';

export interface OutboxFieldError {
  field: string;
  message: string;
}

export interface OutboxEntry {
  /** Order of entry (IndexedDB key); replay goes by it. */
  seq: number;
  /** The Idempotency-Key the entry is sent with, every time. */
  key: string;
  operationId: string;
  params: Record<string, unknown>;
  body: Record<string, unknown> | undefined;
  /** What the user sees in the outbox panel, e.g. "Paint QC trailer · WO 123456". */
  label: string;
  /** The user who made the entry: only they send it. */
  userGuid: string;
  userName: string;
  state: OutboxState;
  /** The server's message of the last refusal. */
  message?: string;
  fieldErrors?: OutboxFieldError[];
  createdAt: string;
  attempts: number;
  /** After the server failed on it (5xx): not sent again before this time (ISO). */
  retryAt?: string;
}
