// Hub messages across server instances sharing one PostgreSQL database. Every frame an instance publishes is stored
// in hub_messages, whose id is the hub's sequence, and announced through NOTIFY in the same statement (the frame
// inline when it fits PostgreSQL's 8000-byte payload, else only its sequence number). Every instance LISTENs and hands
// the frames of the others to its own sockets, which apply the usual subscription, role, plant and session checks.
// While an instance's LISTEN connection is down (a database restart, a terminated backend) notifications to it are
// lost, so once it LISTENs again it reads the frames stored since the last sequence it heard and delivers those it
// has not, in order: no message published meanwhile is lost. Stored frames are kept STORED_FRAME_TTL, long enough to
// cover a reconnection; older ones are removed by the publishers, at most once a minute each. On the embedded database
// there is one process and no fan-out is needed.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/Database.js';
import type { HubGroup } from './hubGroups.js';

export const HUB_CHANNEL = 'norstar_hub';
/** Below PostgreSQL's 8000-byte payload limit, with room for the envelope. */
const MAX_INLINE_CHARS = 7_000;
/** How long a published frame can be caught up on after a reconnection. */
export const STORED_FRAME_TTL = '10 minutes';
const PRUNE_EVERY_MS = 60_000;
/**
 * A catch-up reads from this many sequence numbers before the highest heard: a frame whose insert committed after a
 * later-numbered one (two publishers within milliseconds) is then still read; what was already delivered is skipped.
 */
const CATCH_UP_OVERLAP = 100;
/** How many delivered sequence numbers are remembered to skip them in a catch-up. */
const REMEMBERED = 2_000;

export interface Frame {
  /** null for a message addressed to one user (see user). */
  group: HubGroup | null;
  /** Guid of the one user a message is for. */
  user?: string;
  /** The message's plant (Plant of the payload) in a plant group. */
  plant: number | undefined;
  text: string;
}

interface Envelope {
  origin: string;
  /** The frame's sequence number (hub_messages.id). */
  seq: number;
  /** The frame itself, when it fits in a notification; else it is read from hub_messages. */
  frame?: Frame;
}

export interface HubFanout {
  /** Sends a frame this instance published to the other instances. */
  send(frame: Frame): void;
  close(): Promise<void>;
}

interface Log {
  warn(message: string): void;
}

export async function startHubFanout(
  db: Database,
  deliver: (frame: Frame) => void,
  log: Log,
): Promise<HubFanout | undefined> {
  if (!db.listen) return undefined;
  const origin = randomUUID();
  /** Sequence numbers heard (delivered or our own), oldest first, to skip them when catching up. */
  const heard = new Set<number>();
  let highest = 0;
  const hear = (seq: number): boolean => {
    if (heard.has(seq)) return false;
    heard.add(seq);
    if (heard.size > REMEMBERED) heard.delete(heard.values().next().value!);
    if (seq > highest) highest = seq;
    return true;
  };

  const receive = async (payload: string) => {
    const envelope = JSON.parse(payload) as Envelope;
    if (typeof envelope.seq !== 'number' || !hear(envelope.seq) || envelope.origin === origin) return;
    if (envelope.frame) return deliver(envelope.frame);
    const [row] = await db.query<{ body: string }>('SELECT body FROM hub_messages WHERE id = $1', [envelope.seq]);
    if (row) deliver(JSON.parse(row.body) as Frame);
  };

  const catchUp = async () => {
    const rows = await db.query<{ id: string | number; origin: string | null; body: string }>(
      'SELECT id, origin, body FROM hub_messages WHERE id > $1 ORDER BY id',
      [Math.max(0, highest - CATCH_UP_OVERLAP)],
    );
    let missed = 0;
    for (const row of rows) {
      if (!hear(Number(row.id)) || row.origin === origin) continue;
      missed++;
      deliver(JSON.parse(row.body) as Frame);
    }
    if (missed) log.warn(`hub fan-out: ${missed} message(s) published while LISTEN was reconnecting were caught up`);
  };

  const subscription = await db.listen(
    HUB_CHANNEL,
    (payload) => {
      receive(payload).catch((error: Error) => log.warn(`hub fan-out: a message was dropped: ${error.message}`));
    },
    () =>
      catchUp().catch((error: Error) =>
        log.warn(`hub fan-out: catching up after a reconnection failed: ${error.message}`),
      ),
  );
  // Where a later catch-up starts: what is stored now was published before this instance listened.
  const [start] = await db.query<{ id: string | number }>('SELECT coalesce(max(id), 0) AS id FROM hub_messages');
  highest = Math.max(highest, Number(start.id));

  let prunedAt = 0;
  const send = async (frame: Frame) => {
    const body = JSON.stringify(frame);
    const inline = JSON.stringify({ origin, seq: Number.MAX_SAFE_INTEGER, frame } satisfies Envelope).length;
    // Stored and announced in one statement: a notification is sent only for a stored frame, when it commits.
    const [row] = await db.query<{ id: string | number }>(
      `WITH stored AS (INSERT INTO hub_messages (origin, body) VALUES ($1, $2) RETURNING id)
       SELECT id, pg_notify($3, '{"origin":' || to_json($1::text)::text || ',"seq":' || id
                                || CASE WHEN $4 THEN ',"frame":' || $2 ELSE '' END || '}')
         FROM stored`,
      [origin, body, HUB_CHANNEL, inline <= MAX_INLINE_CHARS],
    );
    hear(Number(row.id));
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await db.query(`DELETE FROM hub_messages WHERE created_at < now() - interval '${STORED_FRAME_TTL}'`);
    }
  };
  return {
    send(frame) {
      send(frame).catch((error: Error) =>
        log.warn(`hub fan-out: a message reached this instance only: ${error.message}`),
      );
    },
    close: () => subscription.close(),
  };
}
