// The outbox in memory (mirrored from IndexedDB) and its replay. A write goes to the server at once when it can; when
// the server cannot be reached it is kept with its idempotency key, and so is every later write of the same user, so
// the entries reach the server in the order they were made. Every write is decided within seconds whatever the
// network does: no network and a refused connection fail at once, an answer that never comes ends with the time-out
// of writeDeadline.ts, and a 5xx is tried again a few times within that time (idempotent: the key goes along).
// Replay sends the entries one at a time, oldest first: an acknowledged entry is removed, a refused one (4xx) is
// marked failed with the server's message and kept for correction, a 5xx waits with a growing pause
// (failedWriteAction), and an unreachable server stops the round until the next one. A 401 parks the call in the
// session gate (the expired-session dialog); after the same user signs in again the call goes on, after another user
// it is held.
import { create } from 'zustand';
import { ApiError } from '../api/ApiError';
import { callOperation, callOperationById } from '../api/callOperation';
import type { OperationBody, OperationId, OperationParams, OperationResult } from '../api/operationTypes';
import { DifferentUserError } from '../api/sessionGate';
import { useAppStore } from '../stores/appStore';
import { errorMessage } from '../ui/errorMessage';
import { t } from '../i18n/translate';
import { addEntry, deleteEntry, putEntry, readEntries } from './outboxDb';
import { newEntryKey } from './entryKey';
import { failedWriteAction } from './networkFailure';
import { WRITE_ANSWER_TIMEOUT_MS, withinDeadline } from './writeDeadline';
import type { OutboxEntry } from './outboxTypes';

export interface OutboxProgress {
  done: number;
  total: number;
}

interface OutboxStoreState {
  entries: OutboxEntry[];
  /** Set while a replay round runs. */
  progress: OutboxProgress | null;
  /** When the server was last found unreachable by a replay round (ISO), null after a round got through. */
  unreachableSince: string | null;
}

export const useOutboxStore = create<OutboxStoreState>(() => ({ entries: [], progress: null, unreachableSince: null }));

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

let loading: Promise<void> | null = null;

/** Reads the device's outbox into memory (once; later calls wait for the same read). */
export function loadOutbox(): Promise<void> {
  loading ??= readEntries().then(
    (entries) => useOutboxStore.setState({ entries: entries.sort((a, b) => a.seq - b.seq) }),
    () => undefined,
  );
  return loading;
}

function replace(entry: OutboxEntry): void {
  useOutboxStore.setState((s) => ({ entries: s.entries.map((e) => (e.seq === entry.seq ? entry : e)) }));
}

async function save(entry: OutboxEntry): Promise<void> {
  await putEntry(entry);
  replace(entry);
}

async function remove(seq: number): Promise<void> {
  await deleteEntry(seq);
  useOutboxStore.setState((s) => ({ entries: s.entries.filter((e) => e.seq !== seq) }));
}

function currentUser(): { guid: string; name: string } | null {
  const user = useAppStore.getState().user;
  return user ? { guid: user.Guid, name: `${user.Firstname} ${user.Lastname}`.trim() } : null;
}

/** The entries the signed-in user has still to send, oldest first. */
export function pendingEntriesOf(entries: OutboxEntry[], userGuid: string | undefined): OutboxEntry[] {
  return entries.filter((e) => e.userGuid === userGuid && e.state !== 'failed');
}

export interface PlantFloorWrite {
  operationId: string;
  params?: Record<string, unknown>;
  body?: Record<string, unknown>;
  /** What the outbox panel calls the entry. */
  label: string;
}

export type WriteOutcome<R = unknown> = { queued: false; result: R } | { queued: true; entry: OutboxEntry };

/** A plant-floor write a screen names in code: its parameters, body and answer are the contract's. */
export interface PlantFloorOperation<K extends OperationId> {
  operationId: K;
  params?: OperationParams<K>;
  body?: OperationBody<K>;
  label: string;
}

/** Writes the entry to the device (IndexedDB) only: the outbox shows it once it is known not to have been sent. */
async function keep(write: PlantFloorWrite, key: string): Promise<OutboxEntry> {
  const user = currentUser();
  if (!user) throw new ApiError(401, t('outbox.signInToSave'));
  return addEntry({
    key,
    operationId: write.operationId,
    params: write.params ?? {},
    body: write.body,
    label: write.label,
    userGuid: user.guid,
    userName: user.name,
    state: 'pending',
    createdAt: new Date().toISOString(),
    attempts: 0,
  });
}

