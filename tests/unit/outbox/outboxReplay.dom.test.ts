// The outbox's replay through the portal's real client (bearer, 401 parking) against msw: writes made while the server
// cannot be reached are kept in order and sent one at a time, oldest first, each with its own Idempotency-Key; a write
// is on the device before it is sent; a 5xx is sent again (at once within the time-out, in a replay after a pause)
// instead of failing the entry; a refusal marks the entry failed with the server's message and the round goes on; a 401 waits for the re-login of the
// same user, and another user's sign-in holds the entries for the user who made them. The device store (IndexedDB)
// is replaced by a map: jsdom has none.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { network } from '../network';
import { sessionGate } from '../../../engine/api/client';
import { useAppStore } from '../../../engine/stores/appStore';
import type { SessionUserData } from '../../../engine/session/types';
import type { OutboxEntry } from '../../../engine/outbox/outboxTypes';

const stored = new Map<number, OutboxEntry>();
let nextSeq = 1;
vi.mock('../../../engine/outbox/outboxDb', () => ({
  readEntries: async () => [...stored.values()],
  addEntry: async (entry: Omit<OutboxEntry, 'seq'>) => {
    const saved = { ...entry, seq: nextSeq++ };
    stored.set(saved.seq, saved);
    return saved;
  },
  putEntry: async (entry: OutboxEntry) => void stored.set(entry.seq, entry),
  deleteEntry: async (seq: number) => void stored.delete(seq),
  readLookup: async () => undefined,
  writeLookup: async () => undefined,
}));

const { discardEntry, resendEntry, sendPlantFloorWrite, syncOutbox, useOutboxStore } =
  await import('../../../engine/outbox/outboxStore');

const URL_PATTERN = '*/api/inventory/cyclecount/free';

function signInAs(guid: string, first: string) {
  useAppStore.setState({ user: { Guid: guid, Firstname: first, Lastname: 'Counter' } as SessionUserData });
}

const count = (qty: number) =>
  sendPlantFloorWrite({
    operationId: 'recordFreeCycleCount',
    params: { plant: 2 },
    body: { ItemNo: 'ITEM-1', Location: 'A-01', CountedQty: qty, CounterId: 7 },
    label: `Free count · ${qty}`,
  });

function unreachable() {
  network.use(http.post(URL_PATTERN, () => HttpResponse.error()));
}

interface Received {
  qty: number;
  key: string | null;
}

/** The server: answers each count (or what `answer` says) and records what it received, in order. */
function server(answer: (qty: number, nth: number) => Response | undefined = () => undefined) {
  const received: Received[] = [];
  network.use(
    http.post(URL_PATTERN, async ({ request }) => {
      const body = (await request.json()) as { CountedQty: number };
      received.push({ qty: body.CountedQty, key: request.headers.get('Idempotency-Key') });
      return answer(body.CountedQty, received.length) ?? HttpResponse.json({ LineId: received.length });
    }),
  );
  return received;
}

beforeEach(async () => {
  stored.clear();
  useOutboxStore.setState({ entries: [], progress: null });
  signInAs('guid-anna', 'Anna');
});

