// The outbox in memory (mirrored from IndexedDB) and its replay. A write goes to the server at once when it can; when
// the server cannot be reached it is kept with its idempotency key, and so is every later write of the same user, so
// the entries reach the server in the order they were made. Replay sends them one at a time, oldest first: an
// acknowledged entry is removed, a refused one (4xx) is marked failed with the server's message and kept for
// correction, and an unreachable server stops the round until the next one. A 401 parks the call in the session gate
// (the expired-session dialog); after the same user signs in again the call goes on, after another user it is held.
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
import { isNetworkFailure } from './networkFailure';
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

async function queue(write: PlantFloorWrite, key: string): Promise<OutboxEntry> {
  const user = currentUser();
  if (!user) throw new ApiError(401, t('outbox.signInToSave'));
  const entry = await addEntry({
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
  useOutboxStore.setState((s) => ({ entries: [...s.entries, entry] }));
  return entry;
}

/**
 * Sends a plant-floor write, or keeps it in the outbox when the server cannot be reached (or earlier entries of the
 * user are still waiting, so the order holds). A refusal by the server is thrown as usual.
 */
export function sendPlantFloorWrite(write: PlantFloorWrite): Promise<WriteOutcome> {
  return sendOrKeep(write, (headers) =>
    callOperationById(write.operationId, write.params ?? {}, write.body, { headers }),
  );
}

/** The same for a write named in code, answered with the operation's own result type. */
export function sendPlantFloorOperation<K extends OperationId>(
  write: PlantFloorOperation<K>,
): Promise<WriteOutcome<OperationResult<K>>> {
  const { operationId, params, body, label } = write;
  return sendOrKeep({ operationId, params: fieldsOf(params), body: fieldsOf(body), label }, (headers) =>
    callOperation(operationId, params, body, { headers }),
  );
}

/** What the outbox keeps of a parameter object or body (a plain copy of its fields). */
function fieldsOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? { ...value } : undefined;
}

async function sendOrKeep<R>(
  write: PlantFloorWrite,
  call: (headers: Record<string, string>) => Promise<R>,
): Promise<WriteOutcome<R>> {
  await loadOutbox();
  const key = newEntryKey();
  const waiting = pendingEntriesOf(useOutboxStore.getState().entries, currentUser()?.guid).length > 0;
  if (waiting || (typeof navigator !== 'undefined' && navigator.onLine === false)) {
    const entry = await queue(write, key);
    if (waiting) void syncOutbox();
    return { queued: true, entry };
  }
  try {
    return { queued: false, result: await call({ [IDEMPOTENCY_HEADER]: key }) };
  } catch (error) {
    // The same key goes with the entry: if the write did arrive and only the answer was lost, the replay gets the
    // first answer instead of a second record.
    if (isNetworkFailure(error)) return { queued: true, entry: await queue(write, key) };
    throw error;
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
      replace({ ...entry, state: 'sending' });
      try {
        await callOperationById(entry.operationId, entry.params, entry.body, {
          headers: { [IDEMPOTENCY_HEADER]: entry.key },
        });
        await remove(entry.seq);
        done += 1;
        useOutboxStore.setState({ progress: { done, total: queueNow.length }, unreachableSince: null });
      } catch (error) {
        if (isNetworkFailure(error)) {
          await save({ ...entry, state: 'pending', attempts: entry.attempts + 1 });
          useOutboxStore.setState({ unreachableSince: new Date().toISOString() });
          return;
        }
        if (error instanceof DifferentUserError) {
          // Held: it stays pending for the user who made it and goes when they sign in again.
          await save({ ...entry, state: 'pending' });
          return;
        }
        await save({
          ...entry,
          state: 'failed',
          attempts: entry.attempts + 1,
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

/** Sends a failed entry again, with the corrected body when given (same key: a refused write stored none). */
export async function resendEntry(seq: number, body?: Record<string, unknown>): Promise<void> {
  const entry = useOutboxStore.getState().entries.find((e) => e.seq === seq);
  if (!entry) return;
  await save({ ...entry, body: body ?? entry.body, state: 'pending', message: undefined, fieldErrors: undefined });
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
