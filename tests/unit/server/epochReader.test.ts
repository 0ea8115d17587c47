// Concurrent session checks share epoch reads, but never one that started before they arrived: a revocation
// committed before a request is always seen by it.
import { describe, expect, it } from 'vitest';
import type { Queryable, Row } from '../../../server/db/Database.js';
import { createEpochReader } from '../../../server/auth/epochReader.js';

/** A database whose epoch reads wait until the test answers them, in order. */
function heldDatabase() {
  const waiting: Array<(epoch: number) => void> = [];
  const db: Queryable = {
    async query<T extends Row = Row>() {
      const epoch = await new Promise<number>((resolve) => waiting.push(resolve));
      const row: Row = { epoch };
      return [row as T];
    },
  };
  return { db, waiting };
}

describe('createEpochReader', () => {
  it('lets requests arriving during a read share the next read, which starts after the running one', async () => {
    const { db, waiting } = heldDatabase();
    const read = createEpochReader(db);
    const first = read();
    const second = read();
    const third = read();
    expect(waiting).toHaveLength(1);
    expect(third).toBe(second);
    // The epoch was bumped while the first read ran: the later requests must see the new value.
    waiting[0](1);
    expect(await first).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(waiting).toHaveLength(2);
    waiting[1](2);
    expect(await second).toBe(2);
    // Nothing running any more: the next request starts its own read.
    const fourth = read();
    expect(waiting).toHaveLength(3);
    waiting[2](3);
    expect(await fourth).toBe(3);
  });
});
