// A seeded database template for server tests: migrated and seeded once (keyed by a hash of the migrations, the seed
// code and the route lists), then copied per test file. Creating and seeding PGlite is slow; copying its directory is
// fast. With DATABASE_URL the same idea uses PostgreSQL's CREATE DATABASE ... TEMPLATE.
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { Database } from '../db/Database.js';
import { openDatabase, openPglite, openPostgres } from '../db/openDatabase.js';
import { migrate, MIGRATIONS_DIR } from '../db/migrate.js';
import { seed } from '../seed/seed.js';
import { localRoutesPath, routeCataloguePath } from '../seed/routeCatalogue.js';
import { isoDay, SEED_DAY } from '../seed/plant/calendar.js';

export type SeedMode = 'demo' | 'none';

const ROOT = resolve(import.meta.dirname, '../..');
export const TEST_RESULTS = join(ROOT, 'test-results');

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile())
    .sort();
}

/** Changes whenever a migration, the seed code or routes.json changes, or the seed's plant day (the seed follows the
 * calendar: a template seeded yesterday holds yesterday's "today"), so a stale template is never reused. */
export function templateKey(mode: SeedMode): string {
  const h = createHash('sha256').update(mode).update(isoDay(SEED_DAY));
  for (const f of [
    ...filesUnder(MIGRATIONS_DIR),
    ...filesUnder(join(ROOT, 'server/seed')),
    ...filesUnder(join(ROOT, 'server/auth')),
    routeCataloguePath(),
    localRoutesPath(routeCataloguePath()),
  ].filter((f) => existsSync(f))) {
    h.update(f).update(readFileSync(f));
  }
  return h.digest('hex').slice(0, 16);
}

async function buildSeeded(db: Database, mode: SeedMode): Promise<void> {
  await migrate(db);
  await seed(db, { mode, scale: 1 });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The template directory (containing pglite/), built once across parallel test files with a mkdir lock. */
async function pgliteTemplate(mode: SeedMode): Promise<string> {
  const dir = join(TEST_RESULTS, 'server-templates', `${mode}-${templateKey(mode)}`);
  const lock = `${dir}.lock`;
  mkdirSync(join(TEST_RESULTS, 'server-templates'), { recursive: true });
  for (;;) {
    if (existsSync(join(dir, 'ready'))) return dir;
    try {
      mkdirSync(lock);
    } catch {
      // Another test file is building it; a lock older than 5 minutes is from a crashed run.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 300_000)
        rmSync(lock, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    try {
      const building = `${dir}.building-${process.pid}`;
      rmSync(building, { recursive: true, force: true });
      const db = await openPglite(join(building, 'pglite'));
      await buildSeeded(db, mode);
      await db.close();
      writeFileSync(join(building, 'ready'), new Date().toISOString());
      rmSync(dir, { recursive: true, force: true });
      renameSync(building, dir);
      pruneStaleTemplates(dir);
      return dir;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** Templates of older keys (the seed or migrations changed since) are removed once nobody can still be copying them. */
function pruneStaleTemplates(current: string): void {
  const parent = join(TEST_RESULTS, 'server-templates');
  for (const name of readdirSync(parent)) {
    const path = join(parent, name);
    if (path === current || path.endsWith('.lock')) continue;
    if (Date.now() - statSync(path).mtimeMs > 10 * 60_000) rmSync(path, { recursive: true, force: true });
  }
}

export interface TestDatabase {
  db: Database;
  dataDir: string;
  /** PostgreSQL: the connection string of this copy, for a second server instance on the same database. */
  databaseUrl?: string;
  /** Closes the database and removes this test file's copy. */
  dispose(): Promise<void>;
}

export async function openTestDatabase(mode: SeedMode): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) return openPostgresCopy(url, mode);
  const template = await pgliteTemplate(mode);
  const dataDir = join(TEST_RESULTS, 'server-db', `${process.pid}-${randomBytes(4).toString('hex')}`);
  cpSync(template, dataDir, { recursive: true });
  const db = await openDatabase({ dataDir });
  return {
    db,
    dataDir,
    async dispose() {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** PostgreSQL: a template database per key, built under an advisory lock, copied per test file. */
async function openPostgresCopy(url: string, mode: SeedMode): Promise<TestDatabase> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const template = `norstar_tpl_${mode}_${templateKey(mode)}`;
  const name = `norstar_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const withDb = (db: string) => {
    const u = new URL(url);
    u.pathname = `/${db}`;
    return u.toString();
  };
  try {
    await admin.query('SELECT pg_advisory_lock(727274)');
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (!exists.rowCount) {
      await admin.query(`CREATE DATABASE "${template}"`);
      const tdb = await openPostgres(withDb(template));
      try {
        await buildSeeded(tdb, mode);
      } catch (error) {
        await tdb.close();
        await admin.query(`DROP DATABASE IF EXISTS "${template}"`);
        throw error;
      }
      await tdb.close();
    }
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
  }
  const db = await openPostgres(withDb(name));
  return {
    db,
    dataDir: join(TEST_RESULTS, 'server-db', name),
    databaseUrl: withDb(name),
    async dispose() {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
