// Hub messages across server instances sharing one PostgreSQL database: every frame an instance publishes is also
// sent through NOTIFY, and every instance LISTENs and hands the frames of the others to its own sockets, which apply
// the usual subscription, role, plant and session checks. A frame too large for one notification (PostgreSQL caps a
// payload at 8000 bytes) is stored in hub_messages and the notification carries its id. On the embedded database
// there is one process and no fan-out is needed.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/Database.js';
import type { HubGroup } from './hubGroups.js';

export const HUB_CHANNEL = 'norstar_hub';
/** Below PostgreSQL's 8000-byte payload limit, with room for the envelope. */
const MAX_INLINE_CHARS = 7_000;
/** Stored frames are read within milliseconds; older ones are removed on the next large publish. */
const STORED_FRAME_TTL = '10 minutes';

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
  frame?: Frame;
  stored?: number;
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
  const receive = async (payload: string) => {
    const envelope = JSON.parse(payload) as Envelope;
    if (envelope.origin === origin) return;
    if (envelope.frame) return deliver(envelope.frame);
    if (envelope.stored === undefined) return;
    const [row] = await db.query<{ body: string }>('SELECT body FROM hub_messages WHERE id = $1', [envelope.stored]);
    if (row) deliver(JSON.parse(row.body) as Frame);
  };
  const subscription = await db.listen(HUB_CHANNEL, (payload) => {
    receive(payload).catch((error: Error) => log.warn(`hub fan-out: a message was dropped: ${error.message}`));
  });
  const notify = (envelope: Envelope) => db.query('SELECT pg_notify($1, $2)', [HUB_CHANNEL, JSON.stringify(envelope)]);
  const send = async (frame: Frame) => {
    const inline = JSON.stringify({ origin, frame } satisfies Envelope);
    if (inline.length <= MAX_INLINE_CHARS) return notify({ origin, frame });
    const [row] = await db.query<{ id: number }>(
      `WITH gone AS (DELETE FROM hub_messages WHERE created_at < now() - interval '${STORED_FRAME_TTL}')
       INSERT INTO hub_messages (body) VALUES ($1) RETURNING id`,
      [JSON.stringify(frame)],
    );
    return notify({ origin, stored: row.id });
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
