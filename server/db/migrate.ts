// Applies server/db/migrations/NNN_*.sql in order, each once, each in its own transaction, recorded in
// schema_migrations. Runs at every start, so a restarted server picks up new migrations and keeps its data.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Database } from './Database.js';

export const MIGRATIONS_DIR = resolve(import.meta.dirname, 'migrations');

/**
 * Migrations renamed after they shipped (their first names told the order the work was done in, not what they hold).
 * A database that applied one under its old name is recorded under the new name, so it is never applied twice.
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  '010_plantfloor_goals_points.sql': '010_production_goals_points.sql',
  '020_plantfloor2.sql': '020_inventory_qc_purchasing.sql',
  '040_people.sql': '040_hr_postings_immex.sql',
};

/** The advisory lock instances starting together take turns on (migrations, then seeding; see main.ts). */
export const STARTUP_LOCK = 727_001;

/**
 * Applies the pending migrations. On PostgreSQL under the startup lock, so instances starting at once apply each
 * migration exactly once: the second waits, then finds nothing left to do. Pass lock: false when the caller holds it.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR, options: { lock?: boolean } = {}): Promise<string[]> {
  if (options.lock !== false && db.withLock) return db.withLock(STARTUP_LOCK, () => migrateUnlocked(db, dir));
  return migrateUnlocked(db, dir);
}

async function migrateUnlocked(db: Database, dir: string): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  for (const [before, after] of Object.entries(RENAMED_MIGRATIONS))
    await db.query('UPDATE schema_migrations SET name = $2 WHERE name = $1', [before, after]);
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const files = readdirSync(dir)
    .filter((f) => /^\d{3}_.+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    // A multi-statement script cannot take $n parameters, so the file runs as a script inside BEGIN/COMMIT.
    const script = `BEGIN;\n${sql}\n;INSERT INTO schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}');\nCOMMIT;`;
    try {
      await db.exec(script);
    } catch (error) {
      await db.exec('ROLLBACK').catch(() => undefined);
      throw new Error(`migration ${file} failed: ${(error as Error).message}`);
    }
    applied.push(file);
  }
  return applied;
}