function show(entry: OutboxEntry): void {
  useOutboxStore.setState((s) => ({ entries: [...s.entries, entry] }));
}

/**
 * Sends a plant-floor write, or keeps it in the outbox when the server cannot be reached (or earlier entries of the
 * user are still waiting, so the order holds). A refusal by the server is thrown as usual.
 */
export function sendPlantFloorWrite(write: PlantFloorWrite): Promise<WriteOutcome> {
  return sendOrKeep(write, (headers, signal) =>
    callOperationById(write.operationId, write.params ?? {}, write.body, { headers, signal }),
  );
}

/** The same for a write named in code, answered with the operation's own result type. */
export function sendPlantFloorOperation<K extends OperationId>(
  write: PlantFloorOperation<K>,
): Promise<WriteOutcome<OperationResult<K>>> {
  const { operationId, params, body, label } = write;
  return sendOrKeep({ operationId, params: fieldsOf(params), body: fieldsOf(body), label }, (headers, signal) =>
    callOperation(operationId, params, body, { headers, signal }),
  );
}

/** What the outbox keeps of a parameter object or body (a plain copy of its fields). */
function fieldsOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? { ...value } : undefined;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the write with its key, trying again after a 5xx (an instance shutting down answers 503) while the time-out
 * allows; rejects with the last failure.
 */
async function sendWithRetries<R>(call: (signal: AbortSignal) => Promise<R>): Promise<R> {
  const started = Date.now();
  for (let attempts = 1; ; attempts += 1) {
    try {
      return await withinDeadline(call, Math.max(1, WRITE_ANSWER_TIMEOUT_MS - (Date.now() - started)));
    } catch (error) {
      const next = failedWriteAction(error, true, attempts);
      // A pause of a quarter of the outbox's: the user is waiting at the form.
      const pause = next.action === 'retry' ? next.afterMs / 4 : 0;
      if (next.action !== 'retry' || Date.now() - started + pause >= WRITE_ANSWER_TIMEOUT_MS) throw error;
      await delay(pause);
    }
  }
}

async function sendOrKeep<R>(
  write: PlantFloorWrite,
  call: (headers: Record<string, string>, signal: AbortSignal) => Promise<R>,
): Promise<WriteOutcome<R>> {
  await loadOutbox();
  const key = newEntryKey();
  const waiting = pendingEntriesOf(useOutboxStore.getState().entries, currentUser()?.guid).length > 0;
  // Written to the device before the network is tried: a tab closed, or a tablet that dies, while the call is under
  // way loses nothing. The next start sends it again with the same key, and if the call did arrive the server answers
  // that with the first answer instead of storing it twice. A device that cannot store it (or no user in the store)
  // still tries the server.
  const kept = await keep(write, key).catch(() => null);
  if (waiting || (typeof navigator !== 'undefined' && navigator.onLine === false)) {
    // Without a copy on the device, keeping it again says why it cannot be kept.
    const entry = kept ?? (await keep(write, key));
    show(entry);
    if (waiting) void syncOutbox();
    return { queued: true, entry };
  }
  try {
    const result = await sendWithRetries((signal) => call({ [IDEMPOTENCY_HEADER]: key }, signal));
    if (kept) await deleteEntry(kept.seq).catch(() => undefined);
    return { queued: false, result };
  } catch (error) {
    // Refused: the server's answer goes to the form with its message (the typed values stay there), the copy goes.
    // Another user signed in meanwhile: the entry stays, held for the user who made it, and the form is told.
    if (failedWriteAction(error, true, 1).action === 'refuse' && !(error instanceof DifferentUserError)) {
      if (kept) await deleteEntry(kept.seq).catch(() => undefined);
      throw error;
    }
    // Not reached, no answer in time, or a 5xx that did not pass: kept, with the key it was sent with.
    const entry = kept ?? (await keep(write, key));
    show(entry);
    if (error instanceof DifferentUserError) throw error;
    return { queued: true, entry };
  }
}

let round: Promise<void> | null = null;
let nextRound: Promise<void> | null = null;

