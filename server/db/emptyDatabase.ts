// Back to a freshly migrated, empty database: every table, function and type of the public schema dropped and the
// migrations applied again. Only for a database no one has used yet (a demo seed that never finished).
import type { Database } from './Database.js';
import { migrate, MIGRATIONS_DIR } from './migrate.js';

export async function emptyDatabase(db: Database): Promise<void> {
  await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrate(db, MIGRATIONS_DIR, { lock: false });
}
