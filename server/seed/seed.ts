// Seeds an empty database: plants, the role tree and system settings always; with mode 'demo' also the demo users
// (seedUsers) and the plant data set (seedPlantData), and marks the database as holding the demo (demo_seeded_at).
// Runs only when no plant exists yet, so restarts keep data — unless the start that began seeding died before it finished
// (seed_finished_at still empty): then the database is emptied and seeded again, as if it were the first start.
import type { Database } from '../db/Database.js';
import { FRONTEND_VERSION } from '../config.js';
import { emptyDatabase } from '../db/emptyDatabase.js';
import { SEED_NOW_ISO } from './plant/calendar.js';
import { loadRouteCatalogue, type RouteCatalogue } from './routeCatalogue.js';
import { seedRoleTree } from './seedRoleTree.js';
import { seedUsers } from './seedUsers.js';

export interface SeedOptions {
  mode: 'demo' | 'none';
  scale: number;
  routes?: RouteCatalogue;
  /** Progress lines (table group and milliseconds); silent when absent. */
  log?: (line: string) => void;
}

export const PLANTS = [
  { id: 2, name: 'NORSTAR', site: 'TX1' },
  { id: 3, name: 'NORSTAR MX', site: 'MX1' },
];

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM plants');
  return row.n === 0;
}

/** Whether an earlier start began seeding and never finished (no one can have used the database since). */
export async function isSeedUnfinished(db: Database): Promise<boolean> {
  if (await isEmpty(db)) return false;
  const [row] = await db.query<{ finished: boolean }>(
    'SELECT seed_finished_at IS NOT NULL AS finished FROM system_settings WHERE id = 1',
  );
  return !row?.finished;
}

/** Returns false when the database already held data and nothing was seeded. */
export async function seed(db: Database, options: SeedOptions): Promise<boolean> {
  const log = options.log ?? (() => undefined);
  if (await isSeedUnfinished(db)) {
    log('seed: the last start stopped before its seed finished; emptying the database and seeding again');
    await emptyDatabase(db);
  } else if (!(await isEmpty(db))) return false;
  const routes = options.routes ?? loadRouteCatalogue();
  let t = Date.now();
  await db.tx(async (tx) => {
    for (const p of PLANTS)
      await tx.query('INSERT INTO plants (id, name, site) VALUES ($1, $2, $3)', [p.id, p.name, p.site]);
    // Stamped with the seed's "now" like every seeded row (see plant/calendar.ts).
    await tx.query(
      'INSERT INTO system_settings (id, frontend_version, maintance, updated_at) VALUES (1, $1, false, $2)',
      [FRONTEND_VERSION, SEED_NOW_ISO],
    );
    const nodes = await seedRoleTree(tx, routes);
    log(`seed: plants, settings and ${nodes} role tree nodes in ${Date.now() - t} ms`);
    if (options.mode === 'demo') {
      t = Date.now();
      const users = await seedUsers(tx, { scale: options.scale });
      // In the same transaction as the users: the marker exists exactly when the demo logins do (demoLoginLines).
      await tx.query('UPDATE system_settings SET demo_seeded_at = $1 WHERE id = 1', [SEED_NOW_ISO]);
      log(
        `seed: ${users.users} users, ${users.groups} groups, ${users.loginLogs} login logs, ${users.routeLogs} route logs in ${Date.now() - t} ms`,
      );
    }
  });
  if (options.mode === 'demo') {
    t = Date.now();
    // Loaded only for the demo data set: 'none' never needs the plant generators.
    const { seedPlantData } = await import('./seedPlant.js');
    const groups = await seedPlantData(db, { scale: options.scale });
    const detail = Object.entries(groups)
      .map(([group, ms]) => `${group} ${ms}`)
      .join(', ');
    log(`seed: plant data in ${Date.now() - t} ms (${detail})`);
    const { areaSeeds } = await import('./areaSeeds.js');
    for (const area of areaSeeds) {
      t = Date.now();
      await area.run(db, { scale: options.scale });
      log(`seed: ${area.name} in ${Date.now() - t} ms`);
    }
  }
  // The seed's own clock, like every seeded row, so two seeded databases stay identical.
  await db.query('UPDATE system_settings SET seed_finished_at = $1 WHERE id = 1', [SEED_NOW_ISO]);
  return true;
}
