// Migrations run once each: a database that applied a migration under the name it first shipped with is not migrated
// again after the file was renamed to what it holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, RENAMED_MIGRATIONS } from '../../server/db/migrate.js';
import { openPglite } from '../../server/db/openDatabase.js';
import type { Database } from '../../server/db/Database.js';

let db: Database;

beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
}, 300_000);
afterAll(async () => {
  await db?.close();
});

describe('renamed migrations', () => {
  it('records an old name under the new one and applies nothing twice', async () => {
    for (const [before, after] of Object.entries(RENAMED_MIGRATIONS))
      await db.query('UPDATE schema_migrations SET name = $1 WHERE name = $2', [before, after]);
    expect(await migrate(db)).toEqual([]);
    const names = (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name);
    for (const [before, after] of Object.entries(RENAMED_MIGRATIONS)) {
      expect(names).toContain(after);
      expect(names).not.toContain(before);
    }
  });

  it('names every renamed migration after a file that exists', async () => {
    const names = (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(Object.values(RENAMED_MIGRATIONS)));
  });
});
