// The device's own store of plant-floor work (IndexedDB, so it outlives the tab and a restart): the outbox of writes
// not yet acknowledged by the server, in the order they were made, and the last loaded lookup data per user and plant.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxEntry } from './outboxTypes';

export const OUTBOX_DB_NAME = 'norstar-outbox';
const VERSION = 1;

export interface CachedLookup {
  /** `${userGuid}|${plant}|${name}`. */
  id: string;
  data: unknown;
  /** ISO time of the answer. */
  refreshedAt: string;
}

/** An entry as stored: the store assigns seq when it is added. */
type StoredEntry = Omit<OutboxEntry, 'seq'> & { seq?: number };

interface OutboxSchema extends DBSchema {
  entries: { key: number; value: StoredEntry };
  lookups: { key: string; value: CachedLookup };
}

let opening: Promise<IDBPDatabase<OutboxSchema>> | null = null;

function database(): Promise<IDBPDatabase<OutboxSchema>> {
  opening ??= openDB<OutboxSchema>(OUTBOX_DB_NAME, VERSION, {
    upgrade(db) {
      // seq is the order of entry: replay goes by it.
      db.createObjectStore('entries', { keyPath: 'seq', autoIncrement: true });
      db.createObjectStore('lookups', { keyPath: 'id' });
    },
  });
  return opening;
}

export async function readEntries(): Promise<OutboxEntry[]> {
  const stored = await (await database()).getAll('entries');
  return stored.flatMap((entry) => (entry.seq === undefined ? [] : [{ ...entry, seq: entry.seq }]));
}

/** Stores a new entry and returns it with its seq. */
export async function addEntry(entry: Omit<OutboxEntry, 'seq'>): Promise<OutboxEntry> {
  const seq = await (await database()).add('entries', entry);
  return { ...entry, seq };
}

export async function putEntry(entry: OutboxEntry): Promise<void> {
  await (await database()).put('entries', entry);
}

export async function deleteEntry(seq: number): Promise<void> {
  await (await database()).delete('entries', seq);
}

export async function readLookup(id: string): Promise<CachedLookup | undefined> {
  return (await database()).get('lookups', id);
}

export async function writeLookup(lookup: CachedLookup): Promise<void> {
  await (await database()).put('lookups', lookup);
}
