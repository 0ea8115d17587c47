// A first `npm start` killed while seeding (the plants and users in, the rest not) must not leave half a demo: the
// next start empties the database and seeds it whole, and the start after that keeps it (seed_finished_at).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/Database.js';
import { openPglite } from '../../server/db/openDatabase.js';
import { migrate } from '../../server/db/migrate.js';
import { seed } from '../../server/seed/seed.js';

const count = async (db: Database, sql: string): Promise<number> => Number((await db.query<{ n: number }>(sql))[0].n);

// On the embedded database only (PostgreSQL was checked by hand: the same sequence through the test cluster).
describe.skipIf(Boolean(process.env.DATABASE_URL))('a first start that dies while seeding', () => {
  let db: Database;
  /** What the dead start left, and what the next start said. */
  const left = { users: 0, jobs: 0, lines: [] as string[] };

  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
    // Killed once the users and the plant data are in, before the areas' data (a small scale: only the states matter).
    const dies = (line: string) => {
      if (line.startsWith('seed: plant data')) throw new Error('the process was killed');
    };
    await expect(seed(db, { mode: 'demo', scale: 0.05, log: dies })).rejects.toThrow('the process was killed');
    left.users = await count(db, 'SELECT count(*) AS n FROM users');
    left.jobs = await count(db, 'SELECT count(*) AS n FROM jobs');
    await seed(db, { mode: 'demo', scale: 0.05, log: (line) => left.lines.push(line) });
  }, 900_000);

  afterAll(async () => {
    await db?.close();
  });

  it('is followed by a start that empties the database and seeds it whole, and the start after that keeps it', async () => {
    expect(left.users).toBeGreaterThan(0);
    expect(left.jobs).toBeGreaterThan(0);
    expect(left.lines[0]).toBe(
      'seed: the last start stopped before its seed finished; emptying the database and seeding again',
    );
    // The staff users once each (the dealer users come with the dealer-portal area, which the dead start never reached).
    expect(await count(db, 'SELECT count(*) AS n FROM users WHERE dealer_id IS NULL')).toBe(left.users);
    expect(await count(db, 'SELECT count(*) AS n FROM jobs')).toBe(left.jobs);
    // The areas' data the dead start never reached, and the mark of a finished seed.
    expect(await count(db, 'SELECT count(*) AS n FROM dealer_quotes')).toBeGreaterThan(0);
    expect(await count(db, 'SELECT count(*) AS n FROM users WHERE dealer_id IS NOT NULL')).toBeGreaterThan(0);
    expect(await count(db, 'SELECT count(*) AS n FROM system_settings WHERE seed_finished_at IS NOT NULL')).toBe(1);
    expect(await seed(db, { mode: 'demo', scale: 0.05 })).toBe(false);
  });
});