describe('outbox replay', () => {
  it('keeps writes in order while the server cannot be reached, then sends them oldest first, each with its key', async () => {
    unreachable();
    for (const qty of [1, 2, 3]) expect((await count(qty)).queued).toBe(true);
    const keys = useOutboxStore.getState().entries.map((e) => e.key);
    expect(new Set(keys).size).toBe(3);
    expect([...stored.values()].map((e) => e.body?.CountedQty)).toEqual([1, 2, 3]);

    const received = server();
    await syncOutbox();
    expect(received).toEqual([
      { qty: 1, key: keys[0] },
      { qty: 2, key: keys[1] },
      { qty: 3, key: keys[2] },
    ]);
    expect(useOutboxStore.getState().entries).toEqual([]);
    expect(stored.size).toBe(0);
  });

  it('marks a refused entry failed with the server message, sends the rest, and sends the corrected entry', async () => {
    unreachable();
    await count(-1);
    await count(5);
    const received = server((qty) =>
      qty < 0
        ? HttpResponse.json(
            {
              statusCode: 400,
              error: 'Bad Request',
              message: 'CountedQty must be at least 0',
              fieldErrors: [{ field: 'CountedQty', message: 'CountedQty must be at least 0' }],
            },
            { status: 400 },
          )
        : undefined,
    );
    await syncOutbox();
    expect(received.map((r) => r.qty)).toEqual([-1, 5]);
    const [failed] = useOutboxStore.getState().entries;
    expect(failed).toMatchObject({
      state: 'failed',
      message: 'CountedQty must be at least 0',
      fieldErrors: [{ field: 'CountedQty', message: 'CountedQty must be at least 0' }],
    });
    expect(stored.get(failed.seq)?.state).toBe('failed');

    await resendEntry(failed.seq, { ...failed.body, CountedQty: 4 });
    expect(received.map((r) => r.qty)).toEqual([-1, 5, 4]);
    expect(received[2].key).toBe(failed.key);
    expect(useOutboxStore.getState().entries).toEqual([]);
  });

  it('waits on a 401 for the same user to sign in again, then goes on', async () => {
    unreachable();
    await count(1);
    await count(2);
    const received = server((_qty, nth) =>
      nth === 1 ? HttpResponse.json({ statusCode: 401, message: 'Token expired' }, { status: 401 }) : undefined,
    );
    const round = syncOutbox();
    await vi.waitFor(() => expect(sessionGate.pendingCount()).toBe(1));
    expect(stored.size).toBe(2);
    await sessionGate.release();
    await round;
    expect(received.map((r) => r.qty)).toEqual([1, 1, 2]);
    expect(useOutboxStore.getState().entries).toEqual([]);
  });

  it('holds the entries for the user who made them when another user signs in', async () => {
    unreachable();
    await count(1);
    await count(2);
    const received = server(() => HttpResponse.json({ statusCode: 401, message: 'Token expired' }, { status: 401 }));
    const round = syncOutbox();
    await vi.waitFor(() => expect(sessionGate.pendingCount()).toBe(1));
    signInAs('guid-ben', 'Ben');
    sessionGate.drop();
    await round;
    expect(received).toHaveLength(1);
    expect(useOutboxStore.getState().entries.map((e) => [e.userGuid, e.state])).toEqual([
      ['guid-anna', 'pending'],
      ['guid-anna', 'pending'],
    ]);

    // Ben's session sends none of Anna's entries; Anna's next sign-in sends them.
    await syncOutbox();
    expect(received).toHaveLength(1);
    const accepted = server();
    signInAs('guid-anna', 'Anna');
    await syncOutbox();
    expect(accepted.map((r) => r.qty)).toEqual([1, 2]);
  });

  it('discards an entry on request: it is never sent', async () => {
    unreachable();
    const outcome = await count(9);
    if (!outcome.queued) throw new Error('expected the write to be kept');
    await discardEntry(outcome.entry.seq);
    const received = server();
    await syncOutbox();
    expect(received).toEqual([]);
    expect(stored.size).toBe(0);
  });

  it('has the write on the device before the network is tried, and removes it once the server stored it', async () => {
    const onDevice: (string | undefined)[] = [];
    const received = server(() => {
      onDevice.push([...stored.values()][0]?.key);
      return undefined;
    });
    const outcome = await count(3);
    expect(outcome.queued).toBe(false);
    expect(onDevice).toEqual([received[0].key]);
    expect(stored.size).toBe(0);
    expect(useOutboxStore.getState().entries).toEqual([]);
  });

  it('sends a write answered 503 (an instance shutting down) again with the same key: stored, not kept', async () => {
    const received = server((_qty, nth) =>
      nth === 1 ? HttpResponse.json({ statusCode: 503, message: 'Shutting down' }, { status: 503 }) : undefined,
    );
    const outcome = await count(4);
    expect(outcome.queued).toBe(false);
    expect(received.map((r) => r.qty)).toEqual([4, 4]);
    expect(received[1].key).toBe(received[0].key);
    expect(stored.size).toBe(0);
  });

  it('keeps an entry the server failed on (5xx) during a replay pending for a later try, in order', async () => {
    unreachable();
    await count(1);
    await count(2);
    const received = server((_qty, nth) =>
      nth === 1 ? HttpResponse.json({ statusCode: 500, message: 'Internal Server Error' }, { status: 500 }) : undefined,
    );
    await syncOutbox();
    const [first, second] = useOutboxStore.getState().entries;
    expect(first).toMatchObject({ state: 'pending', attempts: 1 });
    expect(Date.parse(first.retryAt ?? '')).toBeGreaterThan(Date.now());
    expect(second.state).toBe('pending');
    // Within the pause nothing goes (the later entry waits behind it); Retry now ends the pause.
    await syncOutbox();
    expect(received.map((r) => r.qty)).toEqual([1]);
    await resendEntry(first.seq);
    expect(received.map((r) => r.qty)).toEqual([1, 1, 2]);
    expect(received[1].key).toBe(received[0].key);
    expect(useOutboxStore.getState().entries).toEqual([]);
  });
});