/**
 * A replay round over the signed-in user's pending entries. A call while a round runs gets one more round after it
 * (the running one may have started before the server came back); calls meanwhile share that next round.
 */
export function syncOutbox(): Promise<void> {
  if (!round) {
    round = replay().finally(() => {
      round = null;
    });
    return round;
  }
  nextRound ??= round.then(() => {
    nextRound = null;
    return syncOutbox();
  });
  return nextRound;
}

async function replay(): Promise<void> {
  await loadOutbox();
  const user = currentUser();
  const queueNow = pendingEntriesOf(useOutboxStore.getState().entries, user?.guid);
  if (!user || queueNow.length === 0) return;
  let done = 0;
  useOutboxStore.setState({ progress: { done, total: queueNow.length } });
  try {
    for (const queued of queueNow) {
      // Read again: the user may have discarded or corrected the entry meanwhile.
      const entry = useOutboxStore.getState().entries.find((e) => e.seq === queued.seq);
      if (!entry || entry.state === 'failed') continue;
      // A different user signed in during the round (the expired-session dialog): their session sends nothing of this one.
      if (currentUser()?.guid !== entry.userGuid) return;
      // The server failed on it a moment ago: it (and, for the order, every later entry) waits for its pause to end.
      if (entry.retryAt && Date.parse(entry.retryAt) > Date.now()) return;
      replace({ ...entry, state: 'sending' });
      try {
        await withinDeadline((signal) =>
          callOperationById(entry.operationId, entry.params, entry.body, {
            headers: { [IDEMPOTENCY_HEADER]: entry.key },
            signal,
          }),
        );
        await remove(entry.seq);
        done += 1;
        useOutboxStore.setState({ progress: { done, total: queueNow.length }, unreachableSince: null });
      } catch (error) {
        if (error instanceof DifferentUserError) {
          // Held: it stays pending for the user who made it and goes when they sign in again.
          await save({ ...entry, state: 'pending' });
          return;
        }
        const attempts = entry.attempts + 1;
        const next = failedWriteAction(error, true, attempts);
        if (next.action === 'keep') {
          await save({ ...entry, state: 'pending', attempts });
          useOutboxStore.setState({ unreachableSince: new Date().toISOString() });
          return;
        }
        if (next.action === 'retry') {
          // The server answered, but failed: the entry is sent again after a pause that grows with each failure.
          await save({
            ...entry,
            state: 'pending',
            attempts,
            retryAt: new Date(Date.now() + next.afterMs).toISOString(),
          });
          return;
        }
        await save({
          ...entry,
          state: 'failed',
          attempts,
          retryAt: undefined,
          message: errorMessage(error),
          fieldErrors: error instanceof ApiError ? error.fieldErrors : [],
        });
        done += 1;
        useOutboxStore.setState({ progress: { done, total: queueNow.length } });
      }
    }
  } finally {
    useOutboxStore.setState({ progress: null });
  }
}

/**
 * Sends an entry again now (Retry now, or Send again with the corrected body when given; same key: a refused write
 * stored none). The user's asking ends a pause after a server failure.
 */
export async function resendEntry(seq: number, body?: Record<string, unknown>): Promise<void> {
  const entry = useOutboxStore.getState().entries.find((e) => e.seq === seq);
  if (!entry) return;
  await save({
    ...entry,
    body: body ?? entry.body,
    state: 'pending',
    retryAt: undefined,
    message: undefined,
    fieldErrors: undefined,
  });
  await syncOutbox();
}

export async function discardEntry(seq: number): Promise<void> {
  await remove(seq);
}

const RETRY_EVERY_MS = 10_000;

/**
 * Starts replaying: now, whenever the browser says it is online again, and every few seconds while entries wait (the
 * server can come back while the device never went offline). Returns a stop function.
 */
export function startOutboxSync(): () => void {
  const kick = () => {
    const user = currentUser();
    if (pendingEntriesOf(useOutboxStore.getState().entries, user?.guid).length) void syncOutbox();
  };
  void loadOutbox().then(kick);
  window.addEventListener('online', kick);
  const timer = window.setInterval(kick, RETRY_EVERY_MS);
  return () => {
    window.removeEventListener('online', kick);
    window.clearInterval(timer);
  };
}
